import type { ProseBody } from '../../templates/view.ts';
import type { MarkdownBody } from '../content/markdown.ts';
import type { PageSources } from '../pages/model.ts';

/** A Markdown body as its template renders it: its tree, and each of its images as the image stage encoded it. */
export function proseOf(site: PageSources, body: MarkdownBody): ProseBody {
  return { tree: body.tree, images: Object.fromEntries(body.images.map((ref) => [ref.src, site.image(ref, 'prose')])) };
}
