/**
 * "true" marks the section the page belongs to, so the header can highlight it; the home page of the page's
 * language ("/", "/es/") is the section of no page.
 */
export function ariaCurrent(href: string, currentPath: string, homeHref: string): 'page' | 'true' | undefined {
  if (href === currentPath) return 'page';
  if (href !== homeHref && currentPath.startsWith(href)) return 'true';
  return undefined;
}
