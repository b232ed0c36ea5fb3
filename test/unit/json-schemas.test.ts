/**
 * The JSON Schemas editors check content with (content/schemas/, made by `npm run schemas` from
 * the zod schemas): the committed files are what the zod schemas make, every content file names
 * its own in "$schema" (so VS Code and JetBrains check it with no set-up), and a real JSON Schema
 * validator (ajv, as editors validate) accepts the real content and the fixtures' and rejects
 * what zod rejects.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { contentJsonSchemas, LOCAL_FILES, SCHEMAS_FOLDER, schemaFileOf, TRANSLATIONS_FOLDER } from '../../generate/content/json-schemas.ts';
import { BUSINESS_TYPES_FILE, localBusinessTypes } from '../../generate/cli/schemas.ts';
import { siteFiles } from '../../generate/content/load.ts';
import { pageContentFiles, pageContentSources } from '../../generate/page-types/index.ts';

/** Every content file: the site's own and those the page types declare. */
const contentFiles = [...Object.values(siteFiles), ...pageContentFiles];
import { contentDir, projectDir } from '../helpers/site.ts';

/** The real content, and each fixture's. */
const contentDirs = ['content', ...fg.sync('test/fixtures/*/content', { cwd: projectDir, onlyDirectories: true })];
const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

const ajv = new Ajv({ allErrors: true, strict: true });
// A CommonJS module: imported whole, its plugin is its `default`.
ajvFormats.default(ajv);
const validatorOf = (file: string) => ajv.compile(readJson(contentDir, schemaFileOf(file)));

it("lists schema.org's business types as schema-dts declares them (npm run schemas writes the list)", async () => {
  const types = await localBusinessTypes();
  expect(JSON.parse(readFileSync(BUSINESS_TYPES_FILE, 'utf8'))).toEqual(types);
  expect(types).toEqual(expect.arrayContaining(['LocalBusiness', 'Plumber', 'Electrician', 'Locksmith', 'HousePainter']));
});

it('are the files npm run schemas writes from the zod schemas (run it after changing a schema of generate/content/)', () => {
  const committed = fg.sync(`${SCHEMAS_FOLDER}/**`, { cwd: contentDir }).sort();
  expect(committed).toEqual([...contentJsonSchemas(pageContentSources).keys()].sort());
  for (const [file, text] of contentJsonSchemas(pageContentSources))
    expect(readFileSync(path.join(contentDir, file), 'utf8'), file).toBe(text);
});

/** The content files a folder has: every file a site must have, and those it may leave out (gallery.json) that it has. */
const filesIn = (dir: string) =>
  contentFiles.filter((spec) => !('optional' in spec && spec.optional) || existsSync(path.join(projectDir, dir, spec.file)));

describe.each(contentDirs)('the content in %s', (dir) => {
  it.each(filesIn(dir))('$file passes its JSON Schema', ({ file }) => {
    const validate = validatorOf(file);
    expect(validate(readJson(path.join(projectDir, dir), file)) || validate.errors, file).toBe(true);
  });

  it.each(filesIn(dir))('$file names its JSON Schema in "$schema", as editors find it', ({ file }) => {
    const fromFile = path.posix.relative(path.posix.dirname(path.posix.join(dir, file)), path.posix.join('content', schemaFileOf(file)));
    expect(readJson(path.join(projectDir, dir), file).$schema).toBe(fromFile.startsWith('.') ? fromFile : `./${fromFile}`);
  });
});

/** The local files of a content folder (content/local/{area}.json), relative to it. */
const localFiles = (dir: string) => fg.sync('local/*.json', { cwd: path.join(projectDir, dir) }).sort();

describe.each(contentDirs.filter((dir) => localFiles(dir).length > 0))('the local files in %s', (dir) => {
  it.each(localFiles(dir))('%s passes local.schema.json and names it in "$schema"', (file) => {
    const validate = validatorOf(LOCAL_FILES.file);
    const json = readJson(path.join(projectDir, dir), file);
    expect(validate(json) || validate.errors, file).toBe(true);
    expect(json.$schema).toBe(path.posix.relative(path.posix.dirname(path.posix.join(dir, file)), 'content/schemas/local.schema.json'));
  });
});

it('a local file of the fixture is what the editor schema and zod both accept, and both reject a misspelt field', () => {
  const validate = validatorOf(LOCAL_FILES.file);
  const json = readJson(path.join(projectDir, 'test/fixtures/other-business/content'), 'local/santa-cruz.json');
  expect(LOCAL_FILES.schema.safeParse(json).success).toBe(true);
  expect(validate(json)).toBe(true);
  const { neighborhoods, ...misspelt } = { ...json, neighbourhoods: json.neighborhoods };
  expect(LOCAL_FILES.schema.safeParse(misspelt).success).toBe(false);
  expect(validate(misspelt)).toBe(false);
  expect(neighborhoods.length).toBeGreaterThan(0);
});

