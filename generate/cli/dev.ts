/** `npm run dev`: builds, serves on localhost, rebuilds on every save and reloads the open tab. */
import os from 'node:os';
import path from 'node:path';
import { displayPath } from '../errors.ts';
import { defaultCacheDir, defaultFolders, devOutDirFor, devSitesDir } from '../folders.ts';
import { startDevServer } from '../serve/dev.ts';
import { pruneDevSites, stampDevSite, UNUSED_DAYS } from '../serve/dev-sites.ts';
import { parsePort } from '../serve/listen.ts';
import { commandLine, isEntryPoint, runCommand } from './shared.ts';

const usage = `Build the site, serve it on localhost with drafts shown, and rebuild it on every save.

npm run dev -- [options]
  --content DIR   the content folder (default: content/)
  --assets DIR    the images and logo (default: assets/)
  --cache DIR     the build cache, as npm run build takes it (default: node_modules/.cache/
                  local-service-site-generator/build/, or .cache/build/ when that cannot be written)
  --base-url URL  the site's address in its links and metadata (default: site.json's baseUrl)
  --port N        the port (default: 4321, or the next free one)
  --help          this text`;

async function main(): Promise<void> {
  const parsed = commandLine(
    {
      options: {
        content: { type: 'string', default: defaultFolders.contentDir },
        assets: { type: 'string', default: defaultFolders.assetsDir },
        cache: { type: 'string' },
        'base-url': { type: 'string' },
        port: { type: 'string', default: '4321' },
      },
    },
    usage,
  );
  if (!parsed) return;
  const { values } = parsed;
  await runCommand(async () => {
    const outDir = devOutDirFor(values.content, values.assets);
    await clearOldDevSites(outDir, values.content);
    const dev = await startDevServer({
      contentDir: path.resolve(values.content),
      assetsDir: path.resolve(values.assets),
      stylesAndScriptDir: defaultFolders.stylesAndScriptDir,
      outDir,
      cacheDir: values.cache ? path.resolve(values.cache) : defaultCacheDir(),
      port: parsePort(values.port),
      ...(values['base-url'] && { baseUrl: values['base-url'] }),
    });
    const watched = [values.content, values.assets].map((folder) => `${displayPath(path.resolve(folder))}/`).join(', ');
    console.log(`Serving the site at ${dev.url}/ and rebuilding on every change to ${watched} and templates/ (Ctrl+C to stop)`);
    // Closed before it ends, so nothing is left half-written; npm passes the signal on again, which changes nothing.
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      void dev.close().finally(() => process.exit(128 + os.constants.signals[signal]));
    };
    process.on('SIGINT', stop).on('SIGTERM', stop);
  });
}

/** This start stamped on its own dev site; the others' gone from use removed, and said in one line. A failure only said: dev starts anyway. */
async function clearOldDevSites(outDir: string, contentDir: string): Promise<void> {
  try {
    await stampDevSite(outDir, contentDir);
    const removed = await pruneDevSites(devSitesDir, path.dirname(outDir));
    if (removed.length === 0) return;
    const sites = `${removed.length} dev site${removed.length === 1 ? '' : 's'}`;
    console.log(`Removed ${sites} from ${displayPath(devSitesDir)}/ whose content folder is gone or unused for ${UNUSED_DAYS} days`);
  } catch (error) {
    console.log(`Could not clear the old sites of npm run dev in ${displayPath(devSitesDir)}/: ${(error as Error).message}`);
  }
}

if (isEntryPoint(import.meta.url)) void main();
