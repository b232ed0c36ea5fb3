/**
 * `npm run dev` as the owner uses it: edit a content file, see the page change; make a mistake,
 * see it named in the browser while the last good page stays up; fix it, see the page come back.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { appendFile, cp, mkdir, open, readFile, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { devOutDirFor } from '../../generate/folders.ts';
import { PAUSED_AT } from '../../generate/output/write.ts';
import { startDevServer, type DevServer } from '../../generate/serve/dev.ts';
import { chromiumInstalled, connectChromium, warnIfNoChromium } from '../helpers/browser.ts';
import { editContent, htmlFiles, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

// The browser test below needs Chromium: under CI its absence fails the file, as in every browser test file.
warnIfNoChromium();

const temp = tempSite({ copy: ['content', 'assets'] });
/** A copy of templates/ as the stylesheet's and script's folder, edited by the tests: other test files build with the project's own. */
const stylesDir = () => temp.at('templates');
let contentDir: string;
let dev: DevServer;
const events: Array<{ event: string; data: string }> = [];
/** Called with each event as it arrives. */
const eventListeners = new Set<(event: { event: string; data: string }) => void>();
let stream: AbortController;

/** Waits for the next server-sent event of a kind, counting from now. */
function nextEvent(kind: string, timeoutMs = 30_000): Promise<string> {
  const start = events.length;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      eventListeners.delete(listener);
      reject(new Error(`no "${kind}" event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(start))}`));
    }, timeoutMs);
    const listener = ({ event, data }: { event: string; data: string }) => {
      if (event !== kind) return;
      eventListeners.delete(listener);
      clearTimeout(timer);
      resolve(data);
    };
    eventListeners.add(listener);
  });
}

/** Reads the dev server's event stream the way EventSource does. */
async function listen(url: string) {
  stream = new AbortController();
  const response = await fetch(`${url}/__dev/events`, { signal: stream.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (!event) continue;
          events.push({ event, data });
          for (const listener of eventListeners) listener({ event, data });
        }
      }
    } catch {
      // aborted when the tests end
    }
  })();
}

/** The dev server's builders: this process's children running dev-builder.ts (Linux's /proc), known by their ids. */
function builderPids(): string[] {
  return readdirSync('/proc').filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      return parent === String(process.pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dev-builder.ts');
    } catch {
      // not a process, or one that has ended
      return false;
    }
  });
}

