/**
 * The addresses a renamed service or city had (its `formerSlugs`), each redirected to its page now: its own page and its
 * pages with each service or city, in every language built. They join content/redirects.json in the one redirect table.
 */
import type { Content } from '../content/load.ts';
import { BuildError, type ContentFile, contentProblem } from '../errors.ts';
import { buildRedirectTable, type MovedAddress } from '../hosting/redirects.ts';
import type { Route } from '../page-types/page-type.ts';
import { languageOf } from '../strings/index.ts';
import type { Strings } from '../strings/en-US.ts';
import { localPathsIn, movedPageFile, sectionsIn, urlPathOf } from './paths.ts';

type RecordKind = 'service' | 'area';

/** Where a service's, a city's and a service-in-city page are in one language, from the slugs its addresses use. */
export type LocalAddresses = {
  service: (service: string) => string;
  area: (area: string) => string;
  serviceInArea: (service: string, area: string) => string;
  /**
   * The slug a record's addresses use in this language when its key is `asKey`: the key itself, or a translation's own
   * slug for the record, which a new key does not change.
   */
  slugOf: (kind: RecordKind, key: string, asKey: string) => string;
  /** Whether this language has a page at the address: no redirect leads to a page that is not built. */
  built: (path: string) => boolean;
};

/** The main language's addresses, whose slugs are the keys. */
export const mainAddresses = (built: (path: string) => boolean, words: Strings['sections']): LocalAddresses => ({
  ...localPathsIn(words, ''),
  slugOf: (_kind, _key, asKey) => asKey,
  built,
});

/** A moved address the build writes, with the record and former slug it comes from, to name in a problem. */
export type FormerAddress = MovedAddress & { kind: RecordKind; key: string; index: number };

const FILES: Record<RecordKind, string> = { service: 'services.json', area: 'areas.json' };

/** Each key with itself first, then its former slugs: the slugs its addresses were ever made of. */
function slugsOf(records: Record<string, { formerSlugs?: string[] | undefined }>) {
  return Object.entries(records).map(([key, record]) => ({ key, all: [key, ...(record.formerSlugs ?? [])] }));
}

/**
 * Every address a former slug gave a page, in each language, to the page at the current slugs; in one language, one
 * address leads to one page (the first), and an address its page still has is none. A service-in-city page renamed on
 * both sides is redirected from each mix of old and new slugs.
 */
export function formerAddresses(content: Pick<Content, 'services' | 'areas'>, languages: LocalAddresses[]): FormerAddress[] {
  const services = slugsOf(content.services);
  const areas = slugsOf(content.areas);
  const found = new Map<string, FormerAddress>();
  for (const language of languages) {
    const at = (kind: RecordKind, key: string, asKey: string) => language.slugOf(kind, key, asKey);
    const add = (from: string, to: string, kind: RecordKind, key: string, old: string) => {
      if (from === to || !language.built(to) || found.has(from)) return;
      const index = (kind === 'service' ? content.services : content.areas)[key]!.formerSlugs!.indexOf(old);
      const why = `${FILES[kind]} ${JSON.stringify(key)} formerSlugs ${JSON.stringify(old)}`;
      found.set(from, { from: from.replace(/\/$/, ''), to, status: 301, why, kind, key, index });
    };
    for (const { key, all } of services)
      for (const old of all.slice(1))
        add(language.service(at('service', key, old)), language.service(at('service', key, key)), 'service', key, old);
    for (const { key, all } of areas)
      for (const old of all.slice(1)) add(language.area(at('area', key, old)), language.area(at('area', key, key)), 'area', key, old);
    for (const service of services)
      for (const area of areas) {
        const to = language.serviceInArea(at('service', service.key, service.key), at('area', area.key, area.key));
        for (const oldService of service.all)
          for (const oldArea of area.all) {
            const from = language.serviceInArea(at('service', service.key, oldService), at('area', area.key, oldArea));
            // Named for the service's former slug where it has one, else the city's.
            const [kind, key, old] =
              oldService === service.key ? (['area', area.key, oldArea] as const) : (['service', service.key, oldService] as const);
            add(from, to, kind, key, old);
          }
      }
  }
  return [...found.values()];
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

type RedirectContent = Pick<Content, 'services' | 'areas' | 'redirects' | 'site'>;
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
 * slug that makes another page's address (`a-in-b` beside service `a` and city `b`) is named at its place.
 */
export function assertFormerAddressesFit(generated: FormerAddress[], routes: Route[], fileOf: (kind: RecordKind) => ContentFile) {
  const live = new Map<string, Route>();
  for (const route of routes) for (const written of [route.file, ...(route.alsoAt ?? [])]) live.set(urlPathOf(written), route);
  const byFile = new Map<string, Route>();
  for (const route of routes) for (const written of [route.file, ...(route.alsoAt ?? [])]) byFile.set(written, route);
  const problems = generated.flatMap(({ from, kind, key, index }) => {
    const page = live.get(`${from}/`) ?? live.get(from) ?? byFile.get(movedPageFile(from));
    if (!page) return [];
    const message = `makes the address ${from}/, which is ${page.path}'s (${page.source}): a redirect there would hide that page; remove the former slug`;
    return [contentProblem(fileOf(kind), [key, 'formerSlugs', index], message)];
  });
  if (problems.length > 0) throw new BuildError([...new Set(problems)]);
}
