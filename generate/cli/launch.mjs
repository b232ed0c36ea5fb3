/**
 * `npm run build` starts here: `node generate/cli/launch.mjs build [flags]` runs generate/cli/build.ts
 * from a bundle that esbuild made of it once, instead of through tsx.
 *
 * Through tsx, every run spent about a second before building anything (measured on the real site,
 * where a whole warm build is 0.3 s of work): tsx's loader thread resolved and transpiled each of
 * the project's modules again, one message at a time. The bundle is one file of plain JavaScript,
 * with the project's code only: packages stay outside it and load from node_modules as before (and
 * the heavy ones, sharp, React, Tailwind, svgo, only when the build needs them). It is kept in
 * node_modules/.cache/ under a hash of every file of generate/ and templates/, so an edit makes a
 * new bundle on the next run (about 0.3 s) and nothing else does.
 *
 * Plain JavaScript on purpose: Node runs this file before anything can compile TypeScript.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const [command, ...args] = process.argv.slice(2);
const entry = path.join(projectDir, 'generate', 'cli', `${command}.ts`);
if (!command || !existsSync(entry)) {
  console.error(`  ✗ no command "${command ?? ''}" in generate/cli/`);
  process.exit(1);
}

/**
 * Every file the bundle is made of, this file, Node's version and the project's folder (the bundle
 * names its sources by their paths): together they name the bundle.
 */
function sourceKey() {
  const hash = createHash('sha256')
    .update(`${process.version}\0${projectDir}\0`)
    .update(readFileSync(fileURLToPath(import.meta.url)));
  const files = [path.join(projectDir, 'generate.ts')];
  for (const dir of ['generate', 'templates']) {
    for (const name of readdirSync(path.join(projectDir, dir), { recursive: true, withFileTypes: true })) {
      if (name.isFile()) files.push(path.join(name.parentPath ?? name.path, name.name));
    }
  }
  for (const file of files.sort()) hash.update(path.relative(projectDir, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Packages loaded from node_modules as they are: native code (sharp), what reads its own files or
 * registers loaders at run time (Tailwind, PostCSS, svgo's CSS parser), and React, whose entry picks its production
 * build from NODE_ENV when it loads. The others are bundled, which spares Node's ESM loader
 * scanning each CommonJS package for its exports on every run.
 */
const KEEP_OUTSIDE = [
  'sharp',
  '@img/*',
  'svgo',
  'tailwindcss',
  '@tailwindcss/*',
  'postcss',
  'lightningcss',
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'esbuild',
];

/**
 * Each module's `import.meta.url` stays its own source file's URL, not the bundle's: the code
 * version of the files a maker hashes (fingerprint.ts), the project folder (folders.ts) and the
 * packages it resolves are all found from it.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx)$/ }, (file) => {
      const text = readFileSync(file.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(file.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: file.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const bundleDir = path.join(projectDir, 'node_modules', '.cache', 'garage-door-site', `cli-${sourceKey()}`);
const bundle = path.join(bundleDir, `${command}.mjs`);

if (!existsSync(bundle)) {
  const { build } = await import('esbuild');
  const staging = `${bundleDir}.tmp-${process.pid}`;
  await build({
    // The social cards' worker thread too, so a build never bundles it on the fly (card-worker.mjs does, for tsx and vitest).
    entryPoints: { [command]: entry, 'card-thread': path.join(projectDir, 'generate', 'render', 'card-thread.ts') },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Lazy imports (React and the templates, sharp) stay lazy: each is a chunk loaded when it is needed.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    external: KEEP_OUTSIDE,
    // Packages' ES module builds first: jsonc-parser's CommonJS one is UMD, which a bundle cannot follow.
    mainFields: ['module', 'main'],
    // Bundled CommonJS packages require Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    jsx: 'automatic',
    logLevel: 'error',
    plugins: [sourceUrls],
  });
  mkdirSync(path.dirname(bundleDir), { recursive: true });
  // Another run may have made the same bundle meanwhile: either is the same.
  try {
    renameSync(staging, bundleDir);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  // Bundles of earlier sources, unused for an hour (a run still using one has touched it).
  const parent = path.dirname(bundleDir);
  for (const name of readdirSync(parent)) {
    const other = path.join(parent, name);
    if (name.startsWith('cli-') && other !== bundleDir && Date.now() - statSync(other).mtimeMs > 3_600_000) {
      rmSync(other, { recursive: true, force: true });
    }
  }
} else {
  utimesSync(bundleDir, new Date(), new Date());
}

// Where social-cards.ts finds the card thread's bundle (CARD_THREAD_BUNDLE there).
globalThis[Symbol.for('garage-door-site card thread')] = pathToFileURL(path.join(bundleDir, 'card-thread.mjs'));

// As if Node had started the command's own file: `isEntryPoint(import.meta.url)` compares with it.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(bundle).href);
