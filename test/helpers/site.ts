import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { parse as parseYaml } from 'yaml';
import { displayPath } from '../../generate/errors.ts';

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contentDir = path.join(projectDir, 'content');

/** A fixed clock for test builds: 2031-06-15, so the footer year is known and builds are reproducible. */
export const BUILD_TIME = new Date(Date.UTC(2031, 5, 15));

/**
 * Reads one real content file as the build sees it (without the editor's "$schema"), for
 * expectations that follow the content rather than repeat it.
 */
export function readContent<T = any>(file: string): T {
  const { $schema: _, ...content } = JSON.parse(readFileSync(path.join(contentDir, file), 'utf8'));
  return content as T;
}

/** The URL path of every live page of the real content, in each of its languages: what every host serves with 200, never redirecting. */
export function livePagePaths(): string[] {
  const serviceSlugs = Object.keys(readContent('services.json'));
  const areaSlugs = Object.keys(readContent('areas.json'));
  return [
    '/',
    '/about/',
    '/services/',
    '/service-areas/',
    '/contact/',
    '/404/',
    ...serviceSlugs.map((s) => `/services/${s}/`),
    ...areaSlugs.map((a) => `/service-areas/${a}/`),
    ...areaSlugs.flatMap((a) => serviceSlugs.map((s) => `/services/${s}-in-${a}/`)),
    ...spanishPagePaths(),
  ];
}

/**
 * The URL path of every Spanish page of the real content (content/translations/es-US/): the pages
 * whose words it gives, at the section words of Spanish (/es/servicios/…). Every top-level page, each
 * service and each city are translated; a service in a city only where that city's file gives its
 * notes (Oxnard's so far). Slugs are the translation's own where it gives them (services.json's `slug`).
 * None while site.json does not list the language.
 */
export function spanishPagePaths(): string[] {
  if (!(readContent('site.json').translations ?? []).includes('es-US')) return [];
  const translated = (file: string): any => {
    const target = path.join(contentDir, 'translations/es-US', file);
    return existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : undefined;
  };
  // A file's records, its editor's "$schema" aside.
  const slugsIn = (file: string) => Object.keys(translated(file) ?? {}).filter((key) => key !== '$schema');
  // A record's slug in Spanish addresses: its own where the translation gives one.
  const spanish = (file: string) => (slug: string) => translated(file)?.[slug]?.slug ?? slug;
  const serviceSlugs = slugsIn('services.json').map(spanish('services.json'));
  const areaSlugs = slugsIn('areas.json');
  const localServices = areaSlugs.flatMap((area) =>
    Object.keys(translated(`local/${area}.json`)?.services ?? {}).map(
      (service) => `/es/servicios/${spanish('services.json')(service)}-en-${spanish('areas.json')(area)}/`,
    ),
  );
  return [
    '/es/',
    '/es/nosotros/',
    '/es/servicios/',
    '/es/areas-de-servicio/',
    '/es/contacto/',
    '/es/404/',
    ...serviceSlugs.map((s) => `/es/servicios/${s}/`),
    ...areaSlugs.map((a) => `/es/areas-de-servicio/${spanish('areas.json')(a)}/`),
    ...localServices,
  ];
}

/**
 * Each sentence of a site's English files (`contentDir`) shown in the main text of one of its
 * Spanish pages (`siteDir`/es/), as "file: sentence": none, when the translation gives every word.
 * Names are facts, the same in every language; a sentence is four words or more, cut at its first placeholder.
 * Markdown pages and articles count too: their front matter's texts, and each sentence of their text.
 */
export async function englishInSpanishMain(englishDir: string, siteDir: string): Promise<string[]> {
  const sentences = new Set<string>();
  const names = new Set(['businessName', 'name', 'neighborhoods', 'author']);
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && value.split(' ').length >= 4) sentences.add(value.replace(/\{[a-zA-Z]+\}.*$/, '').trim());
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (!names.has(key)) collect(item);
  };
  for (const file of fg.sync('**/*.json', { cwd: englishDir, ignore: ['translations/**'] }))
    collect(JSON.parse(await readFile(path.join(englishDir, file), 'utf8')));
  for (const file of fg.sync('**/*.md', { cwd: englishDir, ignore: ['translations/**'] })) {
    const [, frontMatter = '', body = ''] =
      /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(await readFile(path.join(englishDir, file), 'utf8')) ?? [];
    collect(parseYaml(frontMatter));
    // Each paragraph's sentences, as a page shows them: links and emphasis as their words alone.
    const text = body.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`#]/g, '');
    for (const paragraph of text.split(/\n\s*\n/))
      for (const sentence of paragraph.replace(/\s+/g, ' ').split(/(?<=[.!?:]) /)) collect(sentence.trim());
  }
  return htmlFiles(siteDir)
    .filter((name) => name.startsWith('es/'))
    .flatMap((file) => {
      const main = plainText(loadHtml(siteDir, file)('main').text());
      return [...sentences].filter((sentence) => sentence.length > 12 && main.includes(sentence)).map((sentence) => `${file}: ${sentence}`);
    });
}

/** The HTML file a URL path is served from. */
export function pageFile(siteDir: string, urlPath: string): string {
  return path.join(siteDir, urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\//, '')}index.html`);
}

