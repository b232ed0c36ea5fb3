/**
 * Every colour a template paints comes from a theme role (site.json's theme.colors, as the
 * stylesheet's `brand`, `action`, `trust-tint`…), or is a neutral grey or white that goes with any
 * brand: no red, teal or other hue of Tailwind's palette that a business never chose.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, it } from 'vitest';
import { projectDir } from '../helpers/site.ts';

/** A class of Tailwind's own palette: `hover:bg-red-50`, `text-teal-700/80`. */
const PALETTE_CLASS =
  /\b(?:[a-z-]+:)*(?:bg|text|border|fill|stroke|ring|outline|decoration|from|via|to|shadow|accent|caret)-([a-z]+)-\d{2,3}(?:\/\d+)?\b/g;
/** The greys any brand lives with. */
const NEUTRAL = new Set(['slate']);

it('paints no hue of its own in the templates: every colour is a theme role, or a neutral grey', () => {
  const hues = fg
    .sync('templates/**/*.{tsx,ts,css}', { cwd: projectDir })
    .flatMap((file) =>
      [...readFileSync(path.join(projectDir, file), 'utf8').matchAll(PALETTE_CLASS)]
        .filter((match) => !NEUTRAL.has(match[1]!))
        .map((match) => `${file}: ${match[0]}`),
    );
  expect(hues).toEqual([]);
});
