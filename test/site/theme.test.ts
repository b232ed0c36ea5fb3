/**
 * The brand's colours come from content (site.json's `theme.colors`): the stylesheet, theme-color, the
 * manifest, the home-screen icon and the social cards follow them, and a palette with a text/background
 * pair below WCAG AA fails the build, naming the colour to change at its line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, themeColours } from '../../generate/content/site/theme.ts';
import { BuildError } from '../../generate/errors.ts';
import { distance, pixel } from '../helpers/pixels.ts';
import { loadPage, placeIn, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

/** The locksmith, whose site.json states the five required colours and leaves the others to their defaults. */
const locksmith = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });
let builds = 0;

async function problemsBuilding(contentDir: string): Promise<string[]> {
  try {
    await locksmith.build({ contentDir, outDir: locksmith.at(`failed-${++builds}`), checkLinks: false });
    return [];
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return error.problems;
  }
}

describe("a business's own colours", () => {
  it('colour its stylesheet, theme-color, manifest, home-screen icon and social cards', async () => {
    const contentDir = await locksmith.contentWith('site.json', (site) => {
      site.theme.colors.iconBackground = '#fef3c7';
    });
    const outDir = locksmith.at('dist');
    await locksmith.build({ contentDir, outDir, checkLinks: false });

    const [stylesheet] = fg.sync('assets/styles-*.css', { cwd: outDir });
    const css = readFileSync(path.join(outDir, stylesheet!), 'utf8');
    // Stated, then derived (action a fifth darker) and defaulted.
    for (const variable of ['--color-ink:#1c1917', '--color-brand:#14532d', '--color-action:#1d4ed8', '--color-trust:#166534'])
      expect(css).toContain(variable);
    expect(css).toContain('--color-action-hover:#173ead');
    expect(css).toContain('--color-emergency-hover:#7f0e2e');
    expect(css).toContain('--color-surface:#f8fafc');
    // Nothing of the garage door company's palette.
    expect(css).not.toMatch(/#1e3a5f|#c2410c|#0f2942|#0f766e/);

    const $ = loadPage(outDir, '/');
    expect($('meta[name="theme-color"]').attr('content')).toBe('#1c1917');
    expect(JSON.parse(readFileSync(path.join(outDir, 'site.webmanifest'), 'utf8')).theme_color).toBe('#1c1917');
    // The logo's rounded corners are transparent: the touch icon shows the icon background there.
    expect(await pixel(path.join(outDir, 'apple-touch-icon.png'), 0, 0)).toBe('#fef3c7');
    const card = path.join(outDir, new URL($('meta[property="og:image"]').attr('content')!).pathname);
    expect(distance(await pixel(card, 20, 300), '#14532d'), 'the card’s ground').toBeLessThan(24);
    expect(distance(await pixel(card, 20, 5), '#1d4ed8'), 'the card’s top band').toBeLessThan(24);
    // Beside the logo, inside its tile: a logo in the brand's colour would vanish on the brand's ground without one.
    expect(distance(await pixel(card, 84, 88), '#ffffff'), 'the logo’s tile').toBeLessThan(24);
  });
});

describe('a palette fails the build, each colour to change named at its line', () => {
  it('with every pair of it below 4.5:1, as WCAG AA asks of text', async () => {
    const dir = await locksmith.contentWith('site.json', (site) => {
      site.theme.colors.action = '#f59e0b';
      site.theme.colors.muted = '#94a3b8';
    });
    expect(await problemsBuilding(dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"#f59e0b"')}: theme.colors.action: white on #f59e0b is 2.1:1 (call buttons); #f59e0b on white is 2.1:1 (links); #f59e0b on #f8fafc is 2.0:1 (links on shaded bands); text needs 4.5:1 (WCAG AA)`,
      `${await placeIn(dir, 'site.json', '"#94a3b8"')}: theme.colors.muted: #94a3b8 on white is 2.5:1 (body text); #94a3b8 on #f8fafc is 2.4:1 (body text on shaded bands); text needs 4.5:1 (WCAG AA)`,
    ]);
  });

  it('naming the shaded ground, not the text colours that read on white', async () => {
    const dir = await locksmith.contentWith('site.json', (site) => {
      site.theme.colors.surface = '#94a3b8';
    });
    expect(await problemsBuilding(dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"#94a3b8"')}: theme.colors.surface: #14532d on #94a3b8 is 3.5:1 (the 404 page's heading); #1d4ed8 on #94a3b8 is 2.6:1 (links on shaded bands); #475569 on #94a3b8 is 2.9:1 (body text on shaded bands); text needs 4.5:1 (WCAG AA)`,
    ]);
  });

  it('a colour that is not #rrggbb, or no theme at all', async () => {
    const dir = await locksmith.contentWith('site.json', (site) => {
      site.theme.colors.ink = 'navy';
      site.theme.colors.brand = '#14532';
    });
    expect(await problemsBuilding(dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"navy"')}: theme.colors.ink: must be a colour written #rrggbb, such as "#1e3a5f"`,
      `${await placeIn(dir, 'site.json', '"#14532"')}: theme.colors.brand: must be a colour written #rrggbb, such as "#1e3a5f"`,
    ]);
    const none = await locksmith.contentWith('site.json', ({ theme: _, ...site }) => site);
    expect(await problemsBuilding(none)).toEqual([
      `${await placeIn(none, 'site.json', '{')}: theme: missing: this field is required, as a group of fields`,
    ]);
  });
});

describe('contrastRatio', () => {
  it('is WCAG 2’s: 21:1 for black on white, 4.54:1 for #767676, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });
});

describe('contrastProblems', () => {
  const palette = { ink: '#0f2942', brand: '#0f766e', action: '#c2410c', emergency: '#b91c1c', trust: '#0f766e' };

  it('accepts a brand colour white text reads on as written: the shade behind a city’s facts is made to read too', () => {
    // White on the teal is 5.4:1; on it a tenth lighter, 4.4:1: the shade is a tenth darker instead.
    expect(contrastRatio('#ffffff', palette.brand)).toBeGreaterThan(4.5);
    expect(contrastProblems(palette)).toEqual([]);
    const { brandShade } = themeColours(palette);
    expect(contrastRatio('#ffffff', brandShade)).toBeGreaterThan(contrastRatio('#ffffff', palette.brand));
    // A brand that reads well a tenth lighter keeps the lighter shade, as the garage site's navy does.
    expect(contrastRatio('#ffffff', themeColours({ ...palette, brand: '#1e3a5f' }).brandShade)).toBeLessThan(
      contrastRatio('#ffffff', '#1e3a5f'),
    );
  });

  it('names the shade, a role of its own, when content states one too light', () => {
    expect(contrastProblems({ ...palette, brandShade: '#3a9e96' })).toEqual([
      { role: 'brandShade', message: expect.stringContaining("white on #3a9e96 is 3.2:1 (a city's call-card facts)") },
    ]);
  });

  it('needs no emergency colour: a business without emergencies leaves it out, and the action colour stands in', () => {
    const { emergency: _, ...withoutEmergency } = palette;
    expect(contrastProblems(withoutEmergency)).toEqual([]);
    expect(themeColours(withoutEmergency).emergency).toBe(palette.action);
  });
});
