/**
 * The sites `npm run dev` keeps, one folder per content folder (devOutDirFor): each start stamps its own, and removes
 * those of content folders that are gone and those unused for 30 days, so trying example folders leaves nothing forever.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ifUnlocked, isRunning, outputLockOf } from '../output/write.ts';

/** Beside a dev site: which content folder it is built from, which process last started on it; its time is that start's. */
const STAMP = 'dev-server.json';
export const UNUSED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Stamp = { contentDir: string; pid: number; host: string };

/** Written at each start of npm run dev, before its first build. */
export async function stampDevSite(outDir: string, contentDir: string, pid = process.pid): Promise<void> {
  const dir = path.dirname(outDir);
  await mkdir(dir, { recursive: true });
  const stamp: Stamp = { contentDir: path.resolve(contentDir), pid, host: os.hostname() };
  await writeFile(path.join(dir, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}

/**
 * Removes the dev sites under `sitesDir` whose content folder is gone or which no dev server started on for 30 days,
 * but `keep` (this server's own) and those another dev server holds; returns the folders removed.
 */
export async function pruneDevSites(sitesDir: string, keep?: string, now = Date.now()): Promise<string[]> {
  const entries = await readdir(sitesDir, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    const dir = path.join(sitesDir, entry.name);
    if (!entry.isDirectory() || dir === keep || !(await isStale(dir, now))) continue;
    const site = path.join(dir, 'site');
    const lock = path.basename(outputLockOf(site));
    // Under its output lock, had at once or not at all: a build writing it keeps it. Looked at again once held,
    // since a dev server may have started on it meanwhile.
    const cleared = await ifUnlocked(site, async () => {
      if (!(await isStale(dir, now))) return false;
      const names = (await readdir(dir)).filter((name) => name !== lock);
      await Promise.all(names.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
      return true;
    });
    if (!cleared) continue;
    // Only if still empty once the lock is gone: a dev server stamping it now keeps its folder.
    await rmdir(dir).catch(() => {});
    removed.push(dir);
  }
  return removed;
}

/**
 * Gone from use: its content folder is gone, or its last start was over 30 days ago (by its site's time when it
 * has no stamp, as one made before stamps has not: each build's swap sets it). Never while the dev server that
 * stamped it runs, which holds no lock between builds.
 */
async function isStale(dir: string, now: number): Promise<boolean> {
  const stamp = await readStamp(dir);
  // This process's id on a stamp not its own is an earlier process's: a container's processes get the same few ids each time it starts.
  if (stamp?.host === os.hostname() && stamp.pid !== process.pid && isRunning(stamp.pid)) return false;
  if (stamp?.host === os.hostname() && !existsSync(stamp.contentDir)) return true;
  // The site's folder, not the one around it, whose time the lock taken to remove it sets.
  const lastUsed = stamp?.mtimeMs ?? (await mtimeOf(path.join(dir, 'site'))) ?? (await mtimeOf(dir)) ?? now;
  return now - lastUsed > UNUSED_DAYS * DAY_MS;
}

const mtimeOf = async (file: string) => (await stat(file).catch(() => null))?.mtimeMs;

async function readStamp(dir: string): Promise<(Stamp & { mtimeMs: number }) | null> {
  const file = path.join(dir, STAMP);
  try {
    const stamp = JSON.parse(await readFile(file, 'utf8')) as Stamp;
    if (typeof stamp.contentDir !== 'string' || typeof stamp.pid !== 'number') return null;
    return { ...stamp, mtimeMs: (await stat(file)).mtimeMs };
  } catch {
    return null;
  }
}
