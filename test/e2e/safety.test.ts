/**
 * The build never loses or corrupts the owner's work, proven by breaking things on purpose:
 * a build that fails, dangerous --out and --cache paths, a damaged cache, edits to dist/, a build
 * killed at each point of its write (held there, then killed from outside), builds racing each
 * other, a full disk, a folder it may not write.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, cp, link, mkdir, readdir, readFile, rm, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { BuildError } from '../../generate/errors.ts';
import { besidePath, OUTPUT_MARK, PAUSED_AT, writeOutput } from '../../generate/output/write.ts';
import { BESIDE_FILES } from '../../generate/hosting/hosting.ts';

/** An output folder and the files a build writes beside it, sorted as readdir lists them. */
const besideOf = (name: string) => [name, ...BESIDE_FILES.map((file) => `${name}.${file}`)].sort();
import { npmRun, npmRunBuild } from '../helpers/build-command.ts';
import { BUILD_TIME, projectDir, snapshot } from '../helpers/site.ts';
import { copyOfSharedCache, tempSite } from '../helpers/temp-site.ts';

const run = promisify(execFile);
type Outcome = { code: number; stdout: string; stderr: string };
type BuildOptions = { root?: string; cwd?: string; env?: Record<string, string>; uid?: number; quiet?: boolean };

/**
 * Starts `npm run build` of the project at `root` (its launcher), from `cwd`: `done` is how it
 * ended (never rejects; a kill is code 137), `printed` waits until its stderr matches `pattern`.
 */
function startBuild(args: string[], options: BuildOptions = {}) {
  const root = options.root ?? projectDir;
  const { uid } = options;
  const child = spawn(process.execPath, [...npmRunBuild(root), ...(options.quiet === false ? [] : ['--quiet']), ...args], {
    cwd: options.cwd ?? root,
    env: { ...process.env, SOURCE_DATE_EPOCH: String(BUILD_TIME.getTime() / 1000), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid !== undefined && { uid, gid: uid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const done = new Promise<Outcome>((resolve) =>
    child.on('close', (code, signal) => resolve({ code: signal === 'SIGKILL' ? 137 : (code ?? 1), stdout, stderr })),
  );
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(stderr)) return;
        child.stderr.off('data', check);
        resolve();
      };
      child.stderr.on('data', check);
      check();
      done.then((outcome) => reject(new Error(`the build ended (${outcome.code}) before printing ${pattern}:\n${outcome.stderr}`)));
    });
  return { child, done, printed };
}

/** Runs `npm run build` to its end (see startBuild). */
const buildCommand = (args: string[], options: BuildOptions = {}): Promise<Outcome> => startBuild(args, options).done;

/** Runs a build that holds still at `point` of its write (generate/output/write.ts), and kills it there with SIGKILL. */
async function killedAt(point: string, args: string[]): Promise<Outcome> {
  const build = startBuild(args, { env: { SITE_BUILD_PAUSE_AT: point } });
  await build.printed(new RegExp(`^${escapeRegExp(PAUSED_AT)}${point}$`, 'm'));
  build.child.kill('SIGKILL');
  return build.done;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A refusal: exit 1, a "✗" line saying why, no stack trace. */
function expectRefused(outcome: Outcome, reason: RegExp) {
  expect(outcome.code, outcome.stderr).toBe(1);
  expect(outcome.stderr).toMatch(reason);
  expect(outcome.stderr).not.toMatch(/^\s+at /m);
  expect(
    outcome.stderr
      .trim()
      .split('\n')
      .filter((line) => line.includes('✗')),
  ).toHaveLength(1);
}

const cacheDir = inject('cacheDir');
const site = tempSite();
/** The locksmith fixture: the kill, rewrite, overlap and output-folder cases build it some 50 times, where the real site would take longer each. */
const small = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });
const smallContent = (content = small.contentDir) => ['--content', content, '--assets', small.assetsDir];
let work: string;
beforeAll(async () => {
  work = site.dir;
  // The launcher's bundle made before any test, as a first `npm run build` would: the build run as
  // another user below may read it but not write it.
  expect((await buildCommand(['--help'])).code).toBe(0);
});

