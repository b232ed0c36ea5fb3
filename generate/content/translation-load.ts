/** The translations site.json lists, each checked against the main files and merged over them: its words, their facts. */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BuildError, type ContentFile, contentProblem, didYouMean, displayPath } from '../errors.ts';
import { LANGUAGES, languageName, stringsFor } from '../strings/index.ts';
import type { PageWords } from '../page-types/page-type.ts';
import { type ParsedJson, readJsonFile, valueAt } from './json.ts';
import { type Content, type ContentFileOf, type ContentFileSpec, type LoadedContent, languagesOf, siteFiles, validate } from './load.ts';
import { formerNameProblems, type MarkdownDocument, type MarkdownFolder, readTranslatedMarkdown } from './markdown.ts';
import { LOCAL_FOLDER, localSpecOf } from './local.ts';
import { articlesFolder, freePagesFolder } from './own-pages.ts';
import { formerSlugProblems, PARSE_OPTIONS, pageSlug, slug } from './schema.ts';
import { placeholdersIn, sitePlaceholders } from './placeholders.ts';
import { phoneSchema } from './site/business.ts';
import { siteSchema } from './site/index.ts';
import { missingWords, translated, translationProblems } from './translations.ts';
import type { TranslationExtras } from './words.ts';

/** A language the site is translated into: its content, and which pages it translates. */
export type Translation = {
  tag: string;
  /** The main language's tag, which a record of the main files is written in unless it says (a review's `language`). */
  mainLanguage: string;
  /** The language's content: the main content with the translation's words in their places. */
  loaded: LoadedContent;
  /** Whether the translation gives every word of a part of a page's main text: the page exists in its language when it gives them all. */
  translates: (words: PageWords) => boolean;
  /** Where in a file it gives the translation lacks words of that part: `jobs.1.title`. */
  missing: (words: PageWords) => PropertyKey[][];
  /** Whether the translation has a file of its own for this one of the main files. */
  gives: (spec: ContentFileSpec) => boolean;
  /** A service's, a city's or a Markdown page's slug in the translation's addresses: its own where it gives one, else the main one. */
  slugOf: (file: ContentFileSpec, slug: string) => string;
  /** The slugs a service's or a city's own slug here had before (its `formerSlugs` beside its `slug`): none where it gives none. */
  formerSlugsOf: (file: ContentFileSpec, slug: string) => string[];
  /** The file of the translation that would give these words, as the build report names it. */
  fileOf: (spec: ContentFileSpec) => string;
  /** The translation's own files, as written, for the stand-in check. */
  files: ContentFile[];
};

/** The folder of a language's translation, beside the main files. */
const translationDir = (contentDir: string, tag: string) => path.join(contentDir, 'translations', tag);

/** Every translation site.json lists, read and checked; a problem anywhere in any of them fails the build, each at its line. */
export async function loadTranslations(contentDir: string, main: LoadedContent, mainProblems: string[] = []): Promise<Translation[]> {
  // The translation of a main file with problems cannot be checked against it: it is checked once that file has none.
  const checkable = (file: ContentFile) => !mainProblems.some((problem) => problem.startsWith(`${displayPath(file.path)}:`));
  const problems = [...mainProblems];
  const translations: Translation[] = [];
  for (const tag of languagesOf(main.fileOf('site').written).translations) {
    const own: string[] = [];
    translations.push(await loadTranslation(contentDir, main, tag, own, checkable));
    problems.push(...own);
  }
  if (problems.length > 0) throw new BuildError(problems);
  return translations;
}

/**
 * The folders of content/translations/ that site.json does not list, which no build reads: each said as a warning at
 * site.json's translations, so a new translation is not left out in silence.
 */
export async function unlistedTranslations(contentDir: string, site: ContentFile): Promise<string[]> {
  const { language, translations } = languagesOf(site.written);
  const entries = await readdir(path.join(contentDir, 'translations'), { withFileTypes: true }).catch(() => []);
  const others = LANGUAGES.filter((tag) => tag !== language);
  return entries
    .filter((entry) => entry.isDirectory() && !translations.includes(entry.name))
    .map(({ name }) => name)
    .sort()
    .map((tag) => {
      const why =
        tag === language
          ? `${tag} is the main language, whose words are the main files'`
          : LANGUAGES.includes(tag)
            ? `add "${tag}" to translations to build its ${languageName(tag)} pages`
            : `a translation's folder is named by its language tag (${others.join(', ')})`;
      return contentProblem(site, ['translations'], `${displayPath(translationDir(contentDir, tag))}/ is not built: ${why}`);
    });
}

