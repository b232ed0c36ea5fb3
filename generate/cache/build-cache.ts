import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILES_AT_ONCE, Gate } from './gate.ts';

/** A cached file verified without holding its bytes in memory: `digestOf(key, bytes)` is `digest` for exactly its bytes. */
export type CachedFile = { copyOf: string; size: number; mtime: Date; key: string; digest: string };

type FileCounts = { encoded: number; cached: number };

/** A stored entry's digest: of its key and its bytes, so neither damaged bytes nor another entry's file pass for it. */
const digestOf = (key: string, bytes: Uint8Array) => createHash('sha256').update(key).update('\0').update(bytes).digest('hex').slice(0, 16);

/** Written under a temporary name and renamed, so a build running beside this one never reads half a file. */
async function writeEntry(dir: string, key: string, extension: string, bytes: Uint8Array): Promise<CachedFile> {
  const digest = digestOf(key, bytes);
  const file = path.join(dir, `${key}.${digest}.${extension}`);
  const temporary = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await writeFile(temporary, bytes);
  } catch (error) {
    // A full disk then says which entry it was writing, not the temporary name.
    (error as NodeJS.ErrnoException).path = file;
    throw error;
  }
  const { mtime } = await stat(temporary);
  await rename(temporary, file);
  return { copyOf: file, size: bytes.length, mtime, key, digest };
}

/** A cache entry's name: the 64-hex key of its inputs, a digest of its bytes (`digestOf`), an extension. */
const CACHE_ENTRY = /^[0-9a-f]{64}\.[0-9a-f]{16}\.[a-z0-9]+$/;

/** The cache folder's mark, by the Cache Directory Tagging Specification: backup tools skip the folder. */
export const CACHE_MARK = 'CACHEDIR.TAG';
const CACHE_MARK_TEXT = "Signature: 8a477f597d28d172789f06886806bc55\n# The site generator's build cache (safe to delete).\n";
/** Entries of caches made before entries carried their digest: still a cache, only older. */
const OLD_CACHE_ENTRY = /^[0-9a-f]{64}\.[a-z0-9]+$/;

/** Something a build cache holds: its mark, an entry (of today's or an older layout), or a folder of one extension's entries. */
export function isCacheEntry(file: string): boolean {
  const name = path.basename(file);
  if (name === CACHE_MARK || CACHE_ENTRY.test(name) || OLD_CACHE_ENTRY.test(name) || name.includes('.tmp-')) return true;
  return (
    /^[a-z0-9]+$/.test(name) &&
    (statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false) &&
    readdirSync(file).every((entry) => CACHE_ENTRY.test(entry) || entry.includes('.tmp-'))
  );
}

async function readFileAndTime(file: string): Promise<{ bytes: Buffer; mtime: Date } | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const { mtime } = await handle.stat();
    return { bytes: await handle.readFile(), mtime };
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

/**
 * Files the build made once, keyed by everything that went in (the maker's code version included), so a second build makes nothing.
 * Each entry's name carries a digest of its key and bytes, checked on every read, so an emptied, truncated or swapped entry is made again.
 */
export class BuildCache {
  /** Files made by this build, and files taken from the cache, so far. */
  private readonly stats: FileCounts = { encoded: 0, cached: 0 };
  /** Entries being made, one per core (each also uses libvips' own threads). */
  private readonly making = new Gate(Math.max(1, os.availableParallelism()));
  /** Entries being read and verified: each holds its bytes until it is. */
  readonly reading = new Gate(FILES_AT_ONCE);
  /** Per extension, KEY → the entry's file name, read from its folder once. */
  private readonly indexes = new Map<string, Promise<Map<string, string>>>();
  /** The cache folder with its mark, then each extension's folder in it, made once. */
  private made: Promise<void> | null = null;
  private readonly madeFolders = new Map<string, Promise<string>>();

  constructor(
    private readonly dir: string,
    /** `onEncoded` is called after each file made, for a progress line. */
    private readonly options: { onEncoded?: () => void } = {},
  ) {}

