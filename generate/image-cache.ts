import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Encoded images on disk, keyed by what went in: the source's bytes and the encoding settings
 * (and the sharp version, whose encoders may change). A second build encodes nothing; a changed
 * source re-encodes only itself. The folder lives outside the output (`.cache/images/`, git-ignored)
 * and can be deleted at any time.
 */
export class ImageCache {
  /** Images encoded in this build, and images taken from the cache. */
  readonly stats = { encoded: 0, cached: 0 };
  private readonly queue: Array<() => void> = [];
  private running = 0;

  constructor(
    private readonly dir: string,
    /** Called after each encode, for a progress line. */
    private readonly onEncoded?: () => void,
    /** Encodes run at most this many at a time; each also uses libvips' own threads. */
    private readonly concurrency = Math.max(1, os.availableParallelism()),
  ) {}

  static key(...parts: Array<string | Uint8Array>): string {
    const hash = createHash('sha256').update(`sharp ${sharp.versions.sharp}`);
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  /** The cached bytes for `key`, or the result of `encode`, which is then stored. */
  async get(key: string, extension: string, encode: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(this.dir, `${key}.${extension}`);
    const cached = await readFile(file).catch(() => null);
    if (cached) {
      this.stats.cached += 1;
      return cached;
    }
    const bytes = await this.limited(encode);
    this.stats.encoded += 1;
    this.onEncoded?.();
    // Written under a temporary name and renamed, so a build running beside this one never reads half a file.
    await mkdir(this.dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return bytes;
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
