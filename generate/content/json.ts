import { BuildError, contentProblem, type TextPosition } from '../errors.ts';

/**
 * How deep arrays and objects may nest. The real content nests 4 levels; every step after parsing
 * (placeholders, the schema) walks values recursively, and 5,000 levels would overflow the stack.
 */
export const MAX_NESTING = 64;

/**
 * Parses JSON text and reports what JSON.parse alone would hide or garble:
 * the line and column of a syntax error, nesting too deep for the steps after parsing, and
 * duplicate keys (JSON.parse silently keeps the last, which would make a second "ventura" record
 * replace the first without a word). `file` is the file's path, for messages.
 */
export function parseJson(text: string, file: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const where = syntaxErrorPosition(message, text);
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s+in JSON at position \d+.*$/, '');
    throw new BuildError([contentProblem(file, where, `invalid JSON: ${reason}`)]);
  }
  const tooDeep = tooDeepAt(text);
  if (tooDeep !== -1) {
    throw new BuildError([
      contentProblem(file, lineAndColumn(text, tooDeep), `nested more than ${MAX_NESTING} levels deep; content is never nested that deep`),
    ]);
  }
  const duplicates = findDuplicateKeys(text);
  if (duplicates.length > 0) {
    throw new BuildError(
      duplicates.map((d) =>
        contentProblem(file, d, `duplicate key ${JSON.stringify(d.key)} (first at line ${d.firstLine}); each key must appear once`),
      ),
    );
  }
  return value;
}

function syntaxErrorPosition(message: string, text: string): TextPosition | null {
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /at position (\d+)/.exec(message);
  if (position) return lineAndColumn(text, Number(position[1]));
  if (/Unexpected end of JSON input/.test(message)) return lineAndColumn(text, text.length);
  return null;
}

export function lineAndColumn(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { line, column };
}

/** Where already-valid JSON opens its first array or object deeper than MAX_NESTING, or -1. A loop, not recursion, so any depth is safe. */
function tooDeepAt(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') i = endOfString(text, i);
    else if (char === '{' || char === '[') {
      if (++depth > MAX_NESTING) return i;
    } else if (char === '}' || char === ']') depth--;
  }
  return -1;
}

/** The offset of the quote that closes the JSON string opening at `start`. */
function endOfString(text: string, start: number): number {
  let end = start + 1;
  while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
  return end;
}

type DuplicateKey = { key: string; line: number; column: number; firstLine: number };

/** Scans already-valid JSON for objects that repeat a key. */
function findDuplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  // One entry per open container: a map of key → offset for objects, null for arrays.
  const stack: Array<Map<string, number> | null> = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') stack.push(new Map());
    else if (char === '[') stack.push(null);
    else if (char === '}' || char === ']') stack.pop();
    else if (char === '"') {
      const start = i;
      const end = endOfString(text, i);
      i = end;
      const keys = stack[stack.length - 1];
      let next = end + 1;
      while (/\s/.test(text[next] ?? '')) next++;
      if (!keys || text[next] !== ':') continue;
      const key = JSON.parse(text.slice(start, end + 1)) as string;
      const first = keys.get(key);
      if (first === undefined) keys.set(key, start);
      else found.push({ key, ...lineAndColumn(text, start), firstLine: lineAndColumn(text, first).line });
    }
  }
  return found;
}

/**
 * The one walk over parsed content: a copy of `value` in which `replace` has seen every value inside
 * it, from the top down, with its path. Where `replace` returns something other than undefined, that
 * is the copy's value there and is not walked into; elsewhere arrays and objects are copied and walked.
 * Placeholders are filled with it, and image references found.
 */
export function mapJson<T>(value: T, replace: (value: unknown, where: PropertyKey[]) => unknown, where: PropertyKey[] = []): T {
  const replaced = replace(value, where);
  if (replaced !== undefined) return replaced as T;
  if (Array.isArray(value)) return value.map((item, index) => mapJson(item, replace, [...where, index])) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapJson(item, replace, [...where, key])])) as T;
  }
  return value;
}
