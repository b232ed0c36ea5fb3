/**
 * Opening hours and emergency availability (`hours` and `emergency` in site.json): each mistake
 * named at its place; the hours in JSON-LD; and a business open office hours with an on-call line,
 * or with no emergency line at all, says so everywhere: no "24/7" anywhere in its output, and with
 * no emergency line, no emergency wording and a plain call button.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import fg from 'fast-glob';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadContent } from '../../generate/content/load.ts';
import { pageContentFiles } from '../../generate/page-types/index.ts';
import { standInProblems } from '../../generate/content/stand-ins.ts';
import { BuildError } from '../../generate/errors.ts';
import { hoursList, hoursSpecification, hoursSummary } from '../../generate/pages/hours.ts';
import { cardCallLine } from '../../generate/render/social-cards.ts';
import { languageOf } from '../../generate/strings/index.ts';
import { editContent, hoursListed, htmlFiles, loadHtml, loadPage, placeIn, plainText, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixtureDir = path.join(projectDir, 'test/fixtures/other-business');
const fixture = tempSite({ from: fixtureDir });
const assetsDir = path.join(fixtureDir, 'assets');
const english = languageOf('en-US');

const weekdays = (ranges: string[]) =>
  Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [day, ranges]));
/** A plumber's week: weekdays and Saturday morning, closed on Sunday. */
const OFFICE_HOURS = { ...weekdays(['07:00-18:00']), saturday: ['08:00-12:00'], sunday: [] };
/** Its on-call line: weeknights, and the weekend from Saturday noon. */
const ON_CALL = { ...weekdays(['18:00-07:00']), saturday: ['12:00-24:00'], sunday: ['00:00-24:00'] };

/** The pages of a built site, without the pages left at moved addresses. */
const pagesOf = (siteDir: string) => htmlFiles(siteDir).filter((file) => file.endsWith('index.html') || file === '404.html');

/** The problems content fails to load with, each as the build names it. */
async function problemsWith(edit: (site: any) => void): Promise<{ dir: string; problems: string[] }> {
  const dir = await fixture.contentWith('site.json', edit);
  try {
    await loadContent(dir, assetsDir, pageContentFiles);
    return { dir, problems: [] };
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return { dir, problems: error.problems };
  }
}

describe('the garage site, open round the clock', () => {
  it('lists "Every day: Open 24 hours" on its contact page, and "Open 24/7" in every footer, in its language', () => {
    const siteDir = inject('siteDir');
    expect(hoursListed(loadPage(siteDir, '/contact/'))).toEqual({ 'Opening Hours': [['Every day', 'Open 24 hours']] });
    for (const file of pagesOf(siteDir)) {
      const $ = loadHtml(siteDir, file);
      // In the page's language: the Spanish pages in the words of Spanish.
      const { strings } = languageOf($('html').attr('lang')!);
      expect(plainText($('footer p:has(svg.lucide-clock)').text()), file).toBe(`${strings.labels.openingHours}: ${strings.hours.always}`);
    }
  });
});

describe('hours in words', () => {
  // A time's spaces, and the space before a range's dash, do not break: a narrow line breaks a range after its dash.
  it('runs of days with the same hours, noon and midnight by name, a day of two ranges, a range past midnight', () => {
    const week = {
      monday: ['07:30-12:00', '13:00-17:45'],
      tuesday: ['07:30-12:00', '13:00-17:45'],
      wednesday: ['00:00-24:00'],
      friday: ['18:00-02:00'],
      saturday: ['18:00-02:00'],
    };
    expect(hoursList(week, english)).toEqual([
      { days: 'Monday\u00a0– Tuesday', times: ['7:30\u00a0am\u00a0– noon', '1:00\u00a0pm\u00a0– 5:45\u00a0pm'] },
      { days: 'Wednesday', times: ['Open 24 hours'] },
      { days: 'Thursday', times: ['Closed'] },
      { days: 'Friday\u00a0– Saturday', times: ['6:00\u00a0pm\u00a0– 2:00\u00a0am'] },
      { days: 'Sunday', times: ['Closed'] },
    ]);
    expect(hoursSummary(week, english)).toEqual([
      ['Mon–Tue 7:30\u00a0am–noon,', '1\u00a0pm–5:45\u00a0pm'],
      ['Wed 24 hours'],
      ['Fri–Sat 6\u00a0pm–2\u00a0am'],
    ]);
    expect(hoursSpecification(week).map(({ dayOfWeek, opens, closes }) => [dayOfWeek.join(), opens, closes])).toEqual([
      ['Monday,Tuesday', '07:30', '12:00'],
      ['Monday,Tuesday', '13:00', '17:45'],
      ['Wednesday', '00:00', '23:59'],
      ['Friday,Saturday', '18:00', '02:00'],
    ]);
  });
});

