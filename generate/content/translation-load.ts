/**
 * The translations site.json lists: each language's files in content/translations/<tag>/, checked
 * against the main files (translations.ts: words only, at the main files' places), and merged over
 * them into that language's content: the translation's words, the main files' facts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError, type ContentFile, displayPath } from '../errors.ts';
import type { PageWords } from '../page-types/page-type.ts';
import { type ParsedJson, parseJson } from './json.ts';
import { type Content, type ContentFileSpec, type LoadedContent, siteFiles, validate } from './load.ts';
import { PARSE_OPTIONS } from './schema.ts';
import { sitePlaceholders } from './placeholders.ts';
import { siteSchema } from './site/index.ts';
import { missingWords, translated, translationProblems } from './translations.ts';

/** A language the site is translated into: its content, and which pages it translates. */
export type Translation = {
  tag: string;
  /** The language's content: the main content with the translation's words in their places. */
  loaded: LoadedContent;
  /** Whether the translation gives every word of a page's main text, so the page exists in its language. */
  translates: (words: PageWords) => boolean;
  /** The file of the translation that would give these words, as the build report names it. */
  fileOf: (spec: ContentFileSpec) => string;
};

/** The folder of a language's translation, beside the main files. */
export const translationDir = (contentDir: string, tag: string) => path.join(contentDir, 'translations', tag);

/** Every translation site.json lists, read and checked; a problem anywhere in any of them fails the build, each at its line. */
export async function loadTranslations(contentDir: string, main: LoadedContent): Promise<Translation[]> {
  const problems: string[] = [];
  const translations: Translation[] = [];
  for (const tag of main.content.site.translations) translations.push(await loadTranslation(contentDir, main, tag, problems));
  if (problems.length > 0) throw new BuildError(problems);
  return translations;
}

/** The JSON files of the main content a translation may give the words of: the site's and the page types' (not Markdown yet). */
const jsonSpecs = (main: LoadedContent) => main.files.map(({ spec }) => spec).filter((spec) => spec.file.endsWith('.json'));

async function loadTranslation(contentDir: string, main: LoadedContent, tag: string, problems: string[]): Promise<Translation> {
  const fileOf = (spec: ContentFileSpec) => path.join(translationDir(contentDir, tag), spec.file);
  const given = new Map<ContentFileSpec, unknown>();
  const merged = new Map<ContentFileSpec, ParsedJson>();
  for (const spec of jsonSpecs(main)) {
    const mainFile = main.fileOf(spec);
    const translation = await readTranslation(fileOf(spec), problems);
    if (translation) {
      const file: ContentFile = { path: fileOf(spec), positionOf: translation.positionOf, written: translation.value };
      problems.push(...translationProblems(translation.value, mainFile.written, spec.schema, file, mainFile));
      given.set(spec, translation.value);
    }
    const value = translated(mainFile.written, translation?.value);
    // The translation's own language, so the labels it leaves out take their words in it; the others its translations.
    const { language, translations } = main.content.site;
    const others = [language, ...translations.filter((other) => other !== tag)];
    const withLanguage = spec === siteFiles.site ? { ...(value as object), language: tag, translations: others } : value;
    merged.set(spec, { value: withLanguage, positionOf: () => mainFile.positionOf?.([]) ?? { line: 1, column: 1 } });
  }
  if (problems.length > 0) return { tag, loaded: main, translates: () => false, fileOf: (spec) => displayPath(fileOf(spec)) };
  const site = siteSchema.safeParse(merged.get(siteFiles.site)?.value, PARSE_OPTIONS);
  const { values } = validate(merged, site.success ? sitePlaceholders(site.data) : null, main.fileOf, problems);
  const content = Object.fromEntries(Object.entries(siteFiles).map(([key, spec]) => [key, values.get(spec)]));
  return {
    tag,
    loaded: {
      ...main,
      content: { ...content, local: main.content.local } as Content,
      copy: (spec) => values.get(spec) as never,
      // Markdown pages and articles have no translations yet: none is built in the language.
      documents: () => [],
      files: [...values].map(([spec, value]) => ({ spec, value })),
    },
    translates: ({ file, within = [] }) =>
      given.has(file) && missingWords(main.fileOf(file).written, given.get(file), file.schema, within).length === 0,
    fileOf: (spec) => displayPath(fileOf(spec)),
  };
}

/** A translation's file, parsed; none when the translation leaves the whole file untranslated. */
async function readTranslation(file: string, problems: string[]): Promise<ParsedJson | undefined> {
  const bytes = await readFile(file).catch(() => null);
  if (bytes === null) return undefined;
  try {
    return parseJson(bytes, file);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}
