/** The project's stylesheet (as scripts/peer-site.ts writes it) through Tailwind's PostCSS plugin, minified as the project does. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';

export const data = { permalink: 'assets/styles.css', eleventyExcludeFromCollections: true };

export async function render() {
  const from = path.join(process.env.PEER_WORK, 'styles.css');
  return (await postcss([tailwindcss({ optimize: { minify: true } })]).process(await readFile(from, 'utf8'), { from })).css;
}
