import { readFile } from 'node:fs/promises';
import { createScanner, getLocation, type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { BuildError, type ContentFile, type ContentWhere, contentProblem, type JsonPath, type TextPosition } from '../errors.ts';

/** How deep content may nest (it nests 4 levels): later steps walk values recursively, and 5,000 levels would overflow the stack. */
const MAX_NESTING = 64;

/** A parsed content file: its value, and where any part of it stands in the text, for messages. */
export type ParsedJson = {
  value: unknown;
  /** Where the value at `where` (or its key) stands; for a path past the file (a missing field), the nearest value's place. */
  positionOf: (where: JsonPath, part?: 'key' | 'value') => TextPosition;
};

/** Parses keeping each value's place (jsonc-parser), naming what JSON.parse hides: nesting too deep, a key twice (it keeps the last). */
export function parseJson(source: string | Uint8Array, file: string): ParsedJson {
  const text = typeof source === 'string' ? source.replace(/^\uFEFF/, '') : decodeUtf8(source, file);
  const position = positionsIn(text);
  const tooDeep = tooDeepAt(text);
  if (tooDeep !== -1) {
    throw new BuildError([
      contentProblem(file, position(tooDeep), `nested more than ${MAX_NESTING} levels deep; content is never nested that deep`),
    ]);
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  // The first error only: after it, the parser's guesses at what was meant make the rest noise.
  if (errors[0]) throw new BuildError([syntaxProblem(text, errors[0], file)]);
  if (!root) throw new Error(`jsonc-parser read ${file} without error but made no tree`);
  const duplicates = duplicateKeys(root);
  if (duplicates.length > 0) {
    throw new BuildError(
      duplicates.map(({ key, first, where }) =>
        contentProblem(
          file,
          { ...position(key.offset), path: where },
          `duplicate key (first at line ${position(first.offset).line}); each key must appear once`,
        ),
      ),
    );
  }
  return {
    // The tree says the text is JSON; JSON.parse makes its value of ordinary objects.
    value: JSON.parse(text),
    positionOf: (where, part = 'value') => {
      const { node, found } = nodeAt(root, where);
      const key = part === 'key' && found && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
      return position((key ?? node).offset);
    },
  };
}

/** The line and column (from 1) of each offset of one text, from its line starts found once: a file may have a message per city. */
function positionsIn(text: string): (offset: number) => TextPosition {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    let line = starts.length - 1;
    while (line > 0 && starts[line]! > offset) line--;
    return { line: line + 1, column: offset - starts[line]! + 1 };
  };
}

/** A UTF-8 file's text without the byte order mark Windows editors write; otherwise a problem naming its encoding and first wrong byte. */
function decodeUtf8(bytes: Uint8Array, file: string): string {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.includes(0);
  const saveAsUtf8 = 'save it as UTF-8 (in VS Code: "Save with Encoding", then "UTF-8")';
  if (utf16) throw new BuildError([contentProblem(file, null, `the file is saved as UTF-16, not UTF-8; ${saveAsUtf8}`)]);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // The byte order mark kept, so that offsets in the text and in the bytes agree.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const offset = firstReplacedByte(text, bytes);
    const byte = bytes[Buffer.byteLength(text.slice(0, offset))] ?? 0;
    const where = positionsIn(text.replace(/^\uFEFF/, ''))(offset - (text.startsWith('\uFEFF') ? 1 : 0));
    const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    throw new BuildError([
      contentProblem(file, where, `the file is not UTF-8 (byte ${hex} here; perhaps Windows-1252 or Latin-1); ${saveAsUtf8}`),
    ]);
  }
}

/** Where lenient decoding put its first U+FFFD for bytes that are not UTF-8, rather than for a U+FFFD the file really has. */
function firstReplacedByte(text: string, bytes: Uint8Array): number {
  for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', at + 1)) {
    const byte = Buffer.byteLength(text.slice(0, at));
    if (!(bytes[byte] === 0xef && bytes[byte + 1] === 0xbf && bytes[byte + 2] === 0xbd)) return at;
  }
  return 0;
}

