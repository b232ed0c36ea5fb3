/**
 * The dev sites `npm run dev` keeps under .cache/dev-sites/, one per content folder (generate/serve/dev-sites.ts):
 * at its start, those of content folders that are gone and those not used for 30 days are removed, never one that
 * another dev server holds, whether it is writing it (its output lock) or serving it between builds.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneDevSites, stampDevSite } from '../../generate/serve/dev-sites.ts';

let work: string;
let sites: string;
let other: ChildProcess;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'dev-sites-'));
  sites = path.join(work, 'dev-sites');
  // Another process, alive for the test: another dev server, or its builder writing.
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
});
afterAll(async () => {
  other.kill();
  await rm(work, { recursive: true, force: true });
});

const day = 24 * 60 * 60 * 1000;
/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

/** A dev site of a content folder (made, or gone), last started `daysAgo` by the process `pid`. */
async function devSite(name: string, { contentGone = false, daysAgo = 0, pid = deadPid() } = {}) {
  const contentDir = path.join(work, `${name}-content`);
  if (!contentGone) await mkdir(contentDir, { recursive: true });
  const outDir = path.join(sites, name, 'site');
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'index.html'), '<!DOCTYPE html>');
  await stampDevSite(outDir, contentDir, pid);
  const then = new Date(Date.now() - daysAgo * day);
  await utimes(path.join(sites, name, 'dev-server.json'), then, then);
  return outDir;
}

it('removes the dev sites of content folders that are gone or unused for 30 days, and keeps the others', async () => {
  await devSite('used-today');
  await devSite('used-29-days-ago', { daysAgo: 29 });
  await devSite('content-gone', { contentGone: true });
  await devSite('unused-31-days', { daysAgo: 31 });
  // Made before dev sites were stamped: its site's time, which each build's swap sets, tells its last use.
  const unstamped = path.join(sites, 'unstamped-old', 'site');
  await mkdir(unstamped, { recursive: true });
  const then = new Date(Date.now() - 40 * day);
  await utimes(unstamped, then, then);

  const removed = await pruneDevSites(sites);
  expect(removed.map((dir) => path.basename(dir)).sort()).toEqual(['content-gone', 'unstamped-old', 'unused-31-days']);
  for (const name of ['content-gone', 'unstamped-old', 'unused-31-days']) expect(existsSync(path.join(sites, name))).toBe(false);
  for (const name of ['used-today', 'used-29-days-ago']) expect(existsSync(path.join(sites, name, 'site', 'index.html'))).toBe(true);
});

it('keeps a dev site another process holds: its lock while it writes, its stamp while it serves', async () => {
  const locked = await devSite('locked', { contentGone: true, daysAgo: 60 });
  await writeFile(path.join(path.dirname(locked), '.site.lock'), `${other.pid} ${os.hostname()} token`);
  await devSite('served', { contentGone: true, daysAgo: 60, pid: other.pid! });
  // A lock its killed owner left holds nothing.
  const abandoned = await devSite('abandoned', { contentGone: true, daysAgo: 60 });
  await writeFile(path.join(path.dirname(abandoned), '.site.lock'), `${deadPid()} ${os.hostname()} token`);

  const removed = await pruneDevSites(sites);
  expect(removed.map((dir) => path.basename(dir))).toEqual(['abandoned']);
  expect(existsSync(path.join(locked, 'index.html'))).toBe(true);
  expect(existsSync(path.join(path.dirname(locked), '.site.lock'))).toBe(true);
  expect(existsSync(path.join(sites, 'served', 'site', 'index.html'))).toBe(true);
});

it('finds nothing to remove where no dev server ever ran', async () => {
  expect(await pruneDevSites(path.join(work, 'never-made'))).toEqual([]);
});
