/**
 * The addresses a renamed service or city had (its `formerSlugs`), each redirected to its page now: its own page and its
 * pages with each service or city, in every language built. They join content/redirects.json in the one redirect table.
 */
import type { Content, LoadedContent } from '../content/load.ts';
import type { MarkdownFolder } from '../content/markdown.ts';
import { articlesFolder, freePagesFolder } from '../content/own-pages.ts';
import { BuildError, type ContentFile, contentProblem, type JsonPath } from '../errors.ts';
import { PUBLISHED_FILE } from '../hosting/published.ts';
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
  /** Where a translation gives a record a slug of its own, its file and the record as a comment names it; none in the main language. */
  ownSlug: (kind: RecordKind, key: string) => { name: string; file: ContentFile } | undefined;
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
  ownSlug: () => undefined,
  ownFormerSlugs: () => undefined,
  built,
});

/**
 * Where the slug that moved an address is written: at `index` in the record's `formerSlugs`; or, for `mainSlug` (an
 * address the record of published addresses holds at the main language's slug), the translation's own `slug`.
 */
type MovedBy = { index: number; mainSlug?: undefined } | { mainSlug: true; index?: undefined };

/**
 * A moved address the build writes, with the record and former slug it comes from, to name in a problem: in the main
 * file, or in a translation's (`file`) when the slug is its own.
 */
export type FormerAddress = MovedAddress & { kind: RecordKind; key: string; file?: ContentFile } & MovedBy;

/** The records with former slugs, as comments name them: `services.json "main-service"`, `articles/first-article.md`. */
export const recordName: Record<RecordKind, (key: string) => string> = {
  service: (key) => `services.json ${JSON.stringify(key)}`,
  area: (key) => `areas.json ${JSON.stringify(key)}`,
  page: (key) => `pages/${key}.md`,
  article: (key) => `articles/${key}.md`,
};

/** A Markdown file's former slugs (and its slug) are at the top of its front matter; a record's in it. */
const placeOf = (address: FormerAddress): JsonPath => {
  const field: JsonPath = address.mainSlug ? ['slug'] : ['formerSlugs', address.index];
  return address.kind === 'page' || address.kind === 'article' ? field : [address.key, ...field];
};

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

/**
 * A slug a record's addresses use in one language: its current one, or a former one with where it is written; one of
 * the main language's (`mainSlug`) that a translation's own slug replaced is former only where the record of published
 * addresses holds its address.
 */
type Slug = { slug: string; former?: { why: string; file?: ContentFile | undefined } & MovedBy };

/**
 * Every address a former slug gave a page, in each language, to the page at the current slugs; an address its page
 * still has is none. A service-in-city page renamed on both sides is redirected from each mix of old and new slugs. An
 * address two former slugs give two pages (`x-in-b`, a service's once, and service `x`'s in city `b`) comes once for
 * each, the first first, for assertFormerAddressesFit to name. A translation's page the record of published addresses
 * (`published`) holds at the main language's slugs, moved since by a slug of the translation's own, is redirected too,
 * as if the translation listed the main slug in its formerSlugs; from no address the record lacks, nor from one a page
 * of the language has now, which answers it.
 */
