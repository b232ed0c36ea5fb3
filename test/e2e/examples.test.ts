/**
 * The examples in examples/ (a plumber in Austin, an electrician in Fort Collins, a house cleaner in
 * Tampa Bay) are complete businesses of other trades and places, built from their content alone:
 * each builds with only its stand-in warnings, and its output holds nothing of another business,
 * every page of its routes, only working links, valid HTML, its own licence (or, for a trade that
 * needs none, no licence anywhere), address, hours, emergency line or none, coverage zones, service
 * features, home-screen name and colours, its name escaped once, a contact page whose hours fit a
 * phone and a tablet, and no axe violation.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import fg from 'fast-glob';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../generate.ts';
import { loadContent } from '../../generate/content/load.ts';
import { pageContentSources } from '../../generate/page-types/index.ts';
import { outputFileFor } from '../../generate/pages/paths.ts';
import { startPreviewServer } from '../../generate/serve/preview.ts';
import { axeViolations, chromiumInstalled, connectChromium, warnIfNoChromium } from '../helpers/browser.ts';
import { stubRoutes } from '../helpers/chrome.ts';
import { validationReport } from '../helpers/html-validate.ts';
import { distance, pixel } from '../helpers/pixels.ts';
import { checkLinksWithLinkinator } from '../helpers/linkinator.ts';
import { contentDir, hoursListed, htmlFiles, loadHtml, loadPage, plainText, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

warnIfNoChromium();

/** What names a business in text: its name, domain and email address, its phone number however it is written, its cities and its trade's words. */
type Identity = { business: string; patterns: RegExp[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

/** A business's identity, read from its content; `words` are its trade's own. */
function identityOf(dir: string, words: RegExp[] = []): Identity {
  const site = readJson(dir, 'site.json');
  const areas = Object.entries(readJson(dir, 'areas.json')).filter(([key]) => key !== '$schema');
  const cities = new Set([site.homeCity, ...areas.map(([, area]: [string, any]) => area.name)]);
  // "(805) 555-0142", "805-555-0142" and "+18055550142" alike, for the main number and any emergency line.
  const phones = [site.phone, site.emergency?.phone].filter(Boolean).map(({ e164 }: { e164: string }) => {
    const digits = e164.slice(-10);
    return new RegExp(`${digits.slice(0, 3)}\\D{0,3}${digits.slice(3, 6)}\\D{0,3}${digits.slice(6)}`);
  });
  return {
    business: site.businessName,
    patterns: [
      new RegExp(escaped(site.businessName), 'i'),
      new RegExp(escaped(new URL(site.baseUrl).hostname), 'i'),
      ...(site.email ? [new RegExp(escaped(site.email), 'i')] : []),
      ...phones,
      ...[...cities].map((city) => new RegExp(`\\b${escaped(city)}\\b`)),
      ...words,
    ],
  };
}

/** Every text file of a built site (pages, sitemap, manifest, rules, stylesheets, SVGs) and its text as read, spaces and hyphens made plain. */
function textFiles(siteDir: string): Array<[string, string]> {
  const binary = /\.(?:jpe?g|png|webp|avif|ico|ttf|woff2?)$/;
  return fg
    .sync('**/*', { cwd: siteDir, dot: true })
    .filter((file) => !binary.test(file))
    .map((file) => [file, plainText(readFileSync(path.join(siteDir, file), 'utf8'))]);
}

/** Each place a site's text files (as `textFiles` reads them) name another business: "file: what". */
function traces(texts: Array<[string, string]>, other: Identity): string[] {
  return texts.flatMap(([file, text]) =>
    other.patterns.flatMap((pattern) => {
      const found = text.match(pattern);
      return found ? [`${file}: ${found[0]} (${other.business})`] : [];
    }),
  );
}

/** The top nodes of a page's JSON-LD. */
function jsonLdOf($: CheerioAPI): any[] {
  return $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()))
    .get();
}

/** The business node of a page's JSON-LD. */
function businessOf($: CheerioAPI) {
  return jsonLdOf($).find((node) => String(node['@id']).endsWith('#business'));
}

