/**
 * Starts card-thread.ts in a worker thread. Plain JavaScript, so that any Node (under tsx, vitest or
 * the bundled command) can start it as it is: it bundles the thread's TypeScript with esbuild (the
 * same that bundles the command; about 20 ms) and runs the result here, where packages resolve from
 * the project's node_modules as they would from the sources.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { buildSync } from 'esbuild';

const entry = fileURLToPath(new URL('./card-thread.ts', import.meta.url));
const [bundle] = buildSync({
  entryPoints: [entry],
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // import() of a package becomes require(): code compiled by vm has no loader for import().
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': JSON.stringify(import.meta.url) },
  logLevel: 'silent',
}).outputFiles;
const run = vm.compileFunction(bundle.text, ['require', 'module', 'exports', '__filename', '__dirname'], { filename: entry });
const module = { exports: {} };
run(createRequire(import.meta.url), module, module.exports, entry, path.dirname(entry));
