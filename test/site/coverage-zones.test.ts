/**
 * Any number of coverage zones (site.json `coverage.zones`): joined as a sentence names them on the
 * contact and service areas pages, the main one apart in the coverage details under labels content
 * may change, every zone in the business's JSON-LD past 24 cities, and each mistake at its place.
 */
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { editContent, loadPage, placeIn, plainText, projectDir } from '../helpers/site.ts';
import { problemsBuilding } from '../helpers/problems.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixture = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });
const COUNTIES = ['Travis County', 'Williamson County', 'Hays County'];

/** Builds the fixture with these zones (and labels), and returns the built site's folder. */
async function buildWithZones(name: string, zones: unknown[], labels?: object): Promise<string> {
  const contentDir = await fixture.contentWith('site.json', (site) => {
    site.coverage.zones = zones;
    site.labels = labels;
  });
  const outDir = fixture.at(name);
  await fixture.build({ contentDir, outDir, checkLinks: false });
  return outDir;
}

/** The coverage details as term and detail, and the text of the contact cards' "Service Area" card. */
function coverageOf($: CheerioAPI) {
  const details = $('#coverage dl > div')
    .map((_, fact) => [[plainText($(fact).find('dt').text()), plainText($(fact).find('dd').text())]])
    .get() as Array<[string, string]>;
  const card = $('#contact li').filter((_, li) => plainText($(li).find('h3').text()) === 'Service Area');
  return { details, card: plainText(card.find('p').first().text()) };
}

describe('three counties', () => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await buildWithZones('three', COUNTIES);
  });

  it.each(['/contact/', '/service-areas/'])('%s names them as a sentence does, the main one apart in the details', (urlPath) => {
    const { details, card } = coverageOf(loadPage(siteDir, urlPath));
    expect(card).toBe('Travis County, Williamson County, and Hays County');
    expect(details.slice(0, 3)).toEqual([
      ['Primary zone', 'Travis County'],
      ['Secondary zones', 'Williamson County and Hays County'],
      ['Service radius', '30 miles from Santa Cruz'],
    ]);
    expect(plainText(loadPage(siteDir, urlPath)('body').text())).not.toContain('Monterey');
  });
});

describe('two primary counties and a secondary one, in groups with their own labels', () => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await buildWithZones('groups', [
      { label: 'Primary', zones: ['Hillsborough County', 'Pinellas County'] },
      { label: 'Secondary', zones: ['Pasco County'] },
    ]);
  });

  it('shows each group under its label, and every zone in the sentence', () => {
    const { details, card } = coverageOf(loadPage(siteDir, '/contact/'));
    expect(card).toBe('Hillsborough County, Pinellas County, and Pasco County');
    expect(details.slice(0, 2)).toEqual([
      ['Primary', 'Hillsborough County and Pinellas County'],
      ['Secondary', 'Pasco County'],
    ]);
  });
});

it('one zone: the main one alone, as the service zone', async () => {
  const $ = loadPage(await buildWithZones('one', ['Santa Cruz County']), '/contact/');
  const { details, card } = coverageOf($);
  expect(card).toBe('Santa Cruz County');
  expect(details.slice(0, 2)).toEqual([
    ['Service zone', 'Santa Cruz County'],
    ['Service radius', '30 miles from Santa Cruz'],
  ]);
});

it('the labels of the details, in the business’s words', async () => {
  const $ = loadPage(await buildWithZones('labelled', COUNTIES, { primaryZone: 'Home county', otherZones: 'Also serving' }), '/contact/');
  expect(coverageOf($).details.slice(0, 2)).toEqual([
    ['Home county', 'Travis County'],
    ['Also serving', 'Williamson County and Hays County'],
  ]);
});