describe('a failed build', () => {
  // A folder of its own, so that what is beside the output is only what builds left there.
  const failing = tempSite();
  let before: Record<string, string>;
  let s3Before: string;
  beforeAll(async () => {
    await failing.build({ checkLinks: false });
    before = snapshot(failing.outDir);
    s3Before = await readFile(besidePath(failing.outDir, 's3-website.json'), 'utf8');
  });

  async function expectUntouched() {
    expect(snapshot(failing.outDir)).toEqual(before);
    expect(await readFile(besidePath(failing.outDir, 's3-website.json'), 'utf8')).toBe(s3Before);
    // No staging or backup folder is left beside it.
    expect((await readdir(failing.dir)).filter((name) => /^\.?dist\b/.test(name)).sort()).toEqual(besideOf('dist'));
  }

  it('leaves the previous output exactly as it was when content is malformed', async () => {
    const contentDir = await failing.contentWith('testimonials.json', ({ testimonials }) => ({
      testimonials: [{ ...testimonials[0], rating: 0 }],
    }));
    await expect(failing.build({ contentDir })).rejects.toThrow(BuildError);
    await expectUntouched();
  });

  it('leaves it as it was when two pages would share one file, naming both', async () => {
    const contentDir = await failing.contentWith('services.json', (services) => ({
      ...services,
      'garage-door-springs-repair-in-ventura': services['garage-door-springs-repair'],
    }));
    await expect(failing.build({ contentDir })).rejects.toThrow(
      /pages\/service\.json:\d+:\d+: inAreaMeta \(for garage-door-springs-repair in ventura\): \/services\/garage-door-springs-repair-in-ventura\/ is already the address of .*services\.json:\d+:\d+: \["garage-door-springs-repair-in-ventura"\]; rename one of them/,
    );
    await expectUntouched();
  });

  it('leaves it as it was when writing fails halfway', async () => {
    // "about" cannot be both a file and the folder of "about/index.html": the second write fails.
    const files = new Map([
      ['index.html', 'new site'],
      ['about/index.html', 'new about'],
      ['about', 'a file where a folder must be'],
    ]);
    await expect(writeOutput(files, failing.outDir)).rejects.toThrow(/EISDIR|EEXIST|ENOTDIR/);
    await expectUntouched();
  });

  it('replaces the output whole when the build succeeds', async () => {
    await writeOutput(new Map([['index.html', 'new site']]), failing.outDir);
    expect(Object.keys(snapshot(failing.outDir))).toEqual([OUTPUT_MARK, 'index.html']);
    expect(await readFile(path.join(failing.outDir, 'index.html'), 'utf8')).toBe('new site');
    await failing.build({ checkLinks: false });
    expect(snapshot(failing.outDir)).toEqual(before);
  });
});

