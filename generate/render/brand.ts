/*
 * The brand's colours in the stylesheet. They come from content (site.json's `theme.colors`): the
 * build appends this @theme block to styles.css before Tailwind compiles it, and Tailwind makes its
 * colour classes from it, each named for its role (`bg-brand`, `text-action-hover`). theme-color,
 * the manifest, the icons and the social cards read the same colours from content.
 */
import { type ColourRole, cssName, type ThemeColours } from '../content/site/theme.ts';

/** The roles pages are painted with, in the order of the @theme block: `iconBackground` colours no page. */
const PAINTED: ColourRole[] = [
  'ink',
  'brand',
  'brandShade',
  'action',
  'actionHover',
  'emergency',
  'emergencyHover',
  'emergencyTint',
  'trust',
  'trustTint',
  'surface',
  'muted',
  'star',
];

/** The brand's colours as Tailwind's `@theme` variables (`--color-brand: #1e3a5f;`). */
export function themeCss(colours: ThemeColours): string {
  return ['@theme {', ...PAINTED.map((role) => `  --color-${cssName(role)}: ${colours[role]};`), '}'].join('\n');
}