/**
 * The last pages parsed, by their text: tests read every page of a site again and again (its footer,
 * its JSON-LD, its title), and parsing is what reading a page costs. Enough for every page of the real
 * site in both languages; as a page takes about a megabyte parsed, not many more.
 */
const parsed = new Map<string, cheerio.CheerioAPI>();
const PARSED_KEPT = 150;

/** A page's text parsed, or the tree parsed from the same text before: read it, never change it (clone a part to change it). */
function parsePage(file: string): cheerio.CheerioAPI {
  const text = readFileSync(file, 'utf8');
  const known = parsed.get(text);
  // Taken out and put back, so the map's order is from least to most recently read.
  if (known) parsed.delete(text);
  const $ = known ?? cheerio.load(text);
  parsed.set(text, $);
  if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  return $;
}

/** A page of a built site by its URL path, parsed: read it, never change it (clone a part to change it). */
export function loadPage(siteDir: string, urlPath: string): cheerio.CheerioAPI {
  return parsePage(pageFile(siteDir, urlPath));
}

/** An HTML file of a built site by its file name ("404.html", "about/index.html"), parsed: read it, never change it. */
export function loadHtml(siteDir: string, file: string): cheerio.CheerioAPI {
  return parsePage(path.join(siteDir, file));
}

/** Every HTML file in a built site, relative to it. */
export function htmlFiles(siteDir: string): string[] {
  return fg.sync('**/*.html', { cwd: siteDir }).sort();
}

/** The words a screen reader reads in an element: its text without what is hidden from it (`aria-hidden`), as plainText. */
export function spokenText(element: ReturnType<cheerio.CheerioAPI>): string {
  return plainText(element.clone().find('[aria-hidden="true"]').remove().end().text());
}

/** Visible text with white space collapsed and non-breaking characters made plain. */
export function plainText(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\u2011/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every file of a folder (dot files too, links not followed) with a digest of its bytes: to prove a
 * folder unchanged, two builds identical, or (with `as`, which may rename a file and rewrite what is
 * digested) the output against a committed manifest.
 */
export function snapshot(dir: string, as?: (file: string, bytes: Buffer) => [string, Buffer | string]): Record<string, string> {
  const files = fg.sync('**/*', { cwd: dir, dot: true, followSymbolicLinks: false, ignore: ['node_modules'] }).sort();
  const entries = files.map((file) => {
    const bytes = readFileSync(path.join(dir, file));
    const [name, contents] = as ? as(file, bytes) : [file, bytes];
    return [name, createHash('sha256').update(contents).digest('hex').slice(0, 16)] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * The one way tests edit content: `edit` receives the parsed JSON of `file` in `contentDir` and
 * either changes it in place (returning nothing) or returns what to write (a string or bytes are written as they are).
 */
export async function editContent(contentDir: string, file: string, edit: (json: any) => unknown): Promise<void> {
  const target = path.join(contentDir, file);
  const json = JSON.parse(await readFile(target, 'utf8'));
  const edited = edit(json) ?? json;
  await writeFile(target, typeof edited === 'string' || edited instanceof Uint8Array ? edited : JSON.stringify(edited, null, 2));
}

/**
 * `file:line:column` of `needle` in a content file of `dir`, as an editor counts them: its first
 * place after each of `after` in turn (a record's key, then a field's).
 */
export async function placeIn(dir: string, file: string, needle: string, ...after: string[]): Promise<string> {
  const text = await readFile(path.join(dir, file), 'utf8');
  const start = after.reduce((from, anchor) => text.indexOf(anchor, from), 0);
  const offset = text.indexOf(needle, start);
  const before = text.slice(0, offset);
  return `${displayPath(path.join(dir, file))}:${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
}

/** The hours a page lists, by heading: each row's days and times. */
export function hoursListed($: cheerio.CheerioAPI): Record<string, string[][]> {
  return Object.fromEntries(
    $('#contact dl')
      .map((_, list) => [
        [
          plainText($(list).prev('h3').text()),
          $(list)
            .children('div')
            .map((_, row) => [
              [
                plainText($(row).children('dt').text()),
                $(row)
                  .find('dd > span')
                  .map((_, range) => plainText($(range).text()))
                  .get()
                  .join(', '),
              ],
            ])
            .get(),
        ],
      ])
      .get(),
  );
}
