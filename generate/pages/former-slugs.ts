/**
 * The addresses a renamed service or city had (its `formerSlugs`), each redirected to its page now: its own page and its
 * pages with each service or city, in every language built. They join content/redirects.json in the one redirect table.
 */
import type { Content, LoadedContent } from '../content/load.ts';
import type { MarkdownFolder } from '../content/markdown.ts';
import { articlesFolder, freePagesFolder } from '../content/own-pages.ts';
import { BuildError, type ContentFile, contentProblem, type JsonPath } from '../errors.ts';
import { buildRedirectTable, type MovedAddress } from '../hosting/redirects.ts';
import { filesOf, type Route } from '../page-types/page-type.ts';
import { languageOf } from '../strings/index.ts';
import type { Strings } from '../strings/en-US.ts';
import { fileAt, localPathsIn, movedPageFile, sectionsIn } from './paths.ts';

/** A record of services.json or areas.json, or a Markdown page or article (content/pages/, content/articles/), by its file name. */
export type RecordKind = 'service' | 'area' | 'page' | 'article';

/** Where a service's, a city's, a service-in-city page, an own page and an article are in one language, from their slugs there. */
export type LocalAddresses = ReturnType<typeof localPathsIn> & {
  /**
   * The slug a record's addresses use in this language when its key is `asKey`: the key itself, or a translation's own
   * slug for the record, which a new key does not change.
   */
  slugOf: (kind: RecordKind, key: string, asKey: string) => string;
  /**
   * A translation's own former slugs of a record (its `formerSlugs` beside its `slug`), with the file that gives them,
   * and the record there as a redirect's comment names it; none in the main language, whose former slugs are the records'.
   */
  ownFormerSlugs: (kind: RecordKind, key: string) => { slugs: string[]; name: string; file: ContentFile } | undefined;
  /** Whether this language has a page at the address: no redirect leads to a page that is not built. */
  built: (path: string) => boolean;
};

/** The main language's addresses, whose slugs are the keys. */
export const mainAddresses = (built: (path: string) => boolean, words: Strings['sections']): LocalAddresses => ({
  ...localPathsIn(words, ''),
  slugOf: (_kind, _key, asKey) => asKey,
  ownFormerSlugs: () => undefined,
  built,
});

/**
 * A moved address the build writes, with the record and former slug it comes from, to name in a problem: in the main
 * file, or in a translation's (`file`) when the slug is its own.
 */
export type FormerAddress = MovedAddress & { kind: RecordKind; key: string; index: number; file?: ContentFile };

/** The records with former slugs, as comments name them: `services.json "main-service"`, `articles/first-article.md`. */
export const recordName: Record<RecordKind, (key: string) => string> = {
  service: (key) => `services.json ${JSON.stringify(key)}`,
  area: (key) => `areas.json ${JSON.stringify(key)}`,
  page: (key) => `pages/${key}.md`,
  article: (key) => `articles/${key}.md`,
};

/** A Markdown file's former slugs are at the top of its front matter; a record's in it. */
const formerSlugsAt = (kind: RecordKind, key: string, index: number): JsonPath =>
  kind === 'page' || kind === 'article' ? ['formerSlugs', index] : [key, 'formerSlugs', index];

/** Records by key, with their former slugs; a Markdown file's with the file, where a problem names them. */
type Renamed = Record<string, { formerSlugs?: string[] | undefined; file?: ContentFile }>;

/** The records whose former slugs are redirected: the services and cities, and the Markdown pages and articles. */
type RenamedContent = Pick<Content, 'services' | 'areas'> & { pages?: Renamed; articles?: Renamed };

/** The content with its Markdown pages and articles as records, each with its file: their `formerSlugs` are redirected too. */
export function renamedContent<Loaded extends Pick<LoadedContent, 'content' | 'documents' | 'fileOf'>>(loaded: Loaded) {
  const records = (folder: MarkdownFolder): Renamed =>
    Object.fromEntries(
      loaded.documents(folder).map(({ slug, spec, data }) => [slug, { ...(data as Renamed[string]), file: loaded.fileOf(spec) }]),
    );
  return { ...(loaded.content as Loaded['content']), pages: records(freePagesFolder), articles: records(articlesFolder) };
}

/** A slug a record's addresses use in one language: its current one, or a former one with where it is written. */
type Slug = { slug: string; former?: { why: string; index: number; file?: ContentFile | undefined } };

/**
 * Every address a former slug gave a page, in each language, to the page at the current slugs; an address its page
 * still has is none. A service-in-city page renamed on both sides is redirected from each mix of old and new slugs. An
 * address two former slugs give two pages (`x-in-b`, a service's once, and service `x`'s in city `b`) comes once for
 * each, the first first, for assertFormerAddressesFit to name.
 */