/**
 * Where a translation lacks words its pages would show (missingWords), which it is asked for: a license's kind shows
 * only where the wording in force (the translation's, else the main one) names {kind}, or where there is none.
 */
export function wordsAsked(spec: ContentFileSpec, main: unknown, translation: unknown, within: PropertyKey[] = []): PropertyKey[][] {
  type Written = { license?: { kind?: unknown; wording?: unknown } };
  const license = spec === siteFiles.site ? (main as Written).license : undefined;
  const wording = (translation as Written | undefined)?.license?.wording ?? license?.wording;
  const unshown = license?.kind !== undefined && typeof wording === 'string' && !placeholdersIn(wording).has('kind');
  const shown = unshown ? { ...(main as object), license: { ...license, kind: undefined } } : main;
  return missingWords(shown, translation, spec.schema, within);
}

/** The main JSON files a translation may give the words of, each as messages name it (the Markdown ones: translatedDocuments). */
function translatable(main: LoadedContent): Map<ContentFileSpec, ContentFile> {
  const json = main.files.map(({ spec }) => spec).filter((spec) => spec.file.endsWith('.json'));
  return new Map([
    ...json.map((spec) => [spec, main.fileOf(spec)] as const),
    ...Object.keys(main.content.local).map((slug) => [localSpecOf(slug), main.localFileOf(slug)] as const),
  ]);
}

async function loadTranslation(
  contentDir: string,
  main: LoadedContent,
  tag: string,
  problems: string[],
  checkable: (mainFile: ContentFile) => boolean,
): Promise<Translation> {
  const fileOf = (spec: ContentFileSpec) => path.join(translationDir(contentDir, tag), spec.file);
  const given = new Map<ContentFileSpec, unknown>();
  const merged = new Map<ContentFileSpec, ParsedJson>();
  const mainFiles = translatable(main);
  problems.push(...(await strayFiles(contentDir, translationDir(contentDir, tag), mainFiles, checkable)));
  const mainFileOf: ContentFileOf = (file) => (typeof file !== 'string' && mainFiles.get(file)) || main.fileOf(file);
  // What the merged content fails on is named where it was written: the translation's words in its file, the facts in the main one.
  const ownFileOf = new Map<ContentFileSpec, ContentFile>();
  const mergedFileOf: ContentFileOf = (file) => {
    const own = typeof file !== 'string' ? ownFileOf.get(file) : undefined;
    const mainFile = mainFileOf(file);
    return own ? { ...mainFile, givenBy: (where) => (valueAt(own.written, where) === undefined ? undefined : own) } : mainFile;
  };
  const slugs = new Map<ContentFileSpec, Map<string, string>>();
  const slugsOf = (spec: ContentFileSpec) => slugs.get(spec) ?? slugs.set(spec, new Map()).get(spec)!;
  const formers = new Map<ContentFileSpec, Map<string, string[]>>();
  const formersOf = (spec: ContentFileSpec) => formers.get(spec) ?? formers.set(spec, new Map()).get(spec)!;
  // The translation's own language and its labels alone, so those it leaves out take their words in it, not the main file's; the others its translations.
  const { language, translations } = languagesOf(main.fileOf('site').written);
  const others = [language, ...translations.filter((other) => other !== tag)];
  for (const [spec, mainFile] of mainFiles) {
    const read = checkable(mainFile) ? await readJsonFile(fileOf(spec), problems) : undefined;
    const translation = read === 'missing' ? undefined : read;
    const words = SLUGGED.has(spec) ? withoutSlugs(translation?.value, slugsOf(spec), formersOf(spec)) : translation?.value;
    if (translation) {
      const file: ContentFile = { path: fileOf(spec), positionOf: translation.positionOf, written: translation.value };
      problems.push(...translationProblems(translation.value, mainFile.written, spec.schema, file, mainFile, TRANSLATION_EXTRAS.get(spec)));
      if (SLUGGED.has(spec))
        problems.push(...slugClashes(file, slugsOf(spec)), ...translatedFormerSlugProblems(file, mainFile, slugsOf(spec), formersOf(spec)));
      given.set(spec, translation.value);
      ownFileOf.set(spec, file);
    }
    const value = translated(mainFile.written, words);
    const labels = (words as { labels?: unknown } | undefined)?.labels;
    const withLanguage = spec === siteFiles.site ? { ...(value as object), language: tag, translations: others, labels } : value;
    merged.set(spec, { value: withLanguage, positionOf: () => mainFile.positionOf?.([]) ?? { line: 1, column: 1 } });
  }
  const site = siteSchema.safeParse(merged.get(siteFiles.site)?.value, PARSE_OPTIONS);
  const placeholders = site.success ? sitePlaceholders(site.data) : null;
  const sections = stringsFor(tag)!.sections;
  const context = { fileOf, placeholders, problems, given, ownFileOf, slugsOf, formersOf, sections, checkable };
  const documents = await translatedDocuments(main, context);
  const named = {
    tag,
    mainLanguage: language,
    fileOf: (spec: ContentFileSpec) => displayPath(fileOf(spec)),
    files: [...ownFileOf.values()],
  };
  // A translation with problems of its own is not merged: what would fail is what is named already.
  if (problems.length > 0) return { ...named, ...unmerged(main) };
  // A main file's own problems (a misspelt placeholder) are named once, at it.
  const checked = new Map([...merged].filter(([spec]) => checkable(mainFiles.get(spec)!)));
  const { values } = validate(checked, placeholders, mergedFileOf, problems);
  const missing = ({ file, within = [] }: PageWords) => wordsAsked(file, mainFileOf(file).written, given.get(file), within);
  const content = Object.fromEntries(Object.entries(siteFiles).map(([key, spec]) => [key, values.get(spec)]));
  const local = Object.fromEntries(Object.keys(main.content.local).map((slug) => [slug, values.get(localSpecOf(slug))]));
  return {
    ...named,
    loaded: {
      ...main,
      content: { ...content, local } as Content,
      copy: (spec) => values.get(spec) as never,
      documents: (folder) => (documents.get(folder) ?? []) as never,
      files: [...values].filter(([spec]) => !spec.file.startsWith(`${LOCAL_FOLDER}/`)).map(([spec, value]) => ({ spec, value })),
    },
    translates: (words) => given.has(words.file) && missing(words).length === 0,
    missing,
    gives: (spec) => given.has(spec),
    slugOf: (file, slug) => slugsOf(file).get(slug) ?? slug,
    formerSlugsOf: (file, slug) => formersOf(file).get(slug) ?? [],
  };
}

