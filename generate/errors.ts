import path from 'node:path';

/**
 * Problems the person editing the site can fix, so the CLI prints them without a stack trace: in the order of
 * `inFileOrder`, whichever check found each, for the terminal and the dev server's page alike.
 */
export class BuildError extends Error {
  readonly problems: string[];
  /** The images among the problems that did not read whole, which npm run dev waits on while a copy may be under way. */
  readonly unreadable: UnreadableImage[];
  /** What the build had found to warn of before it failed, said after the problems (as build() gives them). */
  readonly warnings: string[];
  constructor(problems: string[], found: { unreadable?: UnreadableImage[]; warnings?: string[] } = {}) {
    const ordered = inFileOrder(problems);
    super(ordered.join('\n'));
    this.name = 'BuildError';
    this.problems = ordered;
    this.unreadable = found.unreadable ?? [];
    this.warnings = found.warnings ?? [];
  }
}

/**
 * A source the images stage could not read whole (empty, not an image, no size, not decodable), as a photo still being
 * copied in fails: its path in the assets folder as content names it (`images/photo.jpg`), and the problem said of it.
 */
export type UnreadableImage = { src: string; problem: string };

/**
 * The file, line and column a message begins with, as `contentPlace` writes them: `content/areas.json:14:21: …`,
 * `content/a.md (…): …`, a folder with spaces or a drive letter before them. The file ends in an extension and holds no
 * "(" or ": ", so a page's address (`/services/x/ shares … (site.json …: 0.5)`) is no file.
 */
