/**
 * Content names its icons as lucide names them (https://lucide.dev/icons): any of them is drawn, as
 * lucide draws it, and a name that is none of them fails the build with the one it is a slip for.
 */
import path from 'node:path';
import Droplets from 'lucide-react/icons/droplets';
import KeyRound from 'lucide-react/icons/key-round';
import Plug from 'lucide-react/icons/plug';
import Thermometer from 'lucide-react/icons/thermometer';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuildError } from '../../generate/errors.ts';
import { loadPage, placeIn, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const locksmith = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });

describe('icons by their lucide names', () => {
  it('draws any lucide icon content names, as lucide draws it', async () => {
    const icons = ['key-round', 'droplets', 'plug', 'thermometer'];
    const contentDir = await locksmith.contentWith('pages/home.json', (home) => {
      home.whyChoose.items.forEach((item: { icon?: string }, index: number) => {
        item.icon = icons[index];
      });
    });
    const outDir = locksmith.at('dist');
    await locksmith.build({ contentDir, outDir, checkLinks: false });

    const $ = loadPage(outDir, '/');
    const drawn = $('#why-choose li svg')
      .map((_, svg) => $.html(svg))
      .get();
    expect(drawn).toEqual([KeyRound, Droplets, Plug, Thermometer].map((icon) => renderToStaticMarkup(createElement(icon, { size: 28 }))));
    // An item without an icon has the default badge.
    expect(loadPage(outDir, '/about/')('#core-values li svg.lucide-badge-check')).toHaveLength(4);
  });

  it('fails on a name that is none of them: the one it is a slip for, or where to find the names', async () => {
    const dir = await locksmith.contentWith('pages/about.json', (about) => {
      about.coreValues.items[0].icon = 'sheild-check';
      about.coreValues.items[1].icon = 'garage-opener';
    });
    const problems = await locksmith.build({ contentDir: dir, outDir: locksmith.at('failed'), checkLinks: false }).then(
      () => [],
      (error) => {
        if (!(error instanceof BuildError)) throw error;
        return error.problems;
      },
    );
    expect(problems).toEqual([
      `${await placeIn(dir, 'pages/about.json', '"sheild-check"')}: coreValues.items[0].icon: unknown icon "sheild-check"; did you mean "shield-check"?`,
      `${await placeIn(dir, 'pages/about.json', '"garage-opener"')}: coreValues.items[1].icon: unknown icon "garage-opener"; name an icon of https://lucide.dev/icons as it is named there, such as "users" or "shield-check"`,
    ]);
  });
});
