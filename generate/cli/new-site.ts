/**
 * `npm run new-site -- DIR`: writes a new business's content/ and assets/ into DIR, copied from
 * examples/starter/, ready to edit and to build with `--content DIR/content --assets DIR/assets`.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fg from 'fast-glob';
import { applyEdits, modify } from 'jsonc-parser';
import { BuildError, displayPath } from '../errors.ts';
import { projectDir } from '../folders.ts';
import { isEntryPoint, runCommand } from './shared.ts';

/** The smallest complete business, whose files a new site starts from. */
const STARTER_DIR = path.join(projectDir, 'examples', 'starter');

/** The starter's words in other languages, each a translation folder as content/translations/<tag>/ holds. */
const STARTER_TRANSLATIONS_DIR = path.join(STARTER_DIR, 'translations');
const STARTER_TRANSLATIONS = existsSync(STARTER_TRANSLATIONS_DIR) ? (await readdir(STARTER_TRANSLATIONS_DIR)).sort() : [];

const usage = `Start a new business: a minimal content/ and assets/ that build at once.

Usage: npm run new-site -- DIR [--languages en-US,es-US]

  DIR          a new or empty folder; DIR/content/ and DIR/assets/ are written into it
  --languages  the pages' language, then each translation's (content/translations/<tag>/);
               the starter is written in English, and translated into ${STARTER_TRANSLATIONS.join(', ')}
  --help       this text

Then edit DIR/content/ (start with site.json) and build it:
  npm run build -- --content DIR/content --assets DIR/assets --out DIR/dist`;

/** For `--languages en-US,es-US`: the main one English (the starter's), each other one a language the starter is translated into. */
function parseLanguages(list: string): { language: string; translations: string[] } {
  const [language = '', ...translations] = list.split(',').map((tag) => tag.trim());
  const problems: string[] = [];
  if (!/^en(-|$)/.test(language))
    problems.push(
      `--languages: "${language}" comes first, as the pages' language, but the starter is written in English; start the list with en-US`,
    );
  for (const tag of translations)
    if (!STARTER_TRANSLATIONS.includes(tag))
      problems.push(
        `--languages: the starter has no "${tag}" translation (it has ${STARTER_TRANSLATIONS.join(', ')}); write content/translations/${tag}/ yourself as docs/content.md says`,
      );
  if (new Set(translations).size !== translations.length) problems.push('--languages: a language is listed twice');
  if (problems.length > 0) throw new BuildError(problems);
  return { language, translations };
}

/** The JSON Schemas editors check content with (`npm run schemas`), which a new site gets a copy of. */
const SCHEMAS_DIR = path.join(projectDir, 'content', 'schemas');

/**
 * Writes a new business with its own copy of content/schemas/, each content file's `$schema` pointing into it, so an
 * editor keeps checking the files wherever the folder moves.
 */
export async function newSite(dir: string, languages = { language: 'en-US', translations: [] as string[] }): Promise<void> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  if (entries.length > 0)
    throw new BuildError([`${displayPath(dir)} is not empty; name a new or empty folder, so nothing in it is overwritten`]);
  await mkdir(dir, { recursive: true });
  for (const folder of ['content', 'assets']) await cp(path.join(STARTER_DIR, folder), path.join(dir, folder), { recursive: true });
  const schemas = path.join(dir, 'content', 'schemas');
  await cp(SCHEMAS_DIR, schemas, { recursive: true });
  for (const tag of languages.translations)
    await cp(path.join(STARTER_TRANSLATIONS_DIR, tag), path.join(dir, 'content', 'translations', tag), { recursive: true });
  if (languages.language !== 'en-US' || languages.translations.length > 0)
    await setLanguages(path.join(dir, 'content', 'site.json'), languages);
  for (const file of await fg('**/*.json', { cwd: path.join(dir, 'content'), ignore: ['schemas/**'] })) {
    // A translation's files come from the starter's translations/, beside its content/.
    const translation = /^translations\/([^/]+)\/(.*)$/.exec(file);
    const from = translation
      ? path.join(STARTER_TRANSLATIONS_DIR, translation[1]!, translation[2]!)
      : path.join(STARTER_DIR, 'content', file);
    const to = path.join(dir, 'content', file);
    const text = await readFile(to, 'utf8');
    await writeFile(
      to,
      text.replace(/("\$schema":\s*")([^"]+)(")/, (_, open: string, schema: string, close: string) => {
        const target = path.join(schemas, path.relative(SCHEMAS_DIR, path.resolve(path.dirname(from), schema)));
        const relative = path.relative(path.dirname(to), target).split(path.sep).join('/');
        return `${open}${relative.startsWith('.') ? relative : `./${relative}`}${close}`;
      }),
    );
  }
}

/** site.json's `language` and `translations`, written after `businessType` with the file's own layout kept. */
async function setLanguages(file: string, languages: { language: string; translations: string[] }): Promise<void> {
  let text = await readFile(file, 'utf8');
  for (const [key, value, after] of [
    ['language', languages.language, 'businessType'],
    ['translations', languages.translations, 'language'],
  ] as const) {
    const getInsertionIndex = (properties: string[]) => properties.indexOf(after) + 1;
    text = applyEdits(text, modify(text, [key], value, { formattingOptions: { insertSpaces: true, tabSize: 2 }, getInsertionIndex }));
  }
  await writeFile(file, text);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' }, languages: { type: 'string' } },
    allowPositionals: true,
  });
  if (values.help) return void console.log(usage);
  await runCommand(async () => {
    if (positionals.length !== 1) throw new BuildError([`name one folder to write the new site into: npm run new-site -- DIR`]);
    const dir = path.resolve(positionals[0]!);
    const languages = values.languages === undefined ? undefined : parseLanguages(values.languages);
    await newSite(dir, languages);
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
  });
}

if (isEntryPoint(import.meta.url)) void main();
