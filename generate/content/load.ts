import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { z } from 'zod';
import {
  BuildError,
  type ContentFile,
  contentProblem,
  didYouMean,
  displayPath,
  expectedOneOf,
  type JsonPath,
  problemAtFirstUse,
} from '../errors.ts';
import { mapJson, type ParsedJson, readJsonFile, valueAt } from './json.ts';
import { fillSitePlaceholders, placeholdersIn, sitePlaceholders } from './placeholders.ts';
import { LOCAL_FOLDER, type LocalContent, type LocalFileOf, loadLocalContent } from './local.ts';
import { redirectsSchema, testimonialsSchema } from './list-schema.ts';
import { areasSchema, formerSlugProblems, hasExpired, PARSE_OPTIONS, renamedIn, servicesSchema, unknownSlugMessage } from './schema.ts';
import { overnightSlips } from './site/hours.ts';
import { siteSchema } from './site/index.ts';
import { languageSchema, translationsSchema } from './site/labels.ts';
import { LANGUAGES } from '../strings/index.ts';
import { LICENSE_PLACEHOLDERS } from './site/license.ts';
import { type HeldBack, type KnownSlugs, loadMarkdownFolder, type MarkdownDocument, type MarkdownFolder } from './markdown.ts';
import { issueProblems } from './issues.ts';

/** A content file: where it is, its schema, and the placeholders its pages (or a field, by its path) may use besides the site's. */
export type ContentFileSpec<Schema extends z.ZodType = z.ZodType> = {
  file: string;
  schema: Schema;
  pagePlaceholders?: readonly string[];
  fieldPlaceholders?: Record<string, readonly string[]>;
  /** A file a site may leave out (gallery.json): its copy is then undefined. */
  optional?: true;
  /** What the file holds when its list is empty, said when it is missing: an owner with no reviews yet deletes the file. */
  empty?: string;
  /** Checks against the other files (a service's slug): each problem where it stands. */
  check?(value: z.output<Schema>, known: KnownSlugs): Array<{ where: JsonPath; message: string }>;
};

/** What a page type reads: a JSON file of its words, or a folder of Markdown files (markdown.ts). */
export type ContentSource = ContentFileSpec | MarkdownFolder;

export const isMarkdownFolder = (source: ContentSource): source is MarkdownFolder => 'folder' in source;

/** The files every site has, whatever its pages: the business, its services, its cities, its reviews and its moved addresses. */
export const siteFiles = {
  site: { file: 'site.json', schema: siteSchema, fieldPlaceholders: { 'license.wording': LICENSE_PLACEHOLDERS } },
  services: { file: 'services.json', schema: servicesSchema },
  areas: { file: 'areas.json', schema: areasSchema },
  testimonials: {
    file: 'testimonials.json',
    schema: testimonialsSchema,
    empty: 'with no reviews yet, it holds { "testimonials": [] }',
    check: ({ testimonials }: z.output<typeof testimonialsSchema>, known: KnownSlugs) =>
      testimonials.flatMap((review, index) => unknownServiceAndArea(review, known, ['testimonials', { key: index, label: review.name }])),
  },
  redirects: { file: 'redirects.json', schema: redirectsSchema, empty: 'with no moved pages, it holds { "redirects": [] }' },
} as const satisfies Record<string, ContentFileSpec>;

type SiteFiles = typeof siteFiles;
type SiteFileKey = keyof SiteFiles;
/** The site's files' content, and what is local about each city that has a file in content/local/. */
export type Content = { [K in SiteFileKey]: z.infer<SiteFiles[K]['schema']> } & { local: LocalContent };

/** The JSON files there are, the site's and then the page types', and the Markdown folders: each once. */
export function contentSources(pageSources: readonly ContentSource[]) {
  const unique = [...new Set(pageSources)];
  const pageFiles = unique.filter((source): source is ContentFileSpec => !isMarkdownFolder(source));
  const specs: ContentFileSpec[] = [...Object.values(siteFiles), ...pageFiles];
  return { specs, folders: unique.filter(isMarkdownFolder) };
}

/** The site's files that could be read: a file with problems of its own is left out of later checks. */
type Readable = { [K in SiteFileKey]?: Content[K] };

/** The file a piece of content comes from, as messages name it (`contentProblem` shows its path, line and column). */
export type ContentFileOf = (file: SiteFileKey | ContentFileSpec) => ContentFile;

