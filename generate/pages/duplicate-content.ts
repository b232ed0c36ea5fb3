/**
 * Google's spam policies treat near-copies "designed to rank for … city or region names" as doorway pages, so a page too close to an
 * indexable sibling (Jaccard similarity of word 5-shingles, as search tools measure it) is kept out of search engines, though built
 * so links to it keep working. Pages are compared only within groups of siblings and with those already kept, which keeps it linear.
 */
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import type { Route, Siblings } from '../page-types/page-type.ts';
import type { WrittenAt } from './model.ts';

/** This file's code: in the key of the verdicts the cache keeps, so a change to the guard compares every page again. */
const DUPLICATE_CODE_VERSION = codeVersion([import.meta.url]);

/** Words in a shingle. */
const SHINGLE = 5;

/** Why a page is kept out of search engines. */
export type Verdict = SimilarVerdict | { path: string; reason: 'no own content'; contentFrom: NonNullable<Siblings['ownWordsIn']> };
/** A page too close to an indexable sibling, its twin: how close, and (for the report) the sentences both have. */
export type SimilarVerdict = {
  path: string;
  reason: 'similar';
  twin: string;
  similarity: number;
  shared?: string[];
  ownWordsIn?: Siblings['ownWordsIn'];
};

/** The text inside a page's <main>, tags and entities out, as a reader sees it. */
export const mainText = (html: string) => textBlocks(html).join(' ');

