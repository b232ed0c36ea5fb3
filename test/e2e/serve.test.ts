/**
 * The preview server, and the request handler npm run dev shares with it, under what happens on the
 * owner's machine: odd requests, a rebuild swapping the folder it serves, a folder that vanished,
 * a port another program holds. Real servers on 127.0.0.1, real HTTP requests.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, rename, stat, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listen, ServerStartError } from '../../generate/serve/listen.ts';
import { redirectTableFor, startPreviewServer } from '../../generate/serve/preview.ts';
import { siteRequestHandler } from '../../generate/serve/site.ts';
import type { RedirectRule } from '../../generate/hosting/redirects.ts';
import { npmRun } from '../helpers/build-command.ts';
import { contentDir, editContent, loadPage, projectDir, readContent } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const siteDir = inject('siteDir');
const serviceSlug = Object.keys(readContent('services.json'))[0]!;
const stylesheetOf = (dir: string) => loadPage(dir, '/')('link[rel="stylesheet"]').attr('href')!;

const temp = tempSite();
let redirects: RedirectRule[];
let copies = 0;
/** Servers and processes a test started, stopped after it even when it fails. */
const cleanups: Array<() => unknown> = [];

beforeAll(async () => {
  redirects = await redirectTableFor(contentDir, path.join(projectDir, 'assets'), siteDir);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of the built site this test may move and delete. */
async function copyOfSite(): Promise<string> {
  const dir = temp.at(`copy-${++copies}`, 'dist');
  await cp(siteDir, dir, { recursive: true });
  return dir;
}

const closing = (server: Server | NetServer) => () => new Promise((resolve) => server.close(resolve));

/** The preview server on a folder, with the lines it logs kept for the test. */
async function preview(dir: string, port = 0) {
  const lines: string[] = [];
  const { server, url } = await startPreviewServer({ siteDir: dir, redirects, port, log: (line) => lines.push(line) });
  cleanups.push(closing(server));
  return { url, lines };
}

/** A Content-Security-Policy's directives, each name with its sources as written. */
const directives = (policy: string): Record<string, string> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request with exactly the headers given (fetch adds its own, and decodes what it receives). */
function get(url: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${pathname}`, { method, headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer to ${pathname} within 10 s`)));
    request.on('error', reject);
    request.end();
  });
}

/** Holds a port the way another program would. */
async function occupy(port = 0): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  cleanups.push(closing(server));
  return (server.address() as { port: number }).port;
}

/** Holds `count` consecutive ports; a few random places are tried, since some ports may be taken already. */
async function occupyRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const held: NetServer[] = [];
    for (let port = base; port < base + count; port++) {
      const server = createNetServer();
      const ok = await new Promise<boolean>((resolve) =>
        server.once('error', () => resolve(false)).listen(port, '127.0.0.1', () => resolve(true)),
      );
      if (!ok) break;
      held.push(server);
    }
    if (held.length === count) {
      for (const server of held) cleanups.push(closing(server));
      return base;
    }
    for (const server of held) server.close();
  }
  throw new Error(`found no ${count} free ports in a row`);
}

/** Runs `npm run preview` or `npm run dev` as the owner does, keeping what it prints. */
function cli(script: 'preview' | 'dev', args: string[]) {
  const child = spawn(process.execPath, [...npmRun(script), ...args], {
    cwd: projectDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill());
  /** Waits for a line on stdout, or for the process to end. */
  const printed = async (pattern: RegExp, timeoutMs = 30_000) => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline && child.exitCode === null; ) {
      const match = pattern.exec(output.stdout);
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`npm run ${script} did not print ${pattern} (exit code ${child.exitCode}):\n${output.stdout}${output.stderr}`);
  };
  return { child, output, exited, printed };
}

