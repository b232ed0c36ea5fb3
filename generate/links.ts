import { LinkChecker, LinkState } from 'linkinator';
import { BuildError } from './errors.ts';

/**
 * Crawls the built site from every page with linkinator and fails on any broken internal link,
 * broken #fragment, or link that only works through a redirect (every internal link must end in "/").
 * External links (maps) are not fetched: the build must not depend on the network.
 */
export async function checkLinks(siteDir: string, pageFiles: string[]): Promise<void> {
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
      [...broken].map(
        ([target, parents]) => `broken link to ${target}${parents.size ? ` on ${[...parents].sort().join(', ')}` : ''}`,
      ),
    );
  }
}

function pagePath(url: string): string {
  const pathname = url.replace(/^https?:\/\/localhost:\d+/, '');
  return (pathname.startsWith('/') ? pathname : `/${pathname}`).replace(/\/index\.html(?=$|#)/, '/');
}
