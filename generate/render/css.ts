import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';

const worker = new URL('./tailwind-worker.mjs', import.meta.url);

/** This file, the worker and Tailwind's packages: the code that compiles the stylesheet. */
const CSS_CODE_VERSION = codeVersion([import.meta.url, worker], ['tailwindcss', '@tailwindcss/postcss', 'postcss']);

/**
 * One minified stylesheet from `styles.css` and `extraCss` (rules made from content), cached under a hash of them, of the folder
 * Tailwind scans (`@source "./"`) and of the compiler, so a build that changed none of them never loads Tailwind. Its name comes
 * from that key, known at once, so pages render while Tailwind compiles, and a changed stylesheet still gets a new URL.
 */
export async function buildStylesheet(
  stylesAndScriptDir: string,
  extraCss: string,
  cache: BuildCache,
  /** Stylesheets of the folder appended to styles.css, for parts of the site only some sites have (own-pages/own-pages.css). */
  parts: string[] = [],
): Promise<{ file: string; css: Promise<string> }> {
  const stylesPath = path.join(stylesAndScriptDir, 'styles.css');
  const appended = await Promise.all(parts.map((part) => readFile(path.join(stylesAndScriptDir, part), 'utf8')));
  const source = `${[await readFile(stylesPath, 'utf8'), ...appended].join('\n')}\n${extraCss}\n`;
  const key = BuildCache.key(CSS_CODE_VERSION, codeVersion([stylesAndScriptDir]), source);
  const css = cache.text(key, 'css', () => startCompiler().compile(source, stylesPath));
  return { file: `assets/styles-${key.slice(0, 10)}.css`, css };
}

/** Tailwind and PostCSS in a worker thread (tailwind-worker.mjs says why), waiting for its stylesheet. */
function startCompiler() {
  const thread = new Worker(worker);
  const result = new Promise<string>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the Tailwind worker stopped (exit code ${code})`)));
  });
  // Until compile() hands it on: a worker that fails to start before then is not an unhandled rejection,
  // and a worker waiting for a stylesheet does not keep the process alive (after the listeners: they ref it).
  result.catch(() => {});
  thread.unref();
  return {
    compile(source: string, from: string): Promise<string> {
      thread.ref();
      thread.postMessage({ source, from });
      return result;
    },
  };
}
