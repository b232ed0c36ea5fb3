import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './hash.ts';

/**
 * The version of the code that made a file: every cache key names the code version of its maker,
 * so editing that code makes its files anew, and nobody has to remember to bump anything.
 *
 * It is a hash of the `sources` as they are on disk (a module's `import.meta.url`, a path, or a
 * folder, which stands for every file in it by its path inside the folder, hidden files and
 * node_modules left out) and of the installed versions of the `packages` whose output the maker
 * depends on. Source bytes, not the running module: tsx and vitest transpile the same file
 * differently, while its bytes on disk are the same.
 */
export function codeVersion(sources: ReadonlyArray<string | URL>, packages: readonly string[] = []): string {
  const parts = packages.map((name) => `${name}@${versionOf(name)}`);
  for (const source of sources) {
    const file = source instanceof URL || source.startsWith('file:') ? fileURLToPath(source) : source;
    if (statSync(file).isDirectory()) {
      const inside = filesIn(file);
      parts.push(...inside.map((name) => `${name}\0${contentHash(readFileSync(path.join(file, name)))}`));
    } else {
      parts.push(`${path.basename(file)}\0${contentHash(readFileSync(file))}`);
    }
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

/**
 * The installed version of a package, read from its package.json without loading it (some packages
 * do not export their package.json, so it is found where Node would look for the package).
 */
function versionOf(name: string): string {
  for (const dir of require.resolve.paths(name) ?? []) {
    const manifest = path.join(dir, name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error(`package ${name} is not installed`);
}
