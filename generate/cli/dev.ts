/** `npm run dev`: builds, serves on localhost, rebuilds on every save and reloads the open tab. */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultCacheDir, defaultFolders, devOutDirFor } from '../folders.ts';
import { startDevServer } from '../serve/dev.ts';
import { parsePort } from '../serve/listen.ts';
import { isEntryPoint, runCommand } from './shared.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: defaultFolders.contentDir },
      assets: { type: 'string', default: defaultFolders.assetsDir },
      'base-url': { type: 'string' },
      port: { type: 'string', default: '4321' },
    },
  });
  await runCommand(async () => {
    const dev = await startDevServer({
      contentDir: path.resolve(values.content),
      assetsDir: path.resolve(values.assets),
      stylesAndScriptDir: defaultFolders.stylesAndScriptDir,
      outDir: devOutDirFor(values.content, values.assets),
      cacheDir: defaultCacheDir(),
      port: parsePort(values.port),
      ...(values['base-url'] && { baseUrl: values['base-url'] }),
    });
    console.log(`Serving the site at ${dev.url}/ and rebuilding on every change to content/, assets/ and templates/ (Ctrl+C to stop)`);
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

if (isEntryPoint(import.meta.url)) void main();