describe('mistakes in the hours, each at its place', () => {
  it('a time that is not on the 24-hour clock (with the range it likely means), an unknown weekday, and ranges that overlap', async () => {
    const { dir, problems } = await problemsWith((site) => {
      site.hours = {
        monday: ['7am-7pm'],
        tusday: ['07:00-18:00'],
        sat: ['08:00-12:00'],
        wednesday: ['07:00-12:00', '11:00-18:00'],
        thursday: ['09:00-09:00'],
        friday: ['8:30 a.m. - 5 PM', '10pm-12am'],
        saturday: ['noon-5'],
        sunday: ['0-24'],
      };
    });
    expect(problems).toEqual([
      `${await placeIn(dir, 'site.json', '"7am-7pm"')}: hours.monday[0]: must be a range on the 24-hour clock such as "07:00-19:00"`,
      `${await placeIn(dir, 'site.json', '"tusday"')}: hours.tusday: unknown field; did you mean "tuesday"?`,
      `${await placeIn(dir, 'site.json', '"sat"')}: hours.sat: unknown field; did you mean "saturday"?`,
      `${await placeIn(dir, 'site.json', '"11:00-18:00"')}: hours.wednesday[1]: "11:00-18:00" starts before "07:00-12:00" ends; list a day's ranges in order, without overlaps`,
      `${await placeIn(dir, 'site.json', '"09:00-09:00"')}: hours.thursday[0]: starts and ends at the same time; write "00:00-24:00" for the whole day`,
      `${await placeIn(dir, 'site.json', '"8:30 a.m. - 5 PM"')}: hours.friday[0]: must be a range on the 24-hour clock such as "08:30-17:00"`,
      `${await placeIn(dir, 'site.json', '"10pm-12am"')}: hours.friday[1]: must be a range on the 24-hour clock such as "22:00-24:00"`,
      `${await placeIn(dir, 'site.json', '"noon-5"')}: hours.saturday[0]: must be a range on the 24-hour clock such as "07:00-18:00" ("00:00-24:00" for the whole day)`,
      `${await placeIn(dir, 'site.json', '"0-24"')}: hours.sunday[0]: must be a range on the 24-hour clock such as "00:00-24:00"`,
    ]);
  });

  it('a range past midnight for most of a day, as 6 pm written 06:00 makes one: a warning at it, with the range it likely means', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      // A night's opening (12 hours) and a late bar's (14) stand unremarked; so does the on-call line's long night (15).
      site.hours = {
        ...weekdays(['07:00-18:00']),
        tuesday: ['07:00-06:00'],
        wednesday: ['08:30-05:30'],
        thursday: ['20:00-19:00'],
        friday: ['22:00-10:00'],
        saturday: ['12:00-02:00'],
      };
      site.emergency = { availability: 'on-call', hours: { monday: ['17:00-08:00'] } };
    });
    const { warnings } = await loadContent(dir, assetsDir, pageContentFiles);
    expect(warnings).toEqual([
      `${await placeIn(dir, 'site.json', '"07:00-06:00"')}: hours.tuesday[0]: "07:00-06:00" runs past midnight to 06:00 the next day (23 hours); if it closes at 6 pm, write "07:00-18:00"`,
      `${await placeIn(dir, 'site.json', '"08:30-05:30"')}: hours.wednesday[0]: "08:30-05:30" runs past midnight to 05:30 the next day (21 hours); if it closes at 5:30 pm, write "08:30-17:30"`,
      `${await placeIn(dir, 'site.json', '"20:00-19:00"')}: hours.thursday[0]: "20:00-19:00" runs past midnight to 19:00 the next day (23 hours); if it closes the same day, write its end after its start, on the 24-hour clock`,
    ]);
  });

  it('a day written "closed", with how a closed day is written', async () => {
    const { dir, problems } = await problemsWith((site) => {
      site.hours = { ...OFFICE_HOURS, saturday: 'Closed', sunday: ['closed'] };
    });
    expect(problems).toEqual([
      `${await placeIn(dir, 'site.json', '"Closed"')}: hours.saturday: must be a list of ranges such as ["07:00-18:00"], not the text "Closed"; leave the day out, or write [] for closed`,
      `${await placeIn(dir, 'site.json', '"closed"')}: hours.sunday[0]: must be a range on the 24-hour clock such as "07:00-18:00" ("00:00-24:00" for the whole day); leave the day out, or write [] for closed`,
    ]);
  });

  it('hours written as one text, as an owner would write them, with how to write each day', async () => {
    const { dir, problems } = await problemsWith((site) => {
      site.hours = '24/7';
    });
    expect(problems).toEqual([
      `${await placeIn(dir, 'site.json', '"24/7"')}: hours: must give each day's ranges, not the text "24/7": "monday": ["07:00-18:00"], …; open round the clock is "00:00-24:00" on all seven days`,
    ]);
  });

  it('an on-call line without its hours, and an availability that is a slip', async () => {
    const onCall = await problemsWith((site) => {
      site.emergency = { availability: 'on-call' };
    });
    expect(onCall.problems).toEqual([
      `${await placeIn(onCall.dir, 'site.json', '"on-call"')}: emergency.availability: "on-call" needs "hours" beside it: when the on-call line answers, such as "monday": ["18:00-07:00"]`,
    ]);
    const slip = await problemsWith((site) => {
      site.emergency = { availability: 'on_call', hours: ON_CALL };
    });
    expect(slip.problems).toEqual([
      `${await placeIn(slip.dir, 'site.json', '"on_call"')}: emergency.availability: unknown availability "on_call"; did you mean "on-call"?`,
    ]);
  });

  it('hours or an emergency wording where there is no on-call line, or no emergency line at all', async () => {
    const { dir, problems } = await problemsWith((site) => {
      site.emergency = { availability: 'round-the-clock', hours: ON_CALL };
    });
    expect(problems).toEqual([
      `${await placeIn(dir, 'site.json', '{', '"emergency"', '"hours"')}: emergency.hours: only an "on-call" line has hours of its own; remove them for "round-the-clock"`,
    ]);
    const none = await problemsWith((site) => {
      site.emergency = { availability: 'none' };
    });
    expect(none.problems).toEqual([
      `${await placeIn(none.dir, 'site.json', '"24/7"', '"emergencyHours"')}: coverage.emergencyHours: there is no emergency line when emergency.availability is "none"; remove this`,
    ]);
  });
});

