/**
 * The words of buttons, links and shared headings (`labels` in site.json): each label a business
 * gives replaces the spec's words on every page, and a label left out keeps them. Built from the
 * locksmith fixture, whose own copy uses almost none of the spec's button words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../generate/strings/en-US.ts';
import { htmlFiles, loadPage, plainText, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixture = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });
const defaults = enUS.labels;

/** Every page of a build, as text. */
const pagesOf = (outDir: string) => htmlFiles(outDir).map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')] as const);

/** The fixture's own words, lower-cased: a default the owner writes in their copy may stay on the pages. */
const ownCopy = fg
  .sync('**/*.json', { cwd: path.join(projectDir, 'test/fixtures/other-business/content') })
  .map((file) => readFileSync(path.join(projectDir, 'test/fixtures/other-business/content', file), 'utf8'))
  .join('\n')
  .toLowerCase();

describe('a business that says "Free Estimate"', () => {
  it('gets "Free Estimate" on its pages, and "Free Quote" on none', async () => {
    const contentDir = await fixture.contentWith('site.json', (site) => {
      site.labels = { quote: 'Get A Free Estimate', quoteShort: 'Free Estimate' };
    });
    const outDir = fixture.at('estimate');
    await fixture.build({ contentDir, outDir });
    for (const [file, html] of pagesOf(outDir)) expect(html, file).not.toMatch(/free quote/i);
    const $ = loadPage(outDir, '/');
    expect(
      $('header a.btn[href="/contact/"]')
        .first()
        .children('span')
        .map((_, span) => $(span).text())
        .get(),
    ).toEqual(['Free Estimate', 'Get A Free Estimate']);
    expect(plainText($('nav[aria-label="Main menu"] a.btn').text())).toBe('Get A Free Estimate');
    expect(plainText($('#page-heading').parent().find('a[href="/contact/"]').text())).toBe('Get A Free Estimate');
  });
});

describe('every label', () => {
  // Each label as a word of its own, so that a page shows which label stands where.
  const marked = Object.fromEntries(Object.keys(defaults).map((key) => [key, `«${key}»`]));
  const outDir = () => fixture.at('marked');
  let pages: Array<readonly [string, string]> = [];

  it('replaces the words it stands for, wherever they are shown', async () => {
    const contentDir = await fixture.contentWith('site.json', (site) => {
      site.labels = marked;
      // A storefront with an email address, so that the address card's labels and the email card's are shown too.
      site.address = { street: '12 Pacific Avenue', locality: 'Santa Cruz' };
      site.email = 'frontdesk@harborlock.example';
    });
    await fixture.build({ contentDir, outDir: outDir() });
    pages = pagesOf(outDir());
    const shown = pages.map(([, html]) => html).join('\n');
    for (const [key, words] of Object.entries(defaults)) {
      expect(shown, key).toContain(`«${key}»`);
      // The default of a label is gone, unless the owner's own copy says it (as a phrase: single words such as "Call" are everywhere).
      if (words.includes(' ') && !ownCopy.includes(words.toLowerCase())) expect(shown, key).not.toContain(words);
    }
  });

  it('names the pages in menus, breadcrumbs and their JSON-LD, and the footer', () => {
    const $ = loadPage(outDir(), '/services/lockout-service/');
    expect(
      $('nav[aria-label="Main"] > ul > li > a')
        .map((_, a) => plainText($(a).text()))
        .get(),
    ).toEqual(['«homePage»', '«servicesPage»', '«serviceAreasPage»', '«aboutPage»', '«contactPage»']);
    expect(
      $('nav[aria-label="Breadcrumb"] li > :not([aria-hidden])')
        .map((_, crumb) => plainText($(crumb).text()))
        .get(),
    ).toEqual(['«homePage»', '«servicesPage»', 'Lockout Service']);
    const trail = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()))
      .get()
      .find((node) => node['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(['«homePage»', '«servicesPage»', 'Lockout Service']);
    expect(
      $('footer h2')
        .map((_, h) => plainText($(h).text()))
        .get(),
    ).toEqual(['Harbor Lock & Key', '«quickLinks»', '«ourServices»', '«serviceAreasPage»']);
  });

  it('names the category chips of the services page', () => {
    const $ = loadPage(outDir(), '/services/');
    expect(
      $('.category-filter label')
        .map((_, l) => plainText($(l).text()))
        .get(),
    ).toEqual(['«allServices» (2)', 'Emergency Entry (1)', 'Locks (1)', '«emergencyCategory» (1)']);
  });
});
