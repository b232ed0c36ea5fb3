/**
 * `npm run build` runs generate/cli/build.ts from a bundle esbuild makes once (generate/cli/launch.mjs):
 * it must build exactly what the pipeline builds, and never run code older than the sources.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BUILD_TIME, projectDir, snapshot } from './helpers/site.ts';
import { tempSite } from './helpers/temp-site.ts';

const run = promisify(execFile);
const launch = (root: string, args: string[]) =>
  run(process.execPath, [path.join(root, 'generate/cli/launch.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, SOURCE_DATE_EPOCH: String(BUILD_TIME.getTime() / 1000) },
  });

describe('npm run build', () => {
  const site = tempSite({ cache: 'copy' });

  it('builds, through its bundle, exactly the site the pipeline builds', async () => {
    await launch(projectDir, ['build', '--out', site.outDir, '--cache', site.cacheDir, '--quiet']);
    expect(snapshot(site.outDir)).toEqual(snapshot(inject('siteDir')));
  });
});

describe('the bundle', () => {
  const bundles = path.join(projectDir, 'node_modules', '.cache', 'garage-door-site');
  let work: string | undefined;
  let before: string[] = [];
  afterAll(async () => {
    // Only the bundles of the copy this test made.
    for (const name of await readdir(bundles))
      if (!before.includes(name)) await rm(path.join(bundles, name), { recursive: true, force: true });
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('is made again after a source file changes, and reused while none does', async () => {
    work = await mkdtemp(path.join(tmpdir(), 'launch-'));
    for (const name of ['generate', 'templates', 'generate.ts', 'package.json']) {
      await cp(path.join(projectDir, name), path.join(work, name), { recursive: true });
    }
    await symlink(path.join(projectDir, 'node_modules'), path.join(work, 'node_modules'));
    await mkdir(bundles, { recursive: true });
    before = await readdir(bundles);

    expect((await launch(work, ['build', '--help'])).stdout).toMatch(/^Build the site:/);
    const made = (await readdir(bundles)).filter((name) => !before.includes(name));
    expect(made).toHaveLength(1);
    await launch(work, ['build', '--help']);
    expect((await readdir(bundles)).filter((name) => !before.includes(name))).toEqual(made);

    const command = path.join(work, 'generate/cli/build.ts');
    await writeFile(command, (await readFile(command, 'utf8')).replace('Build the site:', 'Build the whole site:'));
    expect((await launch(work, ['build', '--help'])).stdout).toMatch(/^Build the whole site:/);
    expect((await readdir(bundles)).filter((name) => !before.includes(name))).toHaveLength(2);
  });
});
