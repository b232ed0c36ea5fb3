/** `npm run dev`: a build with problems shows them over the page while the last good site keeps being served. */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch, type FSWatcher } from 'chokidar';
import { compileErrorLines } from '../errors.ts';
import { CLIENT_SCRIPT, projectDir, templatesDir } from '../folders.ts';
import { recoverOutput } from '../output/write.ts';
import { Arrivals } from './arrivals.ts';
import type { BuildOptions } from '../../generate.ts';
import type { BuilderReply, BuilderRequest } from './dev-builder.ts';
import { listen } from './listen.ts';
import { pagesInEach, warningLines } from '../report.ts';
import { guarded, holdsSite, localOnly, siteRequestHandler } from './site.ts';
import type { RedirectRule } from '../hosting/redirects.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A build's own reply: built, or failed. */
type BuildReply = Extract<BuilderReply, { type: 'built' | 'failed' }>;

/** The build's folders and address, as BuildOptions has them; `outDir` is never dist/, as a dev build is never uploaded. */
export type DevServerOptions = Pick<BuildOptions, 'contentDir' | 'assetsDir' | 'stylesAndScriptDir' | 'outDir' | 'cacheDir' | 'baseUrl'> & {
  port?: number;
  /** Where progress lines go; the terminal by default. */
  log?: (line: string) => void;
  /** After this long without a finished build, one line says it is still building, and what it is doing. */
  slowAfterMs?: number;
};

/** What a build is doing, by the stage it is in (StageTimer's names), or its builder starting after a change of code. */
const doing: Record<string, string> = {
  start: 'loading the templates and the generator',
  output: 'making its output folder ready',
  content: 'reading the content',
  'host rules': 'checking the redirect rules',
  images: 'encoding the images: new photos take longest',
  routes: 'laying out the pages',
  render: 'rendering the pages',
  'hosting files': 'writing the host files',
  'link check': 'checking the links',
  write: 'writing the site',
};

/** Said once a build has run `slowAfterMs`, so a long silence is not taken for a hang; photos are blamed only when it encodes them. */
export const stillBuilding = (stage: string) => `Still building (${doing[stage] ?? stage}); the open page reloads when it is done.`;