describe('--out and --cache never point the build at what it did not make', () => {
  // A copy of the project, so that a build that got through would wipe the copy, not this checkout.
  let root: string;
  let before: Record<string, string>;
  beforeAll(async () => {
    root = path.join(work, 'project');
    for (const entry of ['generate.ts', 'generate', 'templates', 'content', 'assets', 'package.json', 'tsconfig.json', 'README.md']) {
      await cp(path.join(projectDir, entry), path.join(root, entry), { recursive: true });
    }
    await symlink(path.join(projectDir, 'node_modules'), path.join(root, 'node_modules'));
    await mkdir(path.join(root, 'notes'));
    await writeFile(path.join(root, 'notes/todo.txt'), 'call the spring supplier\n');
    // Folders named like the cache's own (one per extension), holding something else.
    await mkdir(path.join(root, 'letters/txt'), { recursive: true });
    await writeFile(path.join(root, 'letters/txt/to-the-supplier.txt'), 'Dear supplier,\n');
    // The copy's own launcher bundle, in its .cache/launch/, made before the project is recorded.
    expect((await buildCommand(['--help'], { root })).code).toBe(0);
    before = snapshot(root);
  });

  const cases: Array<[string, (root: string) => string, RegExp]> = [
    ['the content folder', () => 'content', /--out content: that is inside the content folder/],
    ['a folder inside content', () => 'content/pages', /--out content\/pages: that is inside the content folder/],
    ['the assets folder', () => 'assets', /--out assets: that is inside the assets folder/],
    ['the templates folder', () => 'templates', /--out templates: that is inside the templates folder/],
    ['the cache folder', () => '.cache/build', /--out \.cache\/build: that is inside the cache folder/],
    ['the project root', () => '.', /that folder holds the project itself/],
    ['the folder above the project', () => '..', /that folder holds the project itself/],
    ['the root of the file system', () => '/', /--out \/: that is the root of the file system/],
    ['the home folder', () => homedir(), /that is your home folder|that folder holds the project itself/],
    ['an existing file', () => 'README.md', /--out README\.md: that is a file, not a folder/],
    ['a non-empty folder the build did not make', () => 'notes', /--out notes: the folder is not empty and was not made by this build/],
    ['a link to the content folder', (root) => path.join(root, '../link-to-content'), /that is inside the content folder/],
  ];
  for (const [what, out, reason] of cases) {
    it(`refuses ${what}, before any work, and leaves it as it was`, async () => {
      if (what.startsWith('a link')) await symlink(path.join(root, 'content'), path.join(work, 'link-to-content'));
      const outcome = await buildCommand(['--out', out(root), '--cache', path.join(root, '.cache/build')], { root });
      expectRefused(outcome, reason);
      expect(snapshot(root)).toEqual(before);
    });
  }

  it('refuses a --cache that is a file, a source folder or a stranger folder, without blaming content', async () => {
    const out = path.join(work, 'cache-cases-out');
    expectRefused(await buildCommand(['--out', out, '--cache', 'README.md'], { root }), /--cache README\.md: that is a file, not a folder/);
    expectRefused(await buildCommand(['--out', out, '--cache', 'content'], { root }), /--cache content: that is inside the content folder/);
    expectRefused(
      await buildCommand(['--out', out, '--cache', 'notes'], { root }),
      /--cache notes: the folder holds files that are not the build cache's/,
    );
    expectRefused(
      await buildCommand(['--out', out, '--cache', 'letters'], { root }),
      /--cache letters: the folder holds files that are not the build cache's \(such as txt\)/,
    );
    expectRefused(await buildCommand(['--out', out, '--cache', path.join(out, 'cache')], { root }), /that folder holds the cache folder/);
    expect(snapshot(root)).toEqual(before);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses to replace a hand-written file where it writes beside the output (site.Caddyfile), or a folder there', async () => {
    const out = path.join(work, 'beside-out');
    await writeFile(`${out}.Caddyfile`, 'example.com {\n  root * /srv/site\n}\n');
    const build = () => buildCommand(['--out', out, '--cache', cacheDir]);
    expectRefused(await build(), /beside-out\.Caddyfile exists and was not written by this build/);
    expect(await readFile(`${out}.Caddyfile`, 'utf8')).toBe('example.com {\n  root * /srv/site\n}\n');
    await rm(`${out}.Caddyfile`);
    await mkdir(`${out}.nginx.conf`);
    expectRefused(await build(), /beside-out\.nginx\.conf is in the way of the file the build writes there, and is not a file/);
    expect(existsSync(out)).toBe(false);
  });

  it('rebuilds into a folder it made, and into an empty one', async () => {
    const out = path.join(work, 'empty-out');
    await mkdir(out);
    const args = ['--out', out, '--cache', cacheDir, ...smallContent()];
    expect((await buildCommand(args)).code).toBe(0);
    expect(existsSync(path.join(out, OUTPUT_MARK))).toBe(true);
    expect((await buildCommand(args)).code).toBe(0);
  });
});

