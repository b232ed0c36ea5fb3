/**
 * Netlify, on Netlify's own local server: `netlify dev` (helpers/netlify.ts: offline, telemetry off)
 * serving the real build with its static server, applying `_redirects` with its rule engine
 * (netlify-redirector) and `_headers` with its parser. One thing of its own it does not do as
 * Netlify says its CDN does: its static server's `Cache-Control: public, max-age=0` replaces the one
 * `_headers` gives, so the cache policy is checked as the header rules it parsed give it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Engine } from '../helpers/engines.ts';
import { NETLIFY_DEFAULT_CACHE_CONTROL, netlifyHeaderRules, netlifyMatcher, startNetlifyDev } from '../helpers/netlify.ts';
import { checkRequestList, hostColumnFile, httpAsker, requestList } from '../helpers/request-list.ts';
import { livePagePaths } from '../helpers/site.ts';

const siteDir = inject('siteDir');
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
let engine: Engine;

beforeAll(async () => {
  // The first run on a machine installs netlify-cli in test/engines/netlify/ (.ci/run does it before).
  engine = await startNetlifyDev(siteDir);
}, 300_000);
afterAll(async () => {
  await engine?.stop();
});

describe('Netlify (netlify dev, offline)', () => {
  it('reads every line of _redirects and _headers without a syntax error', () => {
    expect(engine.output()).toContain('Local dev server ready');
    expect(engine.output()).not.toMatch(/error/i);
  });

  it('answers the request list: pages, moved addresses, unknown services, missing paths, headers', async () => {
    const rules = await netlifyHeaderRules(path.join(siteDir, '_headers'));
    const column = await checkRequestList(httpAsker(engine.url), siteDir, {
      sendsHeaders: true,
      headers: 'all, checked (Cache-Control by its _headers parser)',
      // No rule can name every missing path: a 404 without one gets Netlify's default. A page must have one.
      cacheControlOf: (pathname, answer) =>
        rules(pathname)['Cache-Control'] ?? (answer.status === 404 ? NETLIFY_DEFAULT_CACHE_CONTROL : undefined),
    });
    await expect(`${JSON.stringify(column, null, 2)}\n`).toMatchFileSnapshot(hostColumnFile('netlify'));
  });

  it('sends its static server’s Cache-Control, not the one _headers gives (why the policy is checked by its parser)', async () => {
    const asset = requestList(siteDir).find((request) => request.name === 'hashed asset')!.path;
    expect((await httpAsker(engine.url)(asset)).headers['cache-control']).toBe('public, max-age=0');
  });

  it('serves every page of the site, never redirecting it', async () => {
    const ask = httpAsker(engine.url);
    for (const pathname of livePagePaths()) expect((await ask(pathname)).status, pathname).toBe(200);
  });

  it('reaches every line of _redirects: each is the first rule that matches its own path', async () => {
    const rules = read('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules.length).toBeGreaterThan(0);
    for (const [index, line] of rules.entries()) {
      const from = line.split(/\s+/)[0]!;
      const example = from.replace(/:[a-z]+/g, 'example').replace(/\*/g, 'example');
      const onlyEarlier = await netlifyMatcher(rules.slice(0, index).join('\n'));
      const all = await netlifyMatcher(rules.join('\n'));
      expect(onlyEarlier(example), `line "${line}" is caught by an earlier line`).toBeNull();
      expect(all(example)?.from, line).toBe(from);
      // The other slash form is the same rule on Netlify: a second line for it could never be reached.
      const otherForm = example.endsWith('/') ? example.slice(0, -1) : `${example}/`;
      expect(all(otherForm)?.from, `${line} (${otherForm})`).toBe(from);
    }
  });
});
