/**
 * `npm run check-translation -- [--content DIR] [language]` (content/ and the first of site.json's translations when left out):
 * checks every file of DIR/translations/<language>/ against its main file in DIR, pages the build leaves
 * out of the language too. For each file it prints the facts repeated and fields the main file does not
 * have (translationProblems), the words not translated (wordsAsked) or copied as they are, stand-ins in [brackets] still
 * there, placeholders the main text lacks, and what the main file's schema finds in the translated
 * file: meta titles and descriptions over their limits once placeholders are filled, {service} and
 * {area} tried with every translated service and every city. Then each town's local file the
 * translation lacks, without which the town's page is not built in it; each main file of words it lacks
 * whole (pages/about.json); and each Markdown page and article it has no file for. Exits 1 when anything is printed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { parseJson } from '../generate/content/json.ts';
import { META_LIMITS, tooLong } from '../generate/content/limits.ts';
import { type ContentFileSpec, siteFiles } from '../generate/content/load.ts';
import { localSchema } from '../generate/content/local-schema.ts';
import { fillPagePlaceholders, fillSitePlaceholders, sitePlaceholders } from '../generate/content/placeholders.ts';
import { PARSE_OPTIONS } from '../generate/content/schema.ts';
import { bracketedStandIns } from '../generate/content/stand-ins.ts';
import { siteSchema } from '../generate/content/site/index.ts';
import { TRANSLATION_EXTRAS, withoutSlugs, wordsAsked } from '../generate/content/translation-load.ts';
import { translated, translationProblems, wordsOf } from '../generate/content/translations.ts';
import { articlesFolder, freePagesFolder } from '../generate/content/own-pages.ts';
import { pageContentFiles } from '../generate/page-types/index.ts';
import { formatJsonPath } from '../generate/errors.ts';
import { FRONT_MATTER } from '../generate/content/markdown.ts';
import { LANGUAGES, languageName, sameLanguage } from '../generate/strings/index.ts';

const { values, positionals } = parseArgs({ options: { content: { type: 'string', default: 'content' } }, allowPositionals: true });
const contentDir = values.content;
const read = (file: string) => parseJson(readFileSync(file), file);
// The languages site.json names, as written: a tag that is not a translation has no folder to check.
const written = read(path.join(contentDir, 'site.json')).value as { language?: string; translations?: string[] };
const translations = written.translations ?? [];
const language = positionals[0] ?? translations[0] ?? 'es-US';
const folder = path.join(contentDir, 'translations', language);
if (!existsSync(folder)) {
  const isMain = language.toLowerCase() === (written.language ?? LANGUAGES[0] ?? '').toLowerCase();
  const named = isMain
    ? "is the pages' main language of this site (site.json language)"
    : `has no folder ${folder}${translations.includes(language) ? '' : ' and is no translation of this site (site.json translations)'}`;
  console.log(
    `${language} ${named}; ${translations.length > 0 ? `name a translation: ${translations.join(', ')}` : 'the site has no translations (site.json translations)'}`,
  );
  process.exit(1);
}

const specs: ContentFileSpec[] = [...Object.values(siteFiles), ...pageContentFiles];
const specOf = (file: string): ContentFileSpec | undefined =>
  file.startsWith('local/') ? { file, schema: localSchema } : specs.find((spec) => spec.file === file);

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(dir, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name],
  );
/** A translated file's value, undefined where the translation has no such file. */
const translationOf = (file: string) => (existsSync(path.join(folder, file)) ? read(path.join(folder, file)).value : undefined);

const placeholdersIn = (text: string) => [...text.matchAll(/\{[A-Za-z]+\}/g)].map(([token]) => token).sort();

/** The strings of a value, by their paths. */
function* stringsOf(value: unknown, where: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [where, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsOf(item, [...where, index]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...where, key]);
}
const valueAt = (value: unknown, where: PropertyKey[]) =>
  where.reduce<unknown>(
    (at, step) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[step as string] : undefined),
    value,
  );

const site = siteSchema.parse(translated(read(path.join(contentDir, 'site.json')).value, translationOf('site.json')), PARSE_OPTIONS);
const filled = sitePlaceholders(site);
// The values {service}, {serviceInText} and {area} take on the translated pages.
const services = Object.entries(translated(read(path.join(contentDir, 'services.json')).value, translationOf('services.json')) as object)
  .filter(([slug]) => slug !== '$schema')
  .map(([, service]: [string, { title: string; nameInText?: string }]) => ({
    service: service.title,
    serviceInText: service.nameInText ?? service.title.toLowerCase(),
  }));
const areas = new Map(
  Object.entries(read(path.join(contentDir, 'areas.json')).value as object)
    .filter(([slug]) => slug !== '$schema')
    .map(([slug, area]: [string, { name: string }]) => [slug, area.name]),
);
const areaNames = [...areas.values()];
const pageValues = services.flatMap((service) => areaNames.map((area) => ({ ...service, area })));