/** A translation with problems of its own: it translates nothing, and its addresses are the main language's. */
function unmerged(main: LoadedContent): Omit<Translation, 'tag' | 'mainLanguage' | 'fileOf' | 'files'> {
  return {
    loaded: main,
    translates: () => false,
    missing: () => [],
    gives: () => false,
    slugOf: (_, slug) => slug,
    formerSlugsOf: () => [],
  };
}

/** A translation's Markdown documents: its file's words over the main file's facts, or the main document, then not built in it. */
async function translatedDocuments(
  main: LoadedContent,
  context: {
    fileOf: (spec: ContentFileSpec) => string;
    placeholders: Record<string, string> | null;
    problems: string[];
    given: Map<ContentFileSpec, unknown>;
    ownFileOf: Map<ContentFileSpec, ContentFile>;
    slugsOf: (spec: ContentFileSpec) => Map<string, string>;
    formersOf: (spec: ContentFileSpec) => Map<string, string[]>;
    /** The words of the language's sections, the addresses of its pages (`areas-de-servicio`). */
    sections: Record<string, string> & { page: string };
    checkable: (mainFile: ContentFile) => boolean;
  },
): Promise<Map<MarkdownFolder, MarkdownDocument[]>> {
  const { fileOf, placeholders, problems, given, ownFileOf, slugsOf, formersOf, sections, checkable } = context;
  const documents = new Map<MarkdownFolder, MarkdownDocument[]>();
  for (const folder of main.folders) {
    const list: MarkdownDocument[] = [];
    const renamed: Parameters<typeof formerNameProblems>[0] = [];
    for (const document of main.documents(folder)) {
      const mainFile = main.fileOf(document.spec);
      const from = { file: mainFile, frontMatter: frontMatterOf(mainFile.written ?? {}), images: document.body.images };
      const spec = { file: document.spec.file, folder };
      // site.json's address, unless it has problems of its own (then its translations wait for it, not these).
      const origin = main.content.site?.baseUrl ?? '';
      const read = checkable(mainFile)
        ? await readTranslatedMarkdown(fileOf(document.spec), spec, from, { placeholders, origin })
        : undefined;
      problems.push(...(read?.problems ?? []));
      // A section's address is its own before it is translated too: its translated pages' breadcrumbs would lead to this page.
      // An article's, the word of its list's later pages (/es/articulos/pagina/2/).
      const taken =
        read?.slug &&
        ((folder === freePagesFolder && Object.values(sections).includes(read.slug)) ||
          (folder === articlesFolder && read.slug === sections.page));
      if (taken)
        problems.push(
          contentProblem(read.checkable.file, ['slug'], `"${read.slug}" is a section's address in this language; choose another`),
        );
      if (read?.document) {
        given.set(document.spec, frontMatterOf(read.checkable.file.written));
        ownFileOf.set(document.spec, read.checkable.file);
        if (read.slug) slugsOf(document.spec).set(document.slug, read.slug);
        if (read.slug && read.formerSlugs) formersOf(document.spec).set(document.slug, read.formerSlugs);
      }
      // As a record's: a renamed file's former names are the main file's; a translation's are its own slug's before.
      if (read?.formerSlugs && !read.slug) {
        const message = `only beside "slug": these are its own slug's former ones here; a renamed file's go in ${displayPath(mainFile.path)}`;
        problems.push(contentProblem(read.checkable.file, ['formerSlugs'], message));
      } else if (read?.slug && read.formerSlugs) renamed.push({ slug: read.slug, file: read.checkable.file, formers: read.formerSlugs });
      list.push(read?.document ? { ...read.document, spec: document.spec } : document);
    }
    const live = new Set(list.map((page) => slugsOf(page.spec).get(page.slug) ?? page.slug));
    problems.push(...formerNameProblems(renamed, (name) => live.has(name)));
    documents.set(folder, list);
  }
  return documents;
}

