import { createHash } from 'node:crypto';
import { chmod, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { versionOf } from './fingerprint.ts';
import type { CachedFile } from './output.ts';

/** The sharp version (its encoders may change between versions), read without loading sharp. */
const sharpVersion = versionOf('sharp');

export type FileCounts = { encoded: number; cached: number };

/**
 * Files the build made once and keeps: encoded images, social cards, compiled CSS, rendered pages
 * and what it learned about each image source. Each is stored under a key made from everything
 * that went in (source bytes, settings, the sharp version), so a second build makes nothing and a
 * changed source redoes only itself. The folder lives outside the output (`.cache/build/`, git-ignored)
 * and can be deleted at any time. A warm build does not even read the cached images: they are
 * linked into the output.
 */
export class BuildCache {
  /** Files made by this build, and files taken from the cache, so far. */
  private readonly stats: FileCounts = { encoded: 0, cached: 0 };
  private readonly queue: Array<() => void> = [];
  private running = 0;

  constructor(
    private readonly dir: string,
    /** Called after each file made, for a progress line. */
    private readonly onEncoded?: () => void,
    /** At most this many are made at a time; each also uses libvips' own threads. */
    private readonly concurrency = Math.max(1, os.availableParallelism()),
  ) {}

  static key(...parts: Array<string | Uint8Array>): string {
    const hash = createHash('sha256').update(`sharp ${sharpVersion}`);
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  /** Files made and taken since `earlier` (a count this returned before, or zero): one stage's share. */
  countSince(earlier: FileCounts): FileCounts {
    return { encoded: this.stats.encoded - earlier.encoded, cached: this.stats.cached - earlier.cached };
  }

  /** The cached file for `key`, made by `make` if it is not there yet. */
  async file(key: string, extension: string, make: () => Promise<Buffer>): Promise<CachedFile> {
    const file = path.join(this.dir, `${key}.${extension}`);
    const found = await stat(file).catch(() => null);
    if (found) {
      this.stats.cached += 1;
      return { copyOf: file, size: found.size };
    }
    const bytes = await this.limited(make);
    this.stats.encoded += 1;
    this.onEncoded?.();
    await this.store(file, bytes);
    return { copyOf: file, size: bytes.length };
  }

  /** A small fact about an input (an image's size), computed once. */
  async json<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const file = path.join(this.dir, `${key}.json`);
    const found = await readFile(file, 'utf8').catch(() => null);
    if (found) return JSON.parse(found) as T;
    const value = await compute();
    await this.store(file, Buffer.from(JSON.stringify(value)));
    return value;
  }

  /** The text stored under `key`, made by `make` if it is not there yet (compiled CSS). */
  async text(key: string, extension: string, make: () => Promise<string>): Promise<string> {
    return (await this.textFile(key, extension, make)).text;
  }

  /** The same, with the cached file itself, to link into the output instead of writing it again (pages). */
  async textFile(key: string, extension: string, make: () => Promise<string>): Promise<{ text: string; file: CachedFile }> {
    const file = path.join(this.dir, `${key}.${extension}`);
    const found = await readFile(file, 'utf8').catch(() => null);
    if (found !== null) return { text: found, file: { copyOf: file, size: Buffer.byteLength(found) } };
    const text = await make();
    const bytes = Buffer.from(text);
    await this.store(file, bytes);
    return { text, file: { copyOf: file, size: bytes.length } };
  }

  /**
   * Written under a temporary name and renamed, so a build running beside this one never reads
   * half a file; read-only, because the output links to it and must not change it.
   */
  private async store(file: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temporary, bytes);
    await chmod(temporary, 0o444);
    await rename(temporary, file);
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.queue.shift()?.();
    }
  }
}
