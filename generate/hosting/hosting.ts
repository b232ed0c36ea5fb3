import { headersFile } from './headers.ts';
import type { BesideFiles, OutputFiles } from '../output/write.ts';
import { movedPageFile, NOT_FOUND_FILE, outputFileFor, paths } from '../pages/paths.ts';
import { redirectsFile, s3WebsiteConfiguration, type RedirectRule } from './redirects.ts';
import type { Route } from '../pages/routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

type HostingInputs = {
  pages: OutputFiles;
  routes: Route[];
  redirects: RedirectRule[];
  baseUrl: string;
  /** Renders the meta-refresh page left at a moved address. */
  redirectPage: (to: string) => Promise<string>;
};

/**
 * Files static hosts and search engines look for by name, all derived from the route table and the
 * redirect table:
 * - `404.html`: what Netlify, Cloudflare Pages, GitHub Pages and an S3 error document serve for a
 *   missing path; it is the /404/ page.
 * - `_redirects` and `_headers` for Netlify and Cloudflare Pages.
 * - a meta-refresh page at each moved address, for hosts that honour no rules.
 * - `sitemap.xml` and `robots.txt`.
 * `beside` holds what goes next to the output folder rather than in it: the S3 website configuration.
 */
export async function hostingFiles({ pages, routes, redirects, baseUrl, redirectPage }: HostingInputs): Promise<{
  files: OutputFiles;
  beside: BesideFiles;
}> {
  const notFound = pages.get(outputFileFor(paths.notFound));
  if (notFound === undefined) throw new Error('the route table has no 404 page');
  const files: OutputFiles = new Map([
    [NOT_FOUND_FILE, notFound],
    ['_redirects', redirectsFile(redirects, routes)],
    ['_headers', headersFile(routes)],
    ['sitemap.xml', sitemapXml(routes, baseUrl)],
    ['robots.txt', robotsTxt(baseUrl)],
  ]);
  // At "/service-areas/santa.html", which hosts without rules (GitHub Pages) serve for
  // "/service-areas/santa"; S3 then still sees the old key as missing, so its 404 rule applies.
  for (const rule of redirects) {
    if (rule.kind === 'moved') files.set(movedPageFile(rule.from), await redirectPage(rule.to));
  }
  const s3 = `${JSON.stringify(s3WebsiteConfiguration(redirects, baseUrl), null, 2)}\n`;
  return { files, beside: new Map([['s3-website.json', s3]]) };
}
