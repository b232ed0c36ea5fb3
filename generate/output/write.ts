import { constants, copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { digestOf } from '../cache/build-cache.ts';
import { displayPath } from '../errors.ts';
import { BuildError } from '../errors.ts';

/**
 * A file the build takes from its cache as it is, verified, without holding its bytes in memory:
 * `digestOf(key, bytes)` is `digest` for exactly its bytes.
 */
export type CachedFile = { copyOf: string; size: number; mtime: Date; key: string; digest: string };

/** The whole built site: output path (relative, "/"-separated) → contents, or a file in the cache. */
export type OutputFiles = Map<string, string | Uint8Array | CachedFile>;
/** Files written next to the output folder ("dist.s3-website.json"), by name. */
export type BesideFiles = Map<string, string | Uint8Array>;

/**
 * The mark every output folder carries: the build replaces a folder only if it finds this in it
 * (or the folder is empty), so `--out content` or `--out .` can never wipe what it did not make.
 */
export const OUTPUT_MARK = '.build-output';
const OUTPUT_MARK_TEXT = 'This folder is written by `npm run build` and replaced whole by every build. Edit content/, not this.\n';

export function sizeOf(contents: string | Uint8Array | CachedFile): number {
  return typeof contents === 'string' || contents instanceof Uint8Array ? Buffer.byteLength(contents) : contents.size;
}

/** Where a file of `beside` lands: next to the output folder, named after it ("dist.s3-website.json"). */
export function besidePath(outDir: string, name: string): string {
  return path.join(path.dirname(path.resolve(outDir)), `${path.basename(outDir)}.${name}`);
}

/** The names a build uses beside `outDir` while it writes, and the lock that lets one build at a time write. */
function sideNames(outDir: string) {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(path.resolve(outDir));
  return {
    parent,
    name,
    staging: (pid: number | string) => path.join(parent, `.${name}.building-${pid}`),
    previous: (pid: number | string) => path.join(parent, `.${name}.previous-${pid}`),
    lock: path.join(parent, `.${name}.lock`),
  };
}

/**
 * A cached file into the output. The output never shares storage with the cache, so editing a page
 * in dist/ can never edit the cache: the file is copied (a reflink where the file system offers one).
 * Copying every file again would make a warm build write the whole site (50 MB at 700 pages), so a
 * file the previous output already holds, byte for byte (checked by its digest, so an edit made in
 * dist/ is never kept), is linked from there instead: that storage is the output's own.
 *
 * `aws s3 sync` uploads a file when its size or time differs: a page written anew gets the time it
 * is written, so a page that went back to an earlier version is uploaded too; an unchanged page keeps
 * its time. Files under assets/ are named by their contents and keep the cache's time.
 */
async function place(cached: CachedFile, target: string, previous: string, contentAddressed: boolean): Promise<void> {
  const before = await readFile(previous).catch(() => null);
  if (before && before.length === cached.size && digestOf(cached.key, before) === cached.digest) {
    if (
      await link(previous, target).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await copyFile(cached.copyOf, target, constants.COPYFILE_FICLONE);
  if (contentAddressed) await utimes(target, cached.mtime, cached.mtime);
}

/** Output files whose names carry a hash of their contents (images, social cards, CSS, the script). */
const isContentAddressed = (file: string) => file.startsWith('assets/');

/**
 * Test-only fault injection: `SITE_BUILD_CRASH_AT=<point>` kills the build at that point, as a power
 * cut would, and `SITE_BUILD_PAUSE_AT=<point>` holds it there for 1.5 s, so the tests can prove what
 * a crash leaves behind and what a second build does meanwhile.
 */
async function faultPoint(name: 'staged' | 'swap' | 'beside' | 'cleanup'): Promise<void> {
  if (process.env.SITE_BUILD_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
  if (process.env.SITE_BUILD_PAUSE_AT === name) await new Promise((resolve) => setTimeout(resolve, 1500));
}

/**
 * Runs `task` holding the lock of `outDir`, so two builds never swap the same folder at once
 * (the second waits, up to a minute, then stops with a sentence). The lock is a folder made by
 * proper-lockfile, with an `owner` file naming the process: a lock whose owner on this machine is
 * dead (a killed build) is taken over at once; any other goes stale after five seconds unrefreshed.
 */
export async function withOutputLock<T>(outDir: string, task: () => Promise<T>, onWait?: (message: string) => void): Promise<T> {
  const { parent, lock } = sideNames(outDir);
  const owner = path.join(lock, 'owner');
  await mkdir(parent, { recursive: true });
  const options = { realpath: false, lockfilePath: lock, stale: 5000, update: 1000, onCompromised: () => {} };
  const take = async (retries: number) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const release = await lockfile.lock(outDir, options);
        await writeFile(owner, JSON.stringify({ pid: process.pid, host: os.hostname() }));
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || attempt >= retries) throw error;
        if (await ownerIsDead(owner)) await rm(lock, { recursive: true, force: true });
        else await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  const release = await take(0).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ELOCKED') throw error;
    if (!(await ownerIsDead(owner))) onWait?.(`Waiting for another build that is writing ${displayPath(outDir)}/ …`);
    return take(240).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'ELOCKED') throw again;
      throw new BuildError([
        `another build has been writing ${displayPath(outDir)}/ for over a minute (its lock is ${displayPath(lock)}); wait for it to finish, or stop it`,
      ]);
    });
  });
  try {
    return await task();
  } finally {
    // proper-lockfile removes its folder with rmdir: empty it first.
    await rm(owner, { force: true });
    await release().catch(() => {});
  }
}