export type LoadedContent = {
  content: Content;
  /** The words of a file a page type declared (undefined for an optional file left out). */
  copy: <Spec extends ContentFileSpec>(file: Spec) => z.infer<Spec['schema']> | (Spec extends { optional: true } ? undefined : never);
  /** The folders of Markdown files the page types declared. */
  folders: MarkdownFolder[];
  /** The Markdown files of a folder a page type declared, drafts only when the build shows them, in file-name order. */
  documents: <Schema extends z.ZodType>(folder: MarkdownFolder<Schema>) => Array<MarkdownDocument<z.output<Schema>>>;
  /** Every file read, the site's and the page types' (Markdown files too, as their front matter, body text and images), each with its content. */
  files: Array<{ spec: ContentFileSpec; value: unknown }>;
  fileOf: ContentFileOf;
  localFileOf: LocalFileOf;
  /** What is left out on purpose, for the build's report: an article dated in the future. */
  notes: string[];
  /** The Markdown files left out (drafts, articles not due yet), so that a link to one says why it leads nowhere. */
  heldBack: HeldBack[];
  /** What is likely a slip but may be meant, for the build's report: opening hours that run past midnight for most of a day. */
  warnings: string[];
};

/** Loads and cross-checks the content, naming every problem before failing: one run shows the editor all there is to fix. */
export async function loadContent(...args: Parameters<typeof checkContent>): Promise<LoadedContent> {
  const { loaded, problems } = await checkContent(...args);
  if (problems.length > 0) throw new BuildError(problems);
  return loaded;
}

/** The content as far as it could be read, and its problems: the translations of the files without any are still checked. */
export async function checkContent(
  contentDir: string,
  assetsDir: string,
  pageSources: readonly ContentSource[],
  { drafts = false }: { drafts?: boolean } = {},
): Promise<{ loaded: LoadedContent; problems: string[] }> {
  const problems: string[] = [];
  const { specs, folders } = contentSources(pageSources);
  const parsed = await readJsonFiles(contentDir, specs, problems);
  // Markdown files, each under a spec of its own, as messages and the checks of every file name them.
  const markdownFiles = new Map<ContentFileSpec, ContentFile>();
  const fileOf: ContentFileOf = (file) => {
    const spec = typeof file === 'string' ? siteFiles[file] : file;
    const markdown = markdownFiles.get(spec);
    if (markdown) return markdown;
    return { path: path.join(contentDir, spec.file), positionOf: parsed.get(spec)?.positionOf, written: parsed.get(spec)?.value };
  };

  problems.push(...(await unreadFiles(contentDir, specs, folders)));
  // Site facts first: other texts may use them as {placeholders}, and limits (a title's length) count the text with them filled.
  const site = siteSchema.safeParse(parsed.get(siteFiles.site)?.value, PARSE_OPTIONS);
  const placeholders = site.success ? sitePlaceholders(site.data) : null;
  const origin = site.data?.baseUrl ?? '';
  const { language, translations } = languagesOf(parsed.get(siteFiles.site)?.value);
  const languages = [language, ...translations];
  const { values, slippedWording } = validate(parsed, placeholders, fileOf, problems);
  // The checks below run on what could be read, so one build names every problem: records are known by their keys as written.
  const written = (spec: ContentFileSpec) => values.get(spec) ?? parsed.get(spec)?.value;
  const { serviceSlugs, areaSlugs, renamed } = writtenSlugs(written(siteFiles.services), written(siteFiles.areas));
  const content: Readable = Object.fromEntries(Object.entries(siteFiles).map(([key, spec]) => [key, values.get(spec)]));
  const { local, localFileOf, ...localRead } = await loadLocalContent(contentDir, { areaSlugs, serviceSlugs, renamed, placeholders });
  const known = { services: serviceSlugs, areas: areaSlugs, renamed, local };
  for (const spec of specs)
    if (spec.check && values.has(spec))
      for (const { where, message } of spec.check(values.get(spec), known)) problems.push(contentProblem(fileOf(spec), where, message));
  const files = specs.filter((spec) => values.has(spec)).map((spec) => ({ spec, value: values.get(spec) }));
  const documents = new Map<MarkdownFolder, MarkdownDocument[]>();
  const notes = specialNotes(content, fileOf);
  const heldBack: HeldBack[] = [];
  const warnings = slipWarnings(content, fileOf);
  for (const folder of folders) {
    const read = await loadMarkdownFolder(contentDir, folder, { placeholders, origin, languages, known, drafts });
    problems.push(...read.problems);
    notes.push(...read.notes);
    heldBack.push(...read.heldBack);
    warnings.push(...read.warnings);
    documents.set(folder, read.documents);
    for (const [index, { value, file }] of read.checkable.entries()) {
      const { spec } = read.documents[index]!;
      markdownFiles.set(spec, file);
      files.push({ spec, value });
    }
  }
  problems.push(...crossReferenceProblems(content, known, fileOf), ...localRead.problems);
  problems.push(...recordFormerSlugProblems(content.services, 'service', fileOf('services')));
  problems.push(...recordFormerSlugProblems(content.areas, 'area', fileOf('areas')));
  if (content.site && !slippedWording)
    problems.push(
      ...licenseWordingProblems(content.site.license).map((message) => contentProblem(fileOf('site'), ['license', 'wording'], message)),
    );
  problems.push(...(await missingImageProblems(files, fileOf, assetsDir)));
  const loaded: LoadedContent = {
    content: { ...content, local } as Content,
    copy: (spec) => values.get(spec) as never,
    folders,
    documents: (folder) => (documents.get(folder) ?? []) as never,
    files,
    fileOf,
    localFileOf,
    notes,
    heldBack,
    warnings,
  };
  return { loaded, problems };
}

