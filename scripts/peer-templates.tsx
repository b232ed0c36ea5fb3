/**
 * The project's templates as the peers of `npm run bench -- --peers` render them: a page from its
 * data in scripts/peer-site.ts's site.json (its page type by name, its props and breadcrumbs),
 * through the project's own renderer. Bundled by esbuild into plain JavaScript before any timing.
 */
import { pageTypes } from '../generate/page-types/index.ts';
import type { Route } from '../generate/page-types/page-type.ts';
import { pageRenderer as projectRenderer } from '../generate/render/render-react.tsx';
import type { Chrome, Head } from '../templates/view.ts';

type PeerPage = Pick<Route, 'props' | 'breadcrumbs'> & { type: string };

export function pageRenderer(chrome: Chrome) {
  const render = projectRenderer(chrome);
  const byName = new Map(pageTypes.map((type) => [type.name, type]));
  return {
    page: async (path: string, head: Head, page: PeerPage) =>
      render.document(path, head, await render.main({ ...page, type: byName.get(page.type)! } as Route)),
  };
}