describe('nothing damaged in the cache reaches the output', () => {
  const damaged = tempSite({ cache: 'copy' });
  let cache: string;
  let outDir: string;
  let good: Record<string, string>;
  const buildIt = () => damaged.build({ checkLinks: false });
  /**
   * The cache entries whose bytes are those of `file` in the output: the cache is a copy of the one all
   * test files share, where other builds may have stored the same bytes under other keys.
   */
  const entriesOf = async (file: string) => {
    const bytes = await readFile(path.join(outDir, file));
    // Entries are kept in one folder per extension.
    const names = (await readdir(cache, { recursive: true })).filter((name) => name !== 'CACHEDIR.TAG');
    const holding = [];
    for (const name of names) {
      // A folder where an entry was (a test's doing) holds no bytes.
      if (statSync(path.join(cache, name)).isFile() && (await readFile(path.join(cache, name))).equals(bytes))
        holding.push(path.join(cache, name));
    }
    if (holding.length === 0) throw new Error(`no cache entry holds ${file}`);
    return holding;
  };

  beforeAll(async () => {
    cache = damaged.cacheDir;
    outDir = damaged.outDir;
    await buildIt();
    good = snapshot(outDir);
  });

  /** A damaged page entry is never published: it is read, fails its digest, and the page is made again. */
  const expectPageMadeAgain = async () => {
    expect((await buildIt()).rendered).toBe(1);
    expect(snapshot(outDir)).toEqual(good);
  };

  it('makes a page again whose cache entry was emptied', async () => {
    for (const entry of await entriesOf('index.html')) await truncate(entry, 0);
    await expectPageMadeAgain();
  });

  it('encodes an image again whose cache entry was filled with random bytes', async () => {
    for (const entry of await entriesOf('icon-192.png')) {
      await writeFile(entry, Buffer.from(Array.from({ length: (await readFile(entry)).length }, (_, i) => (i * 7919) % 256)));
    }
    const result = await buildIt();
    expect(result.images.encoded).toBe(1);
    expect(snapshot(outDir)).toEqual(good);
  });

  it("does not publish another page put in the home page's entry", async () => {
    const about = await readFile(path.join(outDir, 'about/index.html'));
    // Put there as a new file: one written into in place is the output's own too (the next test).
    for (const entry of await entriesOf('index.html')) {
      await rm(entry);
      await writeFile(entry, about);
    }
    await expectPageMadeAgain();
  });

  it('measures an image again whose metadata entry was truncated, blaming nothing', async () => {
    const facts = (await readdir(cache, { recursive: true })).filter((name) => name.endsWith('.json'));
    expect(facts.length).toBeGreaterThan(0);
    for (const name of facts) await writeFile(path.join(cache, name), '{"format":"sv');
    await buildIt();
    expect(snapshot(outDir)).toEqual(good);
  });

  it('makes an entry again that was replaced by a folder', async () => {
    for (const entry of await entriesOf('about/index.html')) {
      await rm(entry);
      await mkdir(entry);
    }
    await buildIt();
    expect(snapshot(outDir)).toEqual(good);
  });

  it('keeps an edit made in dist/ in place out of the cache: the next build puts back the file, rendering nothing', async () => {
    const home = await entriesOf('index.html');
    const css = Object.keys(good).find((file) => file.endsWith('.css'))!;
    const card = Object.keys(good).find((file) => file.startsWith('assets/social/'))!;
    const cardEntries = await entriesOf(card);
    await writeFile(path.join(outDir, 'index.html'), 'x', { flag: 'a' });
    await writeFile(path.join(outDir, css), 'body{display:none}', { flag: 'a' });
    // The same size: only the bytes differ.
    const bytes = await readFile(path.join(outDir, card));
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    await writeFile(path.join(outDir, card), bytes);
    // The entries are as they were: nothing is made again, and the files come from them.
    expect((await buildIt()).rendered).toBe(0);
    expect(snapshot(outDir)).toEqual(good);
    expect(await entriesOf('index.html')).toEqual(home);
    expect(await entriesOf(card)).toEqual(cardEntries);
  });
});

