import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

/**
 * Serves a built site on localhost the way a static host does: files from the folder, folder
 * URLs from their index.html, and the 404 page with a real 404 status for anything else.
 */
export async function startPreviewServer(siteDir: string, port = 0, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const serveFile = sirv(siteDir, { dev: true, etag: true, dotfiles: false });
  const server = createServer((request, response) => {
    serveFile(request, response, async () => {
      const notFound = await readFile(path.join(siteDir, '404.html')).catch(() => null);
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(notFound ?? 'Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${actualPort}` };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4173' } } });
  const { url } = await startPreviewServer(path.resolve(values.dir), Number(values.port));
  console.log(`Serving ${values.dir}/ at ${url}/ (Ctrl+C to stop)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
