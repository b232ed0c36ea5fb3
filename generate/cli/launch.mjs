/**
 * Runs a command from an esbuild bundle made once per state of the sources (kept in .cache/, as node_modules may be
 * read-only), not through tsx, whose loader transpiles every module again on each run. Plain JavaScript on purpose:
 * Node runs this file before anything can compile TypeScript.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimes, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const [command, ...args] = process.argv.slice(2);
const entry = path.join(projectDir, 'generate', 'cli', `${command}.ts`);
if (!command || !existsSync(entry)) fail(`no command "${command ?? ''}" in generate/cli/`);

/** A hash of `salt` and of the `files` of `dir` (one missing as empty), by their paths and bytes. */
function hashOf(dir, files, salt = '') {
  const hash = createHash('sha256').update(salt);
  for (const file of files.sort()) {
    const at = path.join(dir, file);
    hash.update(`\0${file}\0`).update(existsSync(at) ? readFileSync(at) : '');
  }
  return hash.digest('hex');
}

// The bundle is named by what it is made of: the project's code (this file among it) and TypeScript settings,
// npm's record of what it installed (esbuild among it), and the project's folder (the bundle names its sources).
const sources = ['generate', 'templates']
  .flatMap((dir) => readdirSync(path.join(projectDir, dir), { recursive: true, withFileTypes: true }))
  .filter((file) => file.isFile())
  .map((file) => path.relative(projectDir, path.join(file.parentPath, file.name)));
const key = hashOf(projectDir, ['generate.ts', 'tsconfig.json', 'node_modules/.package-lock.json', ...sources], projectDir);
const bundlesDir = path.join(projectDir, '.cache', 'launch');
const bundleDir = path.join(bundlesDir, `${command}-${key.slice(0, 16)}`);

/** Its file `digest` holds a hash of the others: a bundle damaged or cut short is made again, never run. */
function isWhole(dir) {
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const digest = files.includes('digest') && readFileSync(path.join(dir, 'digest'), 'utf8');
  const others = files.filter((name) => name !== 'digest');
  return digest === hashOf(dir, others);
}

/**
 * Each module's `import.meta.url` stays its own source file's URL: the project folder (folders.ts),
 * the files that name what a maker made (fingerprint.ts) and the worker threads' scripts are found from it.
 */
const withOwnUrl = (file) => ({
  contents: readFileSync(file.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file.path).href)),
  loader: file.path.endsWith('x') ? 'tsx' : 'ts',
});

if (!isWhole(bundleDir)) {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [entry],
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    write: false,
    bundle: true,
    format: 'esm',
    // What a build may not need (React and the templates, svgo) is a chunk of its own, loaded with its packages when first needed.
    splitting: true,
    platform: 'node',
    target: `node${process.versions.node}`,
    packages: 'external',
    logLevel: 'error',
    plugins: [{ name: 'own-url', setup: (build) => build.onLoad({ filter: /\.tsx?$/ }, withOwnUrl) }],
  }).catch(() => process.exit(1)); // esbuild has said what is wrong in the sources.
  // Written whole, then renamed: a build running at the same time finds no bundle or a whole one.
  const staging = `${bundleDir}.tmp-${process.pid}`;
  try {
    mkdirSync(staging, { recursive: true });
    for (const file of outputFiles) writeFileSync(path.join(staging, path.basename(file.path)), file.contents);
    writeFileSync(path.join(staging, 'digest'), hashOf(staging, readdirSync(staging)));
    if (existsSync(bundleDir) && !isWhole(bundleDir)) rmSync(bundleDir, { recursive: true });
    renameSync(staging, bundleDir);
  } catch {
    rmSync(staging, { recursive: true, force: true });
    // Unless another run made the same bundle meanwhile.
    const [where, source] = [bundlesDir, entry].map((file) => path.relative(process.cwd(), file));
    if (!isWhole(bundleDir)) fail(`cannot write ${where}/ to compile the command into; make it writable, or run \`npx tsx ${source}\``);
  }
  // Bundles of earlier sources unused for an hour (a build still running from one may yet load a chunk of it).
  for (const name of readdirSync(bundlesDir)) {
    const other = path.join(bundlesDir, name);
    const used = statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - used > 3_600_000) rmSync(other, { recursive: true, force: true });
  }
} else {
  // Marked as in use; in a read-only folder, it is used as it is.
  utimes(bundleDir, new Date(), new Date(), () => {});
}

function fail(message) {
  console.error(`  ✗ ${message}`);
  process.exit(1);
}

// As if Node had started the command's own file: `isEntryPoint(import.meta.url)` compares with it.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(path.join(bundleDir, `${command}.mjs`)).href);