export function formerAddresses(content: RenamedContent, languages: LocalAddresses[]): FormerAddress[] {
  const found = new Map<string, FormerAddress>();
  const clashes: FormerAddress[] = [];
  for (const language of languages) {
    // Each record's slugs here, its current one first: the main file's former keys as this language spells them, then its own.
    const slugsIn = (kind: RecordKind, records: Renamed) =>
      Object.entries(records).map(([key, record]) => {
        const own = language.ownFormerSlugs(kind, key);
        const slugs: Slug[] = [
          { slug: language.slugOf(kind, key, key) },
          ...(record.formerSlugs ?? []).map((old, index) => ({
            slug: language.slugOf(kind, key, old),
            former: { why: `${recordName[kind](key)} formerSlugs ${JSON.stringify(old)}`, index, file: record.file },
          })),
          ...(own?.slugs ?? []).map((old, index) => ({
            slug: old,
            former: { why: `${own!.name} formerSlugs ${JSON.stringify(old)}`, index, file: own!.file },
          })),
        ];
        return { key, slugs };
      });
    const add = (from: string, to: string, kind: RecordKind, key: string, { former }: Slug) => {
      if (!former || from === to || !language.built(to) || found.get(from)?.to === to) return;
      const { why, index, file } = former;
      const address: FormerAddress = { from: from.replace(/\/$/, ''), to, status: 301, why, kind, key, index, ...(file ? { file } : {}) };
      if (found.has(from)) clashes.push(address);
      else found.set(from, address);
    };
    const services = slugsIn('service', content.services);
    const areas = slugsIn('area', content.areas);
    for (const { key, slugs } of services)
      for (const old of slugs.slice(1)) add(language.service(old.slug), language.service(slugs[0]!.slug), 'service', key, old);
    for (const { key, slugs } of areas)
      for (const old of slugs.slice(1)) add(language.area(old.slug), language.area(slugs[0]!.slug), 'area', key, old);
    for (const kind of ['page', 'article'] as const)
      for (const { key, slugs } of slugsIn(kind, content[`${kind}s`] ?? {}))
        for (const old of slugs.slice(1)) add(language[kind](old.slug), language[kind](slugs[0]!.slug), kind, key, old);
    for (const service of services)
      for (const area of areas) {
        const to = language.serviceInArea(service.slugs[0]!.slug, area.slugs[0]!.slug);
        for (const oldService of service.slugs)
          for (const oldArea of area.slugs) {
            const from = language.serviceInArea(oldService.slug, oldArea.slug);
            // Named for the service's former slug where it has one, else the city's.
            if (oldService.former) add(from, to, 'service', service.key, oldService);
            else add(from, to, 'area', area.key, oldArea);
          }
      }
  }
  return [...found.values(), ...clashes];
}

/**
 * The one redirect table, from which every host's file and the preview server are made: content/redirects.json's moved
 * addresses, its former slugs' in each language (`languages`: the main one first, each with the pages it builds), and
 * the section rules at the main language's words.
 */
export function redirectTable(content: RedirectContent, languages: LocalAddresses[], generated = formerAddresses(content, languages)) {
  const moved = movedAddresses(content.redirects.redirects, generated);
  return buildRedirectTable(moved, sectionsIn(mainWords(content), ''));
}

/** The table as the main language's pages make it: all of them are built, so it is known from content alone. */
export const mainRedirectTable = (content: RedirectContent) => redirectTable(content, [mainAddresses(() => true, mainWords(content))]);

type RedirectContent = RenamedContent & Pick<Content, 'redirects' | 'site'>;
export const mainWords = (content: Pick<Content, 'site'>) => languageOf(content.site.language).strings.sections;

/**
 * The owner's moved addresses, then the generated ones the owner's leave. One the owner also wrote by hand is the
 * owner's: it says where that one address goes, and a site that redirected a rename by hand before the field existed
 * builds as it did.
 */
function movedAddresses(handWritten: MovedAddress[], generated: FormerAddress[]): MovedAddress[] {
  const written = new Set(handWritten.map(({ from }) => from));
  return [
    ...handWritten,
    ...generated.filter(({ from }) => !written.has(from)).map(({ from, to, status, why }) => ({ from, to, status, why })),
  ];
}

/**
 * A generated address must not hide a live page, nor leave its page for hosts without rules at a page's file: a former
 * slug that makes another page's address (`a-in-b` beside service `a` and city `b`) is named at its place. Nor may it
 * lead to two pages, unless the owner's redirects (`handWritten`) say which: the second former slug that makes it is named
 * at its place, with the first.
 */
export function assertFormerAddressesFit(
  generated: FormerAddress[],
  routes: Route[],
  fileOf: (kind: RecordKind) => ContentFile,
  handWritten: MovedAddress[] = [],
) {
  const byFile = new Map<string, Route>();
  for (const route of routes) for (const written of filesOf(route)) byFile.set(written, route);
  const problems = generated.flatMap(({ from, kind, key, index, file }) => {
    // A page at the address, as a folder or as a file, or at the file its redirect page takes for hosts without rules.
    const page = [fileAt(`${from}/`), fileAt(from), movedPageFile(from)].map((at) => byFile.get(at ?? '')).find(Boolean);
    if (!page) return [];
    const message = `makes the address ${from}/, which is ${page.path}'s (${page.source}): a redirect there would hide that page; remove the former slug`;
    return [contentProblem(file ?? fileOf(kind), formerSlugsAt(kind, key, index), message)];
  });
  const owners = new Set(handWritten.map(({ from }) => from));
  const first = new Map<string, FormerAddress>();
  for (const address of generated) {
    if (owners.has(address.from)) continue;
    const earlier = first.get(address.from);
    if (!earlier) first.set(address.from, address);
    else {
      const { from, to, kind, key, index, file } = address;
      const message = `makes the address ${from}/, which ${earlier.why} makes too: it leads to ${to}, that one to ${earlier.to}; an old address can lead to one page only: write the one you want in redirects.json, which wins, or remove one former slug`;
      problems.push(contentProblem(file ?? fileOf(kind), formerSlugsAt(kind, key, index), message));
    }
  }
  if (problems.length > 0) throw new BuildError([...new Set(problems)]);
}
