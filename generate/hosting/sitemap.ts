import { absoluteUrl } from '../pages/paths.ts';
import type { Route } from '../page-types/page-type.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every indexable page's canonical URL, with the day it last changed where content says, sorted so two builds write the same file. */
export function sitemapXml(routes: Route[], baseUrl: string): string {
  const urls = routes
    .filter((route) => !route.noindex)
    .map((route) => ({ url: absoluteUrl(baseUrl, route.path), lastModified: route.lastModified }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      ({ url, lastModified }) => `  <url><loc>${escapeXml(url)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}\n`;
}
