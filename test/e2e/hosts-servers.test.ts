/**
 * The plain web servers, each the real engine (Debian's apache2, nginx, caddy) on a loopback port,
 * serving the real build with the project's own file: `.htaccess` in the output, `<out>.nginx.conf`
 * included in a server block, `<out>.Caddyfile` imported in a site block. Each answers the one
 * request list (helpers/request-list.ts), and sends text compressed when asked, as the page budgets assume.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy, HASHED_ASSETS_PATH, revalidateCacheControl } from '../../generate/hosting/headers.ts';
import { type Engine, startApache, startCaddy, startNginx } from '../helpers/engines.ts';
import { checkRequestList, hostColumnFile, httpAsker, requestList } from '../helpers/request-list.ts';

const siteDir = inject('siteDir');

/** An answer's status, Content-Encoding and Vary, and its body as sent: fetch would decode it. */
function getRaw(url: string, acceptEncoding?: string): Promise<{ status: number; encoding?: string; vary?: string; body: Buffer }> {
  const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Text the site serves, by request path, and the file each answers with; and a hashed image, already compressed. */
const fileOf = (pattern: string) => `/${fg.sync(pattern, { cwd: siteDir })[0]}`;
const texts = [
  { path: '/', file: '/index.html' },
  { path: fileOf('assets/styles-*.css'), file: fileOf('assets/styles-*.css') },
  { path: '/sitemap.xml', file: '/sitemap.xml' },
  { path: '/no/such/page/', file: '/404.html' },
];
const image = fileOf('assets/**/*.{avif,webp,jpg}');
const bytesOf = (file: string) => readFileSync(path.join(siteDir, file));

// What a browser that asks for Brotli first gets: Apache has mod_brotli (loaded as `a2enmod brotli` would), Debian's nginx
// and Caddy 2.6 have no Brotli encoder, and answer with gzip.
describe.each([
  { host: 'apache', start: startApache, preferred: 'br' },
  { host: 'nginx', start: startNginx, preferred: 'gzip' },
  { host: 'caddy', start: startCaddy, preferred: 'gzip' },
])('$host', ({ host, start, preferred }) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await start(siteDir);
  });
  afterAll(async () => {
    await engine?.stop();
  });

  it('answers the request list: pages, moved addresses, unknown services, missing paths, headers', async () => {
    const column = await checkRequestList(httpAsker(engine.url), siteDir, { sendsHeaders: true });
    await expect(`${JSON.stringify(column, null, 2)}\n`).toMatchFileSnapshot(hostColumnFile(host));
  });

  it("writes every redirect's Location as a path, right behind a proxy that ends TLS; Apache's are absolute (docs/hosting.md)", async () => {
    // mod_rewrite, mod_alias and mod_dir all prefix the scheme and host, and Header edit never sees their Location.
    const start = host === 'apache' ? `${engine.url}/` : '/';
    const redirecting = requestList(siteDir).filter(({ expected }) => expected.kind === 'redirect' || expected.kind === 'slashless');
    for (const request of redirecting) {
      const answer = await httpAsker(engine.url)(request.path);
      if (answer.status >= 300 && answer.status < 400) expect(answer.location?.startsWith(start), request.path).toBe(true);
    }
  });

  it('never lets a missing file under /assets/ be cached for a year: a deploy half copied, or rolled back, would keep it missing', async () => {
    const answer = await httpAsker(engine.url)(`${HASHED_ASSETS_PATH}styles-0000000000.css`);
    expect({ status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({
      status: 404,
      cacheControl: revalidateCacheControl,
    });
  });

  it('sends site.webmanifest as application/manifest+json, with the security headers and the revalidated Cache-Control', async () => {
    const answer = await httpAsker(engine.url)('/site.webmanifest');
    expect({
      status: answer.status,
      type: answer.headers['content-type'],
      cacheControl: answer.headers['cache-control'],
      nosniff: answer.headers['x-content-type-options'],
      policy: answer.headers['content-security-policy'],
    }).toEqual({
      status: 200,
      type: 'application/manifest+json',
      cacheControl: revalidateCacheControl,
      nosniff: 'nosniff',
      policy: contentSecurityPolicy,
    });
  });

  it(`sends the pages, the 404 page, the CSS and sitemap.xml as ${preferred} to a browser that asks for br or gzip`, async () => {
    for (const text of texts) {
      const answer = await getRaw(engine.url + text.path, 'br, gzip');
      expect({ encoding: answer.encoding, vary: answer.vary }, text.path).toEqual({
        encoding: preferred,
        vary: expect.stringMatching(/Accept-Encoding/i),
      });
      const decoded = preferred === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
      expect(decoded.equals(bytesOf(text.file)), text.path).toBe(true);
    }
  });

  it('sends the pages, the 404 page, the CSS and sitemap.xml gzipped when asked and as they are when not; images as they are', async () => {
    for (const text of texts) {
      const gzipped = await getRaw(engine.url + text.path, 'gzip');
      expect({ encoding: gzipped.encoding, vary: gzipped.vary }, text.path).toEqual({
        encoding: 'gzip',
        vary: expect.stringMatching(/Accept-Encoding/i),
      });
      expect(gunzipSync(gzipped.body).equals(bytesOf(text.file)), text.path).toBe(true);
      // About as small as zlib's level 5 makes it (Caddy's own gzip is a little larger): not nginx's default, level 1.
      expect(gzipped.body.length / gzipSync(bytesOf(text.file), { level: 5 }).length, text.path).toBeLessThan(1.08);
      const plain = await getRaw(engine.url + text.path);
      expect({ encoding: plain.encoding, same: plain.body.equals(bytesOf(text.file)) }, text.path).toEqual({
        encoding: undefined,
        same: true,
      });
    }
    const picture = await getRaw(engine.url + image, 'gzip');
    expect({ status: picture.status, encoding: picture.encoding, same: picture.body.equals(bytesOf(image)) }).toEqual({
      status: 200,
      encoding: undefined,
      same: true,
    });
  });
});
