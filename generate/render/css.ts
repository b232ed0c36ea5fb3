import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashedAssetPath } from '../cache/hash.ts';
import { BuildCache } from '../cache/build-cache.ts';
import { versionOf } from '../cache/versions.ts';

/**
 * Compiles templates/styles.css with Tailwind (which scans only the templates folder) into one
 * minified stylesheet with a content-hashed name. `extraCss` carries rules made from content,
 * such as the services page's category filters. Tailwind's output depends only on the stylesheet,
 * the rules from content, the classes the templates use and Tailwind's own version, so the result
 * is kept in the build cache under a hash of those (`codeVersion` covers the templates), and a build
 * that changed none of them never loads Tailwind.
 */
export async function buildStylesheet(
  templatesDir: string,
  extraCss: string,
  cache: BuildCache,
  codeVersion: string,
): Promise<{ file: string; css: string }> {
  const stylesPath = path.join(templatesDir, 'styles.css');
  const source = `${await readFile(stylesPath, 'utf8')}\n${extraCss}\n`;
  const tailwind = ['tailwindcss', '@tailwindcss/postcss', 'postcss'].map((name) => `${name}@${versionOf(name)}`).join(' ');
  const key = BuildCache.key(tailwind, source, codeVersion);
  const css = await cache.text(key, 'css', async () => {
    const [{ default: postcss }, { default: tailwindcss }] = await Promise.all([import('postcss'), import('@tailwindcss/postcss')]);
    return (await postcss([tailwindcss({ optimize: { minify: true } })]).process(source, { from: stylesPath })).css;
  });
  return { file: hashedAssetPath('styles.css', css), css };
}
