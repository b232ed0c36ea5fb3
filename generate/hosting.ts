import { outputFileFor, paths } from './paths.ts';
import type { OutputFiles } from './output.ts';

/**
 * Files static hosts look for by name. `404.html` at the root is what Netlify, Cloudflare Pages,
 * GitHub Pages and an S3 website's error document serve for a missing path; it is the /404/ page.
 */
export function hostingFiles(pages: OutputFiles): OutputFiles {
  const notFound = pages.get(outputFileFor(paths.notFound));
  if (notFound === undefined) throw new Error('the route table has no 404 page');
  return new Map([['404.html', notFound]]);
}
