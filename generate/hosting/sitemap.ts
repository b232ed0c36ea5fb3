import { absoluteUrl } from '../pages/paths.ts';
import type { Route, Version } from '../page-types/page-type.ts';

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every indexable page's canonical URL, with the day it last changed where content says, and its
 * versions in other languages (xhtml:link, itself among them), sorted so two builds write the same file.
 */
export function sitemapXml(routes: Route[], baseUrl: string): string {
  const urls = routes
    .filter((route) => !route.noindex)
    .map((route) => ({ url: absoluteUrl(baseUrl, route.path), lastModified: route.lastModified, versions: route.versions }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const alternate = ({ language, path }: Version) =>
    `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(absoluteUrl(baseUrl, path))}"/>`;
  // The namespace of the alternates only where there are some: a site in one language keeps its sitemap as it was.
  const xhtml = urls.some((url) => url.versions.length > 0) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
    ...urls.map(
      ({ url, lastModified, versions }) =>
        `  <url><loc>${escapeXml(url)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}${versions.map(alternate).join('')}${versions[0] ? alternate({ ...versions[0], language: 'x-default' }) : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}\n`;
}
