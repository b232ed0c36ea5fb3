/**
 * A license of any trade and place (site.json `license`): its authority, kind, number and holder,
 * stated in the owner's words or in a neutral default, on every page's footer and on About and
 * Contact; each mistake named at its file, line and column; a fictional number refused by --production.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles, loadHtml, loadPage, placeIn, plainText, projectDir } from '../helpers/site.ts';
import { problemsBuilding } from '../helpers/problems.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixture = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });

const TEXAS_PLUMBER = {
  authority: 'Texas State Board of Plumbing Examiners',
  kind: 'Master Plumber',
  number: 'M-12345',
  holder: 'Jane Doe',
};

/** Builds the fixture with this license, and returns the built site's folder. */
async function buildWithLicense(license: object | undefined, name: string): Promise<string> {
  const contentDir = await fixture.contentWith('site.json', (site) => ({ ...site, license }));
  const outDir = fixture.at(name);
  await fixture.build({ contentDir, outDir, checkLinks: false });
  return outDir;
}

const TEXAS_WORDING = '{authority}, {kind} {number}, responsible master plumber: {holder}';
const statement = 'Texas State Board of Plumbing Examiners, Master Plumber M-12345, responsible master plumber: Jane Doe';

const text = (siteDir: string, file: string, selector: string) => plainText(loadHtml(siteDir, file)(selector).text());
const pageFiles = (siteDir: string) => htmlFiles(siteDir).filter((file) => file.endsWith('index.html') || file === '404.html');

describe('a license of another trade and place', () => {
  let texas: string;
  beforeAll(async () => {
    texas = await buildWithLicense({ ...TEXAS_PLUMBER, wording: TEXAS_WORDING }, 'texas');
  });

  it('reads in its own words: in the footer of every page and in the main text of About and Contact', () => {
    const siteDir = texas;
    for (const file of pageFiles(siteDir)) {
      expect(text(siteDir, file, 'footer'), file).toContain(statement);
      expect(text(siteDir, file, 'body'), file).not.toMatch(/Licensed contractor|license #|CSLB|B&P/);
    }
    for (const urlPath of ['/about/', '/contact/', '/service-areas/'])
      expect(plainText(loadPage(siteDir, urlPath)('main').text()), urlPath).toContain(statement);
  });

  it('without wording: a neutral statement of what the license has', async () => {
    const full = await buildWithLicense(TEXAS_PLUMBER, 'default-full');
    expect(text(full, 'index.html', 'footer')).toContain(
      'Texas State Board of Plumbing Examiners, Master Plumber license #M-12345, held by Jane Doe',
    );
    const plain = await buildWithLicense({ authority: 'City of Santa Cruz', number: 'LS 2041' }, 'default-plain');
    expect(text(plain, 'index.html', 'footer')).toMatch(/All rights reserved\.City of Santa Cruz license #LS 2041$/);
  });

  it('without a license: no statement anywhere, and --production does not ask for one', async () => {
    const unlicensed = await buildWithLicense(undefined, 'none');
    for (const file of pageFiles(unlicensed))
      expect(text(unlicensed, file, 'body'), file).toBe(text(texas, file, 'body').replaceAll(statement, ''));
    const contentDir = await fixture.contentWith('site.json', (site) => ({ ...site, license: undefined }));
    expect((await problemsBuilding(fixture, contentDir, true)).filter((problem) => /licen[cs]e/i.test(problem))).toEqual([]);
  });
});

describe('a license with a mistake', () => {
  const withLicense = (license: object | null) => fixture.contentWith('site.json', (site) => ({ ...site, license }));

  it('wording that names a field the license lacks, or leaves out the number: at the wording', async () => {
    const dir = await withLicense({ authority: 'Board', number: 'M-12345', wording: '{authority} {kind}, holder {holder}' });
    const place = await placeIn(dir, 'site.json', '"{authority} {kind}, holder {holder}"');
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${place}: license.wording: must show the number: write {number} where it goes`,
      `${place}: license.wording: uses {holder}, but the license has no "holder"; add "holder" or take {holder} out of the wording`,
      `${place}: license.wording: uses {kind}, but the license has no "kind"; add "kind" or take {kind} out of the wording`,
    ]);
  });

  it('a misspelt placeholder in the wording: the one it is a slip for', async () => {
    const dir = await withLicense({ ...TEXAS_PLUMBER, wording: '{authority} #{numbr}' });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"{authority} #{numbr}"')}: license.wording: unknown placeholder {numbr}; did you mean "{number}"?`,
    ]);
  });

  it('the license fields stay the wording’s own: {holder} in another text is unknown there', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      site.license = TEXAS_PLUMBER;
      site.footer.description = 'Run by {holder}.';
    });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"Run by {holder}."')}: footer.description: unknown placeholder {holder}; available: {business}, {phone}, {foundingYear}, {homeCity}, {region}`,
    ]);
  });

  it('the old "board" field, and a missing authority: at the field and at the license', async () => {
    const dir = await withLicense({ board: 'CSLB', number: '1048213' });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '{', '"license"')}: license.authority: missing: this field is required, as text`,
      `${await placeIn(dir, 'site.json', '"board"')}: license.board: unknown field; fields here: authority, kind, number, holder, wording, fictional`,
    ]);
  });

  it('no license written as null: remove the field, at the license', async () => {
    const dir = await withLicense(null);
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', 'null', '"license"')}: license: must be a group of fields; to show no license, remove the field`,
    ]);
  });

  it('a number that is not one, at the number', async () => {
    const dir = await withLicense({ ...TEXAS_PLUMBER, number: '#12' });
    expect(await problemsBuilding(fixture, dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"#12"')}: license.number: must be the license number as issued (letters, digits, spaces, "-", "." or "/"), such as "1234567" or "M-12345"`,
    ]);
  });

  it('a fictional number: --production refuses it, naming the authority to ask', async () => {
    const dir = await withLicense({ ...TEXAS_PLUMBER, fictional: true });
    expect((await problemsBuilding(fixture, dir, true)).filter((problem) => problem.includes('license'))).toEqual([
      `${await placeIn(dir, 'site.json', '"M-12345"')}: license.number: "M-12345" is a fictional license number; put the real Texas State Board of Plumbing Examiners number and remove "fictional"`,
    ]);
  });
});