const VALUE_EXPECTED = 'expected a value: text in double quotes, a number, true, false, null, an object {…} or a list […]';

/** What each kind of syntax error jsonc-parser reports means, and what is expected instead. */
const SYNTAX_ERRORS: Record<ReturnType<typeof printParseErrorCode>, string> = {
  InvalidSymbol: VALUE_EXPECTED,
  InvalidNumberFormat: 'not a number; numbers are written like 12 or 4.5',
  PropertyNameExpected: 'expected a field name in double quotes',
  ValueExpected: VALUE_EXPECTED,
  ColonExpected: 'expected ":" between the field name and its value',
  CommaExpected: 'expected "," between two items',
  CloseBraceExpected: 'expected "}" to close the object',
  CloseBracketExpected: 'expected "]" to close the list',
  EndOfFileExpected: 'expected the end of the file after the last closing bracket',
  InvalidCommentToken: 'comments are not allowed in JSON; remove it',
  UnexpectedEndOfComment: 'comments are not allowed in JSON; remove it',
  UnexpectedEndOfString: 'text is not closed; expected a double quote before the end of the line',
  UnexpectedEndOfNumber: 'the number stops short; numbers are written like 12 or 4.5',
  InvalidUnicode: 'expected four hexadecimal digits after \\u',
  InvalidEscapeCharacter: 'unknown escape after a backslash; a backslash itself is written \\\\',
  InvalidCharacter: 'a tab or line break inside text; write it as \\t or \\n',
  '<unknown ParseErrorCode>': 'not valid JSON',
};

/** Errors where a token was expected (a symbol that is no value, too): the message says what was found instead. */
const expectsToken = (code: string) => code.endsWith('Expected') || code === 'InvalidSymbol';

/** A syntax error as one problem: where it is, in which record, what is wrong and what is expected. */
function syntaxProblem(text: string, error: ParseError, file: string): string {
  if (text.trim() === '') return contentProblem(file, null, 'invalid JSON: the file is empty');
  const found = text.slice(error.offset, error.offset + error.length);
  const location = getLocation(text, error.offset);
  const before = text.slice(0, error.offset).trimEnd();
  const path = location.path.filter((step) => step !== '');
  const position = positionsIn(text);
  const invalid = (offset: number, where: JsonPath, message: string) =>
    contentProblem(file, { ...position(offset), ...(where.length > 0 ? { path: where } : {}) }, `invalid JSON: ${message}`);
  // A comma after the last item: said as such, at the comma, the one character to remove, in the object or list it ends.
  if ((found === '}' || found === ']') && before.endsWith(',')) {
    const container = found === ']' ? path.slice(0, -1) : path;
    return invalid(before.length - 1, container, `a comma after the last item; remove the "," before "${found}"`);
  }
  // A number written with thousands separators ("amount": 1,200) reads as 1, then a field name that is none: said as such, at it.
  const separated = location.isAtPropertyKey && /^\d{3}$/.test(found) ? /\d+,$/.exec(before) : null;
  if (separated) {
    const written = /^[\d,]+/.exec(text.slice(separated.index))![0].replace(/,+$/, '');
    const where = getLocation(text, separated.index).path.filter((step) => step !== '');
    return invalid(separated.index, where, `a number has no thousands separator: write ${written.replaceAll(',', '')}, not ${written}`);
  }
  // Where a field name belongs, a name without double quotes (or a stray comma) is read as a bad value: say what belongs there.
  const reported = printParseErrorCode(error.error);
  const code =
    location.isAtPropertyKey && (reported === 'InvalidSymbol' || reported === 'ValueExpected') ? 'PropertyNameExpected' : reported;
  const shown = found.length > 20 ? `${found.slice(0, 20)}…` : found;
  // Said as such: "expected text in double quotes" over text that looks double-quoted does not show the mistake.
  if (expectsToken(code) && /^[“”‘’]/.test(found)) {
    const message = `curly quotes (as a word processor or phone writes them), found ${JSON.stringify(shown)}; use straight double quotes (") instead`;
    return invalid(error.offset, path, message);
  }
  const foundText = !expectsToken(code)
    ? ''
    : error.offset >= text.length
      ? ', found the end of the file'
      : `, found ${JSON.stringify(shown)}`;
  return invalid(error.offset, path, `${SYNTAX_ERRORS[code]}${foundText}`);
}

