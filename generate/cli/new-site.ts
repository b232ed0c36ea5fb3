/**
 * `npm run new-site -- DIR`: writes a new business's content/ and assets/ into DIR, copied from
 * examples/starter/, ready to edit and to build with `--content DIR/content --assets DIR/assets`.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { applyEdits, type FormattingOptions, modify } from 'jsonc-parser';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { LOCAL_FILES, SCHEMAS_FOLDER, schemaFileOf, TRANSLATIONS_FOLDER } from '../content/json-schemas.ts';
import { contentSources } from '../content/load.ts';
import { LOCAL_FOLDER, localSpecOf } from '../content/local.ts';
import { FRONT_MATTER } from '../content/markdown.ts';
import { missingWords, translated, wordsOf } from '../content/translations.ts';
import { BuildError, displayPath } from '../errors.ts';
import { projectDir } from '../folders.ts';
import { pageContentSources } from '../page-types/index.ts';
import { commandLine, isEntryPoint, runCommand } from './shared.ts';

/** The smallest complete business, whose files a new site starts from. */
const STARTER_DIR = path.join(projectDir, 'examples', 'starter');

/** The starter's words in other languages, each a translation folder as content/translations/<tag>/ holds. */
const STARTER_TRANSLATIONS_DIR = path.join(STARTER_DIR, 'translations');
const STARTER_TRANSLATIONS = existsSync(STARTER_TRANSLATIONS_DIR) ? (await readdir(STARTER_TRANSLATIONS_DIR)).sort() : [];

const usage = `Start a new business: a minimal content/ and assets/ that build at once.

Usage: npm run new-site -- DIR [--languages en-US,es-US]

  DIR          a new or empty folder; DIR/content/ and DIR/assets/ are written into it
  --languages  the pages' language, then each translation's (content/translations/<tag>/):
               any of the starter's, en-US and ${STARTER_TRANSLATIONS.join(', ')}, in any order
               (es-US,en-US: Spanish pages, with an English translation)
  --help       this text

Then edit DIR/content/ (start with site.json) and build it:
  npm run build -- --content DIR/content --assets DIR/assets --out DIR/dist`;

/** The starter's own words are English: an English tag ("en-US", "en-GB") takes them. */
const isEnglish = (tag: string) => /^en(-|$)/.test(tag);

/** For `--languages es-US,en-US`: the pages' language, then the translations', each English or one the starter is translated into. */
export function parseLanguages(list: string): { language: string; translations: string[] } {
  const [language = '', ...translations] = list.split(',').map((tag) => tag.trim());
  const problems: string[] = [];
  const has = `it has en-US, ${STARTER_TRANSLATIONS.join(', ')}`;
  if (!isEnglish(language) && !STARTER_TRANSLATIONS.includes(language))
    problems.push(
      `--languages: "${language}" comes first, as the pages' language, but the starter has no words in it (${has}); start the list with one of them`,
    );
  for (const tag of translations)
    if (!isEnglish(tag) && !STARTER_TRANSLATIONS.includes(tag))
      problems.push(
        `--languages: the starter has no "${tag}" translation (${has}); write content/translations/${tag}/ yourself as docs/content.md says`,
      );
  if (new Set([language, ...translations]).size !== translations.length + 1) problems.push('--languages: a language is listed twice');
  if (problems.length > 0) throw new BuildError(problems);
  return { language, translations };
}

/** The JSON Schemas editors check content with (`npm run schemas`), which a new site gets a copy of. */
const SCHEMAS_DIR = path.join(projectDir, 'content', 'schemas');

/**
 * Writes a new business with its own copy of content/schemas/, each content file's `$schema` pointing into it, so an
 * editor keeps checking the files wherever the folder moves. Returns the files still in English, which the starter has
 * no words for in the pages' language (`starter`: the folder copied, a test's own in tests).
 */
export async function newSite(
  dir: string,
  languages = { language: 'en-US', translations: [] as string[] },
  starter = STARTER_DIR,
): Promise<{ english: string[] }> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  if (entries.length > 0)
    throw new BuildError([`${displayPath(dir)} is not empty; name a new or empty folder, so nothing in it is overwritten`]);
  await mkdir(dir, { recursive: true });
  const content = path.join(dir, 'content');
  for (const folder of ['content', 'assets']) await cp(path.join(starter, folder), path.join(dir, folder), { recursive: true });
  // A site in one language gets no translations' schemas: no file of it names one until a translation is added (docs/content.md).
  const translationSchemas = path.join(SCHEMAS_DIR, TRANSLATIONS_FOLDER);
  await cp(SCHEMAS_DIR, path.join(content, SCHEMAS_FOLDER), {
    recursive: true,
    filter: (from) => languages.translations.length > 0 || from !== translationSchemas,
  });
  const translationOf = (tag: string) => path.join(starter, TRANSLATIONS_FOLDER, tag);
  const { english, renamed } = isEnglish(languages.language)
    ? { english: [], renamed: new Map<string, string>() }
    : await writeInLanguage(content, translationOf(languages.language));
  if (!isEnglish(languages.language)) await writeFactsIn(content, path.join(starter, 'facts', `${languages.language}.json`));
  for (const tag of languages.translations) {
    const to = path.join(content, TRANSLATIONS_FOLDER, tag);
    await (isEnglish(tag)
      ? writeEnglishWords(path.join(starter, 'content'), to, renamed)
      : cp(translationOf(tag), to, { recursive: true }));
  }
  if (languages.language !== 'en-US' || languages.translations.length > 0) await setLanguages(path.join(content, 'site.json'), languages);
  await pointAtOwnSchemas(content);
  return { english };
}

