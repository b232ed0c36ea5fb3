/**
 * The plain web servers, each the real engine (Debian's apache2, nginx, caddy) on a loopback port,
 * serving the real build with the project's own file: `.htaccess` in the output, `<out>.nginx.conf`
 * included in a server block, `<out>.Caddyfile` imported in a site block. Each answers the one
 * request list (helpers/request-list.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HASHED_ASSETS_PATH, revalidateCacheControl } from '../../generate/hosting/headers.ts';
import { type Engine, startApache, startCaddy, startNginx } from '../helpers/engines.ts';
import { checkRequestList, hostColumnFile, httpAsker } from '../helpers/request-list.ts';

const siteDir = inject('siteDir');

describe.each([
  { host: 'apache', start: startApache },
  { host: 'nginx', start: startNginx },
  { host: 'caddy', start: startCaddy },
])('$host', ({ host, start }) => {
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

  it('never lets a missing file under /assets/ be cached for a year: a deploy half copied, or rolled back, would keep it missing', async () => {
    const answer = await httpAsker(engine.url)(`${HASHED_ASSETS_PATH}styles-0000000000.css`);
    expect({ status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({
      status: 404,
      cacheControl: revalidateCacheControl,
    });
  });
});