describe('a build killed at any moment leaves the last complete site, or the new one', () => {
  let outDir: string;
  let siteA: Record<string, string>;
  let siteB: Record<string, string>;
  let s3A: string;
  let s3B: string;
  const argsA = (content?: string) => ['--out', outDir, '--cache', cacheDir, ...smallContent(content)];
  const argsB = () => [...argsA(), '--base-url', 'https://b.example'];
  /**
   * Site A, or B, built in this process, as the next build after a killed one is too: only the builds killed need a
   * process of their own (`npm run build`), and recovering what they left is build()'s, however it was started.
   */
  const setUp = (baseUrl?: string) => small.build({ outDir, ...(baseUrl && { baseUrl }) });
  const s3 = () => readFileSync(besidePath(outDir, 's3-website.json'), 'utf8');
  const beside = () => readdirSyncSorted(path.dirname(outDir)).filter((name) => name.includes('killed'));
  let failingContent: string;
  let oneChanged: string;

  beforeAll(async () => {
    outDir = path.join(work, 'killed');
    await setUp('https://b.example');
    siteB = snapshot(outDir);
    s3B = s3();
    await setUp();
    siteA = snapshot(outDir);
    s3A = s3();
    expect(siteA).not.toEqual(siteB);
    failingContent = await small.contentWith('areas.json', (areas) => ({
      ...areas,
      'santa-cruz': { ...areas['santa-cruz'], responseTime: 45 },
    }));
    oneChanged = await oneAreaChanged();
  });

  // Each test starts from site A, whatever the one before it left.
  beforeEach(async () => {
    await setUp();
    expect(snapshot(outDir)).toEqual(siteA);
  });

  /** The next build, one that fails on its content, still finishes what the killed one left (in this process, as `setUp`). */
  const failingBuild = () => expect(small.build({ outDir, contentDir: failingContent })).rejects.toThrow(BuildError);

  it('killed after staging: the old site stays, the staging folder is removed by the next build', async () => {
    expect((await killedAt('staged', argsB())).code).toBe(137);
    expect(snapshot(outDir)).toEqual(siteA);
    expect(beside().some((name) => name.includes('.building-'))).toBe(true);
    await failingBuild();
    expect(beside()).toEqual(besideOf('killed'));
  });

  it('killed between the two renames: the next build restores the last complete site before anything else', async () => {
    expect((await killedAt('swap', argsB())).code).toBe(137);
    expect(existsSync(outDir)).toBe(false);
    await failingBuild();
    expect(snapshot(outDir)).toEqual(siteA);
    expect(s3()).toBe(s3A);
    expect(beside()).toEqual(besideOf('killed'));
  });

  it('killed between the two renames: npm run preview puts the last complete site back when it starts', async () => {
    expect((await killedAt('swap', argsB())).code).toBe(137);
    expect(existsSync(outDir)).toBe(false);
    const preview = spawn(process.execPath, [...npmRun('preview'), '--dir', outDir, '--port', '0'], {
      cwd: projectDir,
    });
    try {
      let stdout = '';
      await new Promise<void>((resolve, reject) => {
        preview.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk;
          if (/Serving .* at (http:\S+)\//.test(stdout)) resolve();
        });
        preview.on('exit', (code) => reject(new Error(`preview ended (${code}) before serving: ${stdout}`)));
      });
      expect(stdout).toMatch(/killed\/ was missing after an interrupted build; restored the last complete site/);
      const url = /Serving .* at (http:\S+)\//.exec(stdout)![1]!;
      expect((await fetch(`${url}/`)).status).toBe(200);
      expect(snapshot(outDir)).toEqual(siteA);
      expect(beside()).toEqual(besideOf('killed'));
    } finally {
      preview.kill();
    }
  });

  it('killed after the site was swapped in: the next build moves its beside files in too', async () => {
    expect((await killedAt('beside', argsB())).code).toBe(137);
    expect(snapshot(outDir)).toEqual(siteB);
    expect(s3()).toBe(s3A);
    await failingBuild();
    expect(snapshot(outDir)).toEqual(siteB);
    expect(s3()).toBe(s3B);
    expect(beside()).toEqual(besideOf('killed'));
  });

  it('killed before removing the old site: the new one is in place and the old one goes with the next build', async () => {
    expect((await killedAt('cleanup', argsB())).code).toBe(137);
    expect(snapshot(outDir)).toEqual(siteB);
    expect(s3()).toBe(s3B);
    expect(beside().some((name) => name.includes('.previous-'))).toBe(true);
    await failingBuild();
    expect(beside()).toEqual(besideOf('killed'));
  });

  it('killed between the two renames of a build that changed one page: the next build puts the last complete site back whole', async () => {
    // The staging folder holds links to the files of the site it replaces.
    expect((await killedAt('swap', argsA(oneChanged))).code).toBe(137);
    expect(existsSync(outDir)).toBe(false);
    await failingBuild();
    expect(snapshot(outDir)).toEqual(siteA);
    expect(beside()).toEqual(besideOf('killed'));
  });

  it('killed holding the lock, and the next build comes a minute later: it takes the lock over all the same', async () => {
    expect((await killedAt('cleanup', argsB())).code).toBe(137);
    // The lock as a later build finds it: made a minute ago, by a process that is gone.
    const lock = path.join(path.dirname(outDir), '.killed.lock');
    const past = new Date(Date.now() - 60_000);
    await utimes(lock, past, past);
    await setUp();
    expect(snapshot(outDir)).toEqual(siteA);
    expect(beside()).toEqual(besideOf('killed'));
  });
});

