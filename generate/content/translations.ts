/** A translation of a content file: the main file's words alone, at their places; pages made of what it leaves out are not built in it. */
import { z } from 'zod';
import { type ContentFile, contentProblem, didYouMean, displayPath, keyHereAlready } from '../errors.ts';
import { atKey, valueAt } from './json.ts';
import { hasLanguageDefault, isFactInWords, isWords, schemaAt, type TranslationExtras, unwrappedObject } from './words.ts';

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A field of a value as written, none for a name every object has (`constructor`), which content may use as a key. */
const fieldOf = (value: Json, key: string): Json => (isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined);

/** A list of words (features, paragraphs): given whole, at any length. */
const isWordList = (schema: z.ZodType | undefined, value: Json) => {
  const element = schema && schemaAt(schema, [0]);
  return Array.isArray(value) && element !== undefined && value.every((item) => typeof item === 'string') && isWords(element);
};

/** Whether a translation may give the field at `path` where the main file has none: one its language gives a default (a label). */
function hasDefault(schema: z.ZodType, path: PropertyKey[]): boolean {
  if (path.length === 0) return false;
  const parent = schemaAt(schema, path.slice(0, -1));
  const object = parent && unwrappedObject(parent);
  if (object === undefined || !Object.hasOwn(object.shape, String(path.at(-1)))) return false;
  return hasLanguageDefault(object) || hasLanguageDefault(object.shape[String(path.at(-1))] as z.ZodType);
}

/**
 * What is wrong with a translation of `main`: a field the main file lacks, or a fact other than `extras` (a slug, its own
 * phone) and those it may name in its words (`factInWords`).
 */
export function translationProblems(
  translation: Json,
  main: Json,
  schema: z.ZodType,
  file: ContentFile,
  mainFile: ContentFile,
  { top, records }: TranslationExtras = {},
): string[] {
  const problems: string[] = [];
  // `beside`: the other keys of its object in the translation.
  const walk = (value: Json, inMain: Json, path: PropertyKey[], parentInMain?: Json, beside: string[] = []) => {
    const allowed = path.length === 1 ? fieldOf(top, String(path[0])) : path.length === 2 ? fieldOf(records, String(path[1])) : undefined;
    if (allowed instanceof z.ZodType) {
      const checked = allowed.safeParse(value);
      if (!checked.success) problems.push(contentProblem(file, path, checked.error.issues[0]!.message));
      return;
    }
    if (path.length > 0 && path.at(-1) === '$schema') return;
    // A field the main file leaves to its language's default (a label) may be given; a record or another field it does not have may not.
    if (inMain === undefined && !hasDefault(schema, path)) {
      const key = String(path.at(-1));
      const meant = isObject(parentInMain)
        ? keyHereAlready(
            key,
            beside.filter((other) => Object.hasOwn(parentInMain, other)),
          ) || didYouMean(key, Object.keys(parentInMain))
        : '';
      const hint = meant ? `; ${meant}` : '';
      problems.push(
        contentProblem(
          file,
          atKey(file, path),
          `not in ${displayPath(mainFile.path)}: a translation gives the words of the main language's fields only${hint}`,
        ),
      );
      return;
    }
    const at = schemaAt(schema, path);
    if (isObject(value) && (isObject(inMain) || inMain === undefined)) {
      for (const [key, item] of Object.entries(value)) walk(item, fieldOf(inMain, key), [...path, key], inMain, Object.keys(value));
    } else if (Array.isArray(value) && Array.isArray(inMain) && !isWordList(at, value)) {
      for (const [index, item] of value.entries()) walk(item, inMain[index], [...path, index]);
    } else if (!(at && (isWords(at) || isFactInWords(at) || isWordList(at, value)))) {
      problems.push(contentProblem(file, path, `is a fact, not words: it comes from ${displayPath(mainFile.path)}; remove it here`));
    }
  };
  walk(translation, main, []);
  return problems;
}

/**
 * The places of the words of `main` that `translation` does not give, under `within`: each where the translation's
 * text stops (`faq`, not each question of a list it leaves out whole; `image.alt`, the one word of an image), so the
 * report names what to add. Words the main file leaves out (a city's permits) show nowhere: none is asked for.
 */
export function missingWords(main: Json, translation: Json, schema: z.ZodType, within: PropertyKey[] = []): PropertyKey[][] {
  // Each place the translation stops, with the words under it: a place of one word is named by it ("image.alt").
  const missing = new Map<string, PropertyKey[][]>();
  const walk = (inMain: Json, value: Json, path: PropertyKey[], gone?: PropertyKey[]) => {
    const at = schemaAt(schema, path);
    const stop = gone ?? (value === undefined ? path : undefined);
    if (isObject(inMain)) {
      for (const [key, item] of Object.entries(inMain)) if (key !== '$schema') walk(item, fieldOf(value, key), [...path, key], stop);
    } else if (Array.isArray(inMain) && !isWordList(at, inMain)) {
      for (const [index, item] of inMain.entries()) walk(item, Array.isArray(value) ? value[index] : undefined, [...path, index], stop);
    } else if (at && (isWords(at) || isWordList(at, inMain)) && stop && inMain !== undefined && inMain !== '') {
      const key = JSON.stringify(stop.map(String));
      missing.set(key, [...(missing.get(key) ?? [stop]), path]);
    }
  };
  walk(valueAt(main, within), valueAt(translation, within), [...within]);
  // A record left out whole stays named by itself, however few its words.
  return [...missing.values()].map(([stop, ...words]) => (words.length === 1 && stop!.length > within.length ? words[0]! : stop!));
}

/** The words of `main` alone, at their places: what a translation of it gives, none where it has no words. */
export function wordsOf(main: Json, schema: z.ZodType, path: PropertyKey[] = []): Json {
  const at = schemaAt(schema, path);
  if (isObject(main)) {
    const words = Object.entries(main).flatMap(([key, item]) => {
      const given = key === '$schema' ? undefined : wordsOf(item, schema, [...path, key]);
      return given === undefined ? [] : [[key, given] as const];
    });
    return words.length > 0 ? Object.fromEntries(words) : undefined;
  }
  if (Array.isArray(main) && !isWordList(at, main)) {
    // Each item at its index, an item without words as an empty one.
    const items = main.map((item, index) => wordsOf(item, schema, [...path, index]));
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? {}) : undefined;
  }
  return at && (isWords(at) || isWordList(at, main)) && main !== '' ? main : undefined;
}

/** The main file with the translation's words in their places; lists of words replaced whole. */
export function translated<T>(main: T, translation: Json): T {
  if (translation === undefined) return main;
  if (isObject(main) && isObject(translation)) {
    // A field the main file leaves to its default (a label) is the translation's alone.
    const own = Object.entries(translation).filter(([key]) => !Object.hasOwn(main, key) && key !== '$schema');
    return Object.fromEntries([
      ...Object.entries(main).map(([key, value]) => [key, translated(value, fieldOf(translation, key))]),
      ...own,
    ]) as T;
  }
  if (Array.isArray(main) && Array.isArray(translation)) {
    const words = main.every((item) => typeof item === 'string') && translation.every((item) => typeof item === 'string');
    return (words ? translation : main.map((item, index) => translated(item, translation[index]))) as T;
  }
  return (typeof main === typeof translation ? translation : main) as T;
}
