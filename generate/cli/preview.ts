/** `npm run preview`: serves the built site on localhost, with the site's redirects and headers, as a host would. */
import path from 'node:path';
import { displayPath } from '../errors.ts';
import { defaultFolders } from '../folders.ts';
import { recoverOutput } from '../output/write.ts';
import { parsePort } from '../serve/listen.ts';
import { redirectTableFor, startPreviewServer } from '../serve/preview.ts';
import { holdsSite } from '../serve/site.ts';
import { commandLine, failWith, isEntryPoint, runCommand } from './shared.ts';

const usage = `Serve a built site on localhost as a host would: its redirects, headers and status codes.

npm run preview -- [options]
  --dir DIR      the built site (default: dist/)
  --content DIR  the content it was built from, for its redirects (default: content/)
  --assets DIR   the images and logo that content names (default: assets/)
  --port N       the port (default: 4173, or the next free one)
  --help         this text`;

async function main(): Promise<void> {
  const parsed = commandLine(
    {
      options: {
        dir: { type: 'string', default: defaultFolders.outDir },
        content: { type: 'string', default: defaultFolders.contentDir },
        assets: { type: 'string', default: defaultFolders.assetsDir },
        port: { type: 'string', default: '4173' },
      },
    },
    usage,
  );
  if (!parsed) return;
  const { values } = parsed;
  const siteDir = path.resolve(values.dir);
  // A build killed between the two renames of its swap left no folder: put the last complete site back first.
  const restored = await recoverOutput(siteDir, (message) => console.log(message)).catch(() => null);
  if (restored) console.log(restored);
  if (!holdsSite(siteDir)) return failWith([`${displayPath(siteDir)}/ has no site in it yet: run npm run build first`]);
  await runCommand(async () => {
    const port = parsePort(values.port);
    const tableNow = () => redirectTableFor(path.resolve(values.content), path.resolve(values.assets), siteDir);
    const { url } = await startPreviewServer({ siteDir, redirects: await tableNow(), reload: tableNow, port });
    console.log(`Serving ${displayPath(siteDir)}/ at ${url}/ with the site's redirects and headers (Ctrl+C to stop)`);
  });
}

if (isEntryPoint(import.meta.url)) void main();
