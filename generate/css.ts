import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';
import { contentHash, hashedAssetPath } from './hash.ts';

/**
 * Compiles templates/styles.css with Tailwind (which scans only the templates folder) into one
 * minified stylesheet with a content-hashed name. `extraCss` carries rules made from content,
 * such as the services page's category filters.
 */
export async function buildStylesheet(templatesDir: string, extraCss: string): Promise<{ file: string; css: string }> {
  const stylesPath = path.join(templatesDir, 'styles.css');
  const source = `${await readFile(stylesPath, 'utf8')}\n${extraCss}\n`;
  // Tailwind's output depends on the stylesheet and on the classes the templates use; the same
  // inputs give the same CSS, so a rebuild that changed only content skips the compiler.
  const key = contentHash(`${source}\0${await templatesFingerprint(templatesDir)}`);
  const cached = compiled.get(key);
  if (cached) return cached;
  const result = await postcss([tailwindcss({ optimize: { minify: true } })]).process(source, { from: stylesPath });
  const stylesheet = { file: hashedAssetPath('styles.css', result.css), css: result.css };
  compiled.set(key, stylesheet);
  return stylesheet;
}

const compiled = new Map<string, { file: string; css: string }>();

async function templatesFingerprint(templatesDir: string): Promise<string> {
  const files = (await fg('**/*', { cwd: templatesDir })).sort();
  const contents = await Promise.all(files.map((file) => readFile(path.join(templatesDir, file), 'utf8')));
  return contentHash(files.map((file, index) => `${file}\0${contents[index]}`).join('\0'));
}
