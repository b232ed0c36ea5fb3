import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { displayPath, loadContent } from './content.ts';
import { BuildError } from './errors.ts';
import { headersFor } from './headers.ts';
import { buildRedirectTable, exactRedirectFor, resolveMissing, type RedirectRule, type Resolution } from './redirects.ts';

type SiteHandlerOptions = {
  siteDir: string;
  /** The redirect table; a function, so the dev server can swap in a new one after each build. */
  redirects: () => RedirectRule[];
  /** Rewrites every HTML page on its way out (the dev server adds its reload script). */
  transformHtml?: (html: string) => string;
};

/**
 * Answers requests for a built site the way the hosts do: the same redirect table (moved addresses,
 * unknown service slugs, unknown areas), the same headers, real status codes (the 404 page with
 * status 404), folder URLs without their slash redirected to it, and text compressed as every
 * host compresses it (so the benchmark's Lighthouse sees what visitors get). Files are served by sirv.
 */
export function siteRequestHandler({ siteDir, redirects, transformHtml }: SiteHandlerOptions) {
  const serveFile = sirv(siteDir, { dev: true, etag: true, dotfiles: false, extensions: ['html'] });
  const compress = compression();
  const html = async (file: string) => {
    const text = await readFile(file, 'utf8');
    return transformHtml ? transformHtml(text) : text;
  };
  const respond = async (response: ServerResponse, resolution: Resolution) => {
    if (resolution.action === 'redirect') {
      response.writeHead(resolution.status, { Location: resolution.location }).end();
    } else {
      const page = await html(path.join(siteDir, '404.html')).catch(() => 'Not found');
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    }
  };

  return (request: IncomingMessage, response: ServerResponse) => compress(request as never, response as never, () => answer(request, response));

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodedPath(url.pathname);
    // A malformed escape ("%E0%A4%A"), or an escaped "../" reaching outside the site.
    if (pathname === null) return void response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    for (const [name, value] of Object.entries(headersFor(pathname))) response.setHeader(name, value);

    // Host configuration files are read by the host, never served.
    if (pathname.split('/').some((segment) => segment.startsWith('_'))) return void respond(response, { action: 'not-found' });
    const moved = exactRedirectFor(redirects(), pathname);
    if (moved) return void respond(response, moved);
    if (!pathname.endsWith('/') && !path.extname(pathname) && existsSync(path.join(siteDir, pathname, 'index.html'))) {
      return void respond(response, { action: 'redirect', status: 301, location: `${url.pathname}/${url.search}` });
    }
    const page = pathname.endsWith('/') ? path.join(siteDir, pathname, 'index.html') : null;
    if (transformHtml && page && existsSync(page)) {
      return void html(page).then((text) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(text));
    }
    serveFile(request, response, () => void respond(response, resolveMissing(redirects(), pathname)));
  }
}

/** The request's path as a file path, or null if it cannot be decoded or would leave the site's folder. */
export function decodedPath(rawPathname: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  const segments = pathname.split(/[/\\]/);
  return pathname.includes('\0') || segments.includes('..') ? null : pathname;
}

export async function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
}

/** Serves a built folder on localhost as the hosts would (see siteRequestHandler). */
export async function startPreviewServer(options: {
  siteDir: string;
  redirects: RedirectRule[];
  port?: number;
  host?: string;
}): Promise<{ server: Server; url: string }> {
  const server = createServer(siteRequestHandler({ siteDir: options.siteDir, redirects: () => options.redirects }));
  return { server, url: await listen(server, options.port, options.host) };
}

/** The redirect table the site was built with: the moved addresses in content, and the section rules. */
export async function redirectTableFor(contentDir: string, assetsDir: string): Promise<RedirectRule[]> {
  const content = await loadContent(contentDir, assetsDir);
  return buildRedirectTable(content.redirects);
}

async function main(): Promise<void> {
  const projectDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: path.join(projectDir, 'dist') },
      content: { type: 'string', default: path.join(projectDir, 'content') },
      assets: { type: 'string', default: path.join(projectDir, 'assets') },
      port: { type: 'string', default: '4173' },
    },
  });
  const siteDir = path.resolve(values.dir);
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`${displayPath(siteDir)}/ has no site in it yet: run npm run build first.`);
    process.exitCode = 1;
    return;
  }
  try {
    const redirects = await redirectTableFor(path.resolve(values.content), path.resolve(values.assets));
    const { url } = await startPreviewServer({ siteDir, redirects, port: Number(values.port) });
    console.log(`Serving ${displayPath(siteDir)}/ at ${url}/ with the site's redirects and headers (Ctrl+C to stop)`);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    for (const problem of error.problems) console.error(`  ✗ ${problem}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