describe('the next build writes what changed, and puts back what was changed by hand', () => {
  let outDir: string;
  let siteA: Record<string, string>;
  let oneChanged: string;
  /** The next build, in this process: what it writes does not depend on how it was started (launch.test.ts). */
  const buildA = (contentDir?: string) => small.build({ outDir, ...(contentDir && { contentDir }) });
  /** Each file's inode and time, and the output folder's own inode (a swap gives it a new one). */
  const stamps = () =>
    Object.fromEntries(
      ['.', ...fg.sync('**/*', { cwd: outDir, dot: true })].map((file) => {
        const { ino, mtimeMs } = statSync(path.join(outDir, file));
        return [file, `${ino} ${mtimeMs}`];
      }),
    );

  beforeAll(async () => {
    outDir = path.join(work, 'edited');
    oneChanged = await oneAreaChanged();
    await buildA();
    siteA = snapshot(outDir);
  });

  // Each test starts from site A, whatever the one before it left.
  beforeEach(async () => {
    await buildA();
    expect(snapshot(outDir)).toEqual(siteA);
  });

  it('writes nothing when nothing changed: every file keeps its inode and its time', async () => {
    const before = stamps();
    await buildA();
    expect(stamps()).toEqual(before);
  });

  it('writes only what changed: every other file is the one the output held, with its time, so `aws s3 sync` skips it', async () => {
    const [bytes, before] = [snapshot(outDir), stamps()];
    await buildA(oneChanged);
    const after = stamps();
    const changed = Object.entries(snapshot(outDir)).filter(([file, hash]) => bytes[file] !== hash);
    expect(changed.map(([file]) => file)).toContain('service-areas/santa-cruz/index.html');
    for (const [file, stamp] of Object.entries(after)) {
      if (file === '.' || changed.some(([name]) => name === file)) expect(stamp, file).not.toBe(before[file]);
      else expect(stamp, file).toBe(before[file]);
    }
  });

  it('puts back every file changed, deleted or added by hand, whatever its time says', async () => {
    const at = (file: string) => path.join(outDir, file);
    const [card, otherCard] = Object.keys(siteA).filter((file) => file.startsWith('assets/social/'));
    const image = Object.keys(siteA).find((file) => file.startsWith('assets/') && file.endsWith('.svg'))!;
    // Each alone, then a build: one edit the build did not notice would survive it.
    const edits: Array<[string, () => Promise<void>]> = [
      ['a page replaced by a new file', () => rm(at('index.html')).then(() => writeFile(at('index.html'), '<p>edited by hand</p>'))],
      ['the sitemap edited in place', () => writeFile(at('sitemap.xml'), '<!-- edited -->', { flag: 'a' })],
      [
        'robots.txt given other bytes of its size, and its time back',
        async () => {
          const { atime, mtime } = statSync(at('robots.txt'));
          await writeFile(at('robots.txt'), (await readFile(at('robots.txt'), 'utf8')).replace(/[a-z]/, '#'));
          await utimes(at('robots.txt'), atime, mtime);
        },
      ],
      ['a page deleted', () => rm(at('about/index.html'))],
      ['an image deleted', () => rm(at(image))],
      ['a card made a link to another card', () => rm(at(card!)).then(() => link(at(otherCard!), at(card!)))],
      ['a file added', () => writeFile(at('notes.txt'), 'call the supplier\n')],
      ['an empty folder added', () => mkdir(at('drafts'))],
    ];
    for (const [edit, make] of edits) {
      await make();
      await expect(buildA(), edit).resolves.toBeTruthy();
      expect(snapshot(outDir), edit).toEqual(siteA);
      expect(existsSync(at('drafts')), edit).toBe(false);
    }
  });
});