/** A Markdown file as written, without its body: the front matter a translation's words are checked against. */
function frontMatterOf(written: unknown): unknown {
  const { body: _, ...frontMatter } = written as { body?: unknown };
  return frontMatter;
}

/** The files of a translation's folder that translate none of the main files: a misspelt name would otherwise be ignored. */
async function strayFiles(
  contentDir: string,
  folder: string,
  mainFiles: Map<ContentFileSpec, ContentFile>,
  checkable: (mainFile: ContentFile) => boolean,
): Promise<string[]> {
  const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const known = new Set([...mainFiles.keys()].map((spec) => path.normalize(spec.file)));
  // A Markdown page or article translates the main file of its name, a draft too (which only npm run dev reads).
  const hasMain = async (name: string) => (await stat(path.join(contentDir, name)).catch(() => null))?.isFile();
  const markdown = await Promise.all(
    names.filter((name) => name.endsWith('.md')).map(async (name) => ((await hasMain(name)) ? [] : [name])),
  );
  // A JSON file whose main file has problems, and so was not read, is a translation waiting for it.
  const stray = (name: string) => !known.has(path.normalize(name)) && checkable({ path: path.join(contentDir, name) });
  const strays = [...names.filter((name) => name.endsWith('.json') && stray(name)), ...markdown.flat()].sort();
  return Promise.all(
    strays.map(async (name) => {
      // The main files of its folder and kind, by their names here: what it may have meant to translate.
      const dir = path.dirname(name);
      const beside = (await readdir(path.join(contentDir, dir)).catch(() => [] as string[]))
        .filter((file) => path.extname(file) === path.extname(name) && (name.endsWith('.md') || known.has(path.join(dir, file))))
        .map((file) => path.join(dir, file));
      // A Markdown file of no main file may be meant as a page in this language alone, which no language builds.
      const alone = name.endsWith('.md')
        ? `, and a page is built in a translation only beside its main file: write ${displayPath(path.join(contentDir, name))} in the main language first`
        : '';
      const hint =
        didYouMean(name, [...new Set([...known, ...beside])]) ||
        (beside.length > 0
          ? `the main content has ${new Intl.ListFormat('en', { type: 'conjunction' }).format(beside.sort())} there${alone}`
          : `name it as the file it translates is named in content/${alone}`);
      return contentProblem({ path: path.join(folder, name) }, null, `translates no file of the main content; ${hint}`);
    }),
  );
}

