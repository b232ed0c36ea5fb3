/**
 * Every word a visitor reads comes from content or from the strings of the site's language (Intl
 * writes the days, months, times and lists): no template or page type spells one. Proved by
 * rendering every page of the locksmith, and a page left at a moved address, with each string and
 * each label replaced by a marker: what is left of the visible text, markers taken out, is words
 * of the content files and of Intl, and nothing else.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { afterAll, expect, it } from 'vitest';
import { BuildCache } from '../../generate/cache/build-cache.ts';
import { loadContent } from '../../generate/content/load.ts';
import { pageContentSources } from '../../generate/page-types/index.ts';
import { filesOf } from '../../generate/page-types/page-type.ts';
import { resolveSite, withImages } from '../../generate/pages/model.ts';
import { buildRoutes } from '../../generate/pages/routes.ts';
import { judgePages, renderRedirectPage } from '../../generate/render/render.ts';
import { enUS } from '../../generate/strings/en-US.ts';
import type { Strings } from '../../generate/strings/index.ts';
import { stubCards, stubImages, testChrome } from '../helpers/chrome.ts';
import { projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixtureDir = path.join(projectDir, 'test/fixtures/other-business');
const fixture = tempSite({ from: fixtureDir });
let cacheDir = '';
afterAll(() => cacheDir && rm(cacheDir, { recursive: true, force: true }));

/** A marker for each string, «its.path», keeping its {names} so that they are filled as before. */
function marked(value: unknown, at: string): unknown {
  if (typeof value === 'string') return `«${at}${(value.match(/\{\w+\}/g) ?? []).join('')}»`;
  return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, marked(item, at ? `${at}.${key}` : key)]));
}

/** The words of every string value of the content files. */
async function contentWords(contentDir: string): Promise<Set<string>> {
  const words = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const word of wordsOf(value)) words.add(word);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  for (const file of await fg('**/*.json', { cwd: contentDir })) walk(JSON.parse(await readFile(path.join(contentDir, file), 'utf8')));
  for (const file of await fg('**/*.md', { cwd: contentDir })) walk(await readFile(path.join(contentDir, file), 'utf8'));
  return words;
}

/** The words Intl writes in a language: day and month names, the day's periods, and the words that join a list. */
function intlWords(tag: string): Set<string> {
  const days = Array.from({ length: 7 }, (_, day) => Date.UTC(2024, 0, 1 + day));
  const written = [
    ...['long', 'short'].flatMap((weekday) =>
      days.map((day) => new Intl.DateTimeFormat(tag, { weekday: weekday as 'long', timeZone: 'UTC' }).format(day)),
    ),
    ...Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, month)),
    ),
    ...[7, 19].map((hour) => new Intl.DateTimeFormat(tag, { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, hour))),
    new Intl.ListFormat(tag).format(['1', '2', '3']),
  ];
  return new Set(written.flatMap(wordsOf));
}

/**
 * The business's own pages, every part of them shown: a Markdown page with its intro and hero, an
 * article with its image and its services (a draft, with its note), and a gallery of a job with
 * its photo before, captioned, and twelve more, so that it takes two pages and the links between them.
 */
async function writeOwnPages(contentDir: string): Promise<void> {
  const image = (alt: string) => ({ src: 'images/key.svg', alt });
  const files: Record<string, string> = {
    'pages/warranty.md':
      '---\ntitle: Warranty\ndescription: Locks we fit carry a warranty.\nheading: Our Warranty\nintro: Five years on every lock.\nhero: { src: images/lock.svg, alt: A lock }\nmenu: both\norder: 2\n---\n\nEvery lock.\n\n| Part | Years |\n| --- | --- |\n| Cylinder | 5 |\n',
    'articles/rekeying.md':
      '---\ntitle: Rekeying\ndescription: When to rekey.\ndate: 2025-03-14\nupdated: 2025-04-01\nauthor: Sam Ortiz\ndraft: true\nimage: { src: images/lock.svg, alt: A lock }\nservices: [lock-rekeying]\nareas: [santa-cruz]\n---\n\nAfter a move.\n\n![A key](images/key.svg)\n',
    'pages/articles.json': JSON.stringify({
      meta: { title: 'Lock tips', description: 'Lock tips.' },
      heading: 'Lock Tips',
      intro: 'Tips about locks.',
      menu: 'footer',
      feed: 'Lock tips feed',
      related: { heading: 'Related tips', intro: 'Tips about it.' },
      services: { heading: 'Services it names' },
      callCard: { heading: 'Call a locksmith', text: 'We come fast.' },
    }),
    'gallery.json': JSON.stringify({
      meta: { title: 'Lock jobs', description: 'Lock jobs.' },
      heading: 'Lock Jobs',
      intro: 'Jobs we did.',
      recent: { heading: 'Recent lock jobs', intro: 'Lately.' },
      jobs: Array.from({ length: 13 }, (_, index) => ({
        title: `Deadbolt number ${index}`,
        description: 'A new deadbolt.',
        date: '2025-02-01',
        service: 'lock-rekeying',
        area: 'santa-cruz',
        photos: [
          ...(index === 0 ? [{ ...image('An old deadbolt'), caption: 'The old lock', role: 'before' }] : []),
          { ...image('A new deadbolt'), role: index === 0 ? 'after' : 'photo' },
        ],
      })),
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(contentDir, file)), { recursive: true });
    await writeFile(path.join(contentDir, file), text);
  }
}