let count = 0;
// Translated Markdown is the build's to check: it reads each page's front matter and text as it builds.
for (const file of filesIn(folder)
  .filter((name) => !name.endsWith('.md'))
  .sort()) {
  const spec = specOf(file);
  const shown = path.join(folder, file);
  if (!spec) {
    console.log(`${shown}: no such content file in ${contentDir}/`);
    count++;
    continue;
  }
  const mainPath = path.join(contentDir, spec.file);
  if (!existsSync(mainPath)) {
    console.log(`${shown}: translates ${mainPath}, which does not exist`);
    count++;
    continue;
  }
  const main = read(mainPath).value;
  const parsed = read(shown);
  const translation = { path: shown, positionOf: parsed.positionOf, written: parsed.value };
  const extras = TRANSLATION_EXTRAS.get(spec);
  const problems = translationProblems(parsed.value, main, spec.schema, translation, { path: mainPath }, extras);
  // A record's own slug (its address in the language) is no field of the main file's schema.
  const words = extras?.records?.slug ? withoutSlugs(parsed.value, new Map()) : parsed.value;
  // wordsAsked counts the editor's "$schema" among the words; it is not one, and a translation has no schema of its own to name.
  // A review written in the translation's language already ("language": "en" for en-US) is shown as written: no word is missing.
  const inItsLanguage = (where: PropertyKey[]) => {
    const written = spec === siteFiles.testimonials && valueAt(main, [...where.slice(0, 2), 'language']);
    return typeof written === 'string' && sameLanguage(written, language);
  };
  const asked = wordsAsked(spec, main, parsed.value);
  for (const where of asked.filter((where) => where[0] !== '$schema' && !inItsLanguage(where)))
    problems.push(`${shown}: ${formatJsonPath(where)}: not translated`);
  // Words given but still the starter's or the translator's stand-ins, as the build names them.
  problems.push(...bracketedStandIns([translation]));
  // A placeholder the main text lacks there is a misspelling or one the page cannot fill; one left out is the
  // translator's choice, as the build takes it (a title may drop {business} to stay under 60 characters).
  for (const [where, text] of stringsOf(parsed.value)) {
    const inMain = valueAt(main, where);
    // A sentence the same as the main file's was copied, not translated; a name of a few words (a neighbourhood's) may stay as it is.
    if (text === inMain && (text.match(/\p{L}+/gu) ?? []).length >= 6)
      problems.push(`${shown}: ${formatJsonPath(where)}: the same as the main file's words: not translated yet?`);
    const added = typeof inMain === 'string' ? placeholdersIn(text).filter((token) => !placeholdersIn(inMain).includes(token)) : [];
    if (added.length > 0) problems.push(`${shown}: ${formatJsonPath(where)}: ${added.join(' ')} is not in the main text here`);
  }
  // The main file with the translation's words, as the build would read it: the schema's limits hold.
  const merged = fillSitePlaceholders(
    translated(main, words),
    filled,
    () => {},
    () => new Set(['service', 'serviceInText', 'area']),
  );
  const checked = (spec.schema as z.ZodType).safeParse(merged, PARSE_OPTIONS);
  if (!checked.success)
    for (const issue of checked.error.issues)
      problems.push(`${shown}: ${formatJsonPath(issue.path as PropertyKey[])}: ${issue.message} (translated)`);
  // Meta text with per-page placeholders, filled for every page it is used on.
  for (const [where, text] of stringsOf(merged)) {
    const field = where.at(-1) as 'title' | 'description';
    if (!/meta$/i.test(String(where.at(-2))) || !(field in META_LIMITS) || !/\{(service|serviceInText|area)\}/.test(text)) continue;
    const longest = pageValues.map((values) => fillPagePlaceholders(text, values)).sort((a, b) => b.length - a.length)[0]!;
    if (longest.length > META_LIMITS[field])
      problems.push(`${shown}: ${formatJsonPath(where)}: "${longest}" ${tooLong(longest, META_LIMITS[field])}`);
  }
  count += problems.length;
  console.log(problems.length > 0 ? problems.join('\n') : `${shown}: all words translated, no problems`);
}
// A town's local file with no translation at all keeps the town's page out of the language, however complete the rest is.
const localDir = path.join(contentDir, 'local');
for (const file of existsSync(localDir)
  ? readdirSync(localDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : []) {
  if (existsSync(path.join(folder, 'local', file))) continue;
  const slug = file.replace(/\.json$/, '');
  console.log(
    `${path.join(folder, 'local', file)}: not translated: the ${languageName(language)} page of ${areas.get(slug) ?? slug} is not built`,
  );
  count++;
}
// A main file of words the translation has no file for: none of its words are translated (redirects.json has none).
for (const spec of specs) {
  const mainPath = path.join(contentDir, spec.file);
  if (!existsSync(mainPath) || existsSync(path.join(folder, spec.file))) continue;
  if (wordsOf(read(mainPath).value, spec.schema) === undefined) continue;
  console.log(`${path.join(folder, spec.file)}: not translated: no such file, so no word of ${mainPath} is`);
  count++;
}
/** Whether the build leaves a Markdown file out of every language: `draft: true`, or an article dated in the future. */
function heldBack(file: string, spec: typeof freePagesFolder | typeof articlesFolder): boolean {
  const front = FRONT_MATTER.exec(readFileSync(file, 'utf8'))?.[1];
  let data: unknown;
  try {
    data = front === undefined ? {} : parseYaml(front);
  } catch {
    return false; // The build names the mistake; here it is a page like any other.
  }
  const { draft, date } = (data ?? {}) as { draft?: unknown; date?: unknown };
  return draft === true || (typeof date === 'string' && spec.notYet?.({ date } as never) !== undefined);
}
// A Markdown page or article with no file of its name here is not built in the language.
for (const spec of [freePagesFolder, articlesFolder]) {
  const dir = path.join(contentDir, spec.folder);
  for (const name of existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.md')) : []) {
    const file = path.join(spec.folder, name);
    if (existsSync(path.join(folder, file)) || heldBack(path.join(contentDir, file), spec)) continue;
    console.log(
      `${path.join(folder, file)}: not translated: the ${languageName(language)} page of ${path.join(contentDir, file)} is not built`,
    );
    count++;
  }
}
console.log(count > 0 ? `${count} problems` : 'no problems');
process.exitCode = count > 0 ? 1 : 0;
