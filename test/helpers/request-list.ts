/**
 * The one request list every host's engine answers in the tests (test/e2e/hosts-*.test.ts), and what a
 * right answer is. Each host's answers are also written to test/snapshots/hosts/<host>.json, from
 * which `npm run host-table` writes the host table of docs/hosting.md (and hosts-table.test.ts checks it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect } from 'vitest';
import { immutableCacheControl, revalidateCacheControl } from '../../generate/hosting/headers.ts';
import { fileAt } from '../../generate/pages/paths.ts';

/** What a host answered one request with. */
export type Answer = { status: number; location?: string; title?: string; headers: Record<string, string> };
export type Ask = (pathname: string) => Promise<Answer>;

type Expected =
  | { kind: 'page' }
  | { kind: 'slashless' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** The 404 page with status 404: the main language's (404.html), or a translation's (`/es/404.html`) under its prefix. */
  | { kind: 'not-found'; page?: string }
  | { kind: 'asset' };

export type Request = { name: string; path: string; expected: Expected };

const stylesheetOf = (siteDir: string) => `/${fg.sync('assets/styles-*.css', { cwd: siteDir })[0]}`;

/** The query a Google Business Profile or ad link carries: every redirect must keep it. */
export const VISITOR_QUERY = '?utm_source=gbp';
/** A request path split at its query: the path, and the query with its `?` (or ''). */
const splitQuery = (requestPath: string) => {
  const at = requestPath.indexOf('?');
  return at === -1 ? { pathname: requestPath, search: '' } : { pathname: requestPath.slice(0, at), search: requestPath.slice(at) };
};

const withQuery = (redirect: Extract<Expected, { kind: 'redirect' }>) => ({ ...redirect, location: redirect.location + VISITOR_QUERY });

/** The request list, for the real site built into `siteDir`. */
export function requestList(siteDir: string): Request[] {
  const moved = { kind: 'redirect', status: 301, location: '/service-areas/santa-barbara/' } as const;
  const toServices = { kind: 'redirect', status: 302, location: '/services/' } as const;
  return [
    { name: 'home page', path: '/', expected: { kind: 'page' } },
    { name: 'live page', path: '/services/garage-door-springs-repair/', expected: { kind: 'page' } },
    { name: 'live page in a city', path: '/services/garage-door-springs-repair-in-oxnard/', expected: { kind: 'page' } },
    { name: 'live page without its slash', path: '/services/garage-door-springs-repair', expected: { kind: 'slashless' } },
    {
      name: 'live page without its slash, with a query',
      path: `/services/garage-door-springs-repair${VISITOR_QUERY}`,
      expected: { kind: 'slashless' },
    },
    { name: 'moved address', path: '/service-areas/santa', expected: moved },
    { name: 'moved address with a slash', path: '/service-areas/santa/', expected: moved },
    { name: 'moved address with a query', path: `/service-areas/santa${VISITOR_QUERY}`, expected: withQuery(moved) },
    { name: 'moved address with a slash and a query', path: `/service-areas/santa/${VISITOR_QUERY}`, expected: withQuery(moved) },
    // Paths are case-sensitive on every host: a rule matching another case would send a page to itself when a moved address
    // differs from it only in case (an old site's "/About" to "/about/").
    { name: 'moved address in capitals', path: '/SERVICE-AREAS/SANTA/', expected: { kind: 'not-found' } },
    { name: 'unknown service', path: '/services/garage-door-painting/', expected: toServices },
    { name: 'unknown service without its slash', path: '/services/garage-door-painting', expected: toServices },
    { name: 'unknown service with a query', path: `/services/garage-door-painting${VISITOR_QUERY}`, expected: withQuery(toServices) },
    { name: 'unknown area', path: '/service-areas/atlantis/', expected: { kind: 'not-found' } },
    { name: 'missing city that starts like the moved address', path: '/service-areas/santa-monica/', expected: { kind: 'not-found' } },
    { name: 'deep missing path', path: '/no/such/page/', expected: { kind: 'not-found' } },
    { name: 'deep missing path under /services/', path: '/services/garage-door-springs-repair/parts/', expected: { kind: 'not-found' } },
    { name: 'missing path in Spanish', path: '/es/no-such-page/', expected: { kind: 'not-found', page: '/es/404.html' } },
    { name: 'hashed asset', path: stylesheetOf(siteDir), expected: { kind: 'asset' } },
    { name: 'sitemap.xml', path: '/sitemap.xml', expected: { kind: 'asset' } },
  ];
}

/** The table row that says whether the host sent the security headers and cache policy. */
export const HEADERS_ROW = 'security headers and Cache-Control';

/** What a host can do, and the answers where it knowingly differs from the list (each said in docs/hosting.md). */
export type HostTraits = {
  /** It sends the site's response headers (security headers, Cache-Control). */
  sendsHeaders: boolean;
  /** What the headers row says, where it is not "all, checked" or "none". */
  headers?: string;
  /**
   * The Cache-Control the host's own header rules give a path, checked instead of the one sent, for
   * an engine whose local server sends its own (netlify dev's static server replaces `_headers`' one).
   */
  cacheControlOf?: (pathname: string, answer: Answer) => string | undefined;
  /** Request path → the answer it gives instead, as the table shows it. */
  differs?: Record<string, string>;
};

/** The table's row for a request: its name and path (an asset's name carries a hash, so not its path). */
const rowLabel = (request: Request) =>
  request.path.startsWith('/assets/') ? `${request.name} (/assets/…)` : `${request.name} (${request.path})`;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const relative = (location = '') => location.replace(/^https?:\/\/[^/]+/, '');

/** The answer as one table cell: "200", "301 → /services/", "404 (404 page)". */
export function cell(request: Request, answer: Answer, siteDir: string): string {
  const location = answer.location === undefined ? '' : relative(answer.location);
  const { pathname, search } = splitQuery(request.path);
  if (answer.status >= 300 && answer.status < 400)
    return `${answer.status} → ${location === `${pathname}/${search}` ? 'with slash' : location}`;
  if (answer.status === 404 && answer.title === pageTitle(siteDir, notFoundPageOf(request))) return '404 page, 404';
  if (answer.status === 404 && answer.title === pageTitle(siteDir, MAIN_NOT_FOUND)) return '404 page (English), 404';
  if (answer.status === 200 && request.expected.kind === 'slashless')
    return answer.title === pageTitle(siteDir, `${pathname}/`) ? '200 (the page)' : '200 (other)';
  return String(answer.status);
}

const MAIN_NOT_FOUND = '/404.html';
/** The 404 page a request should get. */
const notFoundPageOf = (request: Request) => (request.expected.kind === 'not-found' && request.expected.page) || MAIN_NOT_FOUND;

const pageTitle = (siteDir: string, urlPath: string) => titleOf(readFileSync(path.join(siteDir, fileAt(urlPath)!), 'utf8'));

/**
 * Asks `host` every request of the list and checks each answer: status, Location, the page's title,
 * and, where the host sends headers, the security headers and Cache-Control. Returns the table
 * column: request name → cell.
 */
export async function checkRequestList(ask: Ask, siteDir: string, traits: HostTraits): Promise<Record<string, string>> {
  const column: Record<string, string> = {};
  column[HEADERS_ROW] = traits.headers ?? (traits.sendsHeaders ? 'all, checked' : 'none');
  for (const request of requestList(siteDir)) {
    const answer = await ask(request.path);
    const where = `${request.name} (${request.path})`;
    column[rowLabel(request)] = cell(request, answer, siteDir);
    const differs = traits.differs?.[request.path];
    if (differs) {
      expect(column[rowLabel(request)], `${where}: the difference this host is known for`).toBe(differs);
      continue;
    }
    const { expected } = request;
    if (expected.kind === 'page') {
      expect({ status: answer.status, title: answer.title }, where).toEqual({ status: 200, title: pageTitle(siteDir, request.path) });
    } else if (expected.kind === 'slashless') {
      // A host redirects to the slash (301, 302, 307 or 308), or serves the page, whose canonical link names the slash form.
      expect(column[rowLabel(request)], where).toMatch(/^(30[1278] → with slash|200 \(the page\))$/);
    } else if (expected.kind === 'redirect') {
      expect({ status: answer.status, location: relative(answer.location) }, where).toEqual({
        status: expected.status,
        location: expected.location,
      });
    } else if (expected.kind === 'not-found') {
      expect({ status: answer.status, title: answer.title }, where).toEqual({
        status: 404,
        title: pageTitle(siteDir, notFoundPageOf(request)),
      });
    } else {
      expect(answer.status, where).toBe(200);
    }
    if (!traits.sendsHeaders) continue;
    const cacheControl = traits.cacheControlOf
      ? traits.cacheControlOf(splitQuery(request.path).pathname, answer)
      : answer.headers['cache-control'];
    if (expected.kind === 'asset' && request.path.startsWith('/assets/')) {
      expect(cacheControl, where).toBe(immutableCacheControl);
    }
    if (answer.status === 200 || answer.status === 404) {
      // Cloudflare sends its own no-store with a 404: never cached either.
      const uncached = answer.status === 404 ? [revalidateCacheControl, 'no-store'] : [revalidateCacheControl];
      if (expected.kind !== 'asset') expect(uncached, where).toContain(cacheControl);
      expect(answer.headers['content-security-policy'], where).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['strict-transport-security'], where).toMatch(/^max-age=\d{8,}/);
      expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
      expect(answer.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy'], where).toMatch(/camera=\(\)/);
    }
  }
  return column;
}

/** Asks an HTTP server, never following a redirect. */
export function httpAsker(baseUrl: string): Ask {
  return async (pathname) => {
    const response = await fetch(baseUrl + pathname, { redirect: 'manual' });
    const body = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      title: type.includes('html') ? titleOf(body) : undefined,
      headers: Object.fromEntries(response.headers),
    };
  };
}

/** Where a host's column of the host table in docs/hosting.md is kept, for `npm run host-table`. */
export const hostColumnFile = (host: string) => path.join(import.meta.dirname, '..', 'snapshots', 'hosts', `${host}.json`);
