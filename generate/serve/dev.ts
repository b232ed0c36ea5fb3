/**
 * `npm run dev`: builds the site, serves it on localhost as the hosts would (redirects, headers,
 * status codes), watches content/, assets/, templates/ and the generator, rebuilds on every change
 * and reloads the open browser tab. A build with problems shows them in the terminal and over the
 * page, and the last good site keeps being served.
 *
 * The build runs in a child process (dev-builder.ts). Content and image changes reuse it warm, so
 * only what changed is redone (CSS is not recompiled, images come from the cache); template or
 * generator changes replace it with a fresh one.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch, type FSWatcher } from 'chokidar';
import { projectDir, templatesDir } from '../folders.ts';
import { outputFileFor, paths } from '../pages/paths.ts';
import type { BuilderReply, BuilderRequest } from './dev-builder.ts';
import { listen } from './listen.ts';
import { guarded, siteRequestHandler } from './site.ts';
import type { RedirectRule } from '../hosting/redirects.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export type DevServerOptions = {
  contentDir: string;
  assetsDir: string;
  /** styles.css and client/site.js (see BuildOptions); the React templates are always the project's own. */
  stylesAndScriptDir: string;
  /** Where the dev build is written (not dist/: a dev build is never uploaded). */
  outDir: string;
  cacheDir: string;
  baseUrl?: string;
  port?: number;
  host?: string;
  /** Where progress lines go; the terminal by default. */
  log?: (line: string) => void;
};

