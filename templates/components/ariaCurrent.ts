import type { NavItem } from '../view.ts';

/**
 * How a navigation link relates to the page being shown: the page itself ("page"),
 * or the section the page belongs to ("true"), so the header can highlight the current section.
 */
export function ariaCurrent(href: string, currentPath: string): 'page' | 'true' | undefined {
  if (href === currentPath) return 'page';
  if (href !== '/' && currentPath.startsWith(href)) return 'true';
  return undefined;
}

/**
 * What the header shows differently on a page: which of its links are marked current. Pages with
 * the same state get the same header markup, so it is rendered once for all of them.
 */
export function headerState(nav: NavItem[], currentPath: string): string {
  return nav
    .flatMap((item) => [item, ...item.children, ...(item.more ? [item.more] : [])])
    .map((link) => ariaCurrent(link.href, currentPath) ?? '')
    .join('|');
}