export function formerAddresses(
  content: RenamedContent,
  languages: LocalAddresses[],
  published: ReadonlySet<string> = new Set(),
): FormerAddress[] {
  const found = new Map<string, FormerAddress>();
  const clashes: FormerAddress[] = [];
  for (const language of languages) {
    // Each record's slugs here, its current one first: the main file's former keys as this language spells them, then its own,
    // then the main language's where this one gives its own.
    const formerSlugs = (name: string, olds: string[], file: ContentFile | undefined, slugOf = (old: string) => old): Slug[] =>
      olds.map((old, index) => ({ slug: slugOf(old), former: { why: `${name} formerSlugs ${JSON.stringify(old)}`, index, file } }));
    const slugsIn = (kind: RecordKind, records: Renamed) =>
      Object.entries(records).map(([key, record]) => {
        const own = language.ownFormerSlugs(kind, key);
        const given = language.ownSlug(kind, key);
        const slugs: Slug[] = [
          { slug: language.slugOf(kind, key, key) },
          ...formerSlugs(recordName[kind](key), record.formerSlugs ?? [], record.file, (old) => language.slugOf(kind, key, old)),
          ...(own ? formerSlugs(own.name, own.slugs, own.file) : []),
          ...(given ? [key, ...(record.formerSlugs ?? [])] : []).map((old) => ({
            slug: old,
            former: {
              why: `${given!.name} at the main language's ${JSON.stringify(old)} before its own slug (${PUBLISHED_FILE})`,
              file: given!.file,
              mainSlug: true as const,
            },
          })),
        ];
        return { key, slugs };
      });
    const place = (from: string, to: string, kind: RecordKind, key: string, former: NonNullable<Slug['former']>) => {
      if (from === to || !language.built(to) || found.get(from)?.to === to) return;
      const movedBy: MovedBy = former.mainSlug ? { mainSlug: true } : { index: former.index };
      const address: FormerAddress = { from: from.replace(/\/$/, ''), to, status: 301, why: former.why, kind, key, ...movedBy };
      if (former.file) address.file = former.file;
      if (found.has(from)) clashes.push(address);
      else found.set(from, address);
    };
    // The main slugs' addresses after every other: one that another former slug makes too is named at the translation's slug.
    const recorded: Array<() => void> = [];
    const add = (from: string, to: string, kind: RecordKind, key: string, { former }: Slug) => {
      if (!former) return;
      if (!former.mainSlug) place(from, to, kind, key, former);
      else if (published.has(from) && !language.built(from)) recorded.push(() => place(from, to, kind, key, former));
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
            // Named for a main slug where one makes it (the record must hold it then), else for the service's former slug, else the city's.
            const pair = [
              { kind: 'service' as const, key: service.key, slug: oldService },
              { kind: 'area' as const, key: area.key, slug: oldArea },
            ];
            const named = pair.find(({ slug }) => slug.former?.mainSlug) ?? pair.find(({ slug }) => slug.former);
            if (named) add(from, to, named.kind, named.key, named.slug);
          }
      }
    for (const placeRecorded of recorded) placeRecorded();
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
 * The generated addresses the owner's leave. One the owner also wrote by hand is the owner's: it says where that one
 * address goes, and a site that redirected a rename by hand before the field existed builds as it did.
 */
export function leftByOwner(handWritten: MovedAddress[], generated: FormerAddress[]): FormerAddress[] {
  const written = new Set(handWritten.map(({ from }) => from));
  return generated.filter(({ from }) => !written.has(from));
}

/** The owner's moved addresses, then the generated ones the owner's leave. */
function movedAddresses(handWritten: MovedAddress[], generated: FormerAddress[]): MovedAddress[] {
  return [...handWritten, ...leftByOwner(handWritten, generated).map(({ from, to, status, why }) => ({ from, to, status, why }))];
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
  // A main slug's address is named as the record's, published.txt's line, which the translation's slug moved.
  const what = ({ from, mainSlug }: FormerAddress) =>
    mainSlug ? `moved its page at the main language's slug, ${from}/ in ${PUBLISHED_FILE},` : `makes the address ${from}/,`;
  // Only a former slug's address can be a page's: a main slug's is made only where its language has no page
  // (formerAddresses), and another language's pages are under another prefix.
  const problems = generated.flatMap((address) => {
    const { from, kind, file } = address;
    // A page at the address, as a folder or as a file, or at the file its redirect page takes for hosts without rules.
    const page = [fileAt(`${from}/`), fileAt(from), movedPageFile(from)].map((at) => byFile.get(at ?? '')).find(Boolean);
    if (!page) return [];
    const message = `makes the address ${from}/, which is ${page.path}'s (${page.source}): a redirect there would hide that page; remove the former slug`;
    return [contentProblem(file ?? fileOf(kind), placeOf(address), message)];
  });
  const owners = new Set(handWritten.map(({ from }) => from));
  const first = new Map<string, FormerAddress>();
  for (const address of generated) {
    if (owners.has(address.from)) continue;
    const earlier = first.get(address.from);
    if (!earlier) first.set(address.from, address);
    else {
      const { to, kind, file, mainSlug } = address;
      const message = `${what(address)} which ${earlier.why} makes too: it leads to ${to}, that one to ${earlier.to}; an old address can lead to one page only: write the one you want in redirects.json, which wins${mainSlug ? '' : ', or remove one former slug'}`;
      problems.push(contentProblem(file ?? fileOf(kind), placeOf(address), message));
    }
  }
  if (problems.length > 0) throw new BuildError([...new Set(problems)]);
}