const homeJson = () => path.join(contentDir, 'pages/home.json');
const editHome = (edit: (home: any) => void) => editContent(contentDir, 'pages/home.json', edit);
const heading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${dev.url}/`)).text())?.[1];
/** Waits for the served page to show a heading: a save that is never rebuilt fails here. */
async function servedHeading(expected: string, timeoutMs = 20_000): Promise<void> {
  let last: string | undefined;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    last = await heading();
    if (last === expected) return;
  }
  throw new Error(`the page still shows "${last}" ${timeoutMs} ms after the save of "${expected}"`);
}
const devOptions = () => ({
  contentDir,
  assetsDir: temp.assetsDir,
  stylesAndScriptDir: stylesDir(),
  outDir: temp.at('dev-site'),
  cacheDir: temp.cacheDir,
  log: (line: string) => logged.push(line),
  // The lines a save prints are checked whole: no "still building" line in them, however busy the machine.
  slowAfterMs: 600_000,
});
/** What the dev server printed, and what it printed for its first build. */
const logged: string[] = [];
let firstBuildLog: string[] = [];

beforeAll(async () => {
  contentDir = temp.contentDir;
  await cp(path.join(projectDir, 'templates'), stylesDir(), { recursive: true });
  // Where styles.css's `@import "tailwindcss"` is found from the copy.
  await symlink(path.join(projectDir, 'node_modules'), temp.at('node_modules'));
  dev = await startDevServer(devOptions());
  await dev.settled();
  firstBuildLog = [...logged];
  await listen(dev.url);
});
afterAll(async () => {
  stream?.abort();
  await dev?.close();
});

describe('npm run dev', () => {
  it('serves the site with its reload script, which npm run build never writes into dist/', async () => {
    const html = await (await fetch(`${dev.url}/`)).text();
    expect(html).toContain('<script src="/__dev/client.js" defer></script>');
    expect(await heading()).toBe('Fast, Reliable Garage Door Solutions in Ventura');
    expect((await fetch(`${dev.url}/__dev/client.js`)).status).toBe(200);
    const siteDir = inject('siteDir');
    for (const file of htmlFiles(siteDir)) expect(readFileSync(path.join(siteDir, file), 'utf8'), file).not.toContain('__dev');
  });

  it('applies the site’s redirects, like the preview server', async () => {
    const response = await fetch(`${dev.url}/service-areas/santa`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/service-areas/santa-barbara/');
  });

  it('answers 403 on every path, its event stream too, to a request addressed to another name (DNS rebinding)', async () => {
    const status = (pathname: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${dev.url}${pathname}`, { headers: { Host: host } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
          response.destroy();
        });
        request.on('error', reject).end();
      });
    const { port } = new URL(dev.url);
    for (const pathname of ['/', '/__dev/events', '/__dev/client.js', '/no/such/page/'])
      expect(await status(pathname, `attacker.example:${port}`), pathname).toBe(403);
    expect(await status('/', `localhost:${port}`)).toBe(200);
  });

  it('rebuilds after a content change or a save of styles.css, and tells the open page to reload', async () => {
    const reload = nextEvent('reload');
    await editHome((home) => {
      home.hero.heading = 'Garage Door Help Today in Ventura';
    });
    await reload;
    expect(await heading()).toBe('Garage Door Help Today in Ventura');

    // styles.css is read by each build, not imported: a save of it is rebuilt by the same builder, and served.
    const builder = builderPids();
    expect(builder).toHaveLength(1);
    const restyled = nextEvent('reload');
    await appendFile(path.join(stylesDir(), 'styles.css'), '\n.dev-save-check { order: 7; }\n');
    // The project's own too, among the templates' code: only touched, as other test files build with it.
    const now = new Date();
    await utimes(path.join(projectDir, 'templates', 'styles.css'), now, now);
    await restyled;
    await dev.settled();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(await (await fetch(`${dev.url}/`)).text())![1];
    expect(await (await fetch(`${dev.url}${stylesheet}`)).text()).toContain('.dev-save-check{order:7}');
    expect(builderPids()).toEqual(builder);
  });

  it('shows a page content marks as a draft, with its note, which npm run build leaves out', async () => {
    const draft = path.join(contentDir, 'pages', 'spring-offer.md');
    const reload = nextEvent('reload');
    await writeFile(
      draft,
      '---\ntitle: Spring Offer\ndescription: A tune-up offer, not published yet.\nheading: Spring Offer\ndraft: true\n---\n\nTen percent off.\n',
    );
    try {
      await reload;
      const html = await (await fetch(`${dev.url}/spring-offer/`)).text();
      expect(html).toContain('<h1 id="page-heading"');
      expect(html).toContain('Draft: not on the published site');
    } finally {
      // Whatever happened above, the tests after this one start from the content without it.
      const removed = nextEvent('reload');
      await rm(draft);
      await removed;
    }
    expect((await fetch(`${dev.url}/spring-offer/`)).status).toBe(404);
  });

  it('reports a bad edit, then the warnings found before it (counted when printed before), keeps serving the last good site, and recovers when it is fixed', async () => {
    const served = await heading();
    // A warning, found before the build fails: named after its problem, not only on the next good build.
    const unlisted = path.join(contentDir, 'translations/fr-CA');
    const warned = nextEvent('reload');
    await mkdir(unlisted);
    await warned;
    const failedFrom = logged.length;
    const problems = nextEvent('problems');
    await writeFile(homeJson(), (await readFile(homeJson(), 'utf8')).replace('"hero": {', '"hero": {,'));
    // The open pages' overlay is told the warnings too, to show under the problems.
    expect(JSON.parse(await problems)).toEqual({
      problems: [expect.stringMatching(/pages\/home\.json:\d+:\d+: hero: invalid JSON: expected a field name in double quotes, found ","/)],
      warnings: [expect.stringMatching(/site\.json:\d+:\d+: translations: .*translations\/fr-CA\/ is not built/)],
    });
    // The terminal printed that warning with the good build before: it is counted, not printed again.
    expect(logged.slice(failedFrom)).toEqual([
      'Build failed; still serving the last good site; 1 warning as before.',
      expect.stringMatching(/^ {2}✗ .*pages\/home\.json:\d+:\d+: hero: invalid JSON/),
    ]);
    expect(await heading()).toBe(served);
    // Saved again as it was (an editor's second write): the same problem is said in one line, not printed again.
    const from = logged.length;
    const again = nextEvent('problems');
    await writeFile(homeJson(), await readFile(homeJson(), 'utf8'));
    await again;
    expect(logged.slice(from)).toEqual(['Build failed; the same problem as before.']);

    const reload = nextEvent('reload');
    // Both as they were in one save, so the reload is of both.
    await rm(unlisted, { recursive: true });
    await writeFile(homeJson(), (await readFile(homeJson(), 'utf8')).replace('"hero": {,', '"hero": {'));
    await reload;
    expect(await heading()).toBe(served);
  });

  it('prints the first build’s warnings, then only new ones, and counts those as before', async () => {
    // The first build printed every warning (the content's stand-ins).
    expect(firstBuildLog.filter((line) => line.startsWith('  ⚠')).length).toBeGreaterThan(0);
    expect(firstBuildLog.filter((line) => /^(Re)?[Bb]uilt \d+ pages/.test(line))).toEqual([expect.stringMatching(/^Built \d+ pages/)]);
    const printedAfter = async (edit: (home: any) => unknown) => {
      const from = logged.length;
      const reload = nextEvent('reload');
      await editHome(edit);
      await reload;
      return logged.slice(from);
    };
    const asBefore = (count: number) =>
      expect.stringMatching(new RegExp(`^Rebuilt \\d+ pages \\(\\d+ English, \\d+ Spanish\\) in [\\d.]+ s; ${count} warnings as before$`));
    // However many the tests before this one left: a save that changes nothing prints only their count.
    const unchanged = await printedAfter(() => {});
    const before = Number(/; (\d+) warnings as before$/.exec(unchanged.join('\n'))?.[1]);
    expect(unchanged).toEqual([asBefore(before)]);
    const newOne = await printedAfter((home) => {
      home.hero.text = 'Family-owned. [What sets you apart.]';
    });
    expect(newOne).toEqual([
      asBefore(before),
      expect.stringMatching(/^ {2}⚠ .*pages\/home\.json:\d+:\d+: hero\.text: "\[What sets you apart\.\]" is a stand-in/),
    ]);
    // An edit above it moves it down a line: the same warning, not printed again.
    expect(await printedAfter((home) => `\n\n${JSON.stringify(home, null, 2)}`)).toEqual([asBefore(before + 1)]);
    const fixed = await printedAfter((home) => {
      home.hero.text = 'Family-owned, and we answer our own phone.';
    });
    expect(fixed).toEqual([asBefore(before)]);
  });

  it('says which pages a translation leaves unbuilt, as npm run build does, instead of dropping them in silence', async () => {
    const about = path.join(contentDir, 'translations/es-US/pages/about.json');
    const written = await readFile(about, 'utf8');
    const from = logged.length;
    const dropped = nextEvent('reload');
    // A new translation's folder, which site.json does not list yet, in the same build.
    const french = path.join(contentDir, 'translations/fr-CA');
    await mkdir(french);
    await editContent(contentDir, 'translations/es-US/pages/about.json', (words) => {
      delete words.coreValues;
    });
    await dropped;
    expect(logged.slice(from)).toContainEqual(
      expect.stringMatching(/^ {2}· .*es-US\/pages\/about\.json: .*not translated; its Spanish pages? (is|are) not built$/),
    );
    expect(logged.slice(from)).toContainEqual(
      `  ⚠ ${path.join(contentDir, 'site.json')}:3:19: translations: ${french}/ is not built: add "fr-CA" to translations to build its French pages`,
    );
    const restored = nextEvent('reload');
    await rm(french, { recursive: true });
    await writeFile(about, written);
    await restored;
  });

  it('sees every save after one made by renaming a new file over the old one, as vim and JetBrains save', async () => {
    // Renamed over, the file is a new one: fs.watch went on watching the old one and missed every later save.
    for (const [save, how] of (['by rename', 'in place', 'by rename', 'in place'] as const).entries()) {
      const home = JSON.parse(await readFile(homeJson(), 'utf8'));
      home.hero.heading = `Save ${save + 1} ${how === 'by rename' ? 'by Rename' : 'in Place'} in Ventura`;
      const text = JSON.stringify(home, null, 2);
      if (how === 'in place') await writeFile(homeJson(), text);
      else {
        await writeFile(`${homeJson()}.tmp`, text);
        await rename(`${homeJson()}.tmp`, homeJson());
      }
      await servedHeading(home.hero.heading);
    }
  });

  it('ends on the last content after a burst of 50 saves in 2 seconds', async () => {
    for (let save = 1; save <= 50; save++) {
      await editHome((home) => {
        home.hero.heading = `Burst Save ${save} in Ventura`;
      });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await servedHeading('Burst Save 50 in Ventura');
    await dev.settled();
    expect(await heading()).toBe('Burst Save 50 in Ventura');
  });

  it('waits for a photo copied in slow chunks to stop growing, instead of failing on each pause', async () => {
    const photo = path.join(temp.assetsDir, 'images/hero-photo.jpg');
    // Noise, so the photo is large enough to arrive in many pieces.
    const noisePhoto = (seed: number) => {
      const pixels = Buffer.alloc(320 * 240 * 3);
      for (let at = 0, value = seed; at < pixels.length; at++) pixels[at] = value = (value * 1103515245 + 12345) & 0xff;
      return sharp(pixels, { raw: { width: 320, height: 240, channels: 3 } })
        .jpeg()
        .toBuffer();
    };
    await writeFile(photo, await noisePhoto(1));
    const shown = nextEvent('reload');
    await editHome((home) => {
      home.hero.image.src = 'images/hero-photo.jpg';
    });
    await shown;
    // The published files of the photo, named by its bytes.
    const published = async () => new Set((await (await fetch(`${dev.url}/`)).text()).match(/hero-photo[\w.-]*/g));
    const before = await published();
    // Copied again over a slow share: truncated, then four pieces, each after a pause longer than the save debounce.
    const from = logged.length;
    const failed = events.length;
    const copied = await noisePhoto(2);
    const file = await open(photo, 'w');
    const pieces = 4;
    for (let piece = 0; piece < pieces; piece++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await file.write(copied.subarray((piece * copied.length) / pieces, ((piece + 1) * copied.length) / pieces));
      await file.datasync();
    }
    await file.close();
    // Past the save debounce, the last piece's build is scheduled, or held back with the others.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await dev.settled();
    expect(events.slice(failed).filter(({ event }) => event === 'problems')).toEqual([]);
    // No failure said, one line for the wait (none if a busy machine's first build read the photo whole), one or two builds.
    const said = logged.slice(from).filter((line) => !line.startsWith('  '));
    const waiting = 'Waiting for images/hero-photo.jpg to stop growing (a copy under way?) before building it.';
    expect(said.filter((line) => !/^Rebuilt /.test(line))).toEqual(said.includes(waiting) ? [waiting] : []);
    expect(said.filter((line) => /^Rebuilt /.test(line)).length).toBeLessThanOrEqual(2);
    expect(said.at(-1)).toMatch(/^Rebuilt /);
    expect(before.size).toBeGreaterThan(0);
    expect([...(await published())].some((name) => before.has(name))).toBe(false);
    const restored = nextEvent('reload');
    await editHome((home) => {
      home.hero.image.src = 'images/hero.svg';
    });
    await restored;
  });

  it('started on content that does not build, says there is no site yet, not that it serves the last good one', async () => {
    const lines: string[] = [];
    const empty = temp.at('no-content-yet');
    await mkdir(empty, { recursive: true });
    const other = await startDevServer({
      ...devOptions(),
      contentDir: empty,
      outDir: temp.at('dev-site-3'),
      log: (line) => lines.push(line),
    });
    try {
      await other.settled();
      expect(lines).toContain('Build failed; no site to serve yet: fix these and save.');
      const answer = await fetch(`${other.url}/`);
      expect(answer.status).toBe(503);
      const page = await answer.text();
      expect(page).toContain('No site yet: see the problems below.');
      // Read on a phone too, where a page without it is drawn 980 px wide and shrunk to a third.
      expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      if (chromiumInstalled) {
        const browser = await connectChromium();
        try {
          const tab = await browser.newPage();
          await tab.goto(`${other.url}/`);
          const heading = await tab.locator('#dev-overlay h2').textContent({ timeout: 10_000 });
          expect(heading).toBe('The build failed; there is no site to show until these are fixed.');
        } finally {
          await browser.close();
        }
      }
    } finally {
      await other.close();
    }
  });

  it('while its first build runs, says so on the page, which reloads when it is done, and in the terminal once it is slow', async () => {
    const lines: string[] = [];
    // The build holds before its output is written until it is stopped, so the site cannot be ready before the page is asked for.
    process.env.SITE_BUILD_PAUSE_AT = 'staged';
    const other = await startDevServer({
      ...devOptions(),
      outDir: temp.at('dev-site-4'),
      log: (line) => lines.push(line),
      slowAfterMs: 0,
    }).finally(() => delete process.env.SITE_BUILD_PAUSE_AT);
    try {
      // What the build is doing then, named: its builder is starting. No photo is new, so none is blamed.
      const starting = 'Still building (loading the templates and the generator); the open page reloads when it is done.';
      await vi.waitFor(() => expect(lines).toEqual([starting]), { timeout: 10_000 });
      const answer = await fetch(`${other.url}/`);
      expect(answer.status).toBe(503);
      expect(await answer.text()).toContain('the first build is under way');
    } finally {
      await other.close();
    }
  });

  it('moves to the next free port when its port is taken, and says so', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const lines: string[] = [];
    const other = await startDevServer({ ...devOptions(), outDir: temp.at('dev-site-2'), port: taken, log: (line) => lines.push(line) });
    try {
      const port = Number(new URL(other.url).port);
      expect(port).toBeGreaterThan(taken);
      expect(lines[0]).toBe(`Port ${taken} is in use, using ${port} instead`);
      expect((await fetch(`${other.url}/__dev/client.js`)).status).toBe(200);
    } finally {
      await other.close();
      blocker.close();
    }
  });

  it.skipIf(!chromiumInstalled)('shows the problems over the page in the browser, whole on a phone, and reloads once fixed', async () => {
    const browser = await connectChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
      await page.goto(`${dev.url}/`);
      await page.waitForFunction(() => document.readyState === 'complete');
      // A warning too (a translation's folder site.json does not list), shown under the problem.
      const unlisted = path.join(contentDir, 'translations/fr-CA');
      await mkdir(unlisted);
      await editHome((home) => {
        home.hero.heading = '';
      });
      const overlay = page.locator('#dev-overlay');
      await overlay.waitFor({ timeout: 30_000 });
      expect(await overlay.locator('ul').first().textContent()).toMatch(/pages\/home\.json:\d+:\d+: hero\.heading: must not be empty/);
      const warnings = overlay.locator('.dev-warnings');
      expect(await warnings.locator('h3').textContent()).toBe('The build also found these warnings, which alone would not stop it:');
      expect(await warnings.locator('li').allTextContents()).toEqual([
        expect.stringMatching(/site\.json:\d+:\d+: translations: .*translations\/fr-CA\/ is not built/),
      ]);
      // Secondary: smaller, in the body text's colour, where the problems have the heading's.
      const looks = (selector: string) =>
        overlay
          .locator(selector)
          .first()
          .evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element).color]);
      const [problemSize, problemColour] = await looks('li');
      const [warningSize, warningColour] = await looks('.dev-warnings li');
      expect(Number.parseFloat(warningSize!)).toBeLessThan(Number.parseFloat(problemSize!));
      expect(warningColour).not.toBe(problemColour);
      // A long path wraps: the file's line and column are not scrolled out of sight on a phone.
      expect(await overlay.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await rm(unlisted, { recursive: true });
      await editHome((home) => {
        home.hero.heading = 'Back in Business in Ventura';
      });
      await reloaded;
      expect(await page.locator('h1').textContent()).toBe('Back in Business in Ventura');
      expect(await overlay.count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

describe('npm run dev as a process manager runs it', () => {
  it('stops with npm: SIGTERM to the pid of `npm run dev` closes the port; it takes --cache as the build does', async () => {
    const npm = spawn('npm', ['run', 'dev', '--', '--port', '0', '--content', temp.contentDir, '--cache', temp.cacheDir], {
      cwd: projectDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))));
    let printed = '';
    const url = await new Promise<string>((resolve, reject) => {
      npm.stdout.on('data', (chunk: Buffer) => {
        printed += chunk;
        // Serving, and its first build done.
        const serving = /Serving the site at (http:\S+)\//.exec(printed);
        if (serving && /^Built \d+ pages/m.test(printed)) resolve(serving[1]!);
      });
      void exited.then(() => reject(new Error(`npm run dev ended before serving: ${printed}`)));
    });
    expect((await fetch(`${url}/`)).status).toBe(200);
    // The folders it watches, as given: not the project's own content/.
    expect(printed).toContain(`rebuilding on every change to ${temp.contentDir}/, assets/ and templates/`);
    npm.kill('SIGTERM');
    await exited;
    // npm is gone: so is the server, not left answering on its port.
    await expect(fetch(`${url}/`)).rejects.toThrow(/fetch failed/);
    // The site it built for this temporary content, in the project's .cache/, goes with it.
    await rm(path.dirname(devOutDirFor(temp.contentDir, path.join(projectDir, 'assets'))), { recursive: true, force: true });
  });

  it('stopped by Ctrl+C in the middle of a build, leaves nothing half-written beside its site', async () => {
    const sites = path.dirname(devOutDirFor(temp.contentDir, path.join(projectDir, 'assets')));
    // Its own process group, as in a terminal, where Ctrl+C signals npm, the server and its builder alike.
    const npm = spawn('npm', ['run', 'dev', '--', '--port', '0', '--content', temp.contentDir, '--cache', temp.cacheDir], {
      cwd: projectDir,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, SITE_BUILD_PAUSE_AT: 'staged' },
    });
    // Closed when every process holding its stderr has ended: npm itself ends before the server does.
    const exited = new Promise((resolve) => npm.once('close', resolve));
    try {
      // A dev server that ends before its build pauses (a flag it refuses) fails the test at once, with what it said.
      let said = '';
      await new Promise<void>((resolve, reject) => {
        npm.stderr.on('data', (chunk: Buffer) => {
          said += String(chunk);
          if (said.includes(PAUSED_AT)) resolve();
        });
        exited.then(() => reject(new Error(`npm run dev ended before its build paused:\n${said}`)));
      });
      process.kill(-npm.pid!, 'SIGINT');
      await exited;
      expect(readdirSync(sites).filter((name) => name.startsWith('.'))).toEqual([]);
    } finally {
      await rm(sites, { recursive: true, force: true });
    }
  });
});
