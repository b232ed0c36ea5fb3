/**
 * Which values of content are words, which a translation gives in its language
 * (content/translations/<language>/), and which are facts, which come from the main language's
 * files alone: a phone number, hours, colours, slugs, ZIP codes, dates, images, names. A string is
 * words unless it has a fixed form (a slug, a date, a colour, a URL: a pattern the schema checks) or
 * the schema marks it a fact; numbers, booleans and choices are facts.
 */
import { z } from 'zod';

const FACTS = new WeakSet<z.ZodType>();

/**
 * Marks a string of content as a fact: the name of a business, a city, a street; an image file.
 * Mark a field's own schema (after its `.describe()`), never a shared one such as `text`.
 */
export function fact<Schema extends z.ZodType>(schema: Schema): Schema {
  FACTS.add(schema);
  return schema;
}

/** The schema inside optional, default, pipe (transform) and lazy wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let at: z.ZodType = schema;
  for (;;) {
    if (FACTS.has(at)) return at;
    if (at instanceof z.ZodOptional || at instanceof z.ZodDefault || at instanceof z.ZodPrefault || at instanceof z.ZodNullable)
      at = at.unwrap() as z.ZodType;
    else if (at instanceof z.ZodPipe) at = at.in as z.ZodType;
    else return at;
  }
}

/** The object schema inside a field's wrappers, or undefined for another kind. */
export function unwrappedObject(schema: z.ZodType): z.ZodObject | undefined {
  const at = unwrapped(schema);
  return at instanceof z.ZodObject ? at : undefined;
}

/** The schema of the value at `path` in a value of `schema`, or undefined where the schema has no such place. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const step of path) {
    at = at && unwrapped(at);
    if (at instanceof z.ZodUnion) at = (at.options as z.ZodType[]).find((option) => unwrapped(option) instanceof z.ZodObject) ?? at;
    if (at instanceof z.ZodObject) at = (at.shape[String(step)] as z.ZodType | undefined) ?? (at.def.catchall as z.ZodType | undefined);
    else if (at instanceof z.ZodArray && typeof step === 'number') at = at.element as z.ZodType;
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
  if (at instanceof z.ZodUnion) return (at.options as z.ZodType[]).some((option) => isWords(option));
  if (!(at instanceof z.ZodString)) return false;
  // A pattern or a format (regex, url, email…): a fact of a fixed form.
  return !(at.def.checks ?? []).some((check) => (check._zod.def as { check?: string }).check === 'string_format');
}