describe('an emergency service of a business with no emergency line', () => {
  it('is named at its flag', async () => {
    const { dir, problems } = await problemsWith((site) => {
      site.emergency = { availability: 'none' };
      delete site.coverage.emergencyHours;
    });
    expect(problems).toEqual([
      `${await placeIn(dir, 'services.json', 'true', '"lockout-service"', '"emergency"')}: ["lockout-service"].emergency: an emergency service, but site.json says emergency.availability "none"; set this to false, or say in site.json when emergency calls are answered`,
    ]);
  });
});

/** Every string of a JSON value, through `change`. */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]));
  return value;
}

/**
 * The locksmith's content as a business that is not open round the clock would write it: its own
 * copy never says "24/7" (nor, with `noEmergency`, "emergency"), and site.json as `edit` makes it.
 */
async function officeHoursBusiness(edit: (site: any) => void, { noEmergency = false } = {}): Promise<string> {
  const dir = await fixture.contentWith('site.json', (site) => {
    site.hours = OFFICE_HOURS;
    delete site.coverage.emergencyHours;
    edit(site);
  });
  for (const file of fg.sync('**/*.json', { cwd: dir })) {
    await editContent(dir, file, (json) => {
      const own = mapStrings(json, (text) => text.replace(/24\/7/g, 'on weekdays').replace(/any time/gi, 'in opening hours'));
      return noEmergency ? mapStrings(own, (text) => text.replace(/emergency/gi, 'urgent')) : own;
    });
  }
  if (noEmergency) {
    await editContent(dir, 'services.json', (services) => {
      for (const service of Object.values<any>(services)) if (typeof service === 'object') service.emergency = false;
    });
  }
  return dir;
}

