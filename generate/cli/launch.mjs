/**
 * `npm run build` starts here: `node generate/cli/launch.mjs build [flags]` runs generate/cli/build.ts
 * from a bundle that esbuild made of it once, instead of through tsx.
 *
 * Through tsx, every run spent about a second before building anything (measured on the real site,
 * where a whole warm build is 0.3 s of work): tsx's loader thread resolved and transpiled each of
 * the project's modules again, one message at a time. The bundle is one file of plain JavaScript:
 * the project's code and its pure-JavaScript packages (KEEP_OUTSIDE lists those that load from
 * node_modules as they are, Tailwind and PostCSS; the bundled ones, sharp and React among them, also
 * load only when the build needs them).
 * It is kept in node_modules/.cache/ under a hash of every file of generate/ and templates/ and of
 * the package manager's record of what it installed, so an edit or an install makes a new bundle on
 * the next run (about 0.3 s) and nothing else does.
 *
 * The bundle is CommonJS, compiled here with V8's code cache: a run that succeeds saves the compiled
 * code of every function it ran beside the bundle (`saveCodeCache` says which run), and later runs
 * start from it instead of parsing and compiling 2.7 MB of JavaScript again (on Node 20, which has
 * no compile cache for ES modules, 0.25 s of a cold build of the real site and 0.1 s of a warm one).
 * V8 checks the cache against the source and its own version and flags, and ignores one that does
 * not match or is damaged; the run then compiles as if there were none and saves a new one.
 *
 * Plain JavaScript on purpose: Node runs this file before anything can compile TypeScript.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import nodeModule, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const [command, ...args] = process.argv.slice(2);
const entry = path.join(projectDir, 'generate', 'cli', `${command}.ts`);
if (!command || !existsSync(entry)) {
  console.error(`  ✗ no command "${command ?? ''}" in generate/cli/`);
  process.exit(1);
}

/**
 * What the package manager says it installed: the bundle holds the code of the packages it bundles,
 * so installing another version of one must make a new bundle. npm keeps its record in
 * node_modules/.package-lock.json (written by every install, `npm ci` included), pnpm and Yarn in
 * the others named here; those that exist are hashed.
 */
const INSTALL_RECORDS = ['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity'];

/**
 * Every file the bundle is made of, this file, Node's version, the project's folder (the bundle
 * names its sources by their paths) and the record of the installed packages: together they name
 * the bundle.
 */
function sourceKey() {
  const hash = createHash('sha256')
    .update(`${process.version}\0${projectDir}\0`)
    .update(readFileSync(fileURLToPath(import.meta.url)));
  for (const name of INSTALL_RECORDS) {
    const record = path.join(projectDir, 'node_modules', name);
    if (existsSync(record)) hash.update(name).update('\0').update(readFileSync(record)).update('\0');
  }
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
 * Packages loaded from node_modules as they are (all CommonJS, so `require` loads them): what reads
 * its own files or registers loaders at run time (Tailwind, PostCSS). The others are bundled (svgo's
 * parts, sharp's JavaScript and React among them: see `sharpJavaScript` and `reactLegacyServer`), and
 * compiled with the bundle's code cache.
 */
const KEEP_OUTSIDE = ['tailwindcss', '@tailwindcss/*', 'postcss', 'lightningcss', 'esbuild'];

/** Packages resolved as the project resolves them. */
const projectRequire = createRequire(path.join(projectDir, 'package.json'));

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

/**
 * sharp's JavaScript is bundled; its native code (`.node` files: sharp's addon, which brings libvips)
 * is loaded by `require` as the bundle runs, found from the project as sharp would find it. Loaded
 * from node_modules, sharp took 75–110 ms to load on each thread that draws (the main thread and the
 * social cards'), most of it Node resolving and compiling its 40 files (semver's among them); from
 * a bundle with its code cache, 30–45 ms. `import('sharp')` would pick its ES module build, which finds
 * its addon from its own `import.meta.url`: the CommonJS build is used, and the addons it may have
 * built from source (`../src/build/Release/…`) are named from its own folder.
 */
const sharpJavaScript = {
  name: 'sharp-javascript',
  setup(build) {
    build.onResolve({ filter: /^sharp$/ }, () => ({ path: projectRequire.resolve('sharp') }));
    build.onResolve({ filter: /\.node$/ }, (file) => ({ path: file.path, external: true }));
    build.onLoad({ filter: /[\\/]sharp[\\/]dist[\\/]sharp\.cjs$/ }, (file) => {
      const text = readFileSync(file.path, 'utf8');
      const folder = JSON.stringify(path.dirname(file.path) + path.sep);
      return { contents: text.replaceAll('require(`../', `require(${folder} + \`../`), loader: 'js' };
    });
  },
};

/**
 * React is bundled: its entries still pick the production or development build from NODE_ENV as the
 * bundle runs (both are in it). `react-dom/server` is bundled as its legacy renderer alone, which
 * `renderToStaticMarkup` comes from, as it picks it for NODE_ENV; the streaming renderer it loads
 * beside it is never used. Loaded from node_modules, Node 20 compiled React's code on every cold
 * build; bundled, it comes from the code cache.
 */
const reactLegacyServer = {
  name: 'react-legacy-server',
  setup(build) {
    const cjs = path.join(path.dirname(projectRequire.resolve('react-dom/package.json')), 'cjs');
    const renderer = (mode) => JSON.stringify(path.join(cjs, `react-dom-server-legacy.node.${mode}.js`));
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: 'react-dom/server', namespace: 'react-legacy-server' }));
    build.onLoad({ filter: /.*/, namespace: 'react-legacy-server' }, () => ({
      contents: `module.exports = process.env.NODE_ENV === 'production' ? require(${renderer('production')}) : require(${renderer('development')});`,
      resolveDir: cjs,
      loader: 'js',
    }));
  },
};