describe('a JSON Schema rejects what zod rejects', () => {
  it.each(contentFiles)('$file: a value of the wrong type, and an unknown field', ({ file, schema }) => {
    const validate = validatorOf(file);
    // A file a site may leave out (gallery.json) is read where one is: the real site's, else an example's.
    const from = [contentDir, ...fg.sync('examples/*/content', { cwd: projectDir, onlyDirectories: true, absolute: true }).sort()].find(
      (dir) => existsSync(path.join(dir, file)),
    )!;
    const wrongType = readJson(from, file);
    const where = firstLeaf(wrongType);
    const parent = where.slice(0, -1).reduce((value, key) => value[key], wrongType);
    const leaf = parent[where.at(-1)!];
    parent[where.at(-1)!] = typeof leaf === 'string' ? 12 : String(leaf);
    const unknownField = { ...readJson(from, file), colour: 'red' };
    for (const [what, value] of [
      [`${where.join('.')} as ${typeof parent[where.at(-1)!]}`, wrongType],
      ['an unknown field', unknownField],
    ] as const) {
      expect(schema.safeParse(value).success, `zod, ${what}`).toBe(false);
      expect(validate(value), `ajv, ${what}`).toBe(false);
    }
  });
});

/** The path of the first string, number or boolean in a content value, depth first, "$schema" aside. */
function firstLeaf(value: any, where: Array<string | number> = []): Array<string | number> {
  for (const [key, item] of Object.entries(value)) {
    if (key === '$schema') continue;
    const step = Array.isArray(value) ? Number(key) : key;
    if (item === null || typeof item !== 'object') return [...where, step];
    const found = firstLeaf(item, [...where, step]);
    if (found.length > 0) return found;
  }
  return [];
}

/** Every translation folder: the real site's, the fixtures' and the starter's, each with its files. */
const translationDirs = fg
  .sync(['content/translations/*', 'test/fixtures/*-*-[A-Z][A-Z]', 'examples/starter/translations/*'], {
    cwd: projectDir,
    onlyDirectories: true,
  })
  .sort();
/** The schema of a translation's file: schemas/translations/<its file>, a local file's shared one. */
const translationSchemaOf = (file: string) =>
  path.posix.join(SCHEMAS_FOLDER, TRANSLATIONS_FOLDER, file.replace(/^local\/.*/, 'local.json').replace(/\.json$/, '.schema.json'));

describe.each(translationDirs)('the translation in %s', (dir) => {
  it.each(fg.sync('**/*.json', { cwd: path.join(projectDir, dir) }).sort())('%s passes its JSON Schema and names it', (file) => {
    const json = readJson(path.join(projectDir, dir), file);
    const validate = ajv.compile(readJson(contentDir, translationSchemaOf(file)));
    expect(validate(json) || validate.errors, file).toBe(true);
    const fromFile = path.posix.relative(
      path.posix.dirname(path.posix.join(dir, file)),
      path.posix.join('content', translationSchemaOf(file)),
    );
    expect(json.$schema).toBe(fromFile);
  });
});

it("a translation's JSON Schema rejects what the build rejects in it: a fact, and a field no file has; it accepts a slug of its own", () => {
  const validate = ajv.compile(readJson(contentDir, translationSchemaOf('services.json')));
  const spanish = readJson(path.join(contentDir, 'translations/es-US'), 'services.json');
  const [slug] = Object.keys(spanish).filter((key) => key !== '$schema');
  const record = spanish[slug!];
  expect(validate({ [slug!]: { ...record, slug: 'resortes' } })).toBe(true);
  // Former slugs are those of the record's own slug in the language, as the build says: never without it.
  expect(validate({ [slug!]: { ...record, slug: 'resortes', formerSlugs: ['muelles'] } })).toBe(true);
  const { slug: _, ...withoutSlug } = record;
  expect(validate({ [slug!]: { ...withoutSlug, formerSlugs: ['muelles'] } })).toBe(false);
  expect(validate({ [slug!]: { ...record, emergency: true } })).toBe(false);
  expect(validate({ [slug!]: { ...record, colour: 'rojo' } })).toBe(false);
  expect(validate({ [slug!]: { ...record, image: { src: 'images/other.jpg' } } })).toBe(false);
});

it('gives no translation schema to a file without words: redirects.json is paths and notes for its editor, which no visitor reads', () => {
  expect(existsSync(path.join(contentDir, translationSchemaOf('redirects.json')))).toBe(false);
  expect(existsSync(path.join(contentDir, translationSchemaOf('testimonials.json')))).toBe(true);
});