  /** The key of an entry: a hash of everything that went into it, the maker's `codeVersion` among them. */
  static key(...parts: Array<string | Uint8Array>): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  /** Files made and taken since `earlier` (a count this returned before, or zero): one stage's share. */
  countSince(earlier: FileCounts): FileCounts {
    return { encoded: this.stats.encoded - earlier.encoded, cached: this.stats.cached - earlier.cached };
  }

  /** The cached file for `key`, made by `make` if it is not there yet (or was damaged). */
  async file(key: string, extension: string, make: () => Promise<Buffer>): Promise<CachedFile> {
    const found = await this.read(key, extension);
    if (found) {
      this.stats.cached += 1;
      return found.file;
    }
    const written = await this.store(key, extension, await this.making.run(make));
    this.stats.encoded += 1;
    this.options.onEncoded?.();
    return written;
  }

  /** A small fact about an input (an image's size), computed once. */
  async json<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const found = await this.read(key, 'json');
    if (found) {
      try {
        return JSON.parse(found.bytes.toString('utf8')) as T;
      } catch {
        // Verified bytes that are not JSON: written by something else; made again below.
      }
    }
    const value = await compute();
    await this.store(key, 'json', Buffer.from(JSON.stringify(value)));
    return value;
  }

  /** The text stored under `key`, made by `make` if it is not there yet (compiled CSS). */
  async text(key: string, extension: string, make: () => Promise<string>): Promise<string> {
    return (await this.textFile(key, extension, make)).text;
  }

  /** The same, with the cached file itself, to copy into the output instead of writing it again (pages). */
  async textFile(key: string, extension: string, make: () => Promise<string>): Promise<{ text: string; file: CachedFile }> {
    const found = await this.read(key, extension);
    if (found) return { text: found.bytes.toString('utf8'), file: found.file };
    const text = await make();
    return { text, file: await this.store(key, extension, Buffer.from(text)) };
  }

  /** The entry's verified bytes, or null when there is none or it fails its digest (then it is deleted). */
  private async read(key: string, extension: string): Promise<{ bytes: Buffer; file: CachedFile } | null> {
    const name = (await this.index(extension)).get(key);
    if (!name) return null;
    const file = path.join(this.dir, extension, name);
    const found = await this.reading.run(() => readFileAndTime(file));
    const digest = found ? digestOf(key, found.bytes) : '';
    if (found && name === `${key}.${digest}.${extension}`) {
      return { bytes: found.bytes, file: { copyOf: file, size: found.bytes.length, mtime: found.mtime, key, digest } };
    }
    await rm(file, { recursive: true, force: true });
    (await this.index(extension)).delete(key);
    return null;
  }

  private index(extension: string): Promise<Map<string, string>> {
    return once(this.indexes, extension, () =>
      readdir(path.join(this.dir, extension))
        .catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)))
        .then((names) => {
          const entries = names.filter((name) => CACHE_ENTRY.test(name) && name.endsWith(`.${extension}`));
          return new Map(entries.map((name) => [name.slice(0, 64), name]));
        }),
    );
  }

  private async store(key: string, extension: string, bytes: Buffer): Promise<CachedFile> {
    const entries = await this.index(extension);
    const written = await writeEntry(await this.folder(extension), key, extension, bytes);
    entries.set(key, path.basename(written.copyOf));
    return written;
  }

  /** The folder of `extension`'s entries, made once; the cache folder first, with its mark (CACHE_MARK). */
  private folder(extension: string): Promise<string> {
    this.made ??= mkdir(this.dir, { recursive: true }).then(async () => {
      const mark = path.join(this.dir, CACHE_MARK);
      if (!(await stat(mark).catch(() => null))) await writeFile(mark, CACHE_MARK_TEXT);
    });
    const dir = path.join(this.dir, extension);
    return once(this.madeFolders, extension, () => this.made!.then(() => mkdir(dir, { recursive: true })).then(() => dir));
  }
}

/** The value of `key` in `map`, made by `make` the first time it is asked for. */
const once = <T>(map: Map<string, T>, key: string, make: () => T): T => map.get(key) ?? map.set(key, make()).get(key)!;