/** Every object of a JSON-LD tree, nested ones included. */
function nodesOf(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value === null || typeof value !== 'object') return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(nodesOf)];
}

/** Text as HTML writes it in text and attribute values. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The theme.colors roles every business states, each a colour variable of the stylesheet by its name. */
const STATED_ROLES = ['ink', 'brand', 'action', 'emergency', 'trust'] as const;
/** The garage-door site's own colours (content/site.json): another business wears none of them but those it states itself (the cleaner's brand is the garage site's trust teal). */
const GARAGE_PALETTE = ['#1e3a5f', '#c2410c', '#0f2942', '#0f766e', '#9a3412'];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const GARAGE_WORDS = [/garage/i, /\bsprings?\b/i, /\bopeners?\b/i, /\btorsion\b/i];

const EXAMPLES = [
  {
    dir: 'plumber-austin',
    licence:
      'Regulated by the Texas State Board of Plumbing Examiners: Master Plumber license M-40218, responsible master plumber Rosa Delgado',
    serviceInCity: '/services/slab-leak-detection-in-lakeway/',
    shortName: 'Bluebonnet',
    // Its own pages: a Markdown page with a table, and an article.
    ownPages: ['/financing/', '/articles/', '/articles/signs-of-a-slab-leak/'],
    // A service-area business: its city, region and country only.
    address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
    // The one example that answers email.
    email: 'office@bluebonnetplumbing.example',
    // Six of its nine cities have no local notes yet (content/local/): the build says so, as it should.
    otherWarnings:
      /local\/(?:cedar-park|pflugerville|georgetown|leander|kyle|buda)\.json \(a new file, as docs\/local-pages\.md shows\): no local notes for 4 services in /,
    // Office hours on weekdays; an on-call line nights and weekends, on a number of its own.
    openingHours: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '07:00', closes: '18:00' }],
    hoursOnContact: {
      'Opening Hours': [
        ['Monday – Friday', '7:00 am – 6:00 pm'],
        ['Saturday – Sunday', 'Closed'],
      ],
      'After-Hours Emergency Line': [
        ['Monday', 'midnight – 7:00 am, 6:00 pm – 7:00 am'],
        ['Tuesday – Friday', '6:00 pm – 7:00 am'],
        ['Saturday', '7:00 am – midnight'],
        ['Sunday', 'Open 24 hours'],
      ],
    },
    emergencyLine: { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+15125550188' },
    // The first of three counties apart, under the engine's labels.
    zones: [
      ['Primary zone', 'Travis County'],
      ['Secondary zones', 'Williamson County and Hays County'],
    ],
    featureCounts: { 'emergency-plumbing': 6, 'water-heater-service': 6, 'drain-and-sewer-cleaning': 6, 'slab-leak-detection': 6 },
    // Ocean blue, bluebonnet indigo and rose.
    colours: { ink: '#082f49', brand: '#0c4a6e', action: '#4338ca', emergency: '#be123c', trust: '#047857' },
  },
  {
    dir: 'electrician-fort-collins',
    licence: 'Colorado State Electrical Board: Master Electrician license ME.0107732, held by Dana Whitfield',
    serviceInCity: '/services/ev-charger-installation-in-fort-collins/',
    shortName: 'Linden',
    // Its gallery of before/after photos.
    ownPages: ['/gallery/'],
    // A storefront: its street address in full.
    address: {
      '@type': 'PostalAddress',
      streetAddress: '242 Linden Street',
      addressLocality: 'Fort Collins',
      addressRegion: 'CO',
      postalCode: '80524',
      addressCountry: 'US',
    },
    email: undefined,
    otherWarnings: null,
    // A shop open on weekdays and Saturday mornings, with no emergency service.
    openingHours: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ],
    hoursOnContact: {
      'Opening Hours': [
        ['Monday – Friday', '8:00 am – 5:00 pm'],
        ['Saturday', '9:00 am – 1:00 pm'],
        ['Sunday', 'Closed'],
      ],
    },
    emergencyLine: undefined,
    zones: [['Service zone', 'Larimer County']],
    featureCounts: { 'panel-upgrades': 6, 'ev-charger-installation': 6, 'lighting-and-rewiring': 6 },
    // Forest green and a gold for its calls; no emergency red, since it has no emergency service.
    colours: { ink: '#052e16', brand: '#14532d', action: '#a16207', emergency: '#15803d', trust: '#166534' },
  },
  {
    dir: 'house-cleaning-tampa',
    // A trade that needs no licence: none is stated anywhere.
    licence: null,
    serviceInCity: '/services/after-renovation-cleaning-in-wesley-chapel/',
    // "Sparkle & Shine Home Cleaning": its own shortName, not cut on the "&".
    shortName: 'Sparkle',
    ownPages: [],
    address: { '@type': 'PostalAddress', addressLocality: 'Tampa', addressRegion: 'FL', addressCountry: 'US' },
    email: undefined,
    // Every city has local notes for every service: no page kept out of search.
    otherWarnings: null,
    // Office hours on weekdays and Saturday mornings, and no emergency service.
    openingHours: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '07:30', closes: '17:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
    ],
    hoursOnContact: {
      'Opening Hours': [
        ['Monday – Friday', '7:30 am – 5:30 pm'],
        ['Saturday', '8:00 am – noon'],
        ['Sunday', 'Closed'],
      ],
    },
    emergencyLine: undefined,
    // Two primary counties and a secondary one, in groups under its own labels.
    zones: [
      ['Primary counties', 'Hillsborough County and Pinellas County'],
      ['Secondary county', 'Pasco County'],
    ],
    // From 3 features to 9, after-renovation cleaning's 5 among them (a row of 3 and a row of 2).
    featureCounts: {
      'recurring-cleaning': 6,
      'deep-cleaning': 8,
      'holiday-and-party-cleaning': 4,
      'window-and-blind-cleaning': 3,
      'move-in-move-out-cleaning': 7,
      'after-renovation-cleaning': 5,
      'vacation-rental-cleaning': 9,
      'office-cleaning': 6,
    },
    // Teal, with a raspberry for its calls; no emergency colour of its own, since it has no emergency service.
    colours: { ink: '#134e4a', brand: '#0f766e', action: '#be185d', emergency: '#be185d', trust: '#115e59' },
  },
] as const;