/** Where the text first opens an array or object deeper than MAX_NESTING, or -1: a scanner reads tokens in a loop, safe at any depth. */
function tooDeepAt(text: string): number {
  const scanner = createScanner(text, true);
  let depth = 0;
  while (scanner.getPosition() < text.length) {
    scanner.scan();
    const offset = scanner.getTokenOffset();
    const char = text[offset];
    if (char === '{' || char === '[') {
      if (++depth > MAX_NESTING) return offset;
    } else if (char === '}' || char === ']') depth--;
  }
  return -1;
}

type DuplicateKey = { key: Node; first: Node; where: JsonPath };

/** Every key that repeats one before it in the same object (jsonc-parser, like JSON.parse, accepts them). */
function duplicateKeys(node: Node, where: JsonPath = []): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const seen = new Map<string, Node>();
  for (const [index, child] of (node.children ?? []).entries()) {
    if (child.type !== 'property') {
      found.push(...duplicateKeys(child, [...where, index]));
      continue;
    }
    // In a tree parsed without errors, every property has its key and its value.
    const [key, value] = child.children as [Node, Node];
    const first = seen.get(key.value);
    if (first) found.push({ key, first, where: [...where, key.value] });
    else seen.set(key.value, key);
    found.push(...duplicateKeys(value, [...where, key.value]));
  }
  return found;
}

/** The node a JSON path leads to, or the deepest one on its way, and whether the whole path was found. */
function nodeAt(root: Node, where: JsonPath): { node: Node; found: boolean } {
  let node = root;
  for (const step of where) {
    const key = typeof step === 'object' ? step.key : step;
    const next =
      node.type === 'array'
        ? node.children?.[Number(key)]
        : node.children?.find((property) => property.children?.[0]?.value === key)?.children?.[1];
    if (!next) return { node, found: false };
    node = next;
  }
  return { node, found: true };
}

/** A copy of `value` where `replace` saw every value top down with its path; what it returns (not undefined) is kept, not walked into. */
export function mapJson<T>(value: T, replace: (value: unknown, where: PropertyKey[]) => unknown, where: PropertyKey[] = []): T {
  const replaced = replace(value, where);
  if (replaced !== undefined) return replaced as T;
  if (Array.isArray(value)) return value.map((item, index) => mapJson(item, replace, [...where, index])) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapJson(item, replace, [...where, key])])) as T;
  }
  return value;
}

/** Where a problem of a key is named: at the key itself, as an unknown field is (a YAML field's value starts on the line below it). */
export const atKey = (file: ContentFile, where: JsonPath): ContentWhere =>
  file.positionOf ? { ...file.positionOf(where, 'key'), path: where } : where;

/** The value at a JSON path of a parsed file, undefined where it has none. */
export function valueAt(value: unknown, where: JsonPath): unknown {
  let at = value;
  for (const step of where) {
    const key = typeof step === 'object' ? step.key : step;
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** A content file's bytes, `missing` when there is none, or why one that is there cannot be read (a folder by its name, no permission). */
export async function readContentFile(file: string): Promise<Buffer | 'missing' | { unreadable: string }> {
  try {
    return await readFile(file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return 'missing';
    if (code === 'EISDIR') return { unreadable: 'is a folder, not a file' };
    return { unreadable: code === 'EACCES' || code === 'EPERM' ? 'cannot be read: check its permissions' : `cannot be read: ${message}` };
  }
}

/** A content file read and parsed, or `missing`; one that cannot be read or parsed is a problem naming it, never "not given". */
export async function readJsonFile(file: string, problems: string[]): Promise<ParsedJson | 'missing' | undefined> {
  const bytes = await readContentFile(file);
  if (bytes === 'missing') return bytes;
  if (!Buffer.isBuffer(bytes)) {
    problems.push(contentProblem(file, null, bytes.unreadable));
    return undefined;
  }
  try {
    return parseJson(bytes, file);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}
