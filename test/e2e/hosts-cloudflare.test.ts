/**
 * Cloudflare Pages, on Cloudflare's own engine: `wrangler pages dev` (workerd, offline, telemetry
 * off, a pinned compatibility date) serving a build made as Cloudflare's build machines make it
 * (`--host cloudflare-pages`): `_redirects`, `_headers`, and the `_worker.js` that `_routes.json`
 * runs under /services/ only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, startWrangler } from '../helpers/engines.ts';
import { checkRequestList, hostColumnFile, httpAsker } from '../helpers/request-list.ts';
import { tempSite } from '../helpers/temp-site.ts';

const site = tempSite();
let engine: Engine;

beforeAll(async () => {
  await site.build({ pagesHost: 'cloudflare-pages' });
  engine = await startWrangler(site.outDir);
  // A first wrangler start in a fresh clone, beside the browser tests on two cores, can take minutes.
}, 300_000);
afterAll(async () => {
  await engine?.stop();
});

describe('Cloudflare Pages (wrangler pages dev)', () => {
  it('accepts every line of _redirects and _headers', () => {
    const output = engine.output();
    expect(output).toMatch(/Parsed \d+ valid redirect rules/);
    expect(output).toMatch(/Parsed \d+ valid header rules/);
    expect(output).not.toMatch(/invalid/i);
  });

  it('answers the request list: pages, moved addresses, unknown services, missing paths, headers', async () => {
    const column = await checkRequestList(httpAsker(engine.url), site.outDir, { sendsHeaders: true });
    await expect(`${JSON.stringify(column, null, 2)}\n`).toMatchFileSnapshot(hostColumnFile('cloudflare-pages'));
  });

  it('runs the Worker only under the sections of the section rules', () => {
    const routes = JSON.parse(readFileSync(path.join(site.outDir, '_routes.json'), 'utf8'));
    expect(routes.include).toEqual(['/services/*']);
  });
});