describe('builds that overlap', () => {
  // The small site: what is proven is the lock, which is the same for a site of any size.
  it('take turns on the same output: the second waits for the first to finish its swap, then both succeed', async () => {
    const outDir = path.join(work, 'raced');
    const args = ['--out', outDir, '--cache', cacheDir, ...smallContent()];
    expect((await buildCommand(args)).code).toBe(0);
    const expected = snapshot(outDir);
    // The first build (of another site: one with nothing new to write swaps nothing) holds still
    // between the two renames of its swap, when there is no output folder, until the second has
    // started and is waiting for the lock.
    const first = startBuild([...args, '--base-url', 'https://b.example'], { env: { SITE_BUILD_PAUSE_AT: 'swap' } });
    await first.printed(/^Paused .* at swap$/m);
    expect(existsSync(outDir)).toBe(false);
    const second = startBuild(args, { quiet: false });
    await second.printed(/^Waiting for another build that is writing .*raced\/ …$/m);
    first.child.kill('SIGUSR2');
    const outcomes = await Promise.all([first.done, second.done]);
    for (const outcome of outcomes) {
      expect(outcome.code, outcome.stderr).toBe(0);
      expect(outcome.stderr).not.toMatch(/ENOTEMPTY|^\s+at /m);
    }
    expect(snapshot(outDir)).toEqual(expected);
    expect(readdirSyncSorted(work).filter((name) => name.includes('raced'))).toEqual(besideOf('raced'));
  });

  it('leave no lock behind, so the next starts at once', async () => {
    const outDir = path.join(work, 'held');
    const args = ['--out', outDir, '--cache', cacheDir, ...smallContent()];
    const first = startBuild(args, { env: { SITE_BUILD_PAUSE_AT: 'staged' } });
    await first.printed(/^Paused .* at staged$/m);
    expect(existsSync(path.join(work, '.held.lock'))).toBe(true);
    first.child.kill('SIGUSR2');
    expect((await first.done).code).toBe(0);
    expect(readdirSyncSorted(work).filter((name) => name.includes('held'))).toEqual(besideOf('held'));
    const next = await buildCommand(args, { quiet: false });
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).not.toMatch(/Waiting for another build/);
  });
});

