/**
 * An optional street address (site.json `address`): a storefront shows it on the contact page and in
 * every footer, and gives search engines a full PostalAddress; a service-area business, without one,
 * shows no street and gives its city only (Google's business profile guidelines). Mistakes at their place.
 * The storefront also gives an email address (site.json `email`), the fifth way in: a card beside the
 * call card, a line under the phone in every footer, and LocalBusiness `email`; the other business has none.
 */
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles, loadHtml, loadPage, placeIn, plainText, projectDir } from '../helpers/site.ts';
import { problemsBuilding } from '../helpers/problems.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixture = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });
const STOREFRONT = { street: '418 Cedar Street, Suite 4', locality: 'Santa Cruz', postalCode: '95060' };
const ONE_LINE = '418 Cedar Street, Suite 4, Santa Cruz, CA 95060';
const MAPS = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ONE_LINE)}`;
const EMAIL = 'frontdesk@harborlock.example';

async function buildWith(name: string, edit: (site: any) => void): Promise<string> {
  const contentDir = await fixture.contentWith('site.json', edit);
  const outDir = fixture.at(name);
  await fixture.build({ contentDir, outDir, checkLinks: false });
  return outDir;
}

/** The business node of a page's JSON-LD. */
function businessOf($: CheerioAPI) {
  return $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()))
    .get()
    .find((node) => String(node['@id']).endsWith('#business'));
}

/** The contact cards as heading and text, and their links. */
function contactCards($: CheerioAPI) {
  return $('#contact ul > li')
    .map((_, li) => [
      {
        heading: plainText($(li).find('h3').text()),
        lines: $(li)
          .find('p span.block')
          .map((_, span) => $(span).text())
          .get(),
        links: $(li)
          .find('a')
          .map((_, a) => ({ label: plainText($(a).text()), href: $(a).attr('href') }))
          .get(),
      },
    ])
    .get();
}

const pageFiles = (siteDir: string) => htmlFiles(siteDir).filter((file) => file.endsWith('index.html') || file === '404.html');

describe('a storefront, and a service-area business', () => {
  let storefront: string;
  let serviceArea: string;
  beforeAll(async () => {
    storefront = await buildWith('storefront', (site) => {
      site.address = STOREFRONT;
      // As an owner may leave it: the space is trimmed.
      site.email = `${EMAIL} `;
    });
    serviceArea = await buildWith('service-area', () => {});
  });

  it('the storefront: its street in every footer, linked to a map of it', () => {
    for (const file of pageFiles(storefront)) {
      const $ = loadHtml(storefront, file);
      const link = $('footer a').filter((_, a) => $(a).attr('href') === MAPS);
      expect(
        link
          .find('span.block')
          .map((_, line) => $(line).text())
          .get(),
        file,
      ).toEqual(['418 Cedar Street, Suite 4', 'Santa Cruz, CA 95060']);
    }
  });

  it('the storefront: a card with its address and a map link on the contact page, beside the others', () => {
    const cards = contactCards(loadPage(storefront, '/contact/'));
    expect(cards.map((card) => card.heading)).toEqual(['Call Us', 'Email Us', 'Service Area', 'Visit Us', 'Emergency Service']);
    expect(cards[3]).toEqual({
      heading: 'Visit Us',
      lines: ['418 Cedar Street, Suite 4', 'Santa Cruz, CA 95060'],
      links: [{ label: 'Get directions', href: MAPS }],
    });
  });

  it('the storefront: a card to write to it beside the call card, its five cards a row of three over a centred row of two', () => {
    const $ = loadPage(storefront, '/contact/');
    expect(contactCards($)[1]).toEqual({ heading: 'Email Us', lines: [], links: [{ label: EMAIL, href: `mailto:${EMAIL}` }] });
    expect($('#contact ul').attr('class')).toBe('grid gap-5 md:grid-cols-6');
    // Each card's place in the grid: its column classes.
    expect(
      $('#contact ul > li')
        .map((_, li) =>
          ($(li).attr('class') ?? '')
            .split(' ')
            .filter((name) => name.startsWith('md:col-'))
            .join(' '),
        )
        .get(),
    ).toEqual(['md:col-span-2', 'md:col-span-2', 'md:col-span-2', 'md:col-span-2 md:col-start-2', 'md:col-span-2']);
  });

  it('the storefront: its email address under the phone in every footer, and in the business of every page', () => {
    for (const file of pageFiles(storefront)) {
      const $ = loadHtml(storefront, file);
      const link = $('footer a[href^="tel:"]').next();
      expect([link.attr('href'), link.text(), link.find('svg').length], file).toEqual([`mailto:${EMAIL}`, EMAIL, 1]);
      if (file !== '404.html') expect(businessOf($).email, file).toBe(EMAIL);
    }
  });

  it('the storefront: a full PostalAddress in the business of every page', () => {
    for (const file of pageFiles(storefront).filter((f) => f !== '404.html'))
      expect(businessOf(loadHtml(storefront, file)).address, file).toEqual({
        '@type': 'PostalAddress',
        streetAddress: '418 Cedar Street, Suite 4',
        addressLocality: 'Santa Cruz',
        addressRegion: 'CA',
        postalCode: '95060',
        addressCountry: 'US',
      });
  });

  it('the service-area business: no street anywhere, its city alone for search engines', () => {
    for (const file of pageFiles(serviceArea))
      expect(loadHtml(serviceArea, file).html(), file).not.toMatch(/Cedar Street|streetAddress|mailto:|"email"/);
    expect(contactCards(loadPage(serviceArea, '/contact/')).map((card) => card.heading)).toEqual([
      'Call Us',
      'Service Area',
      'Emergency Service',
    ]);
    expect(businessOf(loadPage(serviceArea, '/')).address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Santa Cruz',
      addressRegion: 'CA',
      addressCountry: 'US',
    });
  });
});

it('an address in another state and country, with the card’s words of its own', async () => {
  const siteDir = await buildWith('elsewhere', (site) => {
    site.address = { street: '10 Rue du Port', locality: 'Gatineau', region: 'QC', country: 'CA' };
    site.labels = { visitUs: 'Our Shop', directions: 'Map and directions' };
  });
  const $ = loadPage(siteDir, '/contact/');
  const [, , card] = contactCards($);
  expect(card).toEqual({
    heading: 'Our Shop',
    lines: ['10 Rue du Port', 'Gatineau, QC'],
    links: [{ label: 'Map and directions', href: expect.stringContaining(encodeURIComponent('10 Rue du Port, Gatineau, QC')) }],
  });
  // Four cards: two rows of two, then one row of four.
  expect($('#contact ul').attr('class')).toBe('grid gap-5 md:grid-cols-2 lg:grid-cols-4');
  expect(businessOf(loadPage(siteDir, '/')).address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: '10 Rue du Port',
    addressLocality: 'Gatineau',
    addressRegion: 'QC',
    addressCountry: 'CA',
  });
});

describe('an address with a mistake', () => {
  it('a missing locality, a misspelt field and a country that is no code: each at its place', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      site.address = { street: '418 Cedar Street', postalcode: '95060', country: 'USA' };
    });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '{', '"address"')}: address.locality: missing: this field is required, as text`,
      `${await placeIn(dir, 'site.json', '"postalcode"')}: address.postalcode: unknown field; did you mean "postalCode"?`,
      `${await placeIn(dir, 'site.json', '"USA"')}: address.country: must be a two-letter country code such as "US"`,
    ]);
  });
});
