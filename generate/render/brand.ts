/*
 * The brand's colours in the stylesheet. They come from content (site.json's `theme.colors`): the
 * build appends this @theme block to styles.css before Tailwind compiles it, and Tailwind makes its
 * colour classes (`bg-navy`, `text-action`…) from it. theme-color, the manifest, the icons and the
 * social cards read the same colours from content.
 */
import type { ColourRole, ThemeColours } from '../content/site/theme.ts';

/**
 * Each role's name in the stylesheet, in the order of its @theme block. `brand` keeps the name the
 * first palette gave it, `navy`, so that the templates' classes and the real site's stylesheet stay
 * as they were; `iconBackground` colours no page.
 */
const CSS_NAMES: Array<[ColourRole, string]> = [
  ['ink', 'ink'],
  ['brand', 'navy'],
  ['action', 'action'],
  ['actionHover', 'action-hover'],
  ['emergency', 'emergency'],
  ['emergencyHover', 'emergency-hover'],
  ['trust', 'trust'],
  ['surface', 'surface'],
  ['muted', 'muted'],
  ['star', 'star'],
];

/** The brand's colours as Tailwind's `@theme` variables (`--color-navy: #1e3a5f;`). */
export function themeCss(colours: ThemeColours): string {
  return ['@theme {', ...CSS_NAMES.map(([role, name]) => `  --color-${name}: ${colours[role]};`), '}'].join('\n');
}
