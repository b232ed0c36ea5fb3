/*
 * The brand's colours for what a stylesheet cannot colour: the browser's toolbar
 * (<meta name="theme-color">), the web app manifest and the social cards. They are written once,
 * in the @theme block of templates/styles.css, where Tailwind makes its classes from them; this
 * module reads them from there, so changing a colour there changes it everywhere.
 */
import { readFileSync } from 'node:fs';

const stylesheet = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

/** The value of `--color-NAME` in styles.css; a missing or non-hex one fails the build here, not in a card. */
function themeColour(name: string): string {
  const value = new RegExp(`^\\s*--color-${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(stylesheet)?.[1];
  if (value === undefined) throw new Error(`templates/styles.css: @theme defines no --color-${name} as #rrggbb`);
  return value;
}

export const brandColours = {
  /** Headings and body text on white; the browser's toolbar and the manifest's theme_color. */
  ink: themeColour('ink'),
  /** The hero, call cards and the social card's ground. */
  navy: themeColour('navy'),
  /** Buttons and links: the one thing to do. */
  action: themeColour('action'),
} as const;
