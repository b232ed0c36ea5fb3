/**
 * What the header menus show (site.json `menus`): the services and areas the owner picks, in the
 * owner's order, in the desktop dropdowns and the mobile menu of every page, with "All N …" when
 * some are left out; an unknown or repeated slug named at its file, line and column.
 */
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { editContent, htmlFiles, loadHtml, placeIn, plainText, projectDir } from '../helpers/site.ts';
import { problemsBuilding } from '../helpers/problems.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixture = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });

/** The fixture grown to 12 towns, so that the first eight leave some out. */
async function contentWithTowns(menus: object | undefined): Promise<string> {
  const contentDir = await fixture.contentWith('site.json', (site) => {
    site.menus = menus;
  });
  await editContent(contentDir, 'areas.json', (areas) => {
    for (let i = 1; i <= 10; i++) {
      const name = `Town ${i}`;
      const meta = { title: `Locksmith in ${name}`, description: `Lockouts and rekeying in ${name}.` };
      areas[`town-${i}`] = { ...areas['santa-cruz'], name, title: meta.title, description: [`${name} is near.`], meta };
    }
  });
  return contentDir;
}

type Link = { label: string; href: string | undefined };
const linksOf = ($: CheerioAPI, found: ReturnType<CheerioAPI>): Link[] =>
  found.map((_, a) => ({ label: plainText($(a).text()), href: $(a).attr('href') })).get();

/** A menu group's links, in the desktop dropdown and in the mobile menu. */
function menuOf($: CheerioAPI, href: string, label: string) {
  const dropdown = $('nav[aria-label="Main"] li.nav-group').filter((_, li) => $(li).children('a').attr('href') === href);
  const mobile = $('nav[aria-label="Main menu"] details').filter((_, d) => plainText($(d).children('summary').text()) === label);
  return { desktop: linksOf($, dropdown.find('.nav-dropdown a')), mobile: linksOf($, mobile.find('a')) };
}

describe('menus the owner chose', () => {
  let siteDir: string;
  beforeAll(async () => {
    const contentDir = await contentWithTowns({ services: ['lock-rekeying', 'lockout-service'], areas: ['town-10', 'santa-cruz'] });
    // The footer lists both services and one town of twelve.
    await editContent(contentDir, 'site.json', (site) => {
      site.footer = { ...site.footer, services: ['lockout-service', 'lock-rekeying'], areas: ['santa-cruz'] };
    });
    siteDir = fixture.at('chosen');
    await fixture.build({ contentDir, outDir: siteDir, checkLinks: false });
  });

  it('on every page: the areas picked, in their order, then "All 12 Service Areas"', () => {
    const all = { label: 'All 12 Service Areas', href: '/service-areas/' };
    const picked = [
      { label: 'Town 10', href: '/service-areas/town-10/' },
      { label: 'Santa Cruz', href: '/service-areas/santa-cruz/' },
    ];
    for (const file of htmlFiles(siteDir)) {
      const menu = menuOf(loadHtml(siteDir, file), '/service-areas/', 'Service Areas');
      expect(menu, file).toEqual({ desktop: [...picked, all], mobile: [all, ...picked] });
    }
  });

  it("keeps a short menu in the logo's row, between the logo and the phone, as a keyboard reaches them", () => {
    const order = loadHtml(
      siteDir,
      'index.html',
    )('body > header')
      .find('a[href^="tel:"], nav[aria-label="Main"]')
      .map((_, element) => element.tagName)
      .get();
    expect(order).toEqual(['nav', 'a']);
  });

  it('in the footer, "View All" under a list that leaves some out, and none under one that lists them all', () => {
    const $ = loadHtml(siteDir, 'index.html');
    const column = (heading: string) =>
      linksOf(
        $,
        $('footer nav')
          .filter((_, nav) => $(nav).attr('aria-label') === heading)
          .find('a[href^="/"]'),
      );
    expect(column('Our Services')).toEqual([
      { label: 'Lockout Service', href: '/services/lockout-service/' },
      { label: 'Lock Rekeying', href: '/services/lock-rekeying/' },
    ]);
    expect(column('Service Areas')).toEqual([
      { label: 'Santa Cruz', href: '/service-areas/santa-cruz/' },
      { label: 'View All Service Areas', href: '/service-areas/' },
    ]);
  });

  it('every service, in the owner’s order, and no "All N" link when none is left out', () => {
    const menu = menuOf(loadHtml(siteDir, 'index.html'), '/services/', 'Services');
    const services = [
      { label: 'Lock Rekeying', href: '/services/lock-rekeying/' },
      { label: 'Lockout Service', href: '/services/lockout-service/' },
    ];
    expect(menu).toEqual({ desktop: services, mobile: [{ label: 'All Services', href: '/services/' }, ...services] });
  });
});

describe('menus with a mistake', () => {
  it('an unknown slug: the one it is a slip for, or else every known one; a slug listed twice; each at its place', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      site.menus = { services: ['lockout-service', 'lock-rekying'], areas: ['capitola', 'lakeway', 'capitola'] };
    });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"lock-rekying"')}: menus.services[1]: unknown service "lock-rekying"; did you mean "lock-rekeying"?`,
      `${await placeIn(dir, 'site.json', '"lakeway"')}: menus.areas[1]: unknown area "lakeway"; known areas: santa-cruz, capitola`,
      `${await placeIn(dir, 'site.json', '"capitola"', '"lakeway"')}: menus.areas[2]: "capitola" is listed twice; list each area once`,
    ]);
  });

  it('an empty menu, a misspelt field: at the list and at the field', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      site.menus = { services: [], area: ['capitola'] };
    });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '[]', '"menus"')}: menus.services: needs at least one service`,
      `${await placeIn(dir, 'site.json', '"area"', '"menus"')}: menus.area: unknown field; did you mean "areas"?`,
    ]);
  });
});