/** Whether the lock's owner is a process of this machine that no longer runs. */
async function ownerIsDead(ownerFile: string): Promise<boolean> {
  const text = await readFile(ownerFile, 'utf8').catch(() => null);
  if (!text) return false;
  try {
    const { pid, host } = JSON.parse(text) as { pid: number; host: string };
    if (host !== os.hostname()) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Puts right what a build killed mid-write left beside `outDir`; call it holding the lock.
 * - Killed between the two renames of the swap, a build leaves no output folder, and the last
 *   complete site in `.NAME.previous-PID`: it is renamed back.
 * - Killed after the site was swapped in but before its `beside` files were, those are moved in
 *   (their staging folder is gone, which only the swap does).
 * - Staging folders and old sites of dead builds are removed.
 * Returns what it restored, for a line in the log.
 */
export async function recoverOutput(outDir: string): Promise<string | null> {
  const { parent, name, staging } = sideNames(outDir);
  const entries = await readdir(parent).catch(() => [] as string[]);
  const ours = (kind: 'building' | 'previous') =>
    entries.filter((entry) => entry.startsWith(`.${name}.${kind}-`)).map((entry) => path.join(parent, entry));
  const exists = (p: string) =>
    stat(p).then(
      () => true,
      () => false,
    );
  let restored: string | null = null;

  if (!(await exists(outDir))) {
    const previous = await Promise.all(ours('previous').map(async (p) => ({ p, mtime: (await stat(p)).mtimeMs })));
    const newest = previous.sort((a, b) => b.mtime - a.mtime)[0];
    if (newest) {
      await rename(newest.p, outDir);
      restored = `${displayPath(outDir)}/ was missing after an interrupted build; restored the last complete site`;
      // Its staged beside files belong to the build that never landed.
      const pid = newest.p.slice(newest.p.lastIndexOf('-') + 1);
      for (const entry of entries) if (entry.startsWith(`.${name}.building-${pid}.`)) await rm(path.join(parent, entry), { force: true });
    }
  }
  for (const entry of await readdir(parent).catch(() => [] as string[])) {
    const staged = /^\.(.+)\.building-(\d+)\.(.+)$/.exec(entry);
    if (!staged || staged[1] !== name) continue;
    const from = path.join(parent, entry);
    if (await exists(staging(staged[2]!))) await rm(from, { force: true });
    else await rename(from, besidePath(outDir, staged[3]!));
  }
  const leftovers = [...ours('building'), ...ours('previous')].filter((p) => !/\.building-\d+\..+$/.test(p));
  await Promise.all(leftovers.map((p) => rm(p, { recursive: true, force: true })));
  return restored;
}

/**
 * Writes the site to a temporary folder beside `outDir` and only then swaps it in: a build that
 * fails at any point, even halfway through writing, leaves the previous `outDir` exactly as it was,
 * and a build killed at any instant leaves the last complete site or the new one (`recoverOutput`
 * finishes what a kill between the two renames left undone). `beside` files (named by
 * `besidePath`) are staged as temporary siblings and moved in right after the site.
 */
export async function writeOutput(
  files: OutputFiles,
  outDir: string,
  beside: BesideFiles = new Map(),
  onWait?: (message: string) => void,
): Promise<string | null> {
  return withOutputLock(
    outDir,
    async () => {
      const restored = await recoverOutput(outDir);
      await stageAndSwap(files, outDir, beside);
      return restored;
    },
    onWait,
  );
}

async function stageAndSwap(files: OutputFiles, outDir: string, beside: BesideFiles): Promise<void> {
  const { staging: stagingOf, previous: previousOf } = sideNames(outDir);
  const staging = stagingOf(process.pid);
  const previous = previousOf(process.pid);
  const besideFiles = [...beside].map(([file, contents]) => ({ staged: `${staging}.${file}`, final: besidePath(outDir, file), contents }));
  // Beside files first: a staged beside file without its staging folder means "the site was swapped in".
  const removeStaged = async () => {
    for (const { staged } of besideFiles) await rm(staged, { force: true });
    await rm(staging, { recursive: true, force: true });
  };
  const write = (file: string, contents: string | Uint8Array | CachedFile) =>
    typeof contents === 'string' || contents instanceof Uint8Array
      ? writeFile(path.join(staging, file), contents)
      : place(contents, path.join(staging, file), path.join(outDir, file), isContentAddressed(file));

  try {
    await mkdir(staging);
    // Each folder once, parents before children: far fewer system calls than a recursive mkdir per file.
    const folders = new Set<string>();
    for (const file of files.keys()) {
      for (let dir = path.posix.dirname(file); dir !== '.' && !folders.has(dir); dir = path.posix.dirname(dir)) folders.add(dir);
    }
    const byDepth: string[][] = [];
    for (const dir of folders) {
      const depth = dir.split('/').length;
      byDepth[depth] ??= [];
      byDepth[depth].push(dir);
    }
    for (const level of byDepth) if (level) await Promise.all(level.map((dir) => mkdir(path.join(staging, dir))));
    await Promise.all([...files].map(([file, contents]) => write(file, contents)));
    await writeFile(path.join(staging, OUTPUT_MARK), OUTPUT_MARK_TEXT);
    await Promise.all(besideFiles.map(({ staged, contents }) => writeFile(staged, contents)));
  } catch (error) {
    await removeStaged();
    throw error;
  }
  await faultPoint('staged');
  // The swap: renames on one file system, so a reader never sees a half-written site.
  const hadPrevious = await rename(outDir, previous).then(
    () => true,
    async (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      await removeStaged();
      throw error;
    },
  );
  await faultPoint('swap');
  await rename(staging, outDir).catch(async (error: unknown) => {
    if (hadPrevious) await rename(previous, outDir);
    await removeStaged();
    throw error;
  });
  await faultPoint('beside');
  for (const { staged, final } of besideFiles) await rename(staged, final);
  await faultPoint('cleanup');
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}