const PLACE = /^((?:[^(:]|:(?! ))*?\.[A-Za-z]\w*)(?::(\d+):(\d+))?(?=: | \()/;

/**
 * Messages in the order an owner works through them: by file, line and column, then their words. A message that names no
 * file (the built pages', the whole site's) comes after those that do, in the order found; a "…and 3 more" line stays
 * after the line it counts on from.
 */
export function inFileOrder(messages: readonly string[]): string[] {
  const entries: Array<{ lines: string[]; placed: Placed }> = [];
  for (const message of messages) {
    const last = entries.at(-1);
    if (message.startsWith('…') && last) last.lines.push(message);
    else entries.push({ lines: [message], placed: placed(message) });
  }
  // Array sort is stable: the messages that name no file keep the order found.
  entries.sort((a, b) => comparePlaced(a.placed, b.placed));
  return entries.flatMap(({ lines }) => lines);
}

/** A message with the file, line and column it begins with, as `inFileOrder` sorts it. */
type Placed = { message: string; file?: string; line: number; column: number };

function placed(message: string): Placed {
  const [, file, line = '0', column = '0'] = PLACE.exec(message) ?? [];
  return { message, file, line: Number(line), column: Number(column) };
}

function comparePlaced(a: Placed, b: Placed): number {
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  if (a.file === undefined || b.file === undefined) return Number(a.file === undefined) - Number(b.file === undefined);
  return text(a.file, b.file) || a.line - b.line || a.column - b.column || text(a.message, b.message);
}

/** Paths in messages are relative to where the command was run, as an editor would type them. */
export function displayPath(fullPath: string): string {
  const relative = path.relative(process.cwd(), fullPath);
  return relative && !relative.startsWith('..') ? relative : fullPath;
}

/** A step may carry a label that says which record it is, for a reader of the message: `{ key: 2, label: 'Jennifer L.' }`. */
export type JsonPath = ReadonlyArray<PropertyKey | { key: PropertyKey; label: string }>;
/** A place in a file's text, counted from 1. */
export type TextPosition = { line: number; column: number };

/** Keeps where each JSON path stands in the text, so every problem points at its line, and the JSON before placeholders are filled. */
export type ContentFile = {
  path: string;
  positionOf?: (where: JsonPath, part?: 'key' | 'value') => TextPosition;
  written?: unknown;
  /** The file that gives the value at a path where it is another: a translation's words, merged into the main file. */
  givenBy?: (where: JsonPath) => ContentFile | undefined;
};

/** Where in a content file: a JSON path, or a position in the text with the path of what stands there when known. */
export type ContentWhere = JsonPath | (TextPosition & { path?: JsonPath }) | null;

/** Formats a path inside a JSON document the way a reader would write it: `services.faq[0].answer`, `[2] (Jennifer L.).service`. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const step of path) {
    const { key, label } = typeof step === 'object' ? step : { key: step, label: undefined };
    if (typeof key === 'number') out += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(String(key))) out += out ? `.${String(key)}` : String(key);
    else out += `[${JSON.stringify(String(key))}]`;
    if (label !== undefined) out += ` (${label})`;
  }
  return out || '(top level)';
}

/** Where in content something is, as every message names it: `content/areas.json:14:21: round-rock.name`. */
export function contentPlace(file: ContentFile | string, where: ContentWhere = null): string {
  const { at, jsonPath } = placeIn(file, where);
  return `${at}${jsonPath ? `: ${formatJsonPath(jsonPath)}` : ''}`;
}

/** The file, line and column of a place in content (`content/areas.json:14:21`), and the JSON path there when known. */
function placeIn(file: ContentFile | string, where: ContentWhere): { at: string; jsonPath?: JsonPath } {
  const named: ContentFile = typeof file === 'string' ? { path: file } : file;
  const { path: filePath, positionOf } = (where !== null && !('line' in where) && named.givenBy?.(where)) || named;
  if (where === null) return { at: displayPath(filePath) };
  const [position, jsonPath] = 'line' in where ? [where, where.path] : [positionOf?.(where), where];
  return { at: `${displayPath(filePath)}${position ? `:${position.line}:${position.column}` : ''}`, jsonPath };
}

/** One problem in content, as every stage words it: `content/areas.json:14:21: round-rock.name: <message>`. */
export function contentProblem(file: ContentFile | string, where: ContentWhere, message: string): string {
  return `${contentPlace(file, where)}: ${message}`;
}

/**
 * One problem of a file content names in several places (an image missing or damaged), said once: at the first place
 * in file order, the others listed in the same line. Its one fix, the file, is read once, and no use is missed.
 */
export function problemAtFirstUse(places: ReadonlyArray<PlaceInContent>, message: string): string {
  const [first, ...rest] = placesInFileOrder(places);
  if (!first) throw new Error('internal error: a problem of no place in content');
  const firstAt = placeIn(first.file, first.where).at;
  const others = [...new Set(rest.map(({ file, where }) => placeIn(file, where).at))].filter((at) => at !== firstAt);
  const said = contentProblem(first.file, first.where, message);
  return others.length > 0 ? `${said}; also used at ${others.join(', ')}` : said;
}

type PlaceInContent = { file: ContentFile | string; where: ContentWhere };

/** Places in content in the order `inFileOrder` puts what is said of them: by file, line and column. */
export function placesInFileOrder<T extends PlaceInContent>(places: readonly T[]): T[] {
  return places
    .map((place) => ({ place, placed: placed(contentProblem(place.file, place.where, '')) }))
    .sort((a, b) => comparePlaced(a.placed, b.placed))
    .map(({ place }) => place);
}

/**
 * A system error the person running the build can fix (a full disk, a port in use), as one sentence; null for anything else,
 * which is a bug and keeps its stack trace.
 */
export function systemErrorLine(error: unknown, shown: (fullPath: string) => string): string | null {
  // A failed copy names its source as `path` and the file it was writing as `dest`.
  const { code, path: source, dest, port } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string; port?: number };
  const where = code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS' ? (dest ?? source) : source;
  const at = where ? ` ${shown(where)}` : '';
  switch (code) {
    case 'ENOSPC':
      return `no space left on the disk while writing${at}; free some space (or point --out and --cache at another disk) and build again`;
    case 'EDQUOT':
      return `the disk quota is used up while writing${at}; free some space and build again`;
    case 'EACCES':
    case 'EPERM':
      return `not allowed to write or read${at}; check the folder's owner and permissions, or choose another with --out / --cache`;
    case 'EROFS':
      return `${at.trim() || 'the folder'} is on a read-only file system; choose another folder with --out / --cache`;
    case 'EBUSY':
      return `${at.trim() || 'a folder'} is busy (a mount point, or open in another program); close what uses it, or choose another folder with --out`;
    case 'EMFILE':
    case 'ENFILE':
      return `too many files open at once; close other programs (or raise "ulimit -n") and build again`;
    case 'EADDRINUSE':
      return `${port == null ? 'the port' : `port ${port}`} is already in use; stop what uses it or choose another with --port`;
    default:
      return null;
  }
}

/**
 * esbuild's `file:line:column: ERROR: text` lines in what a module that does not compile throws (through tsx), with the
 * column counted from 1 as editors count it, and not esbuild's stack trace; null for any other error.
 */
export function compileErrorLines(text: string): string[] | null {
  const found = [...text.matchAll(/^(.+):(\d+):(\d+): ERROR: (.*)$/gm)];
  // Each place once: a builder that cannot start has printed it more than once.
  const lines = new Set(found.map(([, file, line, column, what]) => `${displayPath(file!)}:${line}:${Number(column) + 1}: ${what}`));
  return lines.size > 0 ? [...lines] : null;
}

/** The value a slip was meant to be, or, when it is no slip, every allowed value. */
export function expectedOneOf(value: string, allowed: readonly string[], listed: string, options?: SlipOptions): string {
  return didYouMean(value, allowed, options) || `${listed}: ${allowed.join(', ')}`;
}

/** `prefix`: a word cut short ("sat", "HVAC") is a slip for the one allowed value it begins, whatever its case. */
export type SlipOptions = { prefix?: boolean };

/** "did you mean …?" for the value a slip was meant to be (`meantBy`), or nothing. */
export function didYouMean(value: string, allowed: readonly string[], options?: SlipOptions): string {
  const meant = meantBy(value, allowed, options);
  return meant === undefined ? '' : `did you mean ${JSON.stringify(meant)}?`;
}

/**
 * Said of a key written in other capitals beside that very key (`keys`: the others of its object), where "did you mean"
 * would lead to a duplicate key; nothing when there is none.
 */
export function keyHereAlready(key: string, keys: Iterable<string>): string {
  const other = [...keys].find((candidate) => candidate !== key && candidate.toLowerCase() === key.toLowerCase());
  return other === undefined ? '' : `${JSON.stringify(other)} is here already, in other capitals: keep one of the two`;
}

/**
 * The allowed value a slip was meant to be: the one it is in other capitals, else one a few edits away and nearer to it
 * than to any other, so the hint never guesses between two. A renamed slug keeps its words: one allowed value that holds
 * the value whole, or is held in it, between separators and as at least half of it ("cable-repair" for
 * "door-cable-repair"), is the one meant, however many edits away.
 */
export function meantBy(value: string, allowed: readonly string[], { prefix = false }: SlipOptions = {}): string | undefined {
  // The same letters in other capitals ("Author", "Job-3.JPG") are that value, before a longer one they begin or a near one.
  const sameLetters = allowed.filter((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (sameLetters.length === 1) return sameLetters[0];
  const within = (long: string, short: string) =>
    short.length * 2 >= long.length &&
    long !== short &&
    new RegExp(`(^|[-_ ./])${short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[-_ ./])`).test(long);
  const renamed = allowed.filter((candidate) => within(value, candidate) || within(candidate, value));
  if (renamed.length === 1) return renamed[0];
  const begun =
    prefix && value.length >= 3
      ? allowed.filter((candidate) => candidate.length > value.length && candidate.toLowerCase().startsWith(value.toLowerCase()))
      : [];
  if (begun.length === 1) return begun[0];
  const [best, next] = allowed
    .map((candidate) => ({ candidate, distance: editDistance(value, candidate) }))
    .sort((a, b) => a.distance - b.distance);
  const isSlip =
    best &&
    best.distance <= Math.max(1, Math.floor(value.length / 4)) &&
    !replacesWord(value, best.candidate, best.distance) &&
    best.distance !== next?.distance;
  return isSlip ? best.candidate : undefined;
}

/**
 * Whether the edits, past the two values' shared start and end, change more than a third of what is left of the shorter: a
 * slip changes a letter or two there, or adds some ("photo 2.jpg"); another word replaces it ("west-side" for "east-end").
 */
function replacesWord(a: string, b: string, distance: number): boolean {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const shorter = Math.min(a.length, b.length) - start - end;
  const changed = distance - Math.abs(a.length - b.length);
  return changed > Math.max(1, Math.floor(shorter / 3));
}

/** How many single-character insertions, deletions, substitutions or swaps of neighbours turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const above = rows[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
