/**
 * `npm run build` runs generate/cli/build.ts from a bundle esbuild makes of it (generate/cli/launch.mjs)
 * in the project's .cache/launch/: it must build exactly what the pipeline builds, never run code
 * older than the sources or a damaged bundle, and work with node_modules read-only.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BUILD_TIME, livePagePaths, projectDir, snapshot } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const run = promisify(execFile);
const env = { ...process.env, SOURCE_DATE_EPOCH: String(BUILD_TIME.getTime() / 1000) };
const launch = (root: string, args: string[]) =>
  run(process.execPath, [path.join(root, 'generate/cli/launch.mjs'), ...args], { cwd: root, env });

/** How a command ended, whether it failed or not. */
const ended = (running: Promise<{ stdout: string; stderr: string }>) =>
  running.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

/** A line of a stack trace, which no failure a user can fix prints. */
const STACK_LINE = /^\s+at /m;

const copies: string[] = [];
afterAll(async () => {
  for (const dir of copies) {
    await run('chmod', ['-R', 'u+w', dir]).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
});

/**
 * A copy of the project's code (so its own bundles) and the cards' font, with `content` its content and assets too. Its
 * node_modules is a link to the project's, unless `node_modules` is false (left to the caller).
 */
async function copyProject({ content = false, node_modules = true } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'launch-'));
  copies.push(dir);
  const names = [
    'generate',
    'templates',
    'generate.ts',
    'package.json',
    'tsconfig.json',
    ...(content ? ['content', 'assets'] : ['assets/fonts']),
  ];
  for (const name of names) await cp(path.join(projectDir, name), path.join(dir, name), { recursive: true });
  if (node_modules) await symlink(path.join(projectDir, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

const bundlesOf = (dir: string) => (existsSync(path.join(dir, '.cache/launch')) ? readdirSync(path.join(dir, '.cache/launch')).sort() : []);

describe('npm run build', () => {
  const site = tempSite({ cache: 'copy' });

  it('builds, through its bundle, exactly the site the pipeline builds', async () => {
    await launch(projectDir, ['build', '--out', site.outDir, '--cache', site.cacheDir, '--quiet']);
    expect(snapshot(site.outDir)).toEqual(snapshot(inject('siteDir')));
  });

  it("reports with --json the build's own peak memory, not that of the process that started it", async () => {
    // This process resident at 400 MiB as it starts the build; a warm build of the real site peaks far below.
    const held = Buffer.alloc(400 * 2 ** 20, 1);
    const { stdout } = await launch(projectDir, ['build', '--out', site.outDir, '--cache', site.cacheDir, '--json']);
    const { peakMemoryBytes, pages } = JSON.parse(stdout) as { peakMemoryBytes: number; pages: number };
    expect(pages).toBeGreaterThan(50);
    expect(peakMemoryBytes).toBeGreaterThan(20 * 2 ** 20);
    expect(peakMemoryBytes).toBeLessThan(held.length / 2);
  });
});

describe('the bundle', () => {
  it('is made again after a source file changes, reused while none does, and one unused for an hour is removed', async () => {
    const dir = await copyProject();
    expect((await launch(dir, ['build', '--help'])).stdout).toMatch(/^Build the site:/);
    const [first] = bundlesOf(dir);
    const made = statSync(path.join(dir, '.cache/launch', first!, 'build.mjs')).mtimeMs;
    await launch(dir, ['build', '--help']);
    expect(bundlesOf(dir)).toEqual([first]);
    expect(statSync(path.join(dir, '.cache/launch', first!, 'build.mjs')).mtimeMs).toBe(made);

    const command = path.join(dir, 'generate/cli/build.ts');
    await writeFile(command, (await readFile(command, 'utf8')).replace('Build the site:', 'Build the whole site:'));
    expect((await launch(dir, ['build', '--help'])).stdout).toMatch(/^Build the whole site:/);
    // The first, used a moment ago, is kept: a build still running from it may load a chunk of it yet.
    expect(bundlesOf(dir)).toHaveLength(2);
    const hourAgo = new Date(Date.now() - 3_700_000);
    await utimes(path.join(dir, '.cache/launch', first!), hourAgo, hourAgo);
    await writeFile(command, (await readFile(command, 'utf8')).replace('Build the whole site:', 'Build it all:'));
    expect((await launch(dir, ['build', '--help'])).stdout).toMatch(/^Build it all:/);
    expect(bundlesOf(dir)).toHaveLength(2);
    expect(bundlesOf(dir)).not.toContain(first);
  });

  it('is made again after the installed packages change', async () => {
    // Its node_modules: links to the project's packages, with its own copy of npm's record of what it installed.
    const dir = await copyProject({ node_modules: false });
    const packages = path.join(projectDir, 'node_modules');
    await mkdir(path.join(dir, 'node_modules'));
    for (const name of await readdir(packages)) {
      if (name === '.package-lock.json') await cp(path.join(packages, name), path.join(dir, 'node_modules', name));
      else await symlink(path.join(packages, name), path.join(dir, 'node_modules', name));
    }
    await launch(dir, ['build', '--help']);
    expect(bundlesOf(dir)).toHaveLength(1);
    // As `npm install` of another version of a package (esbuild, which makes the bundle) records it.
    const record = path.join(dir, 'node_modules', '.package-lock.json');
    const installed = JSON.parse(await readFile(record, 'utf8'));
    installed.packages['node_modules/esbuild'].version += '-other';
    await writeFile(record, JSON.stringify(installed, null, 2));
    await launch(dir, ['build', '--help']);
    expect(bundlesOf(dir)).toHaveLength(2);
  });

  it('is made once by two builds started at once, and both run', async () => {
    const dir = await copyProject();
    const both = await Promise.all([launch(dir, ['build', '--help']), launch(dir, ['build', '--help'])]);
    for (const { stdout } of both) expect(stdout).toMatch(/^Build the site:/);
    // One bundle, and no half-written one left beside it.
    expect(bundlesOf(dir)).toHaveLength(1);
    expect(bundlesOf(dir)[0]).toMatch(/^build-[0-9a-f]{16}$/);
  });

  it('is made again, not run, when damaged or cut short', async () => {
    const dir = await copyProject();
    await launch(dir, ['build', '--help']);
    const [bundle] = bundlesOf(dir);
    const main = path.join(dir, '.cache/launch', bundle!, 'build.mjs');
    const whole = await readFile(main, 'utf8');
    const damages: Array<[string, () => Promise<void>]> = [
      ['overwritten', () => writeFile(main, 'console.log("ran the damaged bundle");\n')],
      ['cut short', () => writeFile(main, whole.slice(0, whole.length / 2))],
      ['left without its digest', () => rm(path.join(dir, '.cache/launch', bundle!, 'digest'))],
    ];
    for (const [how, damage] of damages) {
      await damage();
      const { stdout } = await launch(dir, ['build', '--help']);
      expect(stdout, how).toMatch(/^Build the site:/);
      expect(await readFile(main, 'utf8'), how).toBe(whole);
      expect(bundlesOf(dir), how).toEqual([bundle]);
    }
  });

  it('says where a source does not compile, without a stack trace', async () => {
    const dir = await copyProject();
    await writeFile(path.join(dir, 'generate/report.ts'), 'export const broken = ;\n', { flag: 'a' });
    const { code, stderr } = await ended(launch(dir, ['build', '--help']));
    expect(code).toBe(1);
    expect(stderr).toContain('generate/report.ts');
    expect(stderr).not.toMatch(STACK_LINE);
  });
});

/**
 * node_modules read-only, as in a container image's layer or a shared CI cache. Root may write a file
 * whatever its mode: as root, the command runs in a mount namespace of its own with read-only bind
 * mounts; as another user, the folders' write permission is taken away.
 */
describe('with node_modules read-only', () => {
  const isRoot = process.getuid?.() === 0;
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

  /** `node generate/cli/launch.mjs ARGS` in the copy `dir`, with node_modules read-only, and with `projectToo` the copy as well. */
  async function launchReadOnly(dir: string, args: string[], { projectToo = false } = {}) {
    const packages = path.join(dir, 'node_modules');
    await mkdir(packages, { recursive: true });
    const command = [process.execPath, 'generate/cli/launch.mjs', ...args];
    if (isRoot) {
      const mounts = [...(projectToo ? [[dir, dir]] : []), [path.join(projectDir, 'node_modules'), packages]];
      const script = [
        ...mounts.map(([from, to]) => `mount --bind ${quote(from!)} ${quote(to!)} && mount -o remount,ro,bind ${quote(to!)}`),
        `cd ${quote(dir)} && exec ${command.map(quote).join(' ')}`,
      ].join(' && ');
      return ended(run('unshare', ['-m', 'sh', '-c', script], { cwd: dir, env }));
    }
    // A folder of links to the project's packages (not its .cache/), which this user may not write into.
    if ((await readdir(packages)).length === 0) {
      for (const name of await readdir(path.join(projectDir, 'node_modules'))) {
        if (name !== '.cache') await symlink(path.join(projectDir, 'node_modules', name), path.join(packages, name));
      }
    }
    await chmod(packages, 0o555);
    if (projectToo) await run('chmod', ['-R', 'a-w', dir]);
    try {
      return await ended(run(command[0]!, command.slice(1), { cwd: dir, env }));
    } finally {
      await run('chmod', ['-R', 'u+w', dir]);
    }
  }

  it('npm run build builds the whole site, its cache in the project’s .cache/build/', async () => {
    const dir = await copyProject({ content: true, node_modules: false });
    const { code, stdout, stderr } = await launchReadOnly(dir, ['build']);
    expect(stderr).not.toMatch(STACK_LINE);
    expect(code, stderr).toBe(0);
    // The 54 English pages of the spec and the Spanish pages of its translation.
    expect(stdout).toMatch(new RegExp(`^Built ${livePagePaths().length} pages`));
    expect(snapshot(path.join(dir, 'dist'))).toEqual(snapshot(inject('siteDir')));
    expect(existsSync(path.join(dir, '.cache/build/CACHEDIR.TAG'))).toBe(true);

    // With the project read-only too, the bundle made above runs, and the cache has nowhere to go.
    const out = path.join(dir, '..', `${path.basename(dir)}-out`);
    copies.push(out);
    const failed = await launchReadOnly(dir, ['build', '--out', out], { projectToo: true });
    expect(failed.code).toBe(1);
    expect(failed.stderr).not.toMatch(STACK_LINE);
    expect(failed.stderr.match(/✗.*/g)).toEqual([
      expect.stringMatching(/✗ cannot write the build cache .*choose a folder with --cache DIR$/),
    ]);
  });

  it('with the project read-only too and no bundle made yet, one line says what to do', async () => {
    const dir = await copyProject({ content: true, node_modules: false });
    const { code, stderr } = await launchReadOnly(dir, ['build', '--help'], { projectToo: true });
    expect(code).toBe(1);
    expect(stderr).not.toMatch(STACK_LINE);
    expect(stderr.trim()).toMatch(/^✗ cannot write \.cache\/launch\/ .*make it writable, or run `npx tsx generate\/cli\/build\.ts`$/);
  });
});
