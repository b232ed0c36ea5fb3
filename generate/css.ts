import { readFile } from 'node:fs/promises';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';
import { hashedAssetPath } from './hash.ts';

/**
 * Compiles templates/styles.css with Tailwind (which scans only the templates folder) into one
 * minified stylesheet with a content-hashed name. `extraCss` carries rules made from content,
 * such as the services page's category filters.
 */
export async function buildStylesheet(stylesPath: string, extraCss: string): Promise<{ file: string; css: string }> {
  const source = `${await readFile(stylesPath, 'utf8')}\n${extraCss}\n`;
  const result = await postcss([tailwindcss({ optimize: { minify: true } })]).process(source, { from: stylesPath });
  return { file: hashedAssetPath('styles.css', result.css), css: result.css };
}
