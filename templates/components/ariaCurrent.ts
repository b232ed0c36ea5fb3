/**
 * How a navigation link relates to the page being shown: the page itself ("page"),
 * or the section the page belongs to ("true"), so the header can highlight the current section.
 * The home page of the page's language ("/", "/es/") is the section of no page.
 */
export function ariaCurrent(href: string, currentPath: string, homeHref: string): 'page' | 'true' | undefined {
  if (href === currentPath) return 'page';
  if (href !== homeHref && currentPath.startsWith(href)) return 'true';
  return undefined;
}
