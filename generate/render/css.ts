import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashedAssetPath } from '../cache/hash.ts';
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';

/** This file and Tailwind's packages: the code that compiles the stylesheet. */
const CSS_CODE_VERSION = codeVersion([import.meta.url], ['tailwindcss', '@tailwindcss/postcss', 'postcss']);

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
  const css = await cache.text(key, 'css', async () => {
    const [{ default: postcss }, { default: tailwindcss }] = await Promise.all([import('postcss'), import('@tailwindcss/postcss')]);
    return (await postcss([tailwindcss({ optimize: { minify: true } })]).process(source, { from: stylesPath })).css;
  });
  return { file: hashedAssetPath('styles.css', css), css };
}
