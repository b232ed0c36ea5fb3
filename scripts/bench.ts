/**
 * `npm run bench`: the figures, printed (never a timed test). Builds run as child processes, as the
 * owner runs them, so wall times include starting Node. Every build, the project's and the peers',
 * is of the real site with photos where it has illustrations, as a real business has
 * (scripts/bench-content.ts).
 *
 *   1. The real site in English and Spanish, and the same in English alone: a cold build (empty
 *      cache) and warm builds of each; time per stage; ms per page; the two side by side.
 *   2. Bytes per page: HTML, CSS and JS gzipped, median and worst.
 *   3. Lighthouse (mobile preset, Debian's Chromium) on the home page, a service-in-city page and
 *      the contact page: the four category scores and FCP, LCP, CLS, TBT.
 *   4. Scale: the business in 100 cities (712 pages), cold and warm, against the six-city site.
 *   5. The business in 1,000 cities (7,000+ pages): a cold build, then warm ones, with peak memory.
 *   6. The business with 200 articles and a gallery of 300 photos (scripts/bench-own-pages.ts).
 *
 * `npm run bench -- --no-lighthouse` skips step 3; `--no-1000` skips step 5 (its cold build takes minutes), `--no-own-pages` step 6.
 * `npm run bench -- --peers` runs only the comparison with Astro and Eleventy (scripts/bench-peers.ts)
 * at 54 and 712 pages, `--rounds N` alternating rounds of each (default 5); `--same-node` runs the
 * project on the peers' Node 22 instead of the machine's. The peers build the main language's pages
 * alone (scripts/peer-site.ts), so the project builds the content in English alone there too.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import type { BuildResult } from '../generate.ts';
import { redirectTableFor, startPreviewServer } from '../generate/serve/preview.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/helpers/browser.ts';
import { npmRunBuildEnv } from '../test/helpers/build-command.ts';
import { writeScaledContent } from '../test/helpers/scale.ts';
import { writeMainLanguageContent, writePhotoSite } from './bench-content.ts';
import { comparePeers } from './bench-peers.ts';
import { OWN_PAGES_SCALE, writeOwnPagesContent } from './bench-own-pages.ts';
import { projectDir } from '../test/helpers/site.ts';

const run = promisify(execFile);

/**
 * Every build, the project's and the peers', runs without NODE_EXTRA_CA_CERTS. This machine sets it
 * for every process (a 200 KB bundle of certificates), and Node 20 reads and parses that file as it
 * starts: `node -e 0` takes 0.13 s with it and 0.04 s without. Node 22, which the peers run on,
 * reads it only when a TLS connection is made. No build host sets it, and a build makes no
 * connection, so it would time this machine's set-up, not a build.
 */
const extraCertificates = process.env.NODE_EXTRA_CA_CERTS;
delete process.env.NODE_EXTRA_CA_CERTS;
const withLighthouse = !process.argv.includes('--no-lighthouse');
const with1000 = !process.argv.includes('--no-1000');
const withOwnPages = !process.argv.includes('--no-own-pages');
const WARM_RUNS = 5;
const withPeers = process.argv.includes('--peers');
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5;

/**
 * The benchmark's site: content/ and assets/ with photos (scripts/bench-content.ts), and the build's
 * flags for them; `englishDir` is the same content in English alone.
 */
type Photos = { contentDir: string; englishDir: string; assetsDir: string; args: string[] };

type Timed = { wallMs: number; result: BuildResult & { peakMemoryBytes: number; cpuMs: number } };

