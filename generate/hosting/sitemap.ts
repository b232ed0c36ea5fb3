import { absoluteUrl } from '../pages/paths.ts';
import type { Route } from '../page-types/page-type.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every indexable page's canonical URL, sorted so two builds write the same file. */
export function sitemapXml(routes: Route[], baseUrl: string): string {
  const urls = routes
    .filter((route) => !route.noindex)
    .map((route) => absoluteUrl(baseUrl, route.path))
    .sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}\n`;
}