/** Each JSON file's `$schema`, the path from it to its schema in the site's own copy of content/schemas/. */
async function pointAtOwnSchemas(content: string): Promise<void> {
  for (const file of await fg('**/*.json', { cwd: content, ignore: [`${SCHEMAS_FOLDER}/**`] })) {
    // Every file of local/ shares one schema; a translation's files have theirs in schemas/translations/.
    const own = file
      .replace(/^(translations\/)[^/]+\//, '$1')
      .replace(new RegExp(`^(translations/)?${LOCAL_FOLDER}/.*`), `$1${LOCAL_FILES.file}`);
    const to = path.join(content, file);
    const relative = path
      .relative(path.dirname(to), path.join(content, schemaFileOf(own)))
      .split(path.sep)
      .join('/');
    const text = await readFile(to, 'utf8');
    await writeFile(
      to,
      text.replace(/("\$schema":\s*")[^"]+"/, (_, open: string) => `${open}${relative.startsWith('.') ? relative : `./${relative}`}"`),
    );
  }
}

/** Each content file's schema, by its path in content/: a Markdown file's, its front matter's. */
function schemaOf(file: string): z.ZodType {
  const { specs, folders } = contentSources(pageContentSources);
  if (file.startsWith(`${LOCAL_FOLDER}/`)) return localSpecOf(path.basename(file, '.json')).schema;
  const folder = folders.find((markdown) => file.endsWith('.md') && file.startsWith(`${markdown.folder}/`));
  return folder?.frontMatter ?? specs.find((spec) => spec.file === file)!.schema;
}

/** A content file's value: a JSON file's, a Markdown file's front matter. */
const contentValue = (file: string, text: string): Record<string, unknown> =>
  file.endsWith('.md') ? parseDocument(FRONT_MATTER.exec(text)?.[1] ?? '').toJS() : JSON.parse(text);

/** What turns `before` into `after`, place by place, so that a file keeps its layout: each new value (undefined: gone). */
function changes(before: unknown, after: unknown, at: Array<string | number> = []): Array<[Array<string | number>, unknown]> {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isRecord(before) && isRecord(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) => changes(before[key], after[key], [...at, key]));
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.flatMap((item, index) => changes(before[index], item, [...at, index]));
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [[at, after]];
}

const FORMATTING: FormattingOptions = { insertSpaces: true, tabSize: 2 };

/** A content file's text with its value made `after`, its layout kept; a Markdown file's body `body` when given. */
function rewritten(file: string, text: string, after: unknown, body?: string): string {
  const edits = changes(contentValue(file, text), after);
  if (!file.endsWith('.md'))
    return edits.reduce((json, [where, value]) => {
      if (value !== undefined) return applyEdits(json, modify(json, where, value, { formattingOptions: FORMATTING }));
      // A field taken out unformatted, since formatting spreads the lists written on one line around it; an object's
      // first field with the text before it kept ("{ " or a new line), which jsonc-parser takes with it.
      const taken = modify(json, where, undefined, {}).map((edit) => {
        const before = /^\s*/.exec(json.slice(edit.offset, edit.offset + edit.length))![0].length;
        return { ...edit, offset: edit.offset + before, length: edit.length - before };
      });
      return applyEdits(json, taken);
    }, text);
  const frontMatter = FRONT_MATTER.exec(text)!;
  const yaml = parseDocument(frontMatter[1] ?? '');
  for (const [where, value] of edits) value === undefined ? yaml.deleteIn(where) : yaml.setIn(where, value);
  return `---\n${String(yaml)}---\n${body ?? text.slice(frontMatter[0].length)}`;
}

/**
 * The starter in the language of one of its translations: each of the new site's files with the translation's words
 * over its English ones, as the build merges them, and a Markdown file the translation gives a slug named by it, since a
 * main file's name is its slug. Returns the files the translation leaves English, whole or in part, and each renamed
 * file's new name by its starter's.
 */
async function writeInLanguage(contentDir: string, translation: string): Promise<{ english: string[]; renamed: Map<string, string> }> {
  const english: string[] = [];
  const renamed = new Map<string, string>();
  for (const file of (await fg('**/*.{json,md}', { cwd: contentDir, ignore: ['schemas/**'] })).sort()) {
    const from = path.join(contentDir, file);
    const [text, own] = await Promise.all([readFile(from, 'utf8'), readFile(path.join(translation, file), 'utf8').catch(() => undefined)]);
    const main = contentValue(file, text);
    const { $schema: _, slug, ...words } = own === undefined ? {} : contentValue(file, own);
    const named = file.endsWith('.md') && typeof slug === 'string' ? path.posix.join(path.posix.dirname(file), `${slug}.md`) : file;
    if (named !== file) renamed.set(file, named);
    if (
      own === undefined
        ? file.endsWith('.md') || wordsOf(main, schemaOf(file)) !== undefined
        : missingWords(main, words, schemaOf(file)).length > 0
    )
      english.push(named);
    if (own === undefined) continue;
    const body = file.endsWith('.md') ? own.replace(FRONT_MATTER, '') : undefined;
    await writeFile(path.join(contentDir, named), rewritten(file, text, translated(main, words), body));
    if (named !== file) await rm(from);
  }
  return { english, renamed };
}

/**
 * The starter's stand-in facts (the business's name, its town) in the pages' language, from examples/starter/facts/:
 * a translation gives words alone, so a Spanish site would show "[Your Town]" until the owner wrote the facts.
 */
async function writeFactsIn(content: string, facts: string): Promise<void> {
  const standIns: Record<string, string> | null = await readFile(facts, 'utf8').then(JSON.parse, () => null);
  if (!standIns) return;
  for (const file of await fg('**/*.{json,md}', { cwd: content, ignore: [`${SCHEMAS_FOLDER}/**`, `${TRANSLATIONS_FOLDER}/**`] })) {
    const text = await readFile(path.join(content, file), 'utf8');
    const written = Object.entries(standIns).reduce((result, [english, own]) => result.replaceAll(english, own), text);
    if (written !== text) await writeFile(path.join(content, file), written);
  }
}

/**
 * The starter's English words alone, a translation folder as an owner would write it: each file without its facts, a
 * renamed one (`renamed`: its new name by its starter's) under its new name with its starter's name as its English slug.
 */
async function writeEnglishWords(from: string, folder: string, renamed: Map<string, string>): Promise<void> {
  for (const file of await fg('**/*.{json,md}', { cwd: from })) {
    const text = await readFile(path.join(from, file), 'utf8');
    const { $schema, ...main } = contentValue(file, text);
    const words = wordsOf(main, schemaOf(file));
    // A file of facts alone (redirects.json) has no translation.
    if (words === undefined && !file.endsWith('.md')) continue;
    const named = renamed.get(file);
    const slug = named && { slug: path.basename(file, '.md') };
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(
      path.join(folder, named ?? file),
      rewritten(file, text, { ...($schema !== undefined && { $schema }), ...(words as object), ...slug }),
    );
  }
}

/** site.json's `language` and `translations`, written after `businessType` with the file's own layout kept. */
async function setLanguages(file: string, languages: { language: string; translations: string[] }): Promise<void> {
  let text = await readFile(file, 'utf8');
  for (const [key, value, after] of [
    ['language', languages.language, 'businessType'],
    // None, for a site in one language: the field's default.
    ['translations', languages.translations.length > 0 ? languages.translations : undefined, 'language'],
  ] as const) {
    const getInsertionIndex = (properties: string[]) => properties.indexOf(after) + 1;
    text = applyEdits(text, modify(text, [key], value, { formattingOptions: FORMATTING, getInsertionIndex }));
  }
  await writeFile(file, text);
}

async function main(): Promise<void> {
  const parsed = commandLine(
    {
      options: { languages: { type: 'string' } },
      allowPositionals: true,
    },
    usage,
  );
  if (!parsed) return;
  const { values, positionals } = parsed;
  await runCommand(async () => {
    if (positionals.length !== 1) throw new BuildError([`name one folder to write the new site into: npm run new-site -- DIR`]);
    const dir = path.resolve(positionals[0]!);
    const languages = values.languages === undefined ? undefined : parseLanguages(values.languages);
    const { english } = await newSite(dir, languages);
    const shown = displayPath(dir);
    const translated = (languages?.translations ?? []).map((tag) => `${shown}/content/translations/${tag}/`);
    console.log(`✓ Wrote a new business into ${shown}/: content/ (its words) and assets/ (its logo and images).

Next:
  1. Edit ${shown}/content/site.json: the business's name, phone, web address, town, hours and
     colours, and its licence if the trade has one (docs/content.md says how).
  2. Replace the words of ${shown}/content/ and the pictures of ${shown}/assets/ with your own:
     each build names every text still [in brackets] at its line. Brackets cannot mark numbers,
     codes and pictures: check businessType, the hours, foundingYear, radiusMiles, the ZIP codes,
     the service card's category, the slugs your-town and main-service (in the pages' addresses)
     and the placeholder images.${translated.length > 0 ? `\n     Write the same words in ${translated.join(' and ')}: only words, never facts.` : ''}
  3. Build it:  npm run build -- --content ${shown}/content --assets ${shown}/assets --out ${shown}/dist
     or see it as you edit:  npm run dev -- --content ${shown}/content --assets ${shown}/assets`);
    if (english.length > 0)
      console.log(
        `\n! The starter has no ${languages!.language} words for these, which are still in English: write them in ${languages!.language}:\n${english.map((file) => `  ${shown}/content/${file}`).join('\n')}`,
      );
  });
}

if (isEntryPoint(import.meta.url)) void main();
