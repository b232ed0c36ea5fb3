/** The header's menus and each page's breadcrumbs, derived from the route table. */
import type { Link, NavItem } from '../../templates/view.ts';
import { paths } from './paths.ts';
import type { Route } from './routes.ts';

/**
 * The trail from the home page to a route, through every route whose path contains it:
 * Home › Services › Garage Door Cable Repair in Oxnard. The home and 404 pages have none.
 */
export function breadcrumbsFor(route: Route, routes: Route[]): Link[] {
  if (route.path === paths.home || route.page.template === 'notFound') return [];
  return routes
    .filter((other) => route.path.startsWith(other.path) && other.path !== route.path)
    .sort((a, b) => a.path.length - b.path.length)
    .concat(route)
    .map((crumb) => ({ label: crumb.label, href: crumb.path }));
}

/** A menu group lists at most this many pages; a longer list is a page of its own (a business in 100 cities). */
export const MAX_MENU_CHILDREN = 8;

/** The header navigation: top-level routes in table order, each with the first routes filed under it. */
export function buildNavigation(routes: Route[]): NavItem[] {
  return routes
    .filter((route) => route.nav && !route.nav.parent)
    .map((route) => {
      const children = routes
        .filter((child) => child.nav?.parent === route.path)
        .map((child) => ({ label: child.nav!.label, href: child.path }));
      return {
        label: route.nav!.label,
        href: route.path,
        children: children.slice(0, MAX_MENU_CHILDREN),
        ...(children.length > MAX_MENU_CHILDREN && { more: { label: `All ${children.length} ${route.nav!.label}`, href: route.path } }),
      };
    });
}