export type DevServer = {
  url: string;
  /** Resolves after the rebuild that is under way (or queued) has finished. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

/** Code: the templates and the generator. A change needs a fresh builder, since Node cannot reload a module. */
const code = [templatesDir, path.join(projectDir, 'generate'), path.join(projectDir, 'generate.ts')];

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clients = new Set<ServerResponse>();
  let problems: string[] | null = null;
  let redirects: RedirectRule[] = [];
  let builder: ChildProcess | null = null;
  let builderIsStale = true;
  let running: Promise<void> | null = null;
  let queued = false;
  let built = false;
  let closed = false;
  /**
   * The last build's warnings, each printed once: a new starter has some ninety, one per text to
   * write. Known by their words without line and column, which an edit above them moves.
   */
  let warned = new Set<string>();
  const unplaced = (warning: string) => warning.replace(/:\d+:\d+: /, ': ');

  const broadcast = (event: string, data: unknown = '') => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const startBuilder = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(path.join(here, 'dev-builder.ts'), [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      });
      // Kept until the builder is ready, to say why it did not start; only the last few lines matter.
      let stderr = '';
      const keep = (chunk: Buffer) => {
        stderr = (stderr + chunk).slice(-8192);
      };
      child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      child.stderr!.on('data', keep);
      // A template that does not compile stops the builder before it is ready.
      const exited = (code: number | null) => reject(new Error(stderr.trim() || `builder exited with code ${code}`));
      child.once('exit', exited);
      child.once('message', (reply: BuilderReply) => {
        child.off('exit', exited);
        child.stderr!.off('data', keep);
        if (reply.type === 'ready') resolve(child);
        else reject(new Error('builder did not start'));
      });
    });

  const buildOnce = async () => {
    if (builderIsStale || !builder) {
      builder?.kill();
      builder = null;
      builderIsStale = false;
      builder = await startBuilder();
      // Closed while it started: close() could not kill what did not exist yet.
      if (closed) builder.kill();
    }
    const child = builder;
    const request: BuilderRequest = {
      type: 'build',
      options: {
        contentDir: options.contentDir,
        assetsDir: options.assetsDir,
        stylesAndScriptDir: options.stylesAndScriptDir,
        outDir: options.outDir,
        cacheDir: options.cacheDir,
        checkLinks: false,
        pagesHost: 'netlify',
        production: false,
        // The owner sees a draft as it will look; npm run build leaves it out.
        drafts: true,
        buildTime: new Date().toISOString(),
        ...(options.baseUrl && { baseUrl: options.baseUrl }),
      },
    };
    return new Promise<BuilderReply>((resolve, reject) => {
      const stopped = () => reject(new Error('the builder stopped'));
      if (child.exitCode !== null || child.signalCode !== null) return stopped();
      child.once('exit', stopped);
      child.once('message', (reply: BuilderReply) => {
        child.off('exit', stopped);
        resolve(reply);
      });
      child.send(request);
    });
  };

  const rebuild = async () => {
    let reply: BuilderReply;
    try {
      reply = await buildOnce();
    } catch (error) {
      builderIsStale = true;
      reply = { type: 'failed', problems: [(error as Error).message] };
    }
    if (closed) return;
    if (reply.type === 'built') {
      built = true;
      problems = null;
      // The table the pipeline built with: content is loaded once per build.
      redirects = reply.redirects;
      const seconds = reply.stages.reduce((sum, stage) => sum + stage.ms, 0) / 1000;
      const fresh = reply.warnings.filter((warning) => !warned.has(unplaced(warning)));
      const same = reply.warnings.length - fresh.length;
      log(
        `Rebuilt ${reply.pages} pages in ${seconds.toFixed(1)} s${same > 0 ? `; ${same} warning${same === 1 ? '' : 's'} as before` : ''}`,
      );
      for (const warning of fresh) log(`  ⚠ ${warning}`);
      warned = new Set(reply.warnings.map(unplaced));
      broadcast('reload');
    } else if (reply.type === 'failed') {
      problems = reply.problems;
      log(`Build failed; still serving the last good site.`);
      for (const problem of reply.problems) log(`  ✗ ${problem}`);
      broadcast('problems', reply.problems);
    }
  };

  /** Runs one rebuild at a time; changes during a build make exactly one more. */
  const schedule = () => {
    if (closed) return;
    if (running) {
      queued = true;
      return;
    }
    running = rebuild().finally(() => {
      running = null;
      if (queued) {
        queued = false;
        schedule();
      }
    });
  };

  const inject = (html: string) =>
    html.replace('</head>', '<link rel="stylesheet" href="/__dev/overlay.css"><script src="/__dev/client.js" defer></script></head>');
  const site = siteRequestHandler({
    siteDir: options.outDir,
    redirects: () => redirects,
    transformHtml: inject,
    whenGone: 'save a file to rebuild it, or restart npm run dev',
    log,
  });
  const devFile = (name: string, type: string) => async (_request: IncomingMessage, response: ServerResponse) =>
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(await readFile(path.join(here, name)));
  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => unknown> = {
    '/__dev/client.js': devFile('dev-client.js', 'text/javascript; charset=utf-8'),
    '/__dev/overlay.css': devFile('dev-overlay.css', 'text/css; charset=utf-8'),
    '/__dev/events': (request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write('retry: 1000\n\n');
      if (problems) response.write(`event: problems\ndata: ${JSON.stringify(problems)}\n\n`);
      clients.add(response);
      request.on('close', () => clients.delete(response));
    },
  };
  // Guarded: no request, whatever it makes go wrong, can stop the server (500 and one line instead).
  const server: Server = createServer(
    guarded((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const route = routes[pathname];
      if (route) return route(request, response);
      // Before the first good build there may be no site yet: a page that shows the problems and waits.
      // (After it, a missing folder is a build swapping it in, which the site handler waits for.)
      if (!built && !existsSync(path.join(options.outDir, outputFileFor(paths.home)))) {
        return void response
          .writeHead(503, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(
            inject(
              '<!DOCTYPE html><html lang="en"><head><title>Building…</title></head><body><p>No site yet: see the problems below.</p></body></html>',
            ),
          );
      }
      return site(request, response);
    }, log),
  );
  // Listening first: a port that cannot be had stops here, before anything is watched or built.
  const url = await listen(server, options.port ?? 0, options.host, log);

  let debounce: NodeJS.Timeout | undefined;
  const onChange = (isCode: boolean) => () => {
    if (isCode) builderIsStale = true;
    clearTimeout(debounce);
    debounce = setTimeout(schedule, 100);
  };
  // chokidar, not fs.watch: recursive fs.watch on Linux loses a file once an editor saves it by
  // renaming a new file over it (vim, JetBrains' safe write), so later saves went unseen.
  // Data (content, images, the stylesheet and script) is rebuilt by the warm builder; templates are
  // code, imported again by a fresh one.
  const watchers: FSWatcher[] = [
    watch([options.contentDir, options.assetsDir, options.stylesAndScriptDir], { ignoreInitial: true }).on('all', onChange(false)),
    watch(code, { ignoreInitial: true }).on('all', onChange(true)),
  ];
  for (const watcher of watchers) watcher.on('error', (error) => log(`Watching for changes failed: ${(error as Error).message}`));
  // Edits from here on are seen: nothing saved after startDevServer resolves is missed.
  await Promise.all(watchers.map((watcher) => new Promise<void>((resolve) => watcher.once('ready', () => resolve()))));

  schedule();
  return {
    url,
    settled: async () => {
      while (running || queued) await running;
    },
    close: async () => {
      closed = true;
      clearTimeout(debounce);
      await Promise.all(watchers.map((watcher) => watcher.close()));
      for (const client of clients) client.end();
      builder?.kill();
      await running;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
