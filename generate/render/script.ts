import { readFile } from 'node:fs/promises';
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import { contentHash } from '../cache/hash.ts';

/** This file and esbuild: the code that minifies the script. */
const SCRIPT_CODE_VERSION = codeVersion([import.meta.url], ['esbuild']);

/** The one client script, minified, content-hashed and cached: a build that changed neither it nor esbuild never loads esbuild. */
export async function buildScript(scriptPath: string, cache: BuildCache): Promise<{ file: string; js: string }> {
  const source = await readFile(scriptPath, 'utf8');
  const js = await cache.text(BuildCache.key(SCRIPT_CODE_VERSION, source), 'js', async () => {
    const { stop, transform } = await import('esbuild');
    const { code } = await transform(source, { loader: 'js', minify: true });
    // Its service process, else left to end only as Node exits, and so to outlive the build.
    await stop();
    return code;
  });
  return { file: `assets/site-${contentHash(js)}.js`, js };
}
