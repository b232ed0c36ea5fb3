import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { hashedAssetPath } from '../cache/hash.ts';
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';

const worker = new URL('./tailwind-worker.mjs', import.meta.url);

/** This file, the worker and Tailwind's packages: the code that compiles the stylesheet. */
const CSS_CODE_VERSION = codeVersion([import.meta.url, worker], ['tailwindcss', '@tailwindcss/postcss', 'postcss']);

/**
 * Compiles `styles.css` of `stylesAndScriptDir` with Tailwind into one minified stylesheet with a
 * content-hashed name. Tailwind scans only that folder for class names (the stylesheet's
 * `@source "./"`), and `extraCss` carries rules made from content, such as the services page's
 * category filters. So the result depends only on the stylesheet, those rules, the code version of
 * the folder (every file Tailwind reads) and of the compiler; it is kept in the build cache under a
 * hash of those, and a build that changed none of them never loads Tailwind.
 */
export async function buildStylesheet(
  stylesAndScriptDir: string,
  extraCss: string,
  cache: BuildCache,
): Promise<{ file: string; css: string }> {
  const stylesPath = path.join(stylesAndScriptDir, 'styles.css');
  const source = `${await readFile(stylesPath, 'utf8')}\n${extraCss}\n`;
  const key = BuildCache.key(CSS_CODE_VERSION, codeVersion([stylesAndScriptDir]), source);
  const css = await cache.text(key, 'css', () => compileInWorker(source, stylesPath));
  return { file: hashedAssetPath('styles.css', css), css };
}

/** Tailwind and PostCSS in a worker thread (tailwind-worker.mjs says why). */
function compileInWorker(source: string, from: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(worker, { workerData: { source, from } });
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the Tailwind worker stopped (exit code ${code})`)));
  });
}