/** The stand-ins an example keeps until a real owner replaces them, which every build lists. */
const STAND_IN =
  /is a fictional 555-01xx number|is a reserved example domain|is a fictional license number|a sample review, not from a real customer/;

describe.each(EXAMPLES.map((example) => [example.dir, example] as const))('examples/%s', (_dir, example) => {
  const exampleDir = path.join(projectDir, 'examples', example.dir);
  // The run's shared cache: own-pages.test.ts builds the plumber and the electrician too, and whichever file runs second
  // finds their images and cards made. What a build writes and warns of is the same whatever its cache holds.
  const site = tempSite({ from: exampleDir });
  const others = [
    identityOf(contentDir, GARAGE_WORDS),
    ...EXAMPLES.filter((other) => other !== example).map((other) => identityOf(path.join(projectDir, 'examples', other.dir, 'content'))),
  ];
  let result: BuildResult;
  let siteDir: string;
  /** The site's text files, read once for the tests that search them all. */
  let texts: Array<[string, string]>;
  // The site served as hosts serve it, and Chromium, for the axe checks.
  let server: Server | undefined;
  let url: string;
  let browser: Browser | undefined;
  // One page for every axe check of the example: a new page costs Chromium a renderer process; each check loads its own document.
  let page: Page;
  beforeAll(async () => {
    result = await site.build();
    siteDir = site.outDir;
    texts = textFiles(siteDir);
    if (!chromiumInstalled) return;
    ({ server, url } = await startPreviewServer({ siteDir, redirects: result.redirects, log: () => {} }));
    browser = await connectChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('builds with no warning but its stand-ins', () => {
    const unexpected = result.warnings.filter((warning) => !STAND_IN.test(warning) && !example.otherWarnings?.test(warning));
    expect(unexpected).toEqual([]);
  });

  it('holds nothing of another business: no name, domain, phone number, city or trade word of theirs in any file', () => {
    expect(others.flatMap((other) => traces(texts, other))).toEqual([]);
  });

  it('has every page of its route table, and no page beyond it', async () => {
    const files = stubRoutes(await loadContent(site.contentDir, site.assetsDir, pageContentSources)).map((route) =>
      outputFileFor(route.path),
    );
    expect(files.filter((file) => !existsSync(path.join(siteDir, file)))).toEqual([]);
    // 404.html is the not-found page again, where most hosts look for it.
    expect(htmlFiles(siteDir)).toEqual([...files, '404.html'].sort());
  });

  it('has no broken link or #fragment, crawled over HTTP by linkinator', async () => {
    await expect(checkLinksWithLinkinator(siteDir, htmlFiles(siteDir))).resolves.toBeUndefined();
  });

  it('passes html-validate on every page', async () => {
    const { valid, errors } = await validationReport(siteDir);
    expect(errors).toBe('');
    expect(valid).toBe(true);
  });

  it('states its licence in its own words in every footer, and on the about, contact and service areas pages, or, needing none, no licence anywhere', () => {
    if (!example.licence) {
      // Nor "licensed" in a text or a search engine's JSON-LD: a cleaner has no licence to claim.
      const naming = htmlFiles(siteDir).filter((file) => /licen[cs]/i.test(readFileSync(path.join(siteDir, file), 'utf8')));
      expect(naming).toEqual([]);
      return;
    }
    for (const file of htmlFiles(siteDir)) expect(plainText(loadHtml(siteDir, file)('footer').text()), file).toContain(example.licence);
    for (const page of ['/about/', '/contact/', '/service-areas/'])
      expect(plainText(loadPage(siteDir, page)('main').text()), page).toContain(example.licence);
  });

  it('gives search engines its own address on every page, and its email address only when it has one, as its contact page does', () => {
    for (const file of htmlFiles(siteDir).filter((file) => !file.startsWith('404'))) {
      const business = businessOf(loadHtml(siteDir, file));
      expect([business.address, business.email], file).toEqual([example.address, example.email]);
    }
    const $ = loadPage(siteDir, '/contact/');
    expect(
      $('#contact a[href^="mailto:"]')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(example.email ? [`mailto:${example.email}`] : []);
  });

  it('gives search engines its own hours, and its emergency line only when it has one', () => {
    const business = businessOf(loadPage(siteDir, '/'));
    expect(business.openingHoursSpecification).toEqual(example.openingHours);
    if (example.emergencyLine) expect(business.contactPoint).toMatchObject(example.emergencyLine);
    else {
      expect(business.contactPoint).toBeUndefined();
      // Nor an emergency ContactPoint anywhere else in any page's JSON-LD.
      const emergencyPoints = htmlFiles(siteDir).filter((file) =>
        nodesOf(jsonLdOf(loadHtml(siteDir, file))).some((node) => node.contactType === 'emergency'),
      );
      expect(emergencyPoints).toEqual([]);
    }
  });

  it('has the emergency bands of the home and about pages dial its emergency line where it has one, else its number', () => {
    const line = example.emergencyLine?.telephone ?? readJson(path.join(exampleDir, 'content'), 'site.json').phone.e164;
    const dialled = ['/', '/about/'].flatMap((page) => {
      const $ = loadPage(siteDir, page);
      return $('main aside.on-dark a[href^="tel:"]')
        .map((_, a) => `${page} ${$(a).attr('href')}`)
        .get();
    });
    if (example.emergencyLine) expect(dialled.length).toBeGreaterThan(0);
    for (const band of dialled) expect(band).toMatch(new RegExp(` tel:\\${line}$`));
  });

  it('has its footer dial its number, and its emergency line under it where that is a number of its own', () => {
    const main = readJson(path.join(exampleDir, 'content'), 'site.json').phone.e164;
    const line = example.emergencyLine?.telephone;
    const $ = loadPage(siteDir, '/');
    const dialled = $('footer a[href^="tel:"]')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(dialled).toEqual([`tel:${main}`, ...(line && line !== main ? [`tel:${line}`] : [])]);
  });

  it('names its coverage zones under their labels on the service areas and contact pages', () => {
    for (const page of ['/service-areas/', '/contact/']) {
      const $ = loadPage(siteDir, page);
      const details = $('#coverage dl > div')
        .map((_, fact) => [[plainText($(fact).find('dt').text()), plainText($(fact).find('dd').text())]])
        .get();
      expect(details.slice(0, example.zones.length), page).toEqual(example.zones);
    }
  });

  it('shows every feature of each service on its page, in order, as many as services.json gives', () => {
    const services = readJson(site.contentDir, 'services.json');
    const shown = Object.fromEntries(
      Object.keys(services)
        .filter((slug) => slug !== '$schema')
        .map((slug) => {
          const $ = loadPage(siteDir, `/services/${slug}/`);
          const features = $('#includes li')
            .map((_, item) => plainText($(item).text()))
            .get();
          expect(features, slug).toEqual(services[slug].features);
          return [slug, features.length];
        }),
    );
    expect(shown).toEqual(example.featureCounts);
  });

  it('names itself under its icon on a phone’s home screen: the manifest’s short_name', () => {
    const manifest = JSON.parse(readFileSync(path.join(siteDir, 'site.webmanifest'), 'utf8'));
    expect(manifest.short_name).toBe(example.shortName);
  });

  it('writes its name escaped once: &amp; in HTML, a plain & in the JSON-LD and the manifest, never &amp;amp;', () => {
    const name: string = readJson(site.contentDir, 'site.json').businessName;
    for (const file of htmlFiles(siteDir)) {
      const html = readFileSync(path.join(siteDir, file), 'utf8');
      const outsideScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(outsideScripts, file).toContain(escapeHtml(name));
      if (escapeHtml(name) !== name) expect(outsideScripts, file).not.toContain(name);
      expect(html, file).not.toContain('&amp;amp;');
      if (!file.startsWith('404')) expect(businessOf(loadHtml(siteDir, file)).name, file).toBe(name);
      expect(loadHtml(siteDir, file)('title').text(), file).not.toContain('&amp;');
    }
    expect(JSON.parse(readFileSync(path.join(siteDir, 'site.webmanifest'), 'utf8')).name).toBe(name);
    expect(texts.filter(([, text]) => text.includes('&amp;amp;'))).toEqual([]);
  });

  it('lists its hours day by day on the contact page', () => {
    expect(hoursListed(loadPage(siteDir, '/contact/'))).toEqual(example.hoursOnContact);
  });

  it('wears its own colours: the stylesheet, theme-color, the manifest and the social cards', async () => {
    const colors = example.colours;
    const [stylesheet] = fg.sync('assets/styles-*.css', { cwd: siteDir });
    const css = readFileSync(path.join(siteDir, stylesheet!), 'utf8');
    for (const role of STATED_ROLES) expect(css).toContain(`--color-${role}:${colors[role]}`);
    const own: string[] = Object.values(colors);
    expect(GARAGE_PALETTE.filter((colour) => !own.includes(colour) && css.includes(colour))).toEqual([]);

    const $ = loadPage(siteDir, '/');
    expect($('meta[name="theme-color"]').attr('content')).toBe(colors.ink);
    expect(JSON.parse(readFileSync(path.join(siteDir, 'site.webmanifest'), 'utf8')).theme_color).toBe(colors.ink);
    const card = path.join(siteDir, new URL($('meta[property="og:image"]').attr('content')!).pathname);
    expect(distance(await pixel(card, 20, 300), colors.brand), 'the card’s ground').toBeLessThan(24);
    expect(distance(await pixel(card, 20, 5), colors.action), 'the card’s top band').toBeLessThan(24);
  });

  it('says "24/7" nowhere, since it is not open round the clock', () => {
    expect(texts.filter(([, text]) => text.includes('24/7')).map(([file]) => file)).toEqual([]);
  });

  it.skipIf(!chromiumInstalled)(
    'fits its contact page on a phone and a tablet: no sideways scrolling, each day beside its hours',
    async () => {
      await page.setViewportSize({ width: 375, height: 900 });
      expect((await page.goto(`${url}/contact/`, { waitUntil: 'load' }))?.status()).toBe(200);
      for (const width of [375, 768]) {
        await page.setViewportSize({ width, height: 900 });
        const layout = await page.evaluate(() => {
          const rows = [...document.querySelectorAll('#contact dl > div')];
          return {
            rows: rows.length,
            scrolls: document.documentElement.scrollWidth > window.innerWidth,
            rowsWrapped: rows.filter(
              (row) => row.querySelector('dt')!.getBoundingClientRect().top !== row.querySelector('dd')!.getBoundingClientRect().top,
            ).length,
          };
        });
        const rows = Object.values(example.hoursOnContact).reduce((count, days) => count + days.length, 0);
        expect(layout, `${width} px`).toEqual({ rows, scrolls: false, rowsWrapped: 0 });
      }
    },
  );

  it.skipIf(!chromiumInstalled)(
    "breaks a heading's words joined by a slash after the slash, never at a hyphen of theirs, at 320, 375, 768 and 1024 px",
    async () => {
      // The services page: every service's name, in its card's heading.
      await page.setViewportSize({ width: 320, height: 900 });
      expect((await page.goto(`${url}/services/`, { waitUntil: 'load' }))?.status()).toBe(200);
      for (const width of [320, 375, 768, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const broken = await page.evaluate(() => {
          const found: string[] = [];
          for (const heading of document.querySelectorAll('main :is(h1, h2, h3)')) {
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            while (walker.nextNode()) {
              const text = walker.currentNode as Text;
              for (const word of text.data.matchAll(/\S*\/\S*/g)) {
                const range = document.createRange();
                range.setStart(text, word.index);
                range.setEnd(text, word.index + word[0].length);
                const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
                if (word[0].includes('-') && lines.size > 1) found.push(`"${word[0]}" in "${heading.textContent}"`);
              }
            }
          }
          return found;
        });
        expect(broken, `${width} px`).toEqual([]);
      }
    },
  );

  it.skipIf(!chromiumInstalled)(
    'sets an icon beside words that wrap on their first line, and starts no line of the footer hours with the dot between runs, at 375, 768 and 1280 px',
    async () => {
      // The service areas page: the cities' cards with their response times, and the footer with its address, email and hours.
      await page.setViewportSize({ width: 375, height: 900 });
      expect((await page.goto(`${url}/service-areas/`, { waitUntil: 'load' }))?.status()).toBe(200);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const linesOf = (node: Node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()].filter((box) => box.width > 1 && box.height > 0);
          };
          const textIn = (node: Node): Text[] =>
            node instanceof Text
              ? [node]
              : node instanceof Element && !node.matches('.sr-only, svg')
                ? [...node.childNodes].flatMap(textIn)
                : [];
          for (const icon of document.querySelectorAll('footer svg, .card svg')) {
            const row = icon.parentElement!;
            if (!getComputedStyle(row).display.endsWith('flex')) continue;
            const lines = [...row.childNodes]
              .filter((node) => node !== icon)
              .flatMap(textIn)
              .flatMap(linesOf);
            if (new Set(lines.map((line) => Math.round(line.top))).size < 2) continue;
            const first = lines.reduce((top, line) => (line.top < top.top ? line : top));
            const { top, bottom } = icon.getBoundingClientRect();
            if ((top + bottom) / 2 > first.bottom) found.push(`icon below the first line of "${row.textContent!.trim()}"`);
          }
          for (const dot of document.querySelectorAll('footer [aria-hidden="true"]')) {
            if (dot.textContent !== '·') continue;
            // The last word before the dot ends on the dot's line.
            const hours = dot.closest('p')!;
            const words = textIn(hours).filter(
              (text) => text.data.trim() !== '' && text.compareDocumentPosition(dot) & Node.DOCUMENT_POSITION_FOLLOWING,
            );
            const last = linesOf(words.at(-1)!).at(-1)!;
            if (dot.getBoundingClientRect().top > last.top + 1) found.push(`a line starting with the dot in "${hours.textContent}"`);
          }
          return found;
        });
        expect(problems, `${width} px`).toEqual([]);
      }
    },
  );

  it.skipIf(!chromiumInstalled)(
    'fits its own pages at 375, 768 and 1280 px: the page never scrolls sideways, a wide table scrolls in its own box, named by its heading, and shows that it does, the menu keeps to one row',
    async () => {
      for (const urlPath of example.ownPages) {
        // Loaded once and resized, as the axe checks below are (the table's own scroll changes none of the widths' checks).
        await page.setViewportSize({ width: 375, height: 900 });
        expect((await page.goto(url + urlPath, { waitUntil: 'load' }))?.status()).toBe(200);
        for (const width of [375, 768, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          const layout = await page.evaluate(() => ({
            pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
            // The header's wide-screen menu (the nav of its bar, not the phone menu's) on one row however many links it has: never its last link alone on a second.
            menuRows: new Set(
              [...document.querySelector('body > header > div > nav')!.querySelectorAll(':scope > ul > li')]
                .map((item) => item.getBoundingClientRect())
                .filter((box) => box.height > 0)
                .map((box) => Math.round(box.top)),
            ).size,
            tables: [...document.querySelectorAll('.prose-table')].map((box) => ({
              inView: box.getBoundingClientRect().right <= window.innerWidth,
              scrolls: box.scrollWidth > box.clientWidth,
            })),
          }));
          expect(layout.pageScrolls, `${urlPath} at ${width} px`).toBe(false);
          expect(layout.menuRows, `${urlPath} at ${width} px`).toBeLessThanOrEqual(1);
          for (const table of layout.tables) expect(table.inView, `${urlPath} at ${width} px`).toBe(true);
          // The plumber's four-column table of plans is wider than a phone: it scrolls inside its box there.
          if (urlPath === '/financing/' && width === 375) {
            expect(layout.tables.map((table) => table.scrolls)).toEqual([true]);
            // Its box, a tab stop, is named by the heading it follows, as a screen reader announces it.
            expect(await page.getByRole('region', { name: 'Plans we offer' }).locator('table').count()).toBe(1);
            // And shows it: a shadow at the edge with more to scroll to, gone once the table's end is reached.
            const box = page.locator('.prose-table');
            const edge = async () => {
              const file = path.join(tmpdir(), `table-edge-${process.pid}.png`);
              await box.screenshot({ path: file });
              const { width: boxWidth, height } = (await box.boundingBox())!;
              return pixel(file, Math.floor(boxWidth) - 4, Math.floor(height) - 6);
            };
            const atStart = await edge();
            await box.evaluate((table) => table.scrollTo(table.scrollWidth, 0));
            const atEnd = await edge();
            expect(distance(atStart, '#ffffff'), `at the start: ${atStart}`).toBeGreaterThan(30);
            expect(distance(atEnd, '#ffffff'), `at the end: ${atEnd}`).toBeLessThan(10);
          }
        }
      }
    },
  );

  it
    .skipIf(!chromiumInstalled)
    .each<[string, string]>([
      ['home', '/'],
      ['service in a city', example.serviceInCity],
      ...example.ownPages.map((urlPath): [string, string] => ['own', urlPath]),
    ])('%s page: no axe violation at 375 and 1280 px', async (_name, urlPath) => {
    // Loaded once and resized: a page of plain HTML and CSS lays out the same resized as loaded at that width.
    await page.setViewportSize({ width: 375, height: 900 });
    expect((await page.goto(url + urlPath, { waitUntil: 'load' }))?.status()).toBe(200);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const violations = await axeViolations(page);
      expect(violations, `axe violations on ${urlPath} at ${width} px:\n${violations.join('\n')}`).toEqual([]);
    }
  });
});
