import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/**
 * The installed version of a package, read from its package.json without loading it (some packages
 * do not export their package.json, so it is found where Node would look for the package).
 */
export function versionOf(name: string): string {
  for (const dir of require.resolve.paths(name) ?? []) {
    const manifest = path.join(dir, name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error(`package ${name} is not installed`);
}
