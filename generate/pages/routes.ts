/**
 * The site's one route table, made from the page types (generate/page-types/): the navigation,
 * the footer's lists, the breadcrumbs, the sitemap and the link check all derive from it; nothing
 * else lists the pages.
 */
import { pageTypes } from '../page-types/index.ts';
import type { AnyPageType, Route } from '../page-types/page-type.ts';
import { isMarkdownFolder } from '../content/load.ts';
import { BuildError, didYouMean } from '../errors.ts';
import type { PageSources } from './model.ts';
import { breadcrumbsFor } from './navigation.ts';
import { outputFileFor } from './paths.ts';

export function buildRoutes(site: PageSources, types: AnyPageType[] = pageTypes): Route[] {
  const routes = types.flatMap((type) =>
    type.pages(site).map(
      (entry): Route => ({
        ...entry,
        type,
        file: outputFileFor(entry.path),
        noindex: entry.neverIndexed ?? false,
        canonical: entry.neverIndexed ? null : entry.path,
        breadcrumbs: [],
      }),
    ),
  );
  assertUniqueOutputFiles(routes);
  const byPath = new Map(routes.map((route) => [route.path, route]));
  for (const route of routes) route.breadcrumbs = breadcrumbsFor(route, byPath);
  return routes;
}

/** Two routes writing one file would silently lose a page: the error is at the later one, a page of the business's own after the built-in ones. */
function assertUniqueOutputFiles(routes: Route[]): void {
  const byFile = new Map<string, Route>();
  const problems: string[] = [];
  for (const route of routes) {
    for (const file of [route.file, ...(route.alsoAt ?? [])]) {
      const other = byFile.get(file);
      if (other) problems.push(`${route.source}: ${route.path} is already the address of ${other.source}; rename one of them`);
      else byFile.set(file, route);
    }
  }
  if (problems.length > 0) throw new BuildError(problems);
}

/**
 * Each link a Markdown page writes to a page of the site ("/services/") leads to one: else an error
 * where the link is written. Links to files (/articles/feed.xml) are left to the check of the
 * output, which sees every file the build writes.
 */
export function assertMarkdownLinksLead(site: PageSources, routes: Route[]): void {
  const folders = new Set(routes.flatMap((route) => route.type.content.filter(isMarkdownFolder)));
  const links = [...folders].flatMap((folder) => site.documents(folder).flatMap((document) => document.links));
  const pages = new Set(routes.filter((route) => !route.neverIndexed).map((route) => route.path));
  const problems = links.flatMap(({ href, place }) => {
    const target = href.replace(/[?#].*$/, '');
    if (pages.has(target) || /\.[a-z0-9]+$/i.test(target)) return [];
    const hint = pages.has(`${target}/`) ? `did you mean "${target}/"?` : didYouMean(target, [...pages]);
    return [`${place}: the link to ${href} leads to no page of the site${hint ? `; ${hint}` : ''}`];
  });
  if (problems.length > 0) throw new BuildError(problems);
}
