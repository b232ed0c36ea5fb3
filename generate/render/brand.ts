/*
 * The brand's colours for what a stylesheet cannot colour: the browser's toolbar
 * (<meta name="theme-color">), the web app manifest and the social cards. They are written once,
 * in the @theme block of styles.css, where Tailwind makes its classes from them; the build reads
 * them from there, so changing a colour there changes it everywhere.
 */
import { readFile } from 'node:fs/promises';
import { BuildError, displayPath } from '../errors.ts';

export type BrandColours = {
  /** Headings and body text on white; the browser's toolbar and the manifest's theme_color. */
  ink: string;
  /** The hero, call cards and the social card's ground. */
  navy: string;
  /** Buttons and links: the one thing to do. */
  action: string;
};

/** Reads `--color-ink`, `--color-navy` and `--color-action` from the stylesheet; a missing or non-hex one fails the build here, not in a card. */
export async function readBrandColours(stylesPath: string): Promise<BrandColours> {
  const stylesheet = await readFile(stylesPath, 'utf8');
  const colour = (name: keyof BrandColours) => {
    const value = new RegExp(`^\\s*--color-${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(stylesheet)?.[1];
    if (value === undefined) throw new BuildError([`${displayPath(stylesPath)}: @theme defines no --color-${name} as #rrggbb`]);
    return value.toLowerCase();
  };
  return { ink: colour('ink'), navy: colour('navy'), action: colour('action') };
}