const isRoot = process.getuid?.() === 0;
if (!isRoot) {
  // Mounting a small disk and running a build as another user need root; under CI, not being root fails the run.
  const message = 'the full-disk, permission and mount-point tests need root: run the tests as root (.ci/run does)';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n  ⚠⚠⚠ SKIPPED: ${message}\n`);
}

describe.runIf(isRoot)('conditions a user can cause get one line, not a stack trace', () => {
  // The small site where the condition is met in the output folder, which a site of any size meets alike; the cards'
  // disk below keeps the real site, whose cache the run's global setup has made whole.
  it('a full disk (ENOSPC)', async () => {
    const disk = path.join(work, 'small-disk');
    await mkdir(disk);
    // A quarter of the small site's output.
    await run('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk]);
    try {
      const outcome = await buildCommand(['--out', path.join(disk, 'site'), '--cache', cacheDir, ...smallContent()]);
      expectRefused(outcome, /✗ no space left on the disk while writing .*small-disk.*; free some space/);
      expect(readdirSyncSorted(disk)).toEqual([]);
    } finally {
      await run('umount', [disk]);
    }
  });

  it('a full disk under the cache while the social cards are written into it (ENOSPC)', async () => {
    // The run's cache (the real site built once) without its cards, on a disk with room for about
    // two of them: only the cards are written.
    // Copied first and measured as copied: other test files' builds write into the shared cache meanwhile.
    const withoutCards = path.join(work, 'cache-without-cards');
    await copyOfSharedCache(withoutCards, (entry) => !entry.endsWith('.jpg'));
    const disk = path.join(work, 'small-cache-disk');
    await mkdir(disk);
    const kept = (await readdir(withoutCards, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const used = kept.reduce((kb, entry) => kb + Math.ceil(statSync(path.join(entry.parentPath, entry.name)).size / 4096) * 4, 64);
    await run('mount', ['-t', 'tmpfs', '-o', `size=${used + 128}k`, 'tmpfs', disk]);
    try {
      await cp(withoutCards, disk, { recursive: true });
      const outcome = await buildCommand(['--out', path.join(work, 'cards'), '--cache', disk]);
      expectRefused(
        outcome,
        /✗ no space left on the disk while writing .*small-cache-disk\/jpg\/[0-9a-f]{64}\.[0-9a-f]{16}\.jpg; free some space/,
      );
    } finally {
      await run('umount', [disk]);
    }
  });

  it('a folder the build may not write (EACCES)', async () => {
    const locked = path.join(work, 'locked');
    await mkdir(locked);
    await chmod(work, 0o755);
    // Someone else's folder: the build runs as "nobody", with a cache of its own it may write.
    const ownCache = path.join(work, 'nobody-cache');
    await copyOfSharedCache(ownCache);
    await run('chown', ['-R', '65534:65534', ownCache]);
    const outcome = await buildCommand(['--out', path.join(locked, 'site'), '--cache', ownCache, ...smallContent()], {
      uid: 65534,
      env: { HOME: work },
    });
    expectRefused(outcome, /✗ not allowed to write or read .*locked.*; check the folder's owner and permissions/);
  });

  it('an output folder that is a mount point (EBUSY)', async () => {
    const mounted = path.join(work, 'mounted');
    await mkdir(mounted);
    await run('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mounted]);
    try {
      await writeFile(path.join(mounted, OUTPUT_MARK), 'a previous build\n');
      const outcome = await buildCommand(['--out', mounted, '--cache', cacheDir, ...smallContent()]);
      expectRefused(outcome, /✗ .*mounted is busy \(a mount point, or open in another program\)/);
      expect(readdirSyncSorted(mounted)).toEqual([OUTPUT_MARK]);
    } finally {
      await run('umount', [mounted]);
    }
  });
});

/** A copy of the content where one city's description says something new: its page changes, and few others. */
function oneAreaChanged(): Promise<string> {
  return small.contentWith('areas.json', (areas) => {
    areas['santa-cruz'].description[1] = 'Santa Cruz homes near the harbor get a rust check on every visit.';
  });
}

function readdirSyncSorted(dir: string): string[] {
  return fg.sync('*', { cwd: dir, dot: true, onlyFiles: false }).sort();
}
