import { LinkChecker, LinkState } from 'linkinator';
import { BuildError } from '../../generate/errors.ts';

/**
 * An independent check of a built site, by crawling it over HTTP with linkinator from every page:
 * fails on any broken internal link, broken #fragment, or link that only works through a redirect.
 * External links (maps) are not fetched. The build itself checks its links in memory
 * (generate/output/links.ts): linkinator takes about 60 ms a page, far too slow for 700 pages.
 */
export async function checkLinksWithLinkinator(siteDir: string, pageFiles: string[]): Promise<void> {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: pageFiles,
    serverRoot: siteDir,
    recurse: true,
    checkFragments: true,
    redirects: 'error',
    concurrency: 32,
    linksToSkip: async (url) => !url.startsWith('http://localhost:'),
  });

  // linkinator reports a page once as /x/ and once as /x/index.html when both are crawled.
  const broken = new Map<string, Set<string>>();
  for (const link of result.links) {
    if (link.state !== LinkState.BROKEN) continue;
    const target = pagePath(link.url);
    const parents = broken.get(target) ?? new Set<string>();
    if (link.parent) parents.add(pagePath(link.parent));
    broken.set(target, parents);
  }
  if (broken.size > 0) {
    throw new BuildError(
      [...broken].map(([target, parents]) => `broken link to ${target}${parents.size ? ` on ${[...parents].sort().join(', ')}` : ''}`),
    );
  }
}

function pagePath(url: string): string {
  const pathname = url.replace(/^https?:\/\/localhost:\d+/, '');
  return (pathname.startsWith('/') ? pathname : `/${pathname}`).replace(/\/index\.html(?=$|#)/, '/');
}