export type DevServer = {
  url: string;
  /** Resolves after the rebuild that is under way (or queued) has finished. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

/** Code: the templates and the generator. A change of a module needs a fresh builder, since Node cannot reload one. */
const code = [templatesDir, path.join(projectDir, 'generate'), path.join(projectDir, 'generate.ts')];

/** The browser's script: it ends in .js, but each build reads it as a file (BuildOptions' stylesAndScriptDir). */
const clientScript = path.join(templatesDir, CLIENT_SCRIPT);

/**
 * A file of the code that Node imports. Anything else there (styles.css, own-pages/own-pages.css, the client script) each
 * build reads again, so its save needs only a rebuild, without the second or more a fresh builder takes to start.
 */
export const isModule = (file: string): boolean => /\.([cm]?[jt]s|tsx|json)$/.test(file) && file !== clientScript;

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clients = new Set<ServerResponse>();
  /** The last build's failure, while it stands: what the open pages' overlay shows. */
  let failure: Failure | null = null;
  let redirects: RedirectRule[] = [];
  let built = false;
  /** A site to serve: built by this server, or left by its last run on this content. */
  const hasSite = () => built || holdsSite(options.outDir);
  /** The last build's warnings, each printed once (reportBuilt). */
  let warned = new Set<string>();
  const broadcast = (event: string, data: unknown = '') => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const builds = new Rebuilds(options, (reply) => {
    if (reply.type === 'slow') log(stillBuilding(reply.stage));
    else if (reply.type === 'built') {
      const verb = built ? 'Rebuilt' : 'Built';
      built = true;
      failure = null;
      // The table the pipeline built with: content is loaded once per build.
      redirects = reply.redirects;
      warned = reportBuilt(reply, warned, log, verb);
      broadcast('reload');
    } else if (reply.type === 'failed' && !arrivals.holdsBack(reply.problems, reply.unreadable)) {
      reportFailed(reply, failure?.problems ?? null, hasSite(), warned, log);
      failure = { problems: reply.problems, warnings: reply.warnings };
      broadcast('problems', failure);
    }
  });
  const arrivals = new Arrivals(options.assetsDir, () => builds.schedule(), log);

  const site = siteRequestHandler({
    siteDir: options.outDir,
    redirects: () => redirects,
    transformHtml: withDevScript,
    whenGone: 'save a file to rebuild it, or restart npm run dev',
    log,
  });
  const routes = devRoutes(clients, () => failure);
  // Guarded: no request, whatever it makes go wrong, can stop the server (500 and one line instead).
  const server: Server = createServer(
    localOnly(
      guarded((request, response) => {
        const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname];
        if (route) return route(request, response);
        // Before the first good build there may be no site yet: a page that shows the problems and waits.
        // (After it, a missing folder is a build swapping it in, which the site handler waits for.)
        if (!hasSite()) return void answerNoSiteYet(response, failure !== null);
        return site(request, response);
      }, log),
    ),
  );
  // Listening first: a port that cannot be had stops here, before anything is watched or built.
  const url = await listen(server, options.port, log);

  let debounce: NodeJS.Timeout | undefined;
  const onChange = (isCode: boolean) => (event: string, file: string) => {
    if (isCode && isModule(file)) builds.stale = true;
    else if (!arrivals.changed(event, file)) return;
    clearTimeout(debounce);
    debounce = setTimeout(() => builds.schedule(), 100);
  };
  const watchers = await watchSources(options, onChange, log);
  builds.schedule();
  return {
    url,
    settled: () => settledAll(builds, arrivals),
    close: async () => {
      clearTimeout(debounce);
      arrivals.close();
      await Promise.all(watchers.map((watcher) => watcher.close()));
      for (const client of clients) client.end();
      await builds.close();
      // A builder stopped mid-write (Ctrl+C signals it too) left its staging folder and lock beside the site.
      await recoverOutput(options.outDir);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A failed build's problems, and the warnings it had found before them: the 'problems' event's data, for the overlay. */
type Failure = { problems: string[]; warnings: string[] };

/**
 * A failed build's problems, then the warnings it had found that the last good build did not print (`warned`), those
 * counted; or one line when its problems are the same as the last failed build's (an editor's one save can start two).
 */
function reportFailed(
  { problems, warnings }: Extract<BuildReply, { type: 'failed' }>,
  before: string[] | null,
  hasSite: boolean,
  warned: Set<string>,
  log: (line: string) => void,
): void {
  const again = before?.join('\n') === problems.join('\n');
  const serving = hasSite ? 'still serving the last good site' : 'no site to serve yet: fix these and save';
  const fresh = warnings.filter((warning) => !warned.has(unplaced(`⚠ ${warning}`)));
  const said = again ? `the same ${problems.length === 1 ? 'problem' : `${problems.length} problems`} as before` : serving;
  log(`Build failed; ${said}${again ? '' : asBefore(warnings.length - fresh.length)}.`);
  if (again) return;
  for (const problem of problems) log(`  ✗ ${problem}`);
  for (const line of warningLines(fresh)) log(line);
}

/** A report's line, as the last good build printed it: its place's line and column left out, as an edit above moves them. */
const unplaced = (line: string) => line.replace(/:\d+:\d+: /, ': ');

/** "; 2 warnings as before", for the warnings a build found that the last good build printed; nothing for none. */
const asBefore = (count: number) => (count > 0 ? `; ${count} warning${count === 1 ? '' : 's'} as before` : '');

/** Resolves once no build runs or is queued, a build held back for a photo still arriving included. */
async function settledAll(builds: Rebuilds, arrivals: Arrivals): Promise<void> {
  await builds.settled();
  while (arrivals.waiting) {
    await arrivals.settled();
    await builds.settled();
  }
}

/** The dev server's builder, a child process that keeps its modules warm; ready when it says so. */
function startBuilder(): Promise<ChildProcess> {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = fork(path.join(here, 'dev-builder.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    // Kept until the builder is ready, to say why it did not start; only the last few lines matter.
    let stderr = '';
    const keep = (chunk: Buffer) => {
      stderr = (stderr + chunk).slice(-8192);
    };
    child.stderr!.on('data', keep);
    // A template that does not compile stops the builder before it is ready.
    const exited = (code: number | null) => reject(new Error(stderr.trim() || `builder exited with code ${code}`));
    child.once('exit', exited);
    child.once('message', (reply: BuilderReply) => {
      child.off('exit', exited);
      child.stderr!.off('data', keep);
      // Passed on once it is ready: until then, what it says is why it did not start, printed as a problem.
      process.stderr.write(stderr);
      child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      if (reply.type === 'ready') resolve(child);
      else reject(new Error('builder did not start'));
    });
  });
}

/** What the dev server asks its builder to build: the site of its folders, drafts shown, links not checked. */
function buildRequest({ port, log, ...folders }: DevServerOptions): BuilderRequest {
  return {
    ...folders,
    checkLinks: false,
    pagesHost: 'netlify',
    production: false,
    // The owner sees a draft as it will look; npm run build leaves it out.
    drafts: true,
    buildTime: new Date().toISOString(),
  };
}

/** One build by the builder, its reply; each stage it starts goes to `onStage`; a builder that stops meanwhile rejects. */
function askBuilder(child: ChildProcess, request: BuilderRequest, onStage: (stage: string) => void): Promise<BuildReply> {
  return new Promise<BuildReply>((resolve, reject) => {
    const stopped = () => reject(new Error('the builder stopped'));
    if (child.exitCode !== null || child.signalCode !== null) return stopped();
    const heard = (reply: BuilderReply) => {
      if (reply.type === 'stage') return onStage(reply.stage);
      if (reply.type === 'ready') return;
      child.off('exit', stopped).off('message', heard);
      resolve(reply);
    };
    child.once('exit', stopped);
    child.on('message', heard);
    child.send(request);
  });
}

/**
 * Warnings, and the pages a translation leaves unbuilt (as npm run build lists them), are printed once (a new starter
 * has some ninety), known by their words without line and column, which an edit above them moves.
 */
function reportBuilt(
  reply: Extract<BuilderReply, { type: 'built' }>,
  warned: Set<string>,
  log: (line: string) => void,
  verb: 'Built' | 'Rebuilt',
): Set<string> {
  const seconds = reply.totalMs / 1000;
  const notes = [...reply.warnings.map((warning) => `⚠ ${warning}`), ...reply.notes.map((line) => `· ${line}`)];
  const fresh = notes.filter((note) => !warned.has(unplaced(note)));
  const same = notes.length - fresh.length;
  log(`${verb} ${reply.pages} pages${pagesInEach(reply.pagesPerLanguage)} in ${seconds.toFixed(1)} s${asBefore(same)}`);
  for (const note of fresh) log(`  ${note}`);
  return new Set(notes.map(unplaced));
}

/** The dev server's own files (the reload script and the overlay's style) and its stream of events to open pages. */
function devRoutes(clients: Set<ServerResponse>, failureNow: () => Failure | null) {
  const devFile = (name: string, type: string) => async (_request: IncomingMessage, response: ServerResponse) =>
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(await readFile(path.join(here, name)));
  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => unknown> = {
    '/__dev/client.js': devFile('dev-client.js', 'text/javascript; charset=utf-8'),
    '/__dev/overlay.css': devFile('dev-overlay.css', 'text/css; charset=utf-8'),
    '/__dev/events': (request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write('retry: 1000\n\n');
      const failure = failureNow();
      if (failure) response.write(`event: problems\ndata: ${JSON.stringify(failure)}\n\n`);
      clients.add(response);
      request.on('close', () => clients.delete(response));
    },
  };
  return routes;
}

/** A page of the site with the dev server's reload script and overlay style in its head. */
const withDevScript = (html: string) =>
  html.replace('</head>', '<link rel="stylesheet" href="/__dev/overlay.css"><script src="/__dev/client.js" defer></script></head>');

/** Before the first good build: a page that shows the problems (the overlay) and reloads when there is a site. */
function answerNoSiteYet(response: ServerResponse, failed: boolean): void {
  const said = failed
    ? 'No site yet: see the problems below.'
    : 'No site yet: the first build is under way, and this page reloads when it is done.';
  // Marked, so the overlay does not call it the last good version; sized for a phone, where the owner may look too.
  const head = '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Building…</title>';
  const page = `<!DOCTYPE html><html lang="en"><head>${head}</head><body data-dev-no-site><p>${said}</p></body></html>`;
  response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8' }).end(withDevScript(page));
}

/**
 * Ready before it returns, so nothing saved after is missed. chokidar, not fs.watch: recursive fs.watch on Linux
 * loses a file once an editor saves it by renaming a new file over it (vim, JetBrains' safe write).
 */
async function watchSources(
  options: DevServerOptions,
  onChange: (isCode: boolean) => (event: string, file: string) => void,
  log: (line: string) => void,
) {
  const watchers: FSWatcher[] = [
    watch([options.contentDir, options.assetsDir, options.stylesAndScriptDir], { ignoreInitial: true }).on('all', onChange(false)),
    watch(code, { ignoreInitial: true }).on('all', onChange(true)),
  ];
  for (const watcher of watchers) watcher.on('error', (error) => log(`Watching for changes failed: ${(error as Error).message}`));
  await Promise.all(watchers.map((watcher) => new Promise<void>((resolve) => watcher.once('ready', () => resolve()))));
  return watchers;
}

/** One build at a time: changes during a build make exactly one more; a builder that failed is replaced. */
class Rebuilds {
  private builder: ChildProcess | null = null;
  /** Templates or generator code changed: the next build gets a fresh builder. */
  stale = true;
  private running: Promise<void> | null = null;
  private queued = false;
  private closed = false;
  /** What the build under way is doing: its builder starting, or the stage it said it started last. */
  private stage = 'start';

  constructor(
    private readonly options: DevServerOptions,
    private readonly onReply: (reply: BuildReply | { type: 'slow'; stage: string }) => void,
  ) {}

  schedule(): void {
    if (this.closed) return;
    if (this.running) {
      this.queued = true;
      return;
    }
    this.running = this.rebuild().finally(() => {
      this.running = null;
      if (this.queued) {
        this.queued = false;
        this.schedule();
      }
    });
  }

  async settled(): Promise<void> {
    while (this.running || this.queued) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.builder?.kill();
    await this.running;
  }

  private async rebuild(): Promise<void> {
    let reply: BuildReply;
    this.stage = 'start';
    const slow = setTimeout(() => this.onReply({ type: 'slow', stage: this.stage }), this.options.slowAfterMs ?? 3000);
    try {
      reply = await this.buildOnce();
    } catch (error) {
      this.stale = true;
      const { message } = error as Error;
      reply = { type: 'failed', problems: compileErrorLines(message) ?? [message], unreadable: [], warnings: [] };
    } finally {
      clearTimeout(slow);
    }
    if (!this.closed) this.onReply(reply);
  }

  private async buildOnce(): Promise<BuildReply> {
    if (this.stale || !this.builder) {
      this.builder?.kill();
      this.builder = null;
      this.stale = false;
      this.builder = await startBuilder();
      // Closed while it started: close() could not kill what did not exist yet.
      if (this.closed) this.builder.kill();
    }
    // Until its first stage: the output folder made ready (or a lock another build holds on it waited for).
    this.stage = 'output';
    return askBuilder(this.builder, buildRequest(this.options), (stage) => {
      this.stage = stage;
    });
  }
}