const SLUG_EXTRAS: TranslationExtras = {
  records: {
    slug: pageSlug.describe("The record's slug in this language's addresses."),
    formerSlugs: z
      .array(slug)
      .describe(
        'Beside "slug": the slugs it had before in this language, each once; every address of theirs here is redirected to its page now. ["apertura"]',
      ),
  },
};
/** What a translation may give although a fact: in site.json, a phone line answered in its language; a service's or a city's slug. */
export const TRANSLATION_EXTRAS = new Map<ContentFileSpec, TranslationExtras>([
  [
    siteFiles.site,
    { top: { phone: phoneSchema.describe('A phone line answered in this language: its pages show it instead of the main one.') } },
  ],
  [siteFiles.services, SLUG_EXTRAS],
  [siteFiles.areas, SLUG_EXTRAS],
]);

/** The files whose records a translation may give a slug of their own, for its pages' addresses in its language. */
const SLUGGED = new Set([...TRANSLATION_EXTRAS].filter(([, extras]) => extras.records?.slug).map(([spec]) => spec));

/** Two records of a translation at one address in its language: the one that gives the slug is named at it. */
function slugClashes(file: ContentFile, slugs: Map<string, string>): string[] {
  const holders = new Map<string, string>();
  return Object.keys(file.written as object).flatMap((key) => {
    const address = slugs.get(key) ?? key;
    const other = holders.get(address);
    if (other === undefined) {
      holders.set(address, key);
      return [];
    }
    const [named, before] = slugs.has(key) ? [key, other] : [other, key];
    return [
      contentProblem(file, [named, 'slug'], `"${address}" is the address of ${JSON.stringify([before])} too; give each its own slug`),
    ];
  });
}

/**
 * A translation's former slugs are its own slug's before (a renamed key's are in the main file): each beside a slug, and
 * checked as a record's (`formerSlugProblems`) against the addresses in the language, its slugs and the main file's formers.
 */
function translatedFormerSlugProblems(
  file: ContentFile,
  mainFile: ContentFile,
  slugs: Map<string, string>,
  formers: Map<string, string[]>,
) {
  const kind = path.basename(file.path) === siteFiles.services.file ? 'service' : 'area';
  const { $schema: _, ...records } = (mainFile.written ?? {}) as Record<string, { formerSlugs?: unknown }>;
  const mainRecords = Object.entries(records);
  const liveOf = new Map(mainRecords.map(([key]) => [slugs.get(key) ?? key, key]));
  // The main file's former slugs make addresses here for the records whose slug here is their key.
  const formerOf = new Map<string, string>();
  for (const [key, record] of mainRecords)
    if (!slugs.has(key) && Array.isArray(record.formerSlugs)) for (const former of record.formerSlugs) formerOf.set(String(former), key);
  const words = {
    own: `this ${kind}'s own slug; list only the slugs it had before`,
    live: (live: string) => `the slug of ${kind} "${live}" in this language now: its pages are at it`,
    formerOf: (before: string) => `a former slug of ${kind} "${before}" here`,
  };
  return [...formers].flatMap(([key, list]) => {
    const own = slugs.get(key);
    if (own === undefined) {
      const message = `only beside "slug": these are its own slug's former ones here; a renamed key's go in ${displayPath(mainFile.path)}`;
      return [contentProblem(file, [key, 'formerSlugs'], message)];
    }
    const renamed = [{ key, slug: own, formers: list, file, at: [key, 'formerSlugs'] }];
    return formerSlugProblems(renamed, (address) => liveOf.get(address), words, formerOf);
  });
}

/**
 * A translation's records without their slugs, which go into `slugs` (the main slug to the translation's), nor their
 * former slugs, which go into `formers`.
 */
export function withoutSlugs(value: unknown, slugs: Map<string, string>, formers = new Map<string, string[]>()): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, record]) => {
      if (!record || typeof record !== 'object' || !('slug' in record || 'formerSlugs' in record)) return [key, record];
      const { slug: own, formerSlugs, ...words } = record as { slug?: unknown; formerSlugs?: unknown };
      if (typeof own === 'string') slugs.set(key, own);
      // A list of other than slugs is named by its schema.
      if (Array.isArray(formerSlugs) && formerSlugs.every((former) => typeof former === 'string')) formers.set(key, formerSlugs);
      return [key, words];
    }),
  );
}
