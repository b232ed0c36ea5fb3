/**
 * Tailwind, compiling the stylesheet in a worker thread for css.ts. Plain JavaScript, so that any
 * Node (under tsx, vitest or the bundled command) can start it as it is.
 *
 * Why a thread of its own: the stylesheet compiles while the main thread does other work. And
 * Tailwind registers a module loader hook when it loads (below).
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

// Their CommonJS builds, required: imported, Node's ESM loader would scan each CommonJS module of
// PostCSS and Tailwind for its exports first (about 0.1 s of CPU on every cold build).
const require = createRequire(import.meta.url);
// On Node before 22.15, @tailwindcss/node calls `module.register()` as it loads, for a hook that
// makes JavaScript config files and plugins load afresh each time. Registering starts Node's loader
// thread, which costs this worker about 0.15 s of CPU and holds it for 0.1 s; from then on every
// import of the thread goes through it (in the main thread, loading React and the templates took a
// second longer at 712 pages). The stylesheet loads no JavaScript (no @config or @plugin), and each
// compile has a worker of its own, so the hook has nothing to do: `register` is hidden while
// Tailwind loads.
const nodeModule = require('node:module');
const { register } = nodeModule;
let tailwindcss;
try {
  nodeModule.register = undefined;
  tailwindcss = require('@tailwindcss/postcss');
} finally {
  nodeModule.register = register;
}
const postcss = require('postcss');

// The stylesheet comes in a message: css.ts may start this thread before the build has read content,
// so that Tailwind loads meanwhile.
parentPort.once('message', async ({ source, from }) => {
  const { css } = await postcss([tailwindcss({ optimize: { minify: true } })]).process(source, { from });
  parentPort.postMessage(css);
});