const bundleDir = path.join(projectDir, 'node_modules', '.cache', 'garage-door-site', `cli-${sourceKey()}`);
const bundle = path.join(bundleDir, `${command}.cjs`);
const codeCache = path.join(bundleDir, `${command}.code-cache`);

if (!existsSync(bundle)) {
  const { build } = await import('esbuild');
  const staging = `${bundleDir}.tmp-${process.pid}`;
  await build({
    // The social cards' worker thread too, so a build never bundles it on the fly (card-worker.mjs does, for tsx and vitest).
    entryPoints: { [command]: entry, 'card-thread': path.join(projectDir, 'generate', 'render', 'card-thread.ts') },
    outdir: staging,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: `node${process.versions.node}`,
    external: KEEP_OUTSIDE,
    // Lazy imports (React and the templates, sharp, svgo) stay lazy: each runs when the build first needs it.
    // import() becomes require(): code compiled by vm has no module loader of its own.
    supported: { 'dynamic-import': false },
    // Packages' ES module builds first: jsonc-parser's CommonJS one is UMD, which a bundle cannot follow.
    mainFields: ['module', 'main'],
    jsx: 'automatic',
    logLevel: 'error',
    plugins: [sourceUrls, sharpJavaScript, reactLegacyServer],
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

// Node 22 and later: its own code cache for what loads from node_modules as it is (Tailwind,
// PostCSS) and for the card thread's bundle, in every thread (workers take it from the environment).
// On Node 22.23.3, cold builds took 0.035 s less at 54 pages and 0.06 s less at 712 (median of 14
// alternating pairs each). Node 20 has no such cache: there the bundle's own is all there is.
if (typeof nodeModule.enableCompileCache === 'function') {
  const { directory } = nodeModule.enableCompileCache(
    path.join(projectDir, 'node_modules', '.cache', 'garage-door-site', 'node-compile-cache'),
  );
  if (directory) process.env.NODE_COMPILE_CACHE = directory;
}

// Where social-cards.ts finds the card thread's bundle (CARD_THREAD_BUNDLE there).
globalThis[Symbol.for('garage-door-site card thread')] = pathToFileURL(path.join(bundleDir, 'card-thread.cjs'));

// V8 drops the compiled code of functions unused for a while; in a long build (minutes at 1,000 cities)
// that is all of content and images by the time the cache is saved. Kept, the cache holds them too.
v8.setFlagsFromString('--no-flush-bytecode');
// Node 20's V8 (11.3) has no tier between its interpreter and TurboFan, and sends a function to
// TurboFan after a small budget of work. A build lasts seconds, and most functions it runs hot for a
// moment (a template, a parser, the card encoder) were compiled for nothing: at 712 pages its compiler
// threads spent 1.4 s of CPU. Four times the budget, only what stays hot is optimised. Measured in
// alternating cold builds (six pairs): 54 pages 1.76 s → 1.54 s, 712 pages 3.65 s → 3.36 s, each
// with 0.55 s less CPU; at 1,000 cities no change beyond noise. Node 22's V8 counts calls instead
// (with Maglev, a quick tier, between), and does not know this flag.
if (Number(process.versions.node.split('.')[0]) < 22) v8.setFlagsFromString(`--interrupt-budget=${4 * 67584}`);
// The bundle, wrapped as Node wraps a CommonJS module, and compiled from the code cache if it has one.
const saved = readCodeCache();
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`, {
  filename: bundle,
  cachedData: saved?.data,
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
process.once('exit', saveCodeCache);

/**
 * The code cache: V8's data after 8 bytes that hold the CPU time (ms) of the run that saved it.
 * Undefined if there is none, or too short to be one.
 */
function readCodeCache() {
  const bytes = existsSync(codeCache) ? readFileSync(codeCache) : null;
  return bytes && bytes.length > 8 ? { cpuMs: bytes.readDoubleLE(0), data: bytes.subarray(8) } : undefined;
}

/**
 * Saved as the process ends, so that it holds every function the run compiled, and only after a run
 * that succeeded: when there was none or V8 refused it, or when this run did more than twice the work
 * of the one that saved it (a cold build after `--help` or a warm build). Written whole, then renamed.
 */
function saveCodeCache(code) {
  const { user, system } = process.cpuUsage();
  const cpuMs = (user + system) / 1000;
  const usable = saved !== undefined && !script.cachedDataRejected;
  if (code !== 0 || (usable && cpuMs <= 2 * saved.cpuMs)) return;
  const staged = `${codeCache}.tmp-${process.pid}`;
  try {
    const header = Buffer.alloc(8);
    header.writeDoubleLE(cpuMs);
    writeFileSync(staged, Buffer.concat([header, script.createCachedData()]));
    renameSync(staged, codeCache);
  } catch {
    rmSync(staged, { force: true });
  }
}

// As if Node had started the command's own file: `isEntryPoint(import.meta.url)` compares with it.
process.argv = [process.argv[0], entry, ...args];
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(entry), module, bundle, bundleDir);