/** The text of each element of a page's <main>, one block each (a paragraph, a list item, a heading), white space collapsed. */
function textBlocks(html: string): string[] {
  const end = html.lastIndexOf('</main>');
  return html
    .slice(Math.max(0, html.indexOf('<main')), end === -1 ? undefined : end)
    .split(/<[^>]*>/)
    .map((block) => decodeEntities(block).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The sentences of five words or more two pages both have, longest first: what the owner would rewrite to tell them apart. */
export function sharedSentences(a: string, b: string, language: string): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const sentencesOf = (html: string) =>
    new Set(
      textBlocks(html)
        .flatMap((block) => Array.from(segmenter.segment(block), ({ segment }) => segment.trim()))
        .filter((sentence) => words(sentence).length >= SHINGLE),
    );
  const inB = sentencesOf(b);
  return [...sentencesOf(a)].filter((sentence) => inB.has(sentence)).sort((x, y) => y.length - x.length);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

/** The words of a text, lower-cased; an apostrophe inside a word keeps it whole ("door's"). */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The set of word 5-shingles of a text, each as a 32-bit hash, sorted (a text shorter than five words is one shingle). */
function shingles(text: string): Uint32Array {
  const list = words(text);
  const hashes = new Set<number>();
  for (let i = 0; i + SHINGLE <= Math.max(list.length, SHINGLE); i++) hashes.add(fnv1aOfWords(list, i, Math.min(i + SHINGLE, list.length)));
  return Uint32Array.from(hashes).sort();
}

/**
 * 32-bit FNV-1a of `list.slice(from, to).join(' ')` without making that string, as a page has thousands of shingles;
 * at that count collisions do not move the figure.
 */
function fnv1aOfWords(list: string[], from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let w = from; w < to; w++) {
    if (w > from) hash = Math.imul(hash ^ 0x20, 0x01000193);
    const word = list[w]!;
    for (let i = 0; i < word.length; i++) {
      hash ^= word.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

/** |A ∩ B| / |A ∪ B| of two sorted sets, by one merge. */
function jaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - shared;
  return union === 0 ? 0 : shared / union;
}

/** Pages that need content of their own and have none are known before rendering, so each is rendered once, with its noindex head. */
export function contentlessVerdicts(routes: Route[]): Verdict[] {
  return routes.flatMap(({ path, siblings }) =>
    siblings?.mayCopy && siblings.needsOwnContent && !siblings.ownContent
      ? [{ path, reason: 'no own content' as const, contentFrom: siblings.ownWordsIn! }]
      : [],
  );
}

/**
 * The route table with the pages of `verdicts` kept out of search engines: noindex, each still its own canonical URL, as
 * Google advises against mixing noindex with a canonical naming another page (docs/decisions.md).
 */
export function keepOut(routes: Route[], verdicts: Verdict[]): Route[] {
  const kept = new Set(verdicts.map((verdict) => verdict.path));
  return routes.map((route) => (kept.has(route.path) ? { ...route, noindex: true } : route));
}

/**
 * Pages that can never be copies are kept first, then pages with content of their own, then the rest, so of two near-copies
 * the one kept out is the one without content of its own rather than the other way round.
 */
function duplicateVerdicts(guarded: Route[], mainTextOf: (route: Route) => string, maxSimilarity: number): SimilarVerdict[] {
  const rank = (route: Route) => (!route.siblings!.mayCopy ? 0 : route.siblings!.ownContent ? 1 : 2);
  // Array.prototype.sort is stable: within a rank, route order.
  const order = [...guarded].sort((a, b) => rank(a) - rank(b));
  const kept = new Map<string, Array<{ path: string; shingles: Uint32Array }>>();
  const verdicts: SimilarVerdict[] = [];
  for (const route of order) {
    const { groups, mayCopy } = route.siblings!;
    const own = { path: route.path, shingles: shingles(mainTextOf(route)) };
    let twin: { path: string; similarity: number } | undefined;
    // A sibling in two of the page's groups is one entry in both: compared once.
    for (const sibling of mayCopy ? new Set(groups.flatMap((group) => kept.get(group) ?? [])) : []) {
      const similarity = jaccard(own.shingles, sibling.shingles);
      if (similarity > maxSimilarity && similarity > (twin?.similarity ?? 0)) twin = { path: sibling.path, similarity };
    }
    if (twin) {
      verdicts.push({ path: route.path, reason: 'similar', twin: twin.path, similarity: twin.similarity });
      continue;
    }
    for (const group of groups) {
      const siblings = kept.get(group) ?? [];
      siblings.push(own);
      kept.set(group, siblings);
    }
  }
  return verdicts;
}

/**
 * `duplicateVerdicts` through the build cache, keyed by all the verdicts depend on (each page's path, siblings and <main> key,
 * `maxSimilarity`, this code), so a warm build compares no page again.
 */
export async function cachedDuplicateVerdicts(
  routes: Route[],
  mainKeys: ReadonlyMap<string, string>,
  mainTextOf: (route: Route) => Promise<string>,
  maxSimilarity: number,
  cache: BuildCache,
): Promise<SimilarVerdict[]> {
  const guarded = routes.filter((route) => route.siblings && !route.noindex);
  const key = BuildCache.key(
    'duplicate verdicts',
    DUPLICATE_CODE_VERSION,
    String(maxSimilarity),
    JSON.stringify(guarded.map((route) => [route.path, route.siblings, mainKeys.get(route.file)])),
  );
  return cache.json(key, async () => {
    const texts = new Map(await Promise.all(guarded.map(async (route) => [route.file, await mainTextOf(route)] as const)));
    return duplicateVerdicts(guarded, (route) => texts.get(route.file)!, maxSimilarity);
  });
}

/** Past this many near-copies, or cities without local notes, the report sums up the rest in one line. */
const LISTED = 10;

/** Past this many sentences two pages share, the report quotes no more. */
const QUOTED = 3;

/** Past this many places a quoted sentence is written in, the report counts the rest. */
const PLACES = 3;

/** "a", "a and b", "a, b, and c", as the build's other messages list. */
const listed = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * What to change: the sentences content writes in two records (two cities' notes), each quoted with its places the first
 * time a page shares it and counted after, as many near-copies of one page share the same ones. Sentences written in the
 * same places are quoted together, their places named once. A sentence written in one record and shown on both (a
 * service card on every city page) changes on both when rewritten, so the page needs words of its own instead.
 */
function sameWords({ shared = [], ownWordsIn }: SimilarVerdict, placesOf: (sentence: string) => WrittenAt[], quoted: Set<string>): string {
  const copied = shared
    .map((sentence) => ({ sentence, places: placesOf(sentence) }))
    .filter(({ places }) => new Set(places.map(({ record }) => record)).size > 1);
  const shown = copied.slice(0, QUOTED);
  const fresh = shown.filter(({ sentence }) => !quoted.has(sentence));
  const byPlaces = new Map<string, { sentences: string[]; places: WrittenAt[] }>();
  for (const { sentence, places } of fresh) {
    quoted.add(sentence);
    const key = places.map(({ place }) => place).join('\n');
    const group = byPlaces.get(key) ?? { sentences: [], places };
    group.sentences.push(`"${sentence.length > 80 ? `${sentence.slice(0, 79)}…` : sentence}"`);
    byPlaces.set(key, group);
  }
  const parts = [...byPlaces.values()].map(({ sentences, places }) => {
    const where = places.slice(0, PLACES).map(({ place }) => place);
    if (places.length > PLACES) where.push(`and ${places.length - PLACES} more places`);
    return `${listed.format(sentences)} (${where.join('; ')})`;
  });
  const given = shown.length - fresh.length;
  if (given > 0) parts.push(`${given} sentence${given === 1 ? '' : 's'} quoted above`);
  const more = copied.length > QUOTED ? `, and ${copied.length - QUOTED} more` : '';
  const rewrite = parts.length > 0 ? `. Rewrite what both pages say word for word: ${parts.join(', ')}${more}` : '';
  const once = shared.length - copied.length;
  const own = ownWordsIn ? `: give ${ownWordsIn.place} words of its own in ${ownWordsIn.file}` : ': give the page words of its own';
  return once > 0 && copied.length < once
    ? `${rewrite}. ${once} sentence${once === 1 ? '' : 's'} both show ${once === 1 ? 'is' : 'are'} written once in content and would change on both${own}`
    : rewrite;
}

/**
 * The report's lines: each near-copy with its twin and the sentences it shares, and each page without content by the file
 * that would give it some. The threshold, and a sentence many near-copies share, are given once, on the first line that
 * needs them: near-copy lines name no file, so inFileOrder (errors.ts) keeps them in this order and "quoted above" holds.
 */
export function verdictWarnings(verdicts: Verdict[], maxSimilarity: number, placesOf: (sentence: string) => WrittenAt[]): string[] {
  // Each city's pages without notes, and the records that would give them some: a service's pages in every language share one.
  const withoutNotes = new Map<string, { place: string; pages: string[]; records: Set<string> }>();
  // Near-copies by address, so the city pages come together, then each service's.
  const similar = verdicts
    .filter((verdict): verdict is SimilarVerdict => verdict.reason === 'similar')
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const quoted = new Set<string>();
  const lines = similar.slice(0, LISTED).map((verdict, index) => {
    const kept =
      index === 0
        ? ` (site.json duplicateContent.maxSimilarity: ${maxSimilarity}): built noindex, left out of sitemap.xml`
        : ': built noindex the same way';
    return `${verdict.path} shares ${verdict.similarity.toFixed(2)} of its word 5-shingles with ${verdict.twin}${kept}${sameWords(verdict, placesOf, quoted)}`;
  });
  if (similar.length > LISTED) {
    const more = similar.slice(LISTED).map(({ path }) => path);
    lines.push(`…and ${more.length} more pages too close to a page kept, built noindex the same way: ${more.join(', ')}`);
  }
  for (const verdict of verdicts) {
    if (verdict.reason === 'similar') continue;
    const { file, place, record = verdict.path } = verdict.contentFrom;
    const area = withoutNotes.get(file) ?? { place, pages: [], records: new Set() };
    area.pages.push(verdict.path);
    area.records.add(record);
    withoutNotes.set(file, area);
  }
  // By file, as inFileOrder (errors.ts) sorts these lines: the ten listed come first, so the line counting the rest follows them.
  const areas = [...withoutNotes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [file, { place, pages, records }] of areas.slice(0, LISTED)) {
    lines.push(
      `${file}: no local notes for ${records.size} service${records.size === 1 ? '' : 's'} in ${place}, so ${pages.length === 1 ? 'its page is' : 'their pages are'} built noindex, left out of sitemap.xml: ${pages.join(', ')}`,
    );
  }
  if (areas.length > LISTED) {
    const pages = areas.slice(LISTED).reduce((sum, [, area]) => sum + area.pages.length, 0);
    lines.push(`…and ${areas.length - LISTED} more cities without local notes: ${pages} service pages built noindex the same way`);
  }
  return lines;
}

/** Past this many pages of one title, the report counts the rest. */
const TITLED = 3;

/**
 * Google asks for a title of its own on every page: each title two or more indexable pages of one language share, one line
 * each, with the pages and where content gives them their titles. A page kept out of search engines is in no results, so it is
 * left out.
 */
export function sharedTitleWarnings(routes: Route[]): string[] {
  const byTitle = new Map<string, Route[]>();
  for (const route of routes) {
    if (route.noindex) continue;
    const pages = byTitle.get(route.title);
    if (pages) pages.push(route);
    else byTitle.set(route.title, [route]);
  }
  const shared = [...byTitle].filter(([, pages]) => pages.length > 1);
  const lines = shared.slice(0, LISTED).map(([title, pages]) => {
    const named = pages.slice(0, TITLED).map(({ path, source }) => `${path} (${source})`);
    const more = pages.length > TITLED ? ` and ${pages.length - TITLED} more` : '';
    return `${pages.length} indexable pages share the title "${title}": ${named.join(', ')}${more}; give each its own meta.title, e.g. leave the city out of the service's own title`;
  });
  if (shared.length > LISTED)
    lines.push(`…and ${shared.length - LISTED} more titles shared by two indexable pages or more, each to be made distinct the same way`);
  return lines;
}
