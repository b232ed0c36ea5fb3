/**
 * The lock that lets one build at a time write an output folder (generate/output/write.ts): taking
 * over the lock of a killed build never lets two builds in at once, and a lock left by an earlier
 * process that had this one's id is taken over, not waited on; and no file is ever written outside the folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CachedFile } from '../../generate/cache/build-cache.ts';
import { type OutputFiles, withOutputLock, writeOutput } from '../../generate/output/write.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'output-lock-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

it('lets one build in at a time when several find the lock of a killed build at once', async () => {
  const dead = deadPid();
  let twoInside = 0;
  for (let round = 0; round < 10; round++) {
    const outDir = path.join(work, `killed-${round}`);
    await writeFile(path.join(work, `.killed-${round}.lock`), `${dead} ${os.hostname()}`);
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inside -= 1;
    };
    // Started a millisecond or two apart, so one finds the lock abandoned as another has just taken it over.
    const taker = async (i: number) => {
      await new Promise((resolve) => setTimeout(resolve, i % 3));
      await withOutputLock(outDir, task);
    };
    await Promise.all(Array.from({ length: 6 }, (_, i) => taker(i)));
    if (most > 1) twoInside += 1;
    expect(existsSync(path.join(work, `.killed-${round}.lock`))).toBe(false);
    expect(existsSync(path.join(work, `.killed-${round}.lock.breaking`))).toBe(false);
  }
  expect(twoInside).toBe(0);
});

it('takes over at once a lock naming this process, left by an earlier process given the same id', async () => {
  const outDir = path.join(work, 'same-id');
  await writeFile(path.join(work, '.same-id.lock'), `${process.pid} ${os.hostname()} earlier`);
  const waits: string[] = [];
  expect(
    await withOutputLock(
      outDir,
      async () => 'written',
      (message) => waits.push(message),
    ),
  ).toBe('written');
  expect(waits).toEqual([]);
});

it('refuses a file name that would land outside the output folder, and writes nothing at all', async () => {
  const parent = path.join(work, 'escape');
  await mkdir(parent);
  const outDir = path.join(parent, 'dist');
  for (const name of ['../escaped.html', 'pages/../../escaped.html', '/tmp/escaped.html', '', 'a/./b.html']) {
    await expect(
      writeOutput(
        new Map([
          ['index.html', 'home'],
          [name, 'moved'],
        ]),
        outDir,
      ),
    ).rejects.toThrow(`internal error: the output file ${JSON.stringify(name)} is not a plain path inside the output folder`);
  }
  expect(readdirSync(parent)).toEqual([]);
  expect(existsSync('/tmp/escaped.html')).toBe(false);
});

it('a file that cannot be written fails the write with its own error, and leaves no staging folder behind', async () => {
  const outDir = path.join(work, 'unwritable');
  // Images are copied from the cache, then given its time: writes still under way when one fails must not race the
  // staging folder's removal, whose ENOTEMPTY hid the error.
  const copyOf = path.join(work, 'cached.bin');
  await writeFile(copyOf, Buffer.alloc(200_000));
  const image = { copyOf, size: 200_000, mtime: new Date(0), key: 'k', digest: 'd' };
  const images = Array.from({ length: 400 }, (_, i): [string, CachedFile] => [`assets/${i}.jpg`, image]);
  const files: OutputFiles = new Map<string, string | CachedFile>([[`${'x'.repeat(300)}.html`, 'moved'], ...images]);
  await expect(writeOutput(files, outDir)).rejects.toMatchObject({ code: 'ENAMETOOLONG' });
  expect(readdirSync(work).filter((name) => name.startsWith('.unwritable.'))).toEqual([]);
});
