/**
 * How a navigation link relates to the page being shown: the page itself ("page"),
 * or the section the page belongs to ("true"), so the header can highlight the current section.
 */
export function ariaCurrent(href: string, currentPath: string): 'page' | 'true' | undefined {
  if (href === currentPath) return 'page';
  if (href !== '/' && currentPath.startsWith(href)) return 'true';
  return undefined;
}
