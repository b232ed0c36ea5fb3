/**
 * Tailwind, compiling the stylesheet in a worker thread for css.ts. Plain JavaScript, so that any
 * Node (under tsx, vitest or the bundled command) can start it as it is.
 *
 * Why a thread of its own: the stylesheet compiles while the main thread does other work, and the
 * module loader hook Tailwind registers as it loads (on Node before 22.15) stays in this thread.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

// Their CommonJS builds, required: imported, Node's ESM loader would first scan each CommonJS module
// of PostCSS and Tailwind for its exports.
const require = createRequire(import.meta.url);
const tailwindcss = require('@tailwindcss/postcss');
const postcss = require('postcss');

// The stylesheet comes in a message: css.ts may start this thread before the build has read content,
// so that Tailwind loads meanwhile.
parentPort.once('message', async ({ source, from }) => {
  const { css } = await postcss([tailwindcss({ optimize: { minify: true } })]).process(source, { from });
  parentPort.postMessage(css);
});
