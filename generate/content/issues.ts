/** Zod's issues as problems of a content file, each at its line and column, in the words of the file's reader. */
import { z } from 'zod';
import { type ContentFile, contentProblem, expectedOneOf, keyHereAlready, meantBy } from '../errors.ts';
import { atKey, type ParsedJson, valueAt } from './json.ts';
import { isText, isWords, schemaAt, unwrappedObject } from './words.ts';

/**
 * Zod's issues as problems, each where it is: an unknown field or a bad key at the key, a missing field at its object, the
 * rest at the value. A required field misspelt, unknown where written and missing where due, is named once, at the slip.
 */
export function issueProblems(file: ContentFile, parsed: ParsedJson, issues: readonly z.core.$ZodIssue[], schema: z.ZodType) {
  const slips = new Set(
    issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => JSON.stringify([...issue.path, meantBy(key, fieldsAt(schema, issue.path), { prefix: true })]))
        : [],
    ),
  );
  const missing = (issue: z.core.$ZodIssue) => issue.code === 'invalid_type' && issue.input === undefined;
  return issues
    .filter((issue) => !(missing(issue) && slips.has(JSON.stringify(issue.path))))
    .flatMap((issue) => oneIssueProblems(file, parsed, issue, schema));
}

function oneIssueProblems(file: ContentFile, parsed: ParsedJson, issue: z.core.$ZodIssue, schema: z.ZodType): string[] {
  const keyed = { ...file, positionOf: parsed.positionOf };
  // A key beside the same key in other capitals is told so: the key it meant is there already.
  const keysAt = (where: PropertyKey[]) => {
    const object = valueAt(parsed.value, where);
    return object !== null && typeof object === 'object' ? Object.keys(object) : [];
  };
  if (issue.code === 'unrecognized_keys') {
    const fields = fieldsAt(schema, issue.path);
    const known = keysAt(issue.path).filter((key) => fields.includes(key));
    return issue.keys.map((key) =>
      contentProblem(
        file,
        atKey(keyed, [...issue.path, key]),
        keyHereAlready(key, known) || `unknown field; ${expectedOneOf(key, fields, 'fields here', { prefix: true })}`,
      ),
    );
  }
  // Zod says "Invalid key in record" and keeps the reason one level down.
  if (issue.code === 'invalid_key') {
    const here = keyHereAlready(String(issue.path.at(-1)), keysAt(issue.path.slice(0, -1)));
    return [contentProblem(file, atKey(keyed, issue.path), here || `key ${issue.issues.map((inner) => inner.message).join('; ')}`)];
  }
  if (issue.code === 'invalid_union') {
    // The option the value was written for fails for more than its type: its own problems, where they are.
    const meant = issue.errors.filter(
      (errors) => !(errors.length === 1 && errors[0]!.code === 'invalid_type' && errors[0]!.path.length === 0),
    );
    if (meant.length === 1) {
      const within = meant[0]!.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
      return issueProblems(file, parsed, within, schema);
    }
  }
  // "A group of fields" alone does not say which: the fields it may have, as an unknown field's message lists them.
  if (issue.code === 'invalid_type' && issue.expected === 'object' && issue.input !== undefined && !hasOwnWords(issue)) {
    const fields = fieldsAt(schema, issue.path);
    if (fields.length > 0)
      return [contentProblem(file, issue.path, `must be a group of fields (${fields.join(', ')}), not ${writtenAs(issue.input)}`)];
  }
  // A list of texts written as one text ("services: a, b", as YAML reads it): the list it was meant to be. Words keep their
  // commas; slugs and the like are split at them.
  if (issue.code === 'invalid_type' && issue.expected === 'array' && typeof issue.input === 'string' && !hasOwnWords(issue)) {
    const element = schemaAt(schema, [...issue.path, 0]);
    const split = (text: string) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    const items = element && isWords(element) ? [issue.input] : split(issue.input);
    if (element && isText(element) && items.length > 0)
      return [contentProblem(file, issue.path, `${issueMessage(issue)}; write ${JSON.stringify(items).replaceAll('","', '", "')}`)];
  }
  return [contentProblem(file, issue.path, issueMessage(issue))];
}

/** What an issue says, in a content file's reader's words: the schema's own where it has them, else Zod's made plain. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (hasOwnWords(issue)) {
    if (issue.code !== 'invalid_union') return issue.message;
    // A union's options may be values (301 or 302), which have no kind to name: its own words say what it must be.
    return issue.input === undefined
      ? `missing: this field is required; it ${issue.message}`
      : `${issue.message}, not ${writtenAs(issue.input)}`;
  }
  switch (issue.code) {
    case 'invalid_union': {
      const expected = issue.errors.flatMap((errors) => (errors[0]?.code === 'invalid_type' ? [kindOf(errors[0].expected)] : []));
      return `must be ${expected.join(' or ')}, not ${writtenAs(issue.input)}`;
    }
    case 'invalid_type':
      // Zod says "Invalid input: expected number, received string".
      return issue.input === undefined
        ? `missing: this field is required, as ${kindOf(issue.expected)}`
        : `must be ${kindOf(issue.expected)}, not ${writtenAs(issue.input)}`;
    case 'invalid_value': {
      const written = typeof issue.input === 'object' ? '' : String(issue.input);
      return `${writtenAs(issue.input)} is not allowed here; ${expectedOneOf(written, issue.values.map(String), 'expected one of')}`;
    }
    case 'too_small':
    case 'too_big': {
      // Zod says "Too small: expected number to be >=1": the bound in words.
      if (issue.origin !== 'number' && issue.origin !== 'array') break;
      const small = issue.code === 'too_small';
      const bound = Number(small ? issue.minimum : issue.maximum);
      if (issue.origin === 'array') return `${small ? 'needs at least' : 'may have at most'} ${bound} item${bound === 1 ? '' : 's'}`;
      const range = issue.inclusive ? `${bound} or ${small ? 'more' : 'less'}` : `${small ? 'more' : 'less'} than ${bound}`;
      return `must be ${range}, not ${writtenAs(issue.input)}`;
    }
  }
  return issue.message;
}

/** Whether the schema gave an issue words of its own (a date: how to write one): any other than Zod's locale gives it. */
function hasOwnWords(issue: z.core.$ZodIssue): boolean {
  // Parsed with reportInput (PARSE_OPTIONS), an issue keeps the input Zod's words name, as it had while raw.
  const zods = z.config().localeError?.(issue as z.core.$ZodRawIssue);
  return issue.message !== (typeof zods === 'string' ? zods : zods?.message);
}

/** A kind of value as a content file's reader names it. */
const kindOf = (expected: string) =>
  ({
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a group of fields',
    record: 'a group of fields',
  })[expected] ?? expected;

/** A value as written, for a message: `the text "first"`, `the number 45`. */
function writtenAs(value: unknown): string {
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (Array.isArray(value)) return 'a list';
  // YAML reads a field left empty ("menu:") as null.
  return value === null ? 'an empty value' : typeof value === 'object' ? 'a group of fields' : String(value);
}

/** The fields the object at `where` may have, by its file's schema (for an unknown field's message). */
function fieldsAt(schema: z.ZodType, where: PropertyKey[]): string[] {
  const at = schemaAt(schema, where);
  const object = at && unwrappedObject(at);
  return object ? Object.keys(object.shape).filter((field) => field !== '$schema') : [];
}