/** The main language and the translations site.json lists, each as written when it is right, whatever else is wrong in the file. */
export function languagesOf(site: unknown): { language: string; translations: string[] } {
  const { language, translations } = typeof site === 'object' && site !== null ? (site as Record<string, unknown>) : {};
  return {
    language: languageSchema.safeParse(language).data ?? LANGUAGES[0]!,
    translations: translationsSchema.safeParse(translations).data ?? [],
  };
}

/** Past this many characters a service's title, its pages' heading, pushes the call button off a phone's first screen. */
export const SERVICE_TITLE_LIMIT = 60;

/**
 * What is likely a slip in the site's files but may be meant: opening hours past midnight, a service title too long for a
 * phone, a special whose last day has passed (its price is then not shown: a customer is never quoted it), a town's
 * name with no capital letter.
 */
function slipWarnings(content: Readable, fileOf: ContentFileOf): string[] {
  const services = Object.entries(content.services ?? {});
  // Some trades need long names: a warning only.
  const longTitles = services.filter(([, { title }]) => title.length > SERVICE_TITLE_LIMIT);
  const pastPrices = services.filter(([, { price }]) => price && hasExpired(price));
  return [
    ...overnightSlips(content.site?.hours ?? {}).map(({ where, message }) => contentProblem(fileOf('site'), ['hours', ...where], message)),
    ...lowerCaseTowns(content.areas ?? {}).map(({ where, message }) => contentProblem(fileOf('areas'), where, message)),
    ...longTitles.map(([slug, { title }]) =>
      contentProblem(
        fileOf('services'),
        [slug, 'title'],
        `is ${title.length} characters; as the service page's heading, and each city page's with the city after it, it fills a phone's first screen: keep it within ${SERVICE_TITLE_LIMIT} and say the rest in its subtitle`,
      ),
    ),
    ...pastPrices.map(([slug, { price }]) =>
      contentProblem(
        fileOf('services'),
        [slug, 'price', 'until'],
        `${price!.until} has passed, so the price is neither shown on the pages nor given to search engines; give the special's new last day, or remove the price`,
      ),
    ),
  ];
}

/**
 * Towns whose name has no capital letter ("springfield"), which every page would show so: a warning, not an error, as a few
 * places write their own name in lower case. The name meant has each word's first letter in capitals ("Twin-Falls").
 */
function lowerCaseTowns(areas: Record<string, { name: string }>): Array<{ where: JsonPath; message: string }> {
  return Object.entries(areas)
    .filter(([, { name }]) => /\p{Ll}/u.test(name) && !/\p{Lu}/u.test(name))
    .map(([slug, { name }]) => {
      const meant = name.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
      const message = `"${name}" has no capital letter, and every page shows it as written: write "${meant}", unless the town writes its own name in lower case`;
      return { where: [slug, 'name'], message };
    });
}

