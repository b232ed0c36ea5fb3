/**
 * The pages' language (site.json's `language`): their `lang`, and the days, times and lists Intl
 * writes in it, while the words the engine adds come from the strings of its language. The locksmith
 * is built twice from the same content, in American and in British English; a language the engine
 * has no words in, or a tag written otherwise than BCP 47 writes it, fails at its place.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generate/content/load.ts';
import { BuildError } from '../../generate/errors.ts';
import { pageContentFiles } from '../../generate/page-types/index.ts';
import { editContent, hoursListed, loadPage, placeIn, plainText, projectDir, spokenText } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixtureDir = path.join(projectDir, 'test/fixtures/other-business');
const fixture = tempSite({ from: fixtureDir });
const OFFICE_HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [day, ['07:00-18:00']]).concat([['saturday', ['08:00-12:00']]]),
);

/** The locksmith open office hours, in three counties, in `language` (or the default). */
function inLanguage(language?: string) {
  return fixture.contentWith('site.json', (site) => {
    site.language = language;
    site.hours = OFFICE_HOURS;
    site.coverage.zones = ['Santa Cruz County', 'Monterey County', 'San Benito County'];
    site.coverage.emergencyHours = undefined;
  });
}

/** What the contact page says in the language's own way: its lang, the zones, the hours, the footer's hours and a review's month. */
function written($: CheerioAPI) {
  return {
    lang: [$('html').attr('lang'), $('meta[property="og:locale"]').attr('content')],
    zones: plainText($('#contact li').eq(1).find('p').first().text()),
    hours: hoursListed($)['Opening Hours'],
    footer: plainText($('footer p:has(svg.lucide-clock)').text()),
  };
}

describe('one business in two languages', () => {
  const pages: Record<string, CheerioAPI> = {};
  /** The review's `lang` on the home page: the fixture's review is marked as written in American English. */
  const reviewLang: Record<string, string | undefined> = {};
  /** The `lang` of site.webmanifest, whose name and short name are in the pages' language. */
  const manifestLang: Record<string, string | undefined> = {};
  beforeAll(async () => {
    for (const language of ['en-US', 'en-GB', 'es-US']) {
      const outDir = fixture.at(language);
      const contentDir = await inLanguage(language === 'en-US' ? undefined : language);
      await editContent(contentDir, 'testimonials.json', ({ testimonials }) => {
        testimonials[0].language = 'en-US';
      });
      await fixture.build({ contentDir, outDir, checkLinks: false });
      // A site whose pages are in Spanish has them at its Spanish addresses.
      pages[language] = loadPage(outDir, language === 'es-US' ? '/contacto/' : '/contact/');
      const review = loadPage(outDir, '/')('#testimonials blockquote');
      expect(review.length).toBe(1);
      reviewLang[language] = review.attr('lang');
      manifestLang[language] = JSON.parse(readFileSync(path.join(outDir, 'site.webmanifest'), 'utf8')).lang;
    }
  });

  it("marks a review written in another language than the pages' with its own, so a screen reader reads it so", () => {
    expect(reviewLang).toEqual({ 'en-US': undefined, 'en-GB': undefined, 'es-US': 'en-US' });
  });

  it("names the pages' language as the manifest's, the language of its name (the W3C manifest's `lang`)", () => {
    expect(manifestLang).toEqual({ 'en-US': 'en-US', 'en-GB': 'en-GB', 'es-US': 'es-US' });
  });

  it('in American English by default: "6:00 pm", and a serial comma', () => {
    expect(written(pages['en-US']!)).toEqual({
      lang: ['en-US', 'en_US'],
      zones: 'Santa Cruz County, Monterey County, and San Benito County',
      hours: [
        ['Monday – Friday', '7:00 am – 6:00 pm'],
        ['Saturday', '8:00 am – noon'],
        ['Sunday', 'Closed'],
      ],
      footer: 'Opening Hours: Mon–Fri 7 am–6 pm · Sat 8 am–noon',
    });
  });

  it('in British English: "18:00", no serial comma, and the same words of the engine', () => {
    expect(written(pages['en-GB']!)).toEqual({
      lang: ['en-GB', 'en_GB'],
      zones: 'Santa Cruz County, Monterey County and San Benito County',
      hours: [
        ['Monday – Friday', '7:00 – 18:00'],
        ['Saturday', '8:00 – noon'],
        ['Sunday', 'Closed'],
      ],
      footer: 'Opening Hours: Mon–Fri 7:00–18:00 · Sat 8:00–noon',
    });
  });

  it("in Spanish: the engine's words and the labels content leaves out in Spanish, days and times as es-US writes them, a day that starts a row or run capitalised", () => {
    const $ = pages['es-US']!;
    expect(written($).lang).toEqual(['es-US', 'es_US']);
    expect(written($).zones).toBe('Santa Cruz County, Monterey County y San Benito County');
    expect(plainText($('a[href="#main"]').text())).toBe('Saltar al contenido');
    expect(plainText($('nav[aria-label="Principal"] > ul > li > a').first().text())).toBe('Inicio');
    expect(hoursListed($)['Horario de atención']).toEqual([
      ['Lunes – viernes', '7:00 a.m. – 6:00 p.m.'],
      ['Sábado', '8:00 a.m. – mediodía'],
      ['Domingo', 'Cerrado'],
    ]);
    expect(written($).footer).toBe('Horario de atención: Lun–vie 7 a.m.–6 p.m. · Sáb 8 a.m.–mediodía');
    // The dot between runs is not read out ("punto medio"), and the runs are not read as one word.
    expect(spokenText($('footer p:has(svg.lucide-clock)'))).toBe('Horario de atención: Lun–vie 7 a.m.–6 p.m. Sáb 8 a.m.–mediodía');
  });
});

describe('a language the pages cannot be in, at its place', () => {
  async function problemsWith(language: string): Promise<{ dir: string; problems: string[] }> {
    const dir = await inLanguage(language);
    try {
      await loadContent(dir, path.join(fixtureDir, 'assets'), pageContentFiles);
      return { dir, problems: [] };
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      return { dir, problems: error.problems };
    }
  }

  it('one the engine has no words in, naming those there are', async () => {
    const { dir, problems } = await problemsWith('de-DE');
    expect(problems).toEqual([
      `${await placeIn(dir, 'site.json', '"de-DE"')}: language: the pages have no words in "de-DE" yet; languages there are: en-US, es-US, fr-CA`,
    ]);
  });

  it('a tag written otherwise than BCP 47 writes it, or none at all', async () => {
    const lower = await problemsWith('en-gb');
    expect(lower.problems).toEqual([`${await placeIn(lower.dir, 'site.json', '"en-gb"')}: language: must be written "en-GB"`]);
    const words = await problemsWith('British English');
    expect(words.problems).toEqual([
      `${await placeIn(words.dir, 'site.json', '"British English"')}: language: must be a language tag such as "en-US": a language and its region, as BCP 47 writes them`,
    ]);
  });
});
