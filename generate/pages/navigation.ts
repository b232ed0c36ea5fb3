/** The header's menus and each page's breadcrumbs, derived from the route table. */
import { phrase } from '../../templates/phrase.ts';
import type { Link, NavItem } from '../../templates/view.ts';
import type { Route } from '../page-types/page-type.ts';

/** The trail from the home page through every route at a folder above: Home › Services › Drain Cleaning in Springfield. */
export function breadcrumbsFor(route: Route, byPath: ReadonlyMap<string, Route>, home: string): Link[] {
  if (route.path === home || route.neverIndexed) return [];
  // The folders above it, each a page or not: /, /services/, then the route itself.
  const parts = route.path.split('/');
  const above = parts.slice(1, -1).map((_, end) => `${parts.slice(0, end + 1).join('/')}/`);
  return [...above.flatMap((path) => byPath.get(path) ?? []), route].map((crumb) => ({ label: crumb.label, href: crumb.path }));
}

/** A page as its menu names it. */
export const navLink = (route: Route): Link => ({ label: route.nav!.label, href: route.path });

/** Without the owner's choice, a menu group lists its first pages, at most this many: a business in 100 cities keeps a usable menu. */
const MAX_MENU_CHILDREN = 8;

/**
 * The header navigation; a group that leaves some routes out ends with a link to its page, which lists them all. A
 * group `listed` gives lists those links instead of the routes under it (a translation's towns, its own pages or not).
 */
export function buildNavigation(
  routes: Route[],
  allInMenu: string,
  chosen: Record<string, string[] | undefined> = {},
  listed: Record<string, Link[]> = {},
): NavItem[] {
  return menuRoutes(routes, 'header').map((route) => {
    const children = [...(listed[route.path] ?? routes.filter((child) => child.nav?.parent === route.path).map(navLink))];
    // A group of one page (a business in one city) is a plain link: a dropdown listing one looks like a list of one.
    if (children.length === 1) children.pop();
    const picked = chosen[route.path];
    // Of the pages content picks, those the table has: a translation may leave some out.
    const shown = picked ? picked.flatMap((path) => children.filter((child) => child.href === path)) : children.slice(0, MAX_MENU_CHILDREN);
    return {
      ...navLink(route),
      children: shown,
      ...(shown.length < children.length && {
        more: { label: phrase(allInMenu, { count: children.length, menu: route.nav!.label }), href: route.path },
      }),
    };
  });
}

/** The top-level routes a menu lists, in route order, each with an `order` moved to that place (1: first). */
export function menuRoutes(routes: Route[], menu: 'header' | 'footer'): Route[] {
  const listed = routes.filter((route) => route.nav && !route.nav.parent && [menu, 'both'].includes(route.nav.menu ?? 'both'));
  const placed = listed.filter((route) => route.nav!.order === undefined);
  const ordered = listed.filter((route) => route.nav!.order !== undefined).sort((a, b) => a.nav!.order! - b.nav!.order!);
  for (const route of ordered) placed.splice(Math.min(route.nav!.order! - 1, placed.length), 0, route);
  return placed;
}
