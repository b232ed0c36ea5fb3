/**
 * What keeps a build of thousands of pages within its memory: files are read and written a few dozen
 * at a time, never all at once, and the link check keeps what each page refers to, not its text.
 * Counted, never timed: the benchmark measures the memory itself (npm run bench, 1,000 cities).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildCache } from '../../generate/cache/build-cache.ts';
import type { BuildError } from '../../generate/errors.ts';
import { LinkCheck } from '../../generate/output/links.ts';
import { writeOutput, writing } from '../../generate/output/write.ts';
import { loadContent } from '../../generate/content/load.ts';
import { pageContentFiles } from '../../generate/page-types/index.ts';
import { buildRoutes } from '../../generate/pages/routes.ts';
import { judgePages, rendering } from '../../generate/render/render.ts';
import { stubSite, testChrome } from '../helpers/chrome.ts';
import { npmRunBuild, npmRunBuildEnv } from '../helpers/build-command.ts';
import { writeScaledContent } from '../helpers/scale.ts';
import { contentDir, projectDir } from '../helpers/site.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'memory-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/**
 * The limit performance.md states ("Memory stays flat"): "Files pass a gate of 32 at a time when
 * read or written, and so do pages being rendered", read from that sentence.
 */
const AT_A_TIME = (() => {
  const docs = readFileSync(path.join(projectDir, 'docs', 'performance.md'), 'utf8');
  const stated = /Files pass a gate of (\d+) at a time when read or written, and so do pages\s+being rendered/.exec(docs);
  if (!stated) throw new Error('docs/performance.md no longer states how many files and pages are in flight at a time');
  return Number(stated[1]);
})();
const MANY = 10 * AT_A_TIME;

describe('files in flight', () => {
  it(`reads at most ${AT_A_TIME} cache entries at a time, however many are asked for at once`, async () => {
    const dir = path.join(work, 'cache');
    const keys = Array.from({ length: MANY }, (_, i) => BuildCache.key(`page ${i}`));
    const first = new BuildCache(dir);
    await Promise.all(keys.map((key, i) => first.text(key, 'html', async () => `<p>page ${i}</p>`)));
    const second = new BuildCache(dir);
    const texts = await Promise.all(keys.map((key) => second.text(key, 'html', () => Promise.reject(new Error('not cached')))));
    expect(texts[7]).toBe('<p>page 7</p>');
    expect(second.reading.peak).toBeGreaterThan(1);
    expect(second.reading.peak).toBeLessThanOrEqual(AT_A_TIME);
  });

  it(`writes at most ${AT_A_TIME} output files at a time`, async () => {
    const files = new Map(Array.from({ length: MANY }, (_, i) => [`page-${i}/index.html`, `<p>${i}</p>`]));
    const outDir = path.join(work, 'out');
    await writeOutput(files, outDir);
    expect((await readdir(outDir)).length).toBe(MANY + 1);
    expect(writing.peak).toBeGreaterThan(1);
    expect(writing.peak).toBeLessThanOrEqual(AT_A_TIME);
  });
});

describe('pages in the making', () => {
  // 50 cities: 362 pages, over ten times as many as render at once; twice as many would prove no more.
  it(`renders at most ${AT_A_TIME} pages at a time, and hands each one's text on instead of keeping it (362 pages)`, async () => {
    const scaled = path.join(work, 'content-50');
    await writeScaledContent(contentDir, scaled, 50);
    const loaded = await loadContent(scaled, path.join(projectDir, 'assets'), pageContentFiles);
    const site = stubSite(loaded);
    const routes = buildRoutes(site);
    const handed = new Set<string>();
    const { pages, rendered } = await judgePages({
      routes,
      chrome: testChrome(site, routes),
      baseUrl: loaded.content.site.baseUrl,
      perRoute: {
        structuredData: () => [],
        socialImage: () => ({ url: 'https://example.com/card.jpg', width: 1200, height: 630, alt: '' }),
      },
      maxSimilarity: 0.5,
      language: 'en-US',
      cache: new BuildCache(path.join(work, 'render-cache')),
      onPage: (file, text) => {
        expect(text).toMatch(/^<!DOCTYPE html>/);
        handed.add(file);
      },
    }).then((judged) => judged.renderDocuments(judged.routes));
    expect(rendered).toBe(362);
    expect(rendered).toBeGreaterThan(MANY);
    // Every page's text, the 404 page's twice (it is 404.html too).
    expect(handed).toEqual(new Set(pages.keys()));
    expect([...pages.values()].every((page) => typeof page === 'object' && 'copyOf' in page)).toBe(true);
    expect(rendering.peak).toBeGreaterThan(1);
    expect(rendering.peak).toBeLessThanOrEqual(AT_A_TIME);
  });
});

describe('the link check', () => {
  it('takes pages one at a time and still finds every broken link and fragment', () => {
    const links = new LinkCheck();
    const page = (main: string) =>
      `<!DOCTYPE html><html><head></head><body><header><a href="/">Home</a></header><main id="main">${main}</main><footer></footer></body></html>`;
    links.add('index.html', page('<a href="/about/#team">Team</a>'));
    const about = page('<h2 id="story">Story</h2><a href="/gone/">Gone</a>');
    links.add('about/index.html', about);
    links.add('404.html', about);
    try {
      links.check(new Set(['index.html', 'about/index.html', '404.html']));
      expect.unreachable();
    } catch (error) {
      expect((error as BuildError).problems).toEqual(['broken link to /about/#team on /', 'broken link to /gone/ on /404.html, /about/']);
    }
  });
});

describe("glibc's allocator", () => {
  it('is held to its starting mmap threshold by npm run build and dev, and the benchmark times the build so', () => {
    const stated = /set\s+`(MALLOC_MMAP_THRESHOLD_)=(\d+)`/.exec(readFileSync(path.join(projectDir, 'docs', 'performance.md'), 'utf8'));
    if (!stated) throw new Error('docs/performance.md no longer states the allocator setting');
    const { scripts } = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toBe(`${stated[1]}=${stated[2]} node ${path.relative(projectDir, npmRunBuild()[0]!)} build`);
    expect(scripts.dev).toMatch(new RegExp(`^${stated[1]}=${stated[2]} exec node `));
    expect(npmRunBuildEnv()).toEqual({ [stated[1]!]: stated[2] });
  });
});

describe("V8's heap", () => {
  it('is held by npm run build to grow by the share performance.md states past what was live', async () => {
    const stated = /`--heap-growing-percent=(\d+)`/.exec(readFileSync(path.join(projectDir, 'docs', 'performance.md'), 'utf8'));
    if (!stated) throw new Error('docs/performance.md no longer states how far the heap may grow');
    const { HEAP_GROWING_PERCENT } = await import('../../generate/cli/build.ts');
    expect(HEAP_GROWING_PERCENT).toBe(Number(stated[1]));
    const source = readFileSync(path.join(projectDir, 'generate', 'cli', 'build.ts'), 'utf8');
    expect(source).toMatch(/v8\.setFlagsFromString\(`--heap-growing-percent=\$\{HEAP_GROWING_PERCENT\}`\)/);
  });
});
