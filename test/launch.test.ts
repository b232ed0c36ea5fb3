/**
 * `npm run build` runs generate/cli/build.ts from a bundle esbuild makes once (generate/cli/launch.mjs):
 * it must build exactly what the pipeline builds, and never run code older than the sources.
 */
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
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
  /** The bundles there were before the first copy. */
  let before: string[] | undefined;
  afterAll(async () => {
    // Only the bundles of the copy this test made.
    for (const name of await readdir(bundles))
      if (before && !before.includes(name)) await rm(path.join(bundles, name), { recursive: true, force: true });
    if (work) await rm(work, { recursive: true, force: true });
  });

  /**
   * A copy of the project's code (so its own bundles), to build the project's content with. With
   * `ownInstallRecord`, its node_modules is a folder of links to the project's packages (its bundles
   * among them) with its own copy of npm's record of what it installed.
   */
  const copy = async ({ ownInstallRecord = false } = {}) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'launch-'));
    for (const name of ['generate', 'templates', 'generate.ts', 'package.json']) {
      await cp(path.join(projectDir, name), path.join(dir, name), { recursive: true });
    }
    const packages = path.join(projectDir, 'node_modules');
    if (ownInstallRecord) {
      await mkdir(path.join(packages, '.cache'), { recursive: true });
      await mkdir(path.join(dir, 'node_modules'));
      for (const name of await readdir(packages)) {
        if (name === '.package-lock.json') await writeFile(path.join(dir, 'node_modules', name), await readFile(path.join(packages, name)));
        else await symlink(path.join(packages, name), path.join(dir, 'node_modules', name));
      }
    } else await symlink(packages, path.join(dir, 'node_modules'));
    await mkdir(bundles, { recursive: true });
    before ??= await readdir(bundles);
    return dir;
  };

  it('is made again after a source file changes, and reused while none does', async () => {
    work = await copy();
    expect((await launch(work, ['build', '--help'])).stdout).toMatch(/^Build the site:/);
    const made = (await readdir(bundles)).filter((name) => !before!.includes(name));
    expect(made).toHaveLength(1);
    await launch(work, ['build', '--help']);
    expect((await readdir(bundles)).filter((name) => !before!.includes(name))).toEqual(made);

    const command = path.join(work, 'generate/cli/build.ts');
    await writeFile(command, (await readFile(command, 'utf8')).replace('Build the site:', 'Build the whole site:'));
    expect((await launch(work, ['build', '--help'])).stdout).toMatch(/^Build the whole site:/);
    expect((await readdir(bundles)).filter((name) => !before!.includes(name))).toHaveLength(2);
  });

  it('is made again after the installed packages change: it holds the code of those it bundles', async () => {
    const dir = await copy({ ownInstallRecord: true });
    const others = await readdir(bundles);
    const ours = async () => (await readdir(bundles)).filter((name) => !others.includes(name));
    try {
      await launch(dir, ['build', '--help']);
      expect(await ours()).toHaveLength(1);
      // As `npm install` of another version of a bundled package (zod) records it.
      const record = path.join(dir, 'node_modules', '.package-lock.json');
      const installed = JSON.parse(await readFile(record, 'utf8'));
      installed.packages['node_modules/zod'].version += '-other';
      await writeFile(record, JSON.stringify(installed, null, 2));
      await launch(dir, ['build', '--help']);
      expect(await ours()).toHaveLength(2);
    } finally {
      for (const name of await ours()) await rm(path.join(bundles, name), { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('compiles from a code cache that the run doing the most work saved, and ignores a damaged one', async () => {
    work ??= await copy();
    await launch(work, ['build', '--help']);
    // The copy's bundle of its sources as they are now: the one this run used (and so touched) last.
    const ours = (await readdir(bundles)).filter((name) => !before!.includes(name)).map((name) => path.join(bundles, name));
    const [bundleDir] = ours.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    const codeCache = path.join(bundleDir!, 'build.code-cache');
    const saved = () => readFile(codeCache);
    const same = (a: Buffer, b: Buffer) => a.equals(b);
    const content = ['--content', path.join(projectDir, 'content'), '--assets', path.join(projectDir, 'assets')];
    const out = ['--out', path.join(work, 'dist'), '--cache', path.join(work, 'cache'), '--quiet'];

    // --help saved one (the first run of the bundle that succeeded); a run that fails saves nothing.
    const afterHelp = await saved();
    await expect(launch(work, ['build', '--content', path.join(work, 'no-content'), ...out])).rejects.toThrow();
    expect(same(await saved(), afterHelp)).toBe(true);
    // A cold build does far more: its cache replaces the one of --help, and holds more compiled code.
    await launch(work, ['build', ...content, ...out]);
    const afterBuild = await saved();
    expect(afterBuild.length).toBeGreaterThan(afterHelp.length + 100_000);
    // A warm build uses it: V8 accepts it (one it refused would be saved again), and the build does less.
    await launch(work, ['build', ...content, ...out]);
    expect(same(await saved(), afterBuild)).toBe(true);

    // Damaged: V8 refuses it, the build runs as if there were none, builds the same site, and saves a good one.
    const damaged = Buffer.concat([afterBuild.subarray(0, 8), Buffer.alloc(afterBuild.length - 8, 0x5a)]);
    await writeFile(codeCache, damaged);
    await launch(work, ['build', ...content, ...out]);
    expect(snapshot(path.join(work, 'dist'))).toEqual(snapshot(inject('siteDir')));
    const repaired = await saved();
    expect(same(repaired, damaged)).toBe(false);
    await launch(work, ['build', ...content, ...out]);
    expect(same(await saved(), repaired)).toBe(true);
  });
});
