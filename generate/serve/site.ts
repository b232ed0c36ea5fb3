import { existsSync, type ReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import compression from 'compression';
import send from 'send';
import { displayPath } from '../errors.ts';
import { cacheControlOf, revalidateCacheControl, securityHeaders } from '../hosting/headers.ts';
import { movedRedirectFor, resolveMissing, type RedirectRule, type Resolution } from '../hosting/redirects.ts';
import { fileAt, INDEX_FILE, NOT_FOUND_FILE, outputFileFor, paths } from '../pages/paths.ts';

type SiteHandlerOptions = {
  siteDir: string;
  /** The redirect table; a function, so the dev server can swap in a new one after each build. */
  redirects: () => RedirectRule[];
  /** Rewrites every HTML page on its way out (the dev server adds its reload script). */
  transformHtml?: (html: string) => string;
  /** What to tell the owner when the site's folder has gone for good: "<dir>/ is gone: <whenGone>". */
  whenGone?: string;
  /** Where the one line about a failed request goes; the terminal by default. */
  log?: (line: string) => void;
};

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * A build swaps the site's folder with two renames, so a request can find a file gone mid-swap: "missing" is
 * answered only from the folder the request started with, else the request waits this long for a folder ...
 */
const SWAP_WAIT_MS = 2000;
/** ... and is answered again, at most this many times in all (each one means another build swapped the folder). */
const MAX_ATTEMPTS = 5;

/**
 * The folder's identity: a swapped-in folder is another directory, so another inode, or the number a folder swapped out
 * freed, with its own time of creation (0 where the file system keeps none). A file written into the folder changes
 * neither. Null while it is missing.
 */
export const identityOf = (dir: string) =>
  stat(dir).then(
    (s) => `${s.dev}:${s.ino}:${s.birthtimeMs}`,
    () => null,
  );

/** Whether a build has written a site into `dir`: its home page is there. */
export const holdsSite = (dir: string) => existsSync(path.join(dir, outputFileFor(paths.home)));

/** A file that is not there: a reason to answer "missing" (after the folder check), not a failure. */
const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The one line a failed request leaves in the terminal: never a stack trace, which would bury the server's output. */
export const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];

/** Nothing a handler does can stop the server: a throw is answered with 500 (or the connection closed) and one line. */
export function guarded(handler: Handler, log: (line: string) => void = console.error): Handler {
  return (request, response) => {
    const failed = (error: unknown) => {
      log(`${request.method} ${request.url}: ${firstLine(error)} (answered 500)`);
      if (response.headersSent) return void response.destroy();
      clearHeaders(response);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error\n');
    };
    try {
      Promise.resolve(handler(request, response)).catch(failed);
    } catch (error) {
      failed(error);
    }
  };
}

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Both local servers' check, before any route: a request whose Host header names another machine gets 403 and why. A
 * web page the owner visits can point its own name at 127.0.0.1 (DNS rebinding) and read the drafts and build problems,
 * but its requests carry its own name. Any port is let through: the name is what a page cannot fake, and a tunnel
 * (ssh -L 8080:localhost:4173) changes the port.
 */
export function localOnly(handler: Handler): Handler {
  return (request, response) => {
    const name = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(request.headers.host ?? '')?.[1];
    if (name !== undefined && LOCAL_NAMES.has(name.toLowerCase())) return handler(request, response);
    response
      .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
      .end(
        `Forbidden: this server answers only to localhost, 127.0.0.1 or [::1], and this request was addressed to ${request.headers.host ?? 'no name'}; open it at one of those.\n`,
      );
  };
}

/** The address with the slash added, from one leading slash: "//services/" would be protocol-relative, another host's. */
const withSlash = (url: URL) => `${url.pathname.replace(/^\/+/, '/')}/${url.search}`;

/** Text compressed as every host compresses it; a partial answer must stay the bytes its Content-Range names: never a 206. */
const compress = compression({ filter: (request, response) => response.statusCode !== 206 && compression.filter(request, response) });

/** The request's address; "//about/" is a path with its slash doubled, as the servers take it, not a host named "about". */
const requestUrl = (request: IncomingMessage) => new URL((request.url ?? '/').replace(/^\/{2,}/, '/'), 'http://localhost');

/** Revalidated wherever it is, as the servers send it: a miss under /assets/ must not be kept for a year. */
const NOT_FOUND_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidateCacheControl };

/**
 * Answers as the hosts do, text compressed, so the benchmark's Lighthouse sees what visitors get; each redirect keeps
 * the visitor's query (`search`). Files go through `send` (express's), which validates Range headers and reports a
 * file error as an event instead of throwing.
 */
