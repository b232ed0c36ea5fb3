/**
 * Tailwind, compiling the stylesheet in a worker thread for css.ts. Plain JavaScript, so that any
 * Node (under tsx, vitest or the bundled command) can start it as it is.
 *
 * Why a thread of its own: on Node before 22.15, Tailwind registers a module loader hook when it
 * loads, and from then on every import of the process goes through Node's loader thread (on the
 * 712-page site, loading React and the templates took a second longer); in a worker the hook stays
 * there. And the stylesheet compiles while the main thread does other work.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

// Their CommonJS builds, required: imported, Node's ESM loader would scan each CommonJS module of
// PostCSS and Tailwind for its exports first (about 0.1 s of CPU on every cold build).
const require = createRequire(import.meta.url);
const tailwindcss = require('@tailwindcss/postcss');
const postcss = require('postcss');

// The stylesheet comes in a message: css.ts may start this thread before the build has read content,
// so that Tailwind loads meanwhile.
parentPort.once('message', async ({ source, from }) => {
  const { css } = await postcss([tailwindcss({ optimize: { minify: true } })]).process(source, { from });
  parentPort.postMessage(css);
});