/** The keys of services.json and areas.json as written (null for a file that is no object of records), and their former slugs. */
function writtenSlugs(services: unknown, areas: unknown) {
  const keysOf = (records: unknown) =>
    records && typeof records === 'object' && !Array.isArray(records) ? Object.keys(records).filter((key) => key !== '$schema') : null;
  return {
    serviceSlugs: keysOf(services),
    areaSlugs: keysOf(areas),
    renamed: { service: renamedIn(services), area: renamedIn(areas) },
  };
}

/**
 * A special still running: its price leaves the pages only when they are built again, so the report names the day to.
 * A special already over is slipWarnings' warning.
 */
function specialNotes(content: Readable, fileOf: ContentFileOf): string[] {
  return Object.entries(content.services ?? {}).flatMap(([slug, { price }]) => {
    if (!price?.until || hasExpired(price)) return [];
    const dayAfter = new Date(Date.parse(`${price.until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return [
      contentProblem(
        fileOf('services'),
        [slug, 'price', 'until'],
        `the special ends on ${price.until}, and the pages show its price until they are built again: build and publish again on ${dayAfter} so the price goes`,
      ),
    ];
  });
}

/** A JSON or Markdown file no page reads (`pages/abuot.json`) would be ignored in silence: named, with what it likely meant. */
async function unreadFiles(contentDir: string, specs: ContentFileSpec[], folders: MarkdownFolder[]): Promise<string[]> {
  const known = specs.map((spec) => spec.file);
  const markdownIn = folders.map(({ folder }) => `${folder}/`);
  // Local notes are named after their city (local.ts checks them), translations after the main files; a README is the owner's.
  const ignore = [`${LOCAL_FOLDER}/**`, 'translations/**', 'schemas/**', '**/README.md'];
  const names = await fg(['**/*.json', '**/*.md', '**/*.markdown'], { cwd: contentDir, ignore, caseSensitiveMatch: false });
  // The Markdown reader takes a name ending in ".md" as written: "x.MD" or "x.markdown" beside it would be left out in silence.
  const inMarkdownFolder = (name: string) => markdownIn.includes(`${path.posix.dirname(name)}/`);
  const read = (name: string) => known.includes(name) || (inMarkdownFolder(name) && name.endsWith('.md'));
  const why = (name: string) =>
    name.toLowerCase().endsWith('.json')
      ? didYouMean(name, known) || `the files read are ${known.join(', ')}`
      : inMarkdownFolder(name)
        ? `name it "${path.posix.basename(name).replace(/\.(md|markdown)$/i, '.md')}": a Markdown file's name ends in ".md"`
        : markdownIn.length === 0
          ? 'no page reads Markdown files here'
          : `Markdown is read from ${markdownIn.join(' and ')} (each file directly in the folder)`;
  return names
    .filter((name) => !read(name))
    .sort()
    .map((name) => contentProblem(path.join(contentDir, name), null, `no page reads this file; ${why(name)}`));
}

/** Every JSON file of `specs` parsed, a missing or malformed one a problem (an optional one may be missing). */
async function readJsonFiles(contentDir: string, specs: ContentFileSpec[], problems: string[]) {
  const parsed = new Map<ContentFileSpec, ParsedJson>();
  for (const spec of specs) {
    const file = path.join(contentDir, spec.file);
    const json = await readJsonFile(file, problems);
    if (json === 'missing' && !spec.optional)
      problems.push(contentProblem(file, null, `file is missing${spec.empty ? `; ${spec.empty}` : ''}`));
    else if (json && json !== 'missing') parsed.set(spec, json);
  }
  return parsed;
}

/** Each parsed file with the site's placeholders filled, then through its schema; what failed is left out and a problem. */
export function validate(
  parsed: Map<ContentFileSpec, ParsedJson>,
  placeholders: Record<string, string> | null,
  fileOf: ContentFileOf,
  problems: string[],
) {
  const values = new Map<ContentFileSpec, unknown>();
  // A license wording with a misspelt placeholder is named as a slip only, not as a wording without its number too.
  let slippedWording = false;
  for (const [spec, file] of parsed) {
    const allowedAt = (where: PropertyKey[]) =>
      new Set<string>([...(spec.pagePlaceholders ?? []), ...(spec.fieldPlaceholders?.[where.join('.')] ?? [])]);
    const onUnknown = (where: PropertyKey[], name: string) => {
      if (spec === siteFiles.site && where.join('.') === 'license.wording') slippedWording = true;
      const available = [...Object.keys(placeholders ?? {}), ...allowedAt(where)].map((p) => `{${p}}`);
      problems.push(
        contentProblem(fileOf(spec), where, `unknown placeholder {${name}}; ${expectedOneOf(`{${name}}`, available, 'available')}`),
      );
    };
    const value = fillSitePlaceholders(file.value, placeholders, onUnknown, allowedAt);
    const result = spec.schema.safeParse(value, PARSE_OPTIONS);
    if (result.success) values.set(spec, result.data);
    else problems.push(...issueProblems(fileOf(spec), file, result.error.issues, spec.schema));
  }
  return { values, slippedWording };
}

function crossReferenceProblems({ site, services, areas }: Readable, known: KnownSlugs, file: ContentFileOf): string[] {
  const problems: string[] = [];
  const say = (key: SiteFileKey, where: JsonPath, message: string) => problems.push(contentProblem(file(key), where, message));

  // Lists of slugs in site.json: each names a real service or area, once.
  const slugList = (where: string[], kind: 'service' | 'area', slugsThere: string[] | null) => {
    const slugs = valueAt(site ?? file('site').written, where);
    if (!slugsThere || !Array.isArray(slugs) || !slugs.every((slug) => typeof slug === 'string')) return;
    const seen = new Set<string>();
    slugs.forEach((slug, index) => {
      if (!slugsThere.includes(slug)) say('site', [...where, index], unknownSlugMessage(kind, slug, slugsThere, known.renamed[kind]));
      else if (seen.has(slug)) say('site', [...where, index], `"${slug}" is listed twice; list each ${kind} once`);
      seen.add(slug);
    });
  };
  // Read as written when site.json has problems of its own, so a slip there hides no unknown slug.
  slugList(['footer', 'services'], 'service', known.services);
  slugList(['footer', 'areas'], 'area', known.areas);
  slugList(['menus', 'services'], 'service', known.services);
  slugList(['menus', 'areas'], 'area', known.areas);

  if (site?.emergency.availability === 'none' && services) {
    for (const [slug, service] of Object.entries(services))
      if (service.emergency)
        say(
          'services',
          [slug, 'emergency'],
          'an emergency service, but site.json says emergency.availability "none"; set this to false, or say in site.json when emergency calls are answered',
        );
  }

  const areaNames = new Map<string, string>();
  for (const [slug, area] of Object.entries(areas ?? {})) {
    const other = areaNames.get(area.name.toLowerCase());
    if (other) say('areas', [slug, 'name'], `"${area.name}" is also the name of area "${other}"; each area needs its own name`);
    areaNames.set(area.name.toLowerCase(), slug);
  }
  // The home city is mostly one of the towns too: in other capitals (all lower case, say), the pages would show it both ways.
  const home = site?.homeCity;
  const homeArea = home === undefined ? undefined : areaNames.get(home.toLowerCase());
  const written = homeArea === undefined ? undefined : areas?.[homeArea]?.name;
  if (home !== undefined && written !== undefined && written !== home)
    say(
      'site',
      ['homeCity'],
      `"${home}" here and "${written}" in areas.json (${homeArea}.name): the pages show each as written; write the town the same way in both`,
    );
  return problems;
}

/** A slug that names no service or area of `known` (none where its file has problems of its own), where it stands. */
export function unknownSlug(value: string | undefined, known: KnownSlugs, kind: 'service' | 'area', where: JsonPath) {
  const slugs = kind === 'service' ? known.services : known.areas;
  if (value === undefined || !slugs || slugs.includes(value)) return [];
  return [{ where, message: unknownSlugMessage(kind, value, slugs, known.renamed[kind]) }];
}

/** A record's `service` and `area` (a review's, a job's) that name none of `known`: a slip would drop it from that page silently. */
export function unknownServiceAndArea(record: { service?: string; area?: string | undefined }, known: KnownSlugs, at: JsonPath) {
  return [
    ...unknownSlug(record.service, known, 'service', [...at, 'service']),
    ...unknownSlug(record.area, known, 'area', [...at, 'area']),
  ];
}

/** A service's or an area's former slugs, checked against the other records of its file (`formerSlugProblems`). */
function recordFormerSlugProblems(
  records: Record<string, { formerSlugs?: string[] | undefined }> | undefined,
  kind: 'service' | 'area',
  file: ContentFile,
): string[] {
  const renamed = Object.entries(records ?? {}).map(([key, { formerSlugs = [] }]) => {
    return { key, slug: key, formers: formerSlugs, file, at: [key, 'formerSlugs'] };
  });
  // The keys, not the object: "constructor" is a slug, and a name every object has.
  const keys = new Set(Object.keys(records ?? {}));
  return formerSlugProblems(renamed, (address) => (keys.has(address) ? address : undefined), {
    own: `this ${kind}'s own slug; list only the slugs it had before`,
    live: (key) => `the slug of ${kind} "${key}" now: its pages are at it`,
    formerOf: (key) => `a former slug of ${kind} "${key}"`,
  });
}

/** A license's wording names only fields it has, and its number; checked after placeholders, so a misspelt one is named as a slip first. */
function licenseWordingProblems(license: Content['site']['license']): string[] {
  if (license?.wording === undefined) return [];
  const used = placeholdersIn(license.wording);
  return [
    ...(used.has('number') ? [] : ['must show the number: write {number} where it goes']),
    ...(['kind', 'holder'] as const)
      .filter((field) => used.has(field) && license[field] === undefined)
      .map((field) => `uses {${field}}, but the license has no "${field}"; add "${field}" or take {${field}} out of the wording`),
  ];
}

/** Every image a content file refers to must be a file in the assets folder; one that is not is said once, with its every use. */
async function missingImageProblems(files: LoadedContent['files'], fileOf: ContentFileOf, assetsDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [src, places] of imagePlacesIn(files, fileOf)) {
    const found = await realImageFile(assetsDir, src);
    if ('problem' in found) problems.push(problemAtFirstUse(places, found.problem));
  }
  return problems;
}

/** Where content names an image: its file and the path of the `src`. */
export type ImagePlace = { file: ContentFile; where: JsonPath };

/** Each image content names, with every place it is named, in content order. */
function imagePlacesIn(files: LoadedContent['files'], fileOf: ContentFileOf): Map<string, ImagePlace[]> {
  const places = new Map<string, ImagePlace[]>();
  for (const { spec, value } of files) {
    for (const { where, src } of imageRefsIn(value)) {
      const place = { file: fileOf(spec), where };
      places.set(src, [...(places.get(src) ?? []), place]);
    }
  }
  return places;
}

/** Where an image really is, or why it cannot be used: links are followed, so one inside assets/ cannot publish a file from elsewhere. */
export async function realImageFile(assetsDir: string, src: string): Promise<{ path: string } | { problem: string }> {
  const named = path.join(assetsDir, src);
  const real = await realpath(named).catch(() => null);
  const isFile = real !== null && (await stat(real).catch(() => null))?.isFile();
  if (!isFile) {
    // A slip in the name ("maintenence.svg") is told from the files beside where it points.
    const folder = path.posix.dirname(src);
    const beside = await readdir(path.join(assetsDir, folder)).catch(() => []);
    const hint = didYouMean(
      src,
      beside.map((file) => path.posix.join(folder, file)),
    );
    return { problem: `image file ${displayPath(named)} does not exist${hint ? `; ${hint}` : ''}` };
  }
  // Real paths on both sides, as the assets folder may be a link too.
  const realAssets = await realpath(assetsDir);
  const relative = path.relative(realAssets, real);
  if (relative.split(path.sep)[0] === '..' || path.isAbsolute(relative)) {
    return {
      problem: `image file ${displayPath(named)} is a link to ${displayPath(real)}, outside the assets folder; copy the file into ${displayPath(assetsDir)}/ instead`,
    };
  }
  return { path: real };
}

/** Every `{ src, alt }` image reference in a content value, with where its `src` stands and the object itself. */
export function imageRefsIn(value: unknown): Array<{ where: JsonPath; src: string; ref: object }> {
  const found: Array<{ where: JsonPath; src: string; ref: object }> = [];
  mapJson(value, (item, where) => {
    const ref = item as { src?: unknown; alt?: unknown } | null;
    if (!ref || typeof ref !== 'object' || Array.isArray(ref) || typeof ref.src !== 'string' || typeof ref.alt !== 'string')
      return undefined;
    found.push({ where: [...where, 'src'], src: ref.src, ref });
    return ref;
  });
  return found;
}