it('past 24 cities, the business every page carries names every zone', async () => {
  const contentDir = await fixture.contentWith('site.json', (site) => {
    site.coverage.zones = COUNTIES;
  });
  await editContent(contentDir, 'areas.json', (areas) => {
    for (let i = 1; i <= 24; i++) {
      const name = `Town ${i}`;
      const meta = { title: `Locksmith in ${name}`, description: `Lockouts and rekeying in ${name}.` };
      areas[`town-${i}`] = { ...areas['santa-cruz'], name, title: meta.title, description: [`${name} is near.`], meta };
    }
  });
  const outDir = fixture.at('many');
  await fixture.build({ contentDir, outDir, checkLinks: false });
  const $ = loadPage(outDir, '/');
  const business = $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()))
    .get()
    .find((node) => String(node['@id']).endsWith('#business'));
  expect(business.areaServed).toEqual(COUNTIES.map((name) => ({ '@type': 'AdministrativeArea', name: `${name}, CA` })));
});

it('one city, one zone: the contact card names the city ("Serving Santa Cruz"), not "1 cities"', async () => {
  const contentDir = await fixture.contentWith('site.json', (site) => {
    site.coverage.zones = ['Santa Cruz County'];
    site.footer.areas = ['santa-cruz'];
  });
  await editContent(contentDir, 'areas.json', ({ capitola, ...others }) => others);
  await editContent(contentDir, 'testimonials.json', (file) => {
    for (const testimonial of file.testimonials) testimonial.area = 'santa-cruz';
  });
  await editContent(contentDir, 'local/santa-cruz.json', (local) => {
    local.nearby = [];
  });
  const outDir = fixture.at('one-city');
  await fixture.build({ contentDir, outDir, checkLinks: false });
  for (const urlPath of ['/contact/', '/service-areas/']) {
    const $ = loadPage(outDir, urlPath);
    const card = $('#contact li').eq(1);
    expect(
      card
        .children()
        .map((_, child) => plainText($(child).text()))
        .get(),
      urlPath,
    ).toEqual(['', 'Service Area', 'Santa Cruz County', 'Serving Santa Cruz']);
  }
});

describe('coverage zones with a mistake', () => {
  it('a group with a misspelt field, and groups mixed with names: each at its place', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      site.coverage.zones = [{ label: 'Primary', zonez: ['Santa Cruz County'] }];
    });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"zonez"')}: coverage.zones[0].zonez: unknown field; did you mean "zones"?`,
    ]);
    const mixed = await fixture.contentWith('site.json', (site) => {
      site.coverage.zones = ['Santa Cruz County', { label: 'Also', zones: ['Monterey County'] }];
    });
    expect(await problemsBuilding(fixture, mixed)).toEqual([
      `${await placeIn(mixed, 'site.json', '[', '"zones"')}: coverage.zones: must be all names of zones, or all groups of them`,
    ]);
  });

  it('none: at the list', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      site.coverage.zones = [];
    });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '[]', '"zones"')}: coverage.zones: needs at least one zone`,
    ]);
  });

  it('the old two fields: at each, naming the fields there are', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      const { zones, ...rest } = site.coverage;
      site.coverage = { primaryZone: zones[0], secondaryZone: zones[1], ...rest };
    });
    const fields = 'zones, radiusMiles, responseTime, emergencyHours, travelCharges';
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '{', '"coverage"')}: coverage.zones: missing: this field is required, as a list`,
      `${await placeIn(dir, 'site.json', '"primaryZone"')}: coverage.primaryZone: unknown field; fields here: ${fields}`,
      `${await placeIn(dir, 'site.json', '"secondaryZone"')}: coverage.secondaryZone: unknown field; fields here: ${fields}`,
    ]);
  });

  it('an empty zone, or a misspelt label: at the value and at the field', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      site.coverage.zones = ['Travis County', ' '];
      site.labels = { primaryZon: 'Home county' };
    });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '" "')}: coverage.zones[1]: must not be empty`,
      `${await placeIn(dir, 'site.json', '"primaryZon"')}: labels.primaryZon: unknown field; did you mean "primaryZone"?`,
    ]);
  });
});