/** One build as the owner runs it (`npm run build`, which runs generate/cli/launch.mjs), timed from outside. */
async function timedBuild(args: string[]): Promise<Timed> {
  const start = performance.now();
  const { stdout } = await run(process.execPath, ['generate/cli/launch.mjs', 'build', '--json', ...args], {
    cwd: projectDir,
    env: { ...process.env, ...npmRunBuildEnv() },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { wallMs: performance.now() - start, result: JSON.parse(stdout) as Timed['result'] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printStages(result: BuildResult) {
  for (const { name, ms } of result.stages) console.log(`      ${name.padEnd(14)} ${Math.round(ms).toString().padStart(6)} ms`);
}

/** A cold build, then warm ones; the warm figure is the median of their wall times. */
async function coldAndWarm(label: string, args: string[], warmRuns = WARM_RUNS) {
  const cold = await timedBuild(args);
  const warm: Timed[] = [];
  for (let i = 0; i < warmRuns; i++) warm.push(await timedBuild(args));
  const warmMedian = median(warm.map((w) => w.wallMs));
  const typical = warm.find((w) => w.wallMs === warmMedian)!;
  const pages = cold.result.pages;
  console.log(`\n${label}: ${pages} pages`);
  console.log(
    `  cold (empty cache): ${seconds(cold.wallMs)} wall, ${cold.result.images.encoded} images encoded, ${cold.result.socialCards.encoded} social cards drawn, ${cold.result.rendered} pages rendered`,
  );
  printStages(cold.result);
  console.log(
    `  warm (median of ${warmRuns}): ${seconds(warmMedian)} wall (runs: ${warm.map((w) => (w.wallMs / 1000).toFixed(2)).join(', ')}), ${(warmMedian / pages).toFixed(2)} ms per page`,
  );
  printStages(typical.result);
  const peak = (runs: Timed[]) => Math.max(...runs.map((run) => run.result.peakMemoryBytes));
  console.log(`  peak memory (resident): cold ${mib(peak([cold]))}, warm ${mib(peak(warm))}`);
  return {
    label,
    pages,
    coldMs: cold.wallMs,
    coldCpuMs: cold.result.cpuMs,
    warmMs: warmMedian,
    warmCpuMs: typical.result.cpuMs,
    peakBytes: Math.max(peak([cold]), peak(warm)),
  };
}

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

/** One row per site: how the cost grows with the number of pages. */
function printRows(title: string, rows: Array<Awaited<ReturnType<typeof coldAndWarm>>>) {
  console.log(`\n${title} (wall, with CPU time in brackets; per page; peak resident memory of the build process, threads included)`);
  console.log('  | site | pages | cold | cold per page | warm | warm per page | peak memory |');
  console.log('  | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `  | ${row.label} | ${row.pages} | ${seconds(row.coldMs)} (CPU ${seconds(row.coldCpuMs)}) | ${(row.coldMs / row.pages).toFixed(1)} ms | ${seconds(row.warmMs)} (CPU ${seconds(row.warmCpuMs)}) | ${(row.warmMs / row.pages).toFixed(2)} ms | ${mib(row.peakBytes)} |`,
    );
  }
}

/** HTML, CSS and JS of every page, gzipped as a host serves them. */
function pageBytes(siteDir: string) {
  const gz = (file: string) => gzipSync(readFileSync(path.join(siteDir, file))).length;
  const pages = fg.sync('**/index.html', { cwd: siteDir }).map((file) => ({ file, bytes: gz(file) }));
  pages.sort((a, b) => a.bytes - b.bytes);
  const css = fg.sync('assets/styles-*.css', { cwd: siteDir }).map(gz);
  const js = fg.sync('assets/site-*.js', { cwd: siteDir }).map(gz);
  return { median: pages[Math.floor(pages.length / 2)]!, worst: pages[pages.length - 1]!, css: css[0]!, js: js[0]! };
}

function printBytes(label: string, bytes: ReturnType<typeof pageBytes>) {
  console.log(`\nBytes per page, gzipped (${label})`);
  console.log(`  HTML  median ${kib(bytes.median.bytes)} (${bytes.median.file}), worst ${kib(bytes.worst.bytes)} (${bytes.worst.file})`);
  console.log(`  CSS   ${kib(bytes.css)} (one file, cached across pages)`);
  console.log(`  JS    ${bytes.js} bytes (one deferred file)`);
  console.log("  For scale: the old app's stack alone (React, React Router, TanStack Query, Radix, sonner, lucide, helmet)");
  console.log(`  bundles to about 390 KB of JavaScript, 122 KB gzipped; this site ships ${bytes.js} bytes.`);
}

async function lighthouseFigures(work: string, photos: Photos) {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\nLighthouse: skipped, no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
    return;
  }
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  // Built for the address it is served from, so canonical URLs and the page's origin agree.
  const port = 4600 + Math.floor(Math.random() * 300);
  const siteDir = path.join(work, 'lighthouse-site');
  await run(
    process.execPath,
    ['--import', 'tsx', 'generate/cli/build.ts', ...photos.args, '--out', siteDir, '--base-url', `http://127.0.0.1:${port}`, '--quiet'],
    { cwd: projectDir },
  );
  const redirects = await redirectTableFor(photos.contentDir, photos.assetsDir, siteDir);
  const { server, url } = await startPreviewServer({ siteDir, redirects, port });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  console.log('\nLighthouse (mobile preset: simulated slow 4G and a mid-range phone), served compressed as hosts do');
  try {
    for (const page of [
      '/',
      '/services/garage-door-springs-repair-in-oxnard/',
      '/contact/',
      '/es/servicios/reparacion-de-resortes-en-oxnard/',
    ]) {
      const lhr = (await lighthouse(url + page, { port: chrome.port, output: 'json', logLevel: 'error' }))!.lhr;
      const scores = Object.values(lhr.categories).map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      console.log(`  ${page}`);
      console.log(`      ${scores.join(', ')}`);
      console.log(
        `      FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, CLS ${metric('cumulative-layout-shift')}, TBT ${metric('total-blocking-time')}`,
      );
      for (const id of ['uses-responsive-images', 'modern-image-formats']) {
        const audit = lhr.audits[id];
        if (audit) console.log(`      ${audit.title}: ${audit.score === 1 ? 'passed' : `failed (${audit.displayValue ?? ''})`}`);
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
}

/** Steps 1 to 5: the project's own figures. */
async function ownFigures(work: string, photos: Photos) {
  const english = await coldAndWarm('The real site in English alone', [
    '--content',
    photos.englishDir,
    '--assets',
    photos.assetsDir,
    '--out',
    path.join(work, 'site-english'),
    '--cache',
    path.join(work, 'cache-english'),
  ]);
  const realOut = path.join(work, 'site');
  const real = await coldAndWarm('The real site in English and Spanish', [
    ...photos.args,
    '--out',
    realOut,
    '--cache',
    path.join(work, 'cache-real'),
  ]);
  printRows('The real site in one language and in two', [
    { ...english, label: 'English' },
    { ...real, label: 'English and Spanish' },
  ]);
  printBytes('the real site', pageBytes(realOut));

  if (withLighthouse) await lighthouseFigures(work, photos);

  const scaledContent = path.join(work, 'content-100');
  await writeScaledContent(photos.contentDir, scaledContent, 100);
  const scaledOut = path.join(work, 'site-100');
  const scaled = await coldAndWarm('The business in 100 cities (6 real + 94 synthetic)', [
    '--assets',
    photos.assetsDir,
    '--content',
    scaledContent,
    '--out',
    scaledOut,
    '--cache',
    path.join(work, 'cache-100'),
  ]);
  printBytes('100 cities', pageBytes(scaledOut));

  const rows = [
    { ...real, label: 'real site (6 cities)' },
    { ...scaled, label: '100 cities' },
  ];
  if (with1000) {
    const content1000 = path.join(work, 'content-1000');
    await writeScaledContent(photos.contentDir, content1000, 1000);
    const big = await coldAndWarm(
      'The business in 1,000 cities (6 real + 994 synthetic)',
      [
        '--assets',
        photos.assetsDir,
        '--content',
        content1000,
        '--out',
        path.join(work, 'site-1000'),
        '--cache',
        path.join(work, 'cache-1000'),
      ],
      3,
    );
    rows.push({ ...big, label: '1,000 cities' });
  }
  if (withOwnPages) {
    const own = await writeOwnPagesContent(path.join(projectDir, 'content'), path.join(projectDir, 'assets'), path.join(work, 'own-pages'));
    const figures = await coldAndWarm(
      `The real site with ${OWN_PAGES_SCALE.articles} articles and a gallery of ${OWN_PAGES_SCALE.jobs * 2} photos`,
      ['--content', own.content, '--assets', own.assets, '--out', path.join(work, 'site-own'), '--cache', path.join(work, 'cache-own')],
      3,
    );
    rows.push({ ...figures, label: `${OWN_PAGES_SCALE.articles} articles, ${OWN_PAGES_SCALE.jobs * 2} photos` });
  }
  printRows('Scale', rows);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
try {
  console.log(
    `Benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
  );
  if (extraCertificates) console.log(`Builds run without NODE_EXTRA_CA_CERTS (${extraCertificates}): Node 20 reads it as it starts.`);

  // One untimed build first: the first run after a code change bundles the command
  // (generate/cli/launch.mjs), once, not on every build; the figures are the builds' own.
  await timedBuild(['--out', path.join(work, 'first-run'), '--cache', path.join(work, 'first-run-cache')]);
  const site = await writePhotoSite(projectDir, path.join(work, 'photo-site'));
  const englishDir = path.join(work, 'photo-site', 'content-english');
  await writeMainLanguageContent(site.contentDir, englishDir);
  const photos = { ...site, englishDir, args: ['--content', site.contentDir, '--assets', site.assetsDir] };

  if (withPeers) {
    // The peers build the English pages alone: so does the project, from the same content.
    const scaledContent = path.join(work, 'content-100');
    await writeScaledContent(photos.englishDir, scaledContent, 100);
    await comparePeers(
      work,
      [
        { label: 'real site', contentDir: photos.englishDir },
        { label: '100 cities', contentDir: scaledContent },
      ],
      photos.assetsDir,
      rounds,
    );
  } else {
    await ownFigures(work, photos);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