const wordsOf = (text: string) => (text.replace(/https?:\/\/\S+/g, ' ').match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase());

it('no template or page type spells a word: every word shown is content’s, its language’s strings or Intl’s', async () => {
  // A storefront with an email address and a license, open office hours with an on-call line of its own, in three zones: every card and list shows.
  const contentDir = await fixture.contentWith('site.json', (site) => {
    site.address = { street: '12 Pacific Avenue', locality: 'Santa Cruz' };
    site.email = 'office@harborlock.example';
    site.license = { authority: 'Bureau of Security', kind: 'Locksmith', number: 'LCO 1234' };
    site.hours = { monday: ['08:00-17:30'], saturday: ['09:00-12:00'] };
    site.emergency = {
      availability: 'on-call',
      hours: { sunday: ['00:00-24:00'] },
      phone: { display: '(831) 555-0123', e164: '+18315550123' },
    };
    site.coverage.zones = ['Santa Cruz County', 'Monterey County', 'San Benito County'];
    site.coverage.emergencyHours = undefined;
  });
  await writeOwnPages(contentDir);
  // Drafts shown, so that a draft's note is among the words checked.
  const loaded = await loadContent(contentDir, path.join(fixtureDir, 'assets'), pageContentSources, { drafts: true });
  const labels = marked(enUS.labels, 'labels') as typeof loaded.content.site.labels;
  const content = { ...loaded.content, site: { ...loaded.content.site, labels } };
  const language = { tag: content.site.language, strings: marked(enUS, '') as Strings };
  const site = withImages(resolveSite({ ...loaded, content }, language), stubImages);
  const routes = buildRoutes(site);
  const chrome = testChrome(site, routes);
  cacheDir = await mkdtemp(path.join(tmpdir(), 'words-'));
  const cache = new BuildCache(cacheDir);
  const pages: string[] = [];
  await judgePages({
    routes,
    chrome,
    baseUrl: content.site.baseUrl,
    perRoute: { structuredData: () => [], socialImage: (route) => stubCards(route.path) },
    maxSimilarity: 1,
    language: language.tag,
    cache,
    onPage: (_, html) => pages.push(html),
  }).then((judged) => judged.renderDocuments(judged.routes));
  pages.push(await renderRedirectPage('/services/', content.site.baseUrl, chrome, cache));

  const allowed = new Set([...(await contentWords(contentDir)), ...intlWords(language.tag)]);
  const spelled = new Set<string>();
  for (const html of pages) {
    // Elements apart, so that the text of two is two words.
    const $ = cheerio.load(html.replace(/></g, '> <'));
    const shown = [
      $('title').text(),
      $('body').text(),
      ...$('body [aria-label], body [alt], body [title]')
        .map((_, element) => [$(element).attr('aria-label'), $(element).attr('alt'), $(element).attr('title')])
        .get(),
    ];
    for (const text of shown) for (const word of wordsOf((text ?? '').replace(/«[^»]*»/g, ' '))) if (!allowed.has(word)) spelled.add(word);
  }
  expect(pages).toHaveLength(routes.flatMap(filesOf).length + 1);
  expect([...spelled]).toEqual([]);
});