/** Every file of a built site that is text, with its name. */
function textFiles(outDir: string): Array<[string, string]> {
  return fg
    .sync('**/*', { cwd: outDir, dot: true })
    .filter((file) => /\.(?:html|xml|txt|json|webmanifest|js|css)$|(?:^|\/)_(?:headers|redirects)$/.test(file))
    .map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]);
}

/** The business node of a page's JSON-LD. */
function businessOf($: CheerioAPI): Record<string, any> {
  return $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()))
    .get()
    .find((node) => node['@type'] === 'Locksmith');
}

describe('a business open office hours, with an on-call line of its own at night', () => {
  const outDir = () => fixture.at('on-call');
  let contentDir = '';
  beforeAll(async () => {
    contentDir = await officeHoursBusiness((site) => {
      site.emergency = { availability: 'on-call', hours: ON_CALL, phone: { display: '(831) 555-0123', e164: '+18315550123' } };
    });
    await fixture.build({ contentDir, outDir: outDir() });
  });

  it('says "24/7" nowhere in its output, its social cards included', async () => {
    for (const [file, text] of textFiles(outDir())) expect(text, file).not.toContain('24/7');
    const { content } = await loadContent(contentDir, assetsDir, pageContentFiles);
    expect(cardCallLine(content.site, english.strings)).toBe('Call (831) 555-0199');
  });

  it('gives search engines its hours, days with the same hours together, and the on-call line as an emergency contact', () => {
    const business = businessOf(loadPage(outDir(), '/'));
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    const node = (dayOfWeek: string[], opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek,
      opens,
      closes,
    });
    expect(business.openingHoursSpecification).toEqual([node(days, '07:00', '18:00'), node(['Saturday'], '08:00', '12:00')]);
    expect(business.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: '+18315550123',
      hoursAvailable: [node(days, '18:00', '07:00'), node(['Saturday'], '12:00', '23:59'), node(['Sunday'], '00:00', '23:59')],
    });
  });

  it('words the floating button and the emergency card for an after-hours line, with its hours and number', () => {
    for (const file of htmlFiles(outDir())) {
      const $ = loadHtml(outDir(), file);
      const dock = $('aside.call-dock');
      expect(dock.attr('aria-label'), file).toBe('Emergency call');
      expect(dock.find('a').attr('href'), file).toBe('tel:+18315550123');
      // The small button's words, then what a screen reader says for them.
      const small = ['[aria-hidden]', '.sr-only'].map((part) => plainText(dock.find(`.lg\\:hidden ${part}`).text()));
      expect(small, file).toEqual(['Emergency Call', 'Emergency Call: emergency line (831) 555-0123']);
      expect(plainText(dock.find('.lg\\:flex').text()), file).toBe('After-Hours Emergency Line (831) 555-0123');
    }
    const $ = loadPage(outDir(), '/contact/');
    const cards = $('#contact li.card');
    expect(plainText(cards.eq(0).find('p').text())).toBe('Talk to a real person during opening hours.');
    expect(
      cards
        .eq(2)
        .children()
        .map((_, child) => plainText($(child).text()))
        .get(),
    ).toEqual(['', 'Emergency Service', 'Mon–Fri 6 pm–7 am · Sat noon–midnight · Sun 24 hours', '(831) 555-0123']);
  });

  it("words the home and about pages' banner link as the emergency line it dials, not as the number for any question", () => {
    for (const page of ['/', '/about/']) {
      const link = loadPage(outDir(), page)('aside[aria-label="Emergency service"] a[href^="tel:"]');
      expect(plainText(link.text()), page).toBe('Emergency Call (831) 555-0123');
    }
  });

  it('lists its hours and its on-call hours on the contact page, and sums up its hours in every footer', () => {
    const $ = loadPage(outDir(), '/contact/');
    expect(hoursListed($)).toEqual({
      'Opening Hours': [
        ['Monday – Friday', '7:00 am – 6:00 pm'],
        ['Saturday', '8:00 am – noon'],
        ['Sunday', 'Closed'],
      ],
      'After-Hours Emergency Line': [
        ['Monday – Friday', '6:00 pm – 7:00 am'],
        ['Saturday', 'noon – midnight'],
        ['Sunday', 'Open 24 hours'],
      ],
    });
    expect(hoursListed(loadPage(outDir(), '/service-areas/'))).toEqual({});
    for (const file of pagesOf(outDir())) {
      const $page = loadHtml(outDir(), file);
      expect(plainText($page('footer p:has(svg.lucide-clock)').text()), file).toBe('Opening Hours: Mon–Fri 7 am–6 pm · Sat 8 am–noon');
    }
  });

  it('lists a fictional emergency number among the stand-ins --production refuses', async () => {
    expect(standInProblems(await loadContent(contentDir, assetsDir, pageContentFiles))).toContain(
      `${await placeIn(contentDir, 'site.json', '"+18315550123"')}: emergency.phone.e164: +18315550123 is a fictional 555-01xx number; put the emergency line's own number here and in emergency.phone.display`,
    );
  });
});