describe('the preview server answers as hosts do', () => {
  let previewUrl: string;
  beforeAll(async () => {
    ({ url: previewUrl } = await preview(siteDir));
  });

  it('sends the headers of _headers: the security policy and caching', async () => {
    const page = await fetch(`${previewUrl}/about/`);
    // The policy _headers gives every path, as the hosts send it: frame-ancestors with the rest,
    // since a header, unlike the pages' meta, can carry it (hosting.md).
    const policy = /^\s*Content-Security-Policy: (.+)$/m.exec(readFileSync(path.join(siteDir, '_headers'), 'utf8'))![1]!;
    const sent = directives(page.headers.get('content-security-policy') ?? '');
    expect(sent).toEqual(directives(policy));
    expect(sent).toMatchObject({ 'default-src': "'self'", 'script-src': "'self'", 'frame-ancestors': "'none'" });
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const stylesheet = loadPage(siteDir, '/')('link[rel="stylesheet"]').attr('href')!;
    const asset = await fetch(previewUrl + stylesheet);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('redirects a folder address without its slash to the slash', async () => {
    const response = await fetch(`${previewUrl}/about`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about/');
  });

  it('adds the slash to a path that starts with more than one, without making it another site’s address', async () => {
    // "//services/" in a Location is protocol-relative: the browser would go to the host "services".
    const { port } = new URL(previewUrl);
    for (const pathname of ['/.//services', '/./..//about?x=1']) {
      // Sent as written: a URL would resolve the dot segments before it is sent.
      const location = await new Promise<string | undefined>((resolve, reject) =>
        httpRequest({ host: '127.0.0.1', port, path: pathname }, (response) => {
          response.resume();
          resolve(`${response.statusCode} ${response.headers.location}`);
        })
          .on('error', reject)
          .end(),
      );
      expect(location, pathname).toMatch(/^301 \/[a-z]+\/(\?x=1)?$/);
    }
  });

  it('keeps the query string when it adds the missing slash', async () => {
    const response = await fetch(`${previewUrl}/contact?utm_source=flyer`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/contact/?utm_source=flyer');
  });

  it('answers 400, not a crash or a file outside the site, to a malformed or escaping path', async () => {
    for (const pathname of ['/%E0%A4%A', '/..%2F..%2Fpackage.json', '/services/..%2F..%2F..%2F', '/%2e%2e/%2e%2e/package.json']) {
      const response = await fetch(previewUrl + pathname, { redirect: 'manual' });
      expect([400, 404], pathname).toContain(response.status);
      expect(await response.text(), pathname).not.toContain('"devDependencies"');
    }
    expect((await fetch(`${previewUrl}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${previewUrl}/..%2F..%2Fpackage.json`)).status).toBe(400);
    // The server is still up.
    expect((await fetch(`${previewUrl}/`)).status).toBe(200);
  });

  it('reads the moved addresses of a site with Markdown pages and articles (npm run preview -- --content)', async () => {
    const markdownSite = temp.at('markdown-site');
    await cp(path.join(projectDir, 'test/fixtures/other-business'), markdownSite, { recursive: true });
    const ownPages = path.join(projectDir, 'test/fixtures/other-business-own-pages');
    await cp(ownPages, path.join(markdownSite, 'content'), { recursive: true, filter: (file) => path.basename(file) !== 'README.md' });
    await editContent(path.join(markdownSite, 'content'), 'redirects.json', (file) => {
      file.redirects.push({ from: '/lock-care', to: '/key-care/', status: 301, why: 'The page was renamed.' });
    });
    const table = await redirectTableFor(
      path.join(markdownSite, 'content'),
      path.join(markdownSite, 'assets'),
      path.join(markdownSite, 'dist'),
    );
    expect(table).toContainEqual(expect.objectContaining({ kind: 'moved', from: '/lock-care', to: '/key-care/' }));
  });

  it('answers 403, saying why, to a request addressed to another name, as a page using DNS rebinding sends', async () => {
    const { port } = new URL(previewUrl);
    for (const host of [`attacker.example:${port}`, 'attacker.example', `localhost.attacker.example:${port}`, `127.0.0.1.nip.io`]) {
      const answer = await get(previewUrl, '/about/', { Host: host });
      expect(answer.status, host).toBe(403);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body.toString()).toMatch(/only to localhost, 127\.0\.0\.1 or \[::1\]/);
    }
    for (const host of [`localhost:${port}`, 'localhost', `127.0.0.1:${port}`, `[::1]:${port}`, '[::1]', 'LocalHost'])
      expect((await get(previewUrl, '/about/', { Host: host })).status, host).toBe(200);
  });

  it('does not serve the host configuration files', async () => {
    expect((await fetch(`${previewUrl}/_redirects`)).status).toBe(404);
    expect((await fetch(`${previewUrl}/_headers`)).status).toBe(404);
  });
});

describe('a request cannot stop the server', () => {
  it('answers a reversed or unsatisfiable Range with 416, a valid one with 206, and keeps running (npm run preview)', async () => {
    const server = cli('preview', ['--port', '0', '--dir', siteDir]);
    const url = (await server.printed(/ at (http:\/\/\S+?)\/ /))[1]!;
    const stylesheet = stylesheetOf(siteDir);
    const css = readFileSync(path.join(siteDir, stylesheet));

    for (const pathname of [stylesheet, '/', '/about/']) {
      const reversed = await get(url, pathname, { Range: 'bytes=5-2' });
      expect(reversed.status, pathname).toBe(416);
    }
    const beyond = await get(url, stylesheet, { Range: `bytes=${css.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${css.length}`);
    // A valid range: exactly those bytes, never compressed (Content-Range counts the file's own bytes).
    const partial = await get(url, stylesheet, { Range: 'bytes=0-2047', 'Accept-Encoding': 'gzip' });
    expect(partial.status).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-2047/${css.length}`);
    expect(partial.headers['content-encoding']).toBeUndefined();
    expect(partial.body.equals(css.subarray(0, 2048))).toBe(true);

    expect((await get(url, '/')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output.stderr).toBe('');
  });

  it('answers 500 and logs one line when answering a request throws, and keeps serving', async () => {
    const lines: string[] = [];
    const handler = siteRequestHandler({
      siteDir,
      redirects: () => redirects,
      transformHtml: () => {
        throw new Error('a template bug\n    at somewhere (file.ts:1:1)');
      },
      log: (line) => lines.push(line),
    });
    const server = createServer(handler);
    cleanups.push(closing(server));
    const url = await listen(server);

    expect((await get(url, '/about/')).status).toBe(500);
    expect(lines).toEqual(['GET /about/: a template bug (answered 500)']);
    expect((await get(url, '/sitemap.xml')).status).toBe(200);
    expect((await get(url, '/about/')).status).toBe(500);
  });

  it('keeps what hosts do for files: content types, HEAD, ETag with 304, no dotfiles', async () => {
    const { url } = await preview(siteDir);
    const types: Record<string, RegExp> = {
      '/': /^text\/html; ?charset=utf-8$/i,
      '/sitemap.xml': /xml/,
      '/robots.txt': /^text\/plain/,
      [stylesheetOf(siteDir)]: /^text\/css/,
    };
    for (const [pathname, type] of Object.entries(types))
      expect((await get(url, pathname)).headers['content-type'], pathname).toMatch(type);

    const head = await get(url, '/about/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const page = await get(url, '/about/');
    expect(page.headers.etag).toBeTruthy();
    expect((await get(url, '/about/', { 'If-None-Match': page.headers.etag! })).status).toBe(304);
    expect((await get(url, '/.build-output')).status).toBe(404);
  });
});

describe('a rebuild or a vanished folder', () => {
  /** The folder's identity: a rebuild swaps in another directory. */
  const identity = (dir: string) =>
    stat(dir).then(
      (s) => `${s.dev}:${s.ino}`,
      () => null,
    );

  // Six rebuilds: each swap is caught by the requests under way (eight at a time), at least twelve in all, as with twelve rebuilds.
  it('serves live pages with 200 throughout 6 rebuilds into its folder', { timeout: 240_000 }, async () => {
    const outDir = temp.at('rebuilt', 'dist');
    const cacheDir = inject('cacheDir');
    await temp.build({ outDir, checkLinks: false });
    const { url, lines } = await preview(outDir);
    const pages = ['/', '/about/', '/services/', `/services/${serviceSlug}/`, '/sitemap.xml', stylesheetOf(outDir)];

    // The rebuilds run in their own process, as `npm run build` beside `npm run preview` does.
    const rebuilds = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { build } from './generate.ts';
         import { BUILD_TIME } from './test/helpers/site.ts';
         // The footer's year alternates, so every build has a new site to swap in (one that finds the
         // output already holding its site writes nothing).
         const year = 366 * 24 * 3600 * 1000;
         for (let i = 0; i < 6; i++) await build({ outDir: process.env.OUT_DIR, cacheDir: process.env.CACHE_DIR, buildTime: new Date(BUILD_TIME.getTime() + ((i + 1) % 2) * year), checkLinks: false });`,
      ],
      { cwd: projectDir, env: { ...process.env, OUT_DIR: outDir, CACHE_DIR: cacheDir }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    cleanups.push(() => rebuilds.exitCode === null && rebuilds.kill());
    let stderr = '';
    rebuilds.stderr.on('data', (chunk) => (stderr += chunk));
    let rebuilding = true;
    const finished = new Promise<number | null>((resolve) => rebuilds.once('exit', (code) => resolve(code))).finally(
      () => (rebuilding = false),
    );

    const failures: string[] = [];
    let requests = 0;
    // Requests under way while a rebuild swapped the folder: the ones this test is about.
    let duringSwap = 0;
    const deadline = Date.now() + 200_000;
    const hammer = async (worker: number) => {
      for (let i = worker; rebuilding && i < 200_000 && Date.now() < deadline; i++) {
        const pathname = pages[i % pages.length]!;
        const before = await identity(outDir);
        const { status } = await get(url, pathname);
        if ((await identity(outDir)) !== before) duringSwap++;
        requests++;
        if (status !== 200) failures.push(`${pathname}: ${status}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, worker) => hammer(worker)));

    expect(await finished, stderr).toBe(0);
    expect(failures, `${failures.length} of ${requests} requests`).toEqual([]);
    expect(duringSwap, `requests under way during a swap, of ${requests}`).toBeGreaterThanOrEqual(12);
    expect(lines).toEqual([]);
  });

  it('makes its redirect table again from the content once a rebuild has swapped in a new site, not before (npm run preview)', async () => {
    const dir = await copyOfSite();
    const content = await temp.contentWith('redirects.json', () => {});
    const { server, url } = await startPreviewServer({
      siteDir: dir,
      redirects,
      reload: () => redirectTableFor(content, path.join(projectDir, 'assets'), dir),
      log: () => {},
    });
    cleanups.push(closing(server));
    const moved = { from: '/old-about', to: '/about/', status: 301, why: 'The page was renamed.' };
    await editContent(content, 'redirects.json', (file) => {
      file.redirects.push(moved);
    });
    const answer = async () => {
      const { status, headers } = await get(url, moved.from);
      return `${status} ${headers.location ?? ''}`.trim();
    };
    // The content changed, the site did not: the preview serves what was built, a file written into its folder aside.
    expect(await answer()).toBe('404');
    await writeFile(path.join(dir, '.DS_Store'), '');
    expect(await answer()).toBe('404');
    // A build swaps in a new folder.
    await cp(dir, `${dir}.new`, { recursive: true });
    await rename(dir, `${dir}.old`);
    await rename(`${dir}.new`, dir);
    expect(await answer()).toBe('301 /about/');
    // A second build: another new folder.
    const second = { from: '/old-contact', to: '/contact/', status: 301, why: 'The page was renamed.' };
    await editContent(content, 'redirects.json', (file) => {
      file.redirects.push(second);
    });
    await cp(dir, `${dir}.second`, { recursive: true });
    await rename(dir, `${dir}.first`);
    await rename(`${dir}.second`, dir);
    expect((await get(url, second.from)).headers.location).toBe('/contact/');
  });

  it('waits for a folder that is missing for a moment, then answers from it as usual', async () => {
    const dir = await copyOfSite();
    const { url, lines } = await preview(dir);
    await rename(dir, `${dir}.away`);
    const answers = Promise.all(
      ['/', '/about/', '/about', '/services/garage-door-painting/', '/no/such/page/'].map((pathname) => get(url, pathname)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await rename(`${dir}.away`, dir);

    expect((await answers).map((answer) => answer.status)).toEqual([200, 200, 301, 302, 404]);
    expect(lines).toEqual([]);
  });

  it('answers 503 and logs one line naming the folder when it is gone for good, and serves it again once it is back', async () => {
    const dir = await copyOfSite();
    const { url, lines } = await preview(dir);
    await rename(dir, `${dir}.away`);

    for (const pathname of ['/about/', '/', '/sitemap.xml']) {
      const answer = await get(url, pathname);
      expect(answer.status, pathname).toBe(503);
      expect(answer.body.toString()).toBe(`${dir}/ is gone: run npm run build\n`);
    }
    expect(lines).toEqual([`${dir}/ is gone: run npm run build`]);

    await rename(`${dir}.away`, dir);
    expect((await get(url, '/about/')).status).toBe(200);
  });
});

describe('a port another program holds', () => {
  it('moves to the next free port, and says so', async () => {
    const taken = await occupy();
    const { url, lines } = await preview(siteDir, taken);
    const port = Number(new URL(url).port);
    expect(port).toBeGreaterThan(taken);
    expect(lines).toEqual([`Port ${taken} is in use, using ${port} instead`]);
    expect((await get(url, '/')).status).toBe(200);
  });

  it('names the ports and --port in one sentence when none of the next ten is free', async () => {
    const base = await occupyRun(10);
    const failure = await startPreviewServer({ siteDir, redirects, port: base, log: () => {} }).then(
      ({ server }) => {
        server.close();
        return null;
      },
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(ServerStartError);
    expect(failure!.message).toBe(
      `Ports ${base} to ${base + 9} are all in use on 127.0.0.1; stop what uses them, or choose another port with --port`,
    );
  });

  it('npm run preview prints the port it moved to', async () => {
    const taken = await occupy();
    const server = cli('preview', ['--port', String(taken), '--dir', siteDir]);
    const [, moved] = await server.printed(/^Port \d+ is in use, using (\d+) instead$/m);
    expect(server.output.stdout).toContain(`Port ${taken} is in use, using ${moved} instead`);
    expect((await server.printed(/ at (http:\/\/\S+?)\/ /))[1]).toBe(`http://127.0.0.1:${moved}`);
  });

  it.each([
    ['preview', 'no port is free'],
    ['dev', 'no port is free'],
    ['preview', '--port is not a port'],
  ] as const)('npm run %s prints one line and no stack trace when %s', async (script, when) => {
    const port = when === 'no port is free' ? String(await occupyRun(10)) : 'eighty';
    const server = cli(script, ['--port', port, ...(script === 'preview' ? ['--dir', siteDir] : [])]);
    expect(await server.exited).toBe(1);
    expect(server.output.stderr.trim().split('\n')).toEqual([expect.stringMatching(/--port/)]);
    expect(server.output.stderr).not.toMatch(/^\s+at /m);
  });
});
