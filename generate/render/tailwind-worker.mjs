/**
 * Tailwind in a thread of its own for css.ts, so the stylesheet compiles while the main thread works and the loader hook Tailwind
 * registers (on Node before 22.15) stays here; plain JavaScript, so any Node (tsx, vitest, the bundled command) starts it as it is.
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