export function siteRequestHandler({
  siteDir,
  redirects,
  transformHtml,
  whenGone = 'run npm run build',
  log = console.error,
}: SiteHandlerOptions): Handler {
  // `extensions`: like the hosts, "/service-areas/santa" is served from santa.html (a moved address's page).
  const sendOptions: send.SendOptions = {
    root: siteDir,
    extensions: ['html'],
    index: [INDEX_FILE],
    dotfiles: 'ignore',
    cacheControl: false,
  };
  const goneLine = `${displayPath(siteDir)}/ is gone: ${whenGone}`;
  let gone = false;

  /** A page as it is served; null if there is no such file. */
  const html = async (file: string) => {
    const text = await readFile(file, 'utf8').catch((error) => (isMissing(error) ? null : Promise.reject(error)));
    return text !== null && transformHtml ? transformHtml(text) : text;
  };
  const respond = async (response: ServerResponse, resolution: Resolution, pathname: string, search = '') => {
    if (resolution.action === 'redirect') response.writeHead(resolution.status, { Location: resolution.location + search }).end();
    else response.writeHead(404, NOT_FOUND_HEADERS).end(await nearestNotFoundPage(siteDir, pathname, html));
  };
  const answerGone = (response: ServerResponse) => {
    if (!gone) log(goneLine);
    gone = true;
    clearHeaders(response);
    response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2' }).end(`${goneLine}\n`);
  };
  /** Answers from the site's files, or returns the answer a missing file gets (404 or a section redirect) without sending it. */
  const fromFiles = async (request: IncomingMessage, response: ServerResponse, url: URL, pathname: string): Promise<Resolution | null> => {
    if (fileAt(pathname) === null && existsSync(path.join(siteDir, outputFileFor(`${pathname}/`)))) {
      response.writeHead(301, { Location: withSlash(url) }).end();
      return null;
    }
    if (transformHtml && pathname.endsWith('/')) {
      const page = await html(path.join(siteDir, outputFileFor(pathname)));
      if (page !== null) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
        return null;
      }
    }
    return (await sendFile(request, response, url.pathname, sendOptions, log)) ? null : resolveMissing(redirects(), pathname);
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = requestUrl(request);
    const pathname = decodedPath(url.pathname);
    // A malformed escape ("%E0%A4%A"), or an escaped "../" reaching outside the site.
    if (pathname === null) return void response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    const headers = { ...securityHeaders, 'Cache-Control': cacheControlOf(pathname) };

    for (let attempt = 1; ; attempt++) {
      clearHeaders(response);
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      // Host configuration files are read by the host, never served.
      if (pathname.split('/').some((segment) => segment.startsWith('_'))) return respond(response, { action: 'not-found' }, pathname);
      const moved = movedRedirectFor(redirects(), pathname);
      if (moved) return respond(response, moved, pathname, url.search);

      const folder = await identityOf(siteDir);
      if (folder) gone = false;
      else if (gone) return answerGone(response);
      const missing = await fromFiles(request, response, url, pathname);
      if (!missing) return;
      const now = await identityOf(siteDir);
      if (folder && now === folder) return respond(response, missing, pathname, url.search);
      // The folder was swapped (or is being swapped) under this request: answer again from the one in place.
      if (attempt === MAX_ATTEMPTS) return now ? respond(response, missing, pathname, url.search) : answerGone(response);
      if (!now && !(await folderBack(siteDir))) return answerGone(response);
    }
  };

  const handle = guarded(answer, log);
  return (request, response) => compress(request as never, response as never, () => handle(request, response));
}

/** The nearest 404.html up the path, as Cloudflare Pages finds it: a miss under /es/ gets /es/404.html, the others 404.html. */
async function nearestNotFoundPage(siteDir: string, pathname: string, html: (file: string) => Promise<string | null>): Promise<string> {
  for (let dir = path.posix.dirname(`${pathname}x`); ; dir = path.posix.dirname(dir)) {
    const page = await html(path.join(siteDir, dir, NOT_FOUND_FILE));
    if (page !== null) return page;
    if (dir === '/') return 'Not found';
  }
}

/** Polls for the folder to be back, as it is a moment after a build's swap. */
async function folderBack(siteDir: string): Promise<boolean> {
  for (const deadline = Date.now() + SWAP_WAIT_MS; Date.now() < deadline; await sleep(20)) {
    if (await identityOf(siteDir)) return true;
  }
  return false;
}

/** Serves the file `send` finds for the URL path; false (having sent nothing) if there is none. */
function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  urlPath: string,
  sendOptions: send.SendOptions,
  log: (line: string) => void,
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let file: ReadStream | undefined;
    const finish = (found: boolean) => {
      response.off('close', served);
      resolve(found);
    };
    // 'close' comes once the answer is complete, or the visitor went away.
    const served = () => finish(true);
    response.once('close', served);
    send(request, urlPath, sendOptions)
      .on('stream', (stream: ReadStream) => (file = stream))
      // A folder without index.html (/assets): missing, as on the hosts.
      .on('directory', () => finish(false))
      .on('error', (error: Error & { status?: number; headers?: Record<string, string> }) => {
        file?.unpipe(response);
        if (response.headersSent || response.destroyed) return void response.destroy();
        const status = error.status ?? 500;
        if (status === 404) return finish(false);
        if (status >= 500) log(`${request.method} ${request.url}: ${firstLine(error)} (answered ${status})`);
        clearHeaders(response);
        response
          .writeHead(status, { ...error.headers, 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`${STATUS_CODES[status] ?? 'Error'}\n`);
      })
      .pipe(response);
  });
}

function clearHeaders(response: ServerResponse): void {
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.statusCode = 200;
}

/** The request's path as a file path, or null if it cannot be decoded or would leave the site's folder. */
function decodedPath(rawPathname: string): string | null {
  try {
    const pathname = decodeURIComponent(rawPathname);
    return pathname.includes('\0') || pathname.split(/[/\\]/).includes('..') ? null : pathname;
  } catch {
    return null;
  }
}
