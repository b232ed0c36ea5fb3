/**
 * The site's one route table, made from the page types (generate/page-types/): the navigation,
 * the footer's lists, the breadcrumbs, the sitemap and the link check all derive from it; nothing
 * else lists the pages.
 */
import { pageTypes } from '../page-types/index.ts';
import type { AnyPageType, Route } from '../page-types/page-type.ts';
import { BuildError } from '../errors.ts';
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

/** Two routes writing one file would silently lose a page. */
function assertUniqueOutputFiles(routes: Route[]): void {
  const byFile = new Map<string, Route>();
  const problems: string[] = [];
  for (const route of routes) {
    for (const file of [route.file, ...(route.alsoAt ?? [])]) {
      const other = byFile.get(file);
      if (other) problems.push(`two pages would be written to ${file}: ${other.source} and ${route.source}; rename a slug`);
      else byFile.set(file, route);
    }
  }
  if (problems.length > 0) throw new BuildError(problems);
}
