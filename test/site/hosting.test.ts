/**
 * The hosting files (generate/hosting/) of the real build: how the preview server answers the
 * request list with them (the hosts' real engines are in hosts-*.test.ts), and
 * _redirects, _headers, the S3 files, the redirect pages, sitemap.xml and robots.txt themselves.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { HASHED_ASSETS_PATH, revalidateCacheControl } from '../../generate/hosting/headers.ts';
import { besidePath } from '../../generate/output/write.ts';
import { redirectTableFor, startPreviewServer } from '../../generate/serve/preview.ts';
import { checkRequestList, hostColumnFile, httpAsker } from '../helpers/request-list.ts';
import { contentDir, htmlFiles, livePagePaths, loadHtml, projectDir, readContent } from '../helpers/site.ts';

const siteDir = inject('siteDir');
const site = readContent('site.json');
const livePaths = livePagePaths();
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

let server: Server;
let previewUrl: string;

beforeAll(async () => {
  const redirects = await redirectTableFor(contentDir, path.join(projectDir, 'assets'), siteDir);
  ({ server, url: previewUrl } = await startPreviewServer({ siteDir, redirects }));
});
afterAll(() => {
  server?.close();
});

describe('the preview server', () => {
  it('answers the request list as the hosts do', async () => {
    const column = await checkRequestList(httpAsker(previewUrl), siteDir, { sendsHeaders: true });
    await expect(`${JSON.stringify(column, null, 2)}\n`).toMatchFileSnapshot(hostColumnFile('preview'));
  });

  it('revalidates a 404 under /assets/, as the servers do, rather than keeping it for a year', async () => {
    const response = await fetch(`${previewUrl}${HASHED_ASSETS_PATH}styles-0000000000.css`);
    expect({ status: response.status, cacheControl: response.headers.get('cache-control') }).toEqual({
      status: 404,
      cacheControl: revalidateCacheControl,
    });
  });

  it('reads a doubled slash at the start of the path as one, as the servers do, not as a host name', async () => {
    const doubled = await fetch(`${previewUrl}//about/`, { redirect: 'manual' });
    expect(doubled.status).toBe(200);
    expect(await doubled.text()).toBe(await (await fetch(`${previewUrl}/about/`)).text());
  });

  it('serves every page of the site, never redirecting it', async () => {
    for (const pathname of livePaths) expect((await fetch(previewUrl + pathname, { redirect: 'manual' })).status, pathname).toBe(200);
  });
});

describe('redirect pages for hosts without rules', () => {
  it('leaves a meta-refresh page at the old address, with a canonical link to the target and noindex', () => {
    const $ = loadHtml(siteDir, 'service-areas/santa.html');
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/service-areas/santa-barbara/');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${site.baseUrl}/service-areas/santa-barbara/`);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('a').attr('href')).toBe('/service-areas/santa-barbara/');
  });
});

/** A Content-Security-Policy's directives, each name with its sources as written. */
const directives = (policy: string): Record<string, string> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );

describe('_headers', () => {
  const blocks = () =>
    new Map(
      read('_headers')
        .split('\n\n')
        .filter((block) => !block.startsWith('#'))
        .map((block) => {
          const [pattern, ...headers] = block.trim().split('\n');
          return [
            pattern!,
            Object.fromEntries(
              headers.map(
                (h) =>
                  h
                    .trim()
                    .split(/: (.*)/s)
                    .slice(0, 2) as [string, string],
              ),
            ),
          ];
        }),
    );
  const matches = (pattern: string, pathname: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(pathname);

  it('sends a strict Content-Security-Policy and the other security headers on every path', () => {
    const all = blocks().get('/*')!;
    const csp = directives(all['Content-Security-Policy']!);
    // Scripts only from the site's own files (decisions.md: script-src 'self'), no plugins, no
    // forms, no framing, and no source but the site itself (performance.md: no third-party
    // request): no host, scheme, inline or eval in any directive.
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'none'",
      'frame-ancestors': "'none'",
    });
    for (const [name, sources] of Object.entries(csp)) expect(["'self'", "'none'"], name).toContain(sources);
    // Two years, for this name only: includeSubDomains would force HTTPS on every subdomain of an apex domain (decisions.md).
    expect(all['Strict-Transport-Security']).toBe('max-age=63072000');
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBeTruthy();
    expect(all['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(all['Cache-Control']).toBeUndefined();
  });

  it('caches hashed assets for a year and makes every page revalidate, with no path given two Cache-Controls', () => {
    const cacheRules = [...blocks()].filter(([, headers]) => headers['Cache-Control']);
    const cacheFor = (pathname: string) => cacheRules.filter(([pattern]) => matches(pattern, pathname)).map(([, h]) => h['Cache-Control']);
    expect(cacheFor('/assets/styles-0123456789.css')).toEqual(['public, max-age=31536000, immutable']);
    for (const pathname of [...livePaths, '/404.html'])
      expect(cacheFor(pathname), pathname).toEqual(['public, max-age=0, must-revalidate']);
  });

  it('carries the same policy in every page as a meta tag, for hosts without _headers, less what meta cannot carry', () => {
    // hosting.md: the meta carries the policy of _headers without frame-ancestors, which only a
    // header can carry (a browser ignores it in a meta); every other directive, script-src 'self'
    // among them (decisions.md), is the header's.
    const { 'frame-ancestors': _headerOnly, ...sent } = directives(blocks().get('/*')!['Content-Security-Policy']!);
    expect(sent['script-src']).toBe("'self'");
    for (const file of htmlFiles(siteDir)) {
      const $ = loadHtml(siteDir, file);
      expect(directives($('meta[http-equiv="Content-Security-Policy"]').attr('content') ?? ''), file).toEqual(sent);
      const before = $('head').children().toArray().slice(0, $('head meta[http-equiv="Content-Security-Policy"]').index());
      expect(before.map((el) => $.html(el)).join(''), `${file}: only charset and viewport come before the policy`).toMatch(
        /^<meta charset="utf-8"><meta name="viewport"[^>]*>$/i,
      );
    }
  });
});

describe('the S3 website configuration', () => {
  const configurationSchema = z.strictObject({
    IndexDocument: z.strictObject({ Suffix: z.literal('index.html') }),
    ErrorDocument: z.strictObject({ Key: z.literal('404.html') }),
    RoutingRules: z
      .array(
        z.strictObject({
          Condition: z.strictObject({
            KeyPrefixEquals: z.string().regex(/^[^/]/),
            HttpErrorCodeReturnedEquals: z.literal('404').optional(),
          }),
          Redirect: z.strictObject({
            HostName: z.literal(new URL(site.baseUrl).host),
            Protocol: z.literal('https'),
            ReplaceKeyWith: z.string().regex(/^[^/].*\/$/),
            HttpRedirectCode: z.enum(['301', '302']),
          }),
        }),
      )
      .max(50),
  });

  it('is written beside the site, not inside it, in the shape put-bucket-website takes', () => {
    expect(htmlFiles(siteDir).some((file) => file.includes('s3'))).toBe(false);
    const configuration = JSON.parse(readFileSync(besidePath(siteDir, 's3-website.json'), 'utf8'));
    expect(configurationSchema.safeParse(configuration).error?.issues ?? []).toEqual([]);
  });

  it('has routing rules only for the section rules: a moved address is an object that redirects', () => {
    const configuration = configurationSchema.parse(JSON.parse(readFileSync(besidePath(siteDir, 's3-website.json'), 'utf8')));
    expect(configuration.RoutingRules.map((rule) => rule.Condition.KeyPrefixEquals)).toEqual(['services/']);
    expect(JSON.parse(readFileSync(besidePath(siteDir, 's3-redirects.json'), 'utf8')).redirects).toEqual([
      { key: 'service-areas/santa', location: '/service-areas/santa-barbara/' },
      { key: 'service-areas/santa/index.html', location: '/service-areas/santa-barbara/' },
    ]);
  });

  it('conditions every prefix that a live page shares on a 404, so no live page is caught', () => {
    const configuration = configurationSchema.parse(JSON.parse(readFileSync(besidePath(siteDir, 's3-website.json'), 'utf8')));
    for (const rule of configuration.RoutingRules) {
      const caught = livePaths.filter((p) => p.slice(1).startsWith(rule.Condition.KeyPrefixEquals));
      if (caught.length > 0) expect(rule.Condition.HttpErrorCodeReturnedEquals, rule.Condition.KeyPrefixEquals).toBe('404');
    }
  });
});

describe('being found', () => {
  it('lists every indexable page’s canonical URL in sitemap.xml, and nothing else', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Not the 404 page, nor a page the duplicate-content guard keeps out of search engines (guard.test.ts).
    const expected = livePaths
      .filter((p) => !/^(\/es)?\/404\/$/.test(p) && !read(`${p.slice(1)}index.html`).includes('<meta name="robots" content="noindex"/>'))
      .map((p) => `${site.baseUrl}${p}`)
      .sort();
    // Each is the page's canonical URL: site.test.ts checks that of every indexable page.
    expect(locs).toEqual(expected);
  });

  it('points robots.txt at the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
    expect(read('robots.txt')).toMatch(/^User-agent: \*\nAllow: \//);
  });
});