describe('a business with no emergency line', () => {
  const outDir = () => fixture.at('none');
  beforeAll(async () => {
    const contentDir = await officeHoursBusiness(
      (site) => {
        site.emergency = { availability: 'none' };
      },
      { noEmergency: true },
    );
    await fixture.build({ contentDir, outDir: outDir() });
  });

  it('has a plain call button, in the action colour, on every page', () => {
    for (const file of htmlFiles(outDir())) {
      const $ = loadHtml(outDir(), file);
      const dock = $('aside.call-dock');
      expect(dock.attr('aria-label'), file).toBe('Call Us');
      expect(dock.find('a').attr('href'), file).toBe('tel:+18315550199');
      expect(dock.find('a').attr('class'), file).toContain('btn-action');
      const small = ['[aria-hidden]', '.sr-only'].map((part) => plainText(dock.find(`.lg\\:hidden ${part}`).text()));
      expect(small, file).toEqual(['Call Now', 'Call Now (831) 555-0199']);
      expect(plainText(dock.find('.lg\\:flex').text()), file).toBe('Call Us (831) 555-0199');
    }
  });

  it('says nothing of emergencies: no emergency card, fact, banner link or contact point, no "24/7"', () => {
    for (const file of htmlFiles(outDir())) {
      const $ = loadHtml(outDir(), file);
      const words = [
        $('title').text(),
        $('body').text(),
        ...$('[aria-label], [alt], meta[content]')
          .map((_, element) => [$(element).attr('aria-label'), $(element).attr('alt'), $(element).attr('content')].filter(Boolean))
          .get(),
      ].join(' ');
      expect(words, file).not.toMatch(/emergenc|24\/7|any time/i);
      expect(businessOf($).contactPoint, file).toBeUndefined();
    }
    const $ = loadPage(outDir(), '/contact/');
    expect($('#contact li.card').length).toBe(2);
    expect(
      $('#coverage dt')
        .map((_, dt) => $(dt).text())
        .get(),
    ).toEqual(['Primary zone', 'Secondary zone', 'Service radius', 'Response time', 'Travel charges']);
    const about = loadPage(outDir(), '/about/');
    expect(plainText(about('aside[aria-label="Have Any Questions?"] a[href^="tel:"]').text())).toBe('Call Now (831) 555-0199');
  });
});
