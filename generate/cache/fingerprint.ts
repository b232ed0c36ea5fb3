import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './hash.ts';

/**
 * Every cache key names its maker's code version, so editing that code makes its files anew with no version to bump. It hashes the
 * source bytes on disk, not the running module, because tsx and vitest transpile the same file differently.
 */
export function codeVersion(sources: ReadonlyArray<string | URL>, packages: readonly string[] = []): string {
  const parts = packages.map((name) => `${name}@${versionOf(name)}`);
  for (const source of sources) {
    const file = source instanceof URL || source.startsWith('file:') ? fileURLToPath(source) : source;
    const [dir, names] = statSync(file).isDirectory() ? [file, filesIn(file)] : [path.dirname(file), [path.basename(file)]];
    parts.push(...names.map((name) => `${name}\0${contentHash(readFileSync(path.join(dir, name)))}`));
  }
  return contentHash(parts.join('\0'));
}

/** The files in `dir` and its folders, by their paths inside it, sorted. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((name) => !name.split(path.sep).some((part) => part.startsWith('.') || part === 'node_modules'))
    .sort();
}

const require = createRequire(import.meta.url);

/** Found where Node would look for the package, as some packages do not export their package.json. */
function versionOf(name: string): string {
  for (const dir of require.resolve.paths(name) ?? []) {
    const manifest = path.join(dir, name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error(`package ${name} is not installed`);
}
