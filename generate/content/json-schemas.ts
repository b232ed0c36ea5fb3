/**
 * The JSON Schema of each content file, for editors, which check and complete a file naming it in "$schema". Written by
 * `npm run schemas` to content/schemas/, so "$schema" paths stay short; a unit test fails when they drift. The build never reads them.
 */
import path from 'node:path';
import { z } from 'zod';
import { type ContentFileSpec, type ContentSource, contentSources } from './load.ts';
import { MARKDOWN_TRANSLATION_EXTRAS, type MarkdownFolder } from './markdown.ts';
import { LOCAL_FOLDER } from './local.ts';
import { localSchema } from './local-schema.ts';
import { TRANSLATION_EXTRAS } from './translation-load.ts';
import { type TranslationExtras, translationSchemaOf } from './words.ts';

/** Every file of content/local/ shares one schema, "../schemas/local.schema.json"; its title names the folder's files. */
export const LOCAL_FILES = { file: 'local.json', title: `content/${LOCAL_FOLDER}/{area-slug}.json`, schema: localSchema };

/** A folder's front matter as a JSON Schema: Markdown has no "$schema", but YAML tools (VS Code's YAML extension) can be pointed at it. */
function frontMatterSchemaOf({ folder, frontMatter }: MarkdownFolder) {
  return {
    file: `front-matter/${folder}.json`,
    title: `content/${folder}/{slug}.md, its front matter`,
    schema: frontMatter,
    translationExtras: MARKDOWN_TRANSLATION_EXTRAS,
  };
}

export const SCHEMAS_FOLDER = 'schemas';

/** A content file's JSON Schema, relative to the content folder: "schemas/pages/home.schema.json". */
export function schemaFileOf(file: string): string {
  return path.posix.join(SCHEMAS_FOLDER, file.replace(/\.json$/, '.schema.json'));
}

/** Every content file's JSON Schema by its path: of zod's input (a field with a default may be left out), draft 7, which editors read. */
export function contentJsonSchemas(pageSources: readonly ContentSource[]): Map<string, string> {
  const { specs, folders } = contentSources(pageSources);
  const files: SchemaFile[] = [...specs, LOCAL_FILES, ...folders.map(frontMatterSchemaOf)];
  return new Map([...files, ...files.flatMap(translationSchemaFile)].map(jsonSchemaOf));
}

type SchemaFile = Pick<ContentFileSpec, 'file' | 'schema'> & { title?: string; translationExtras?: TranslationExtras };

/** Where a translation's files find their schemas: content/translations/es-US/services.json names schemas/translations/services.schema.json. */
export const TRANSLATIONS_FOLDER = 'translations';

/** The schema of a translation: its words alone, each optional, and what it may give although a fact (a slug, its own phone line). */
function translationSchemaFile(entry: SchemaFile): SchemaFile[] {
  const schema = translationSchemaOf(entry.schema, entry.translationExtras ?? TRANSLATION_EXTRAS.get(entry as ContentFileSpec) ?? {});
  if (!schema) return [];
  const title = (entry.title ?? `content/${entry.file}`).replace(/^content\//, `content/${TRANSLATIONS_FOLDER}/{language}/`);
  return [{ file: path.posix.join(TRANSLATIONS_FOLDER, entry.file), title: `${title}, a translation: its words only`, schema }];
}

/** A file's JSON Schema, by its path in the content folder. */
function jsonSchemaOf({ file, schema, title = `content/${file}` }: SchemaFile): [string, string] {
  const { $schema, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', override: formerSlugsBesideSlug });
  return [schemaFileOf(file), `${JSON.stringify({ $schema, title, ...jsonSchema }, null, 2)}\n`];
}

/** A translation's former slugs are those of its own slug, so an editor asks for the slug beside them, as the build does. */
function formerSlugsBesideSlug({ jsonSchema }: { jsonSchema: { properties?: Record<string, unknown>; dependencies?: unknown } }): void {
  if (jsonSchema.properties?.slug && jsonSchema.properties.formerSlugs) jsonSchema.dependencies = { formerSlugs: ['slug'] };
}
