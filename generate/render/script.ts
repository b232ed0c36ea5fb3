import { readFile } from 'node:fs/promises';
import { hashedAssetPath } from '../cache/hash.ts';

/**
 * The one client script, templates/client/site.js, with its comment lines and indentation
 * dropped (it is small enough that a minifier would save little more) and a content-hashed name.
 */
export async function buildScript(scriptPath: string): Promise<{ file: string; js: string }> {
  const js = (await readFile(scriptPath, 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
  return { file: hashedAssetPath('site.js', js), js: `${js}\n` };
}
