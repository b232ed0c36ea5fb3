/**
 * Which values of content are words, which a translation gives, and which are facts, from the main language's files
 * alone. A string is words unless it has a fixed form the schema checks (a slug, a date, a URL) or is marked a fact.
 */
import { z } from 'zod';

const FACTS = new WeakSet<z.ZodType>();

/**
 * Marks a string of content as a fact (a name, a city, an image file). Mark a field's own schema, after its
 * `.describe()`, never a shared one such as `text`: the mark is on the schema object, so every field using it would be a fact.
 */
export function fact<Schema extends z.ZodType>(schema: Schema): Schema {
  FACTS.add(schema);
  return schema;
}

const FACTS_IN_WORDS = new WeakSet<z.ZodType>();

/**
 * Marks a fact a translation may name in its own language (a licensing agency) without being asked to: left out, the
 * main file's name stands, as a proper name would. Mark the field's own schema, as with `fact`.
 */
export function factInWords<Schema extends z.ZodType>(schema: Schema): Schema {
  FACTS_IN_WORDS.add(fact(schema));
  return schema;
}

/** Whether a translation may give this fact in its own words (`factInWords`). */
export const isFactInWords = (schema: z.ZodType): boolean => FACTS_IN_WORDS.has(unwrapped(schema));

const LANGUAGE_DEFAULTS = new WeakSet<z.ZodType>();

/**
 * Marks words the pages' language gives when content leaves them out (a label, or a name made from the record's own
 * title), or an object of them: a translation may give them where the main file does not. Other words a main file
 * leaves out show nowhere, so a translation may not.
 */
export function languageDefault<Schema extends z.ZodType>(schema: Schema): Schema {
  LANGUAGE_DEFAULTS.add(schema);
  return schema;
}

/** Whether the language gives a default for a field of this schema (`languageDefault`), or for an object of such fields. */
export const hasLanguageDefault = (schema: z.ZodType | undefined): boolean =>
  schema !== undefined && (LANGUAGE_DEFAULTS.has(schema) || LANGUAGE_DEFAULTS.has(unwrappedObject(schema) as z.ZodType));

/** The schema inside optional, default, prefault and pipe (transform) wrappers, or the fact they wrap. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let at: z.ZodType = schema;
  for (;;) {
    if (FACTS.has(at)) return at;
    if (at instanceof z.ZodOptional || at instanceof z.ZodDefault || at instanceof z.ZodPrefault) at = at.unwrap() as z.ZodType;
    else if (at instanceof z.ZodPipe) at = at.in as z.ZodType;
    else return at;
  }
}

/** Whether a value of this schema is a text of any kind, words or a fact (a slug, a date). */
export function isText(schema: z.ZodType): boolean {
  const at = unwrapped(schema);
  return at instanceof z.ZodString || (at instanceof z.ZodPipe && isText(at.in as z.ZodType));
}

/** The object schema inside a field's wrappers (of a union, such as a name or a group, its object), or undefined for another kind. */
export function unwrappedObject(schema: z.ZodType): z.ZodObject | undefined {
  const at = unwrapped(schema);
  if (at instanceof z.ZodUnion) return (at.options as z.ZodType[]).map(unwrappedObject).find((option) => option !== undefined);
  return at instanceof z.ZodObject ? at : undefined;
}

/** The schema of the value at `path` in a value of `schema`, or undefined where the schema has no such place. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const step of path) {
    at = at && unwrapped(at);
    if (at instanceof z.ZodUnion) at = unwrappedObject(at) ?? at;
    if (at instanceof z.ZodObject)
      at = Object.hasOwn(at.shape, String(step)) ? (at.shape[String(step)] as z.ZodType) : (at.def.catchall as z.ZodType | undefined);
    // An index as a number, or as a page's words name it (`within: ['jobs', '1']`).
    else if (at instanceof z.ZodArray && /^\d+$/.test(String(step))) at = at.element as z.ZodType;
    else if (at instanceof z.ZodRecord) at = at.valueType as z.ZodType;
    else return undefined;
    if (at instanceof z.ZodNever) return undefined;
  }
  return at;
}

/** Whether a value of this schema is words: a string of no fixed form that the schema does not mark a fact. */
export function isWords(schema: z.ZodType): boolean {
  const at = unwrapped(schema);
  if (FACTS.has(at)) return false;
  if (at instanceof z.ZodUnion) return (at.options as z.ZodType[]).some(isWords);
  if (!(at instanceof z.ZodString)) return false;
  // A pattern or a format (regex, url, email…): a fact of a fixed form.
  return !(at.def.checks ?? []).some((check) => (check._zod.def as { check?: string }).check === 'string_format');
}

/** Fields a translation may give although facts: at the top of its file ("phone"), or in each of its records ("slug"). */
export type TranslationExtras = { top?: Record<string, z.ZodType>; records?: Record<string, z.ZodType> };

/** For editors, the schema of a translation of `schema`: its words alone, each optional, a list of words whole; none for facts alone. */
export function translationSchemaOf(schema: z.ZodType, { top, records }: TranslationExtras = {}): z.ZodType | undefined {
  const at = unwrapped(schema);
  const described = (words: z.ZodType) => {
    const description = schema.description ?? at.description;
    return description ? words.describe(description) : words;
  };
  if (isWords(at) || isFactInWords(at)) return described(at);
  if (at instanceof z.ZodObject) {
    const shape = Object.entries(at.shape as Record<string, z.ZodType>).flatMap(([key, child]) => {
      const words = translationSchemaOf(child);
      return words ? [[key, words.optional()] as const] : [];
    });
    const catchall = at.def.catchall as z.ZodType | undefined;
    const eachRecord = catchall && !(catchall instanceof z.ZodNever) ? translationSchemaOf(catchall, { top: records }) : undefined;
    // The editor's "$schema" alone is no words: a file of facts (redirects.json) has no translation.
    if (shape.every(([key]) => key === '$schema') && !eachRecord && !top) return undefined;
    const extras = Object.entries(top ?? {}).map(([key, extra]) => [key, extra.optional()] as const);
    const object = z.strictObject(Object.fromEntries([...shape, ...extras]));
    return described(eachRecord ? object.catchall(eachRecord) : object);
  }
  if (at instanceof z.ZodArray) {
    const element = at.element as z.ZodType;
    if (isWords(element)) return described(z.array(element));
    const words = translationSchemaOf(element);
    return words && described(z.array(words));
  }
  if (at instanceof z.ZodRecord) {
    const words = translationSchemaOf(at.valueType as z.ZodType, { top: records });
    return words && described(z.record(at.keyType as z.ZodString, words));
  }
  if (at instanceof z.ZodUnion) {
    const options = (at.options as z.ZodType[]).flatMap((option) => translationSchemaOf(option) ?? []);
    return options.length > 1 ? described(z.union(options)) : options[0];
  }
  return undefined;
}
