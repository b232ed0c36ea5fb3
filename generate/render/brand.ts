/*
 * The brand's colours (site.json's `theme.colors`) as an @theme block appended to styles.css, from which Tailwind makes a
 * colour class named for each role (`bg-brand`, `text-action-hover`).
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
