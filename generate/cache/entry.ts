/**
 * How one cache entry is named and written: kept apart from build-cache.ts so the social card
 * thread, which writes its cards' entries itself, loads only this.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A stored entry's digest: of its key and its bytes, so neither damaged bytes nor another entry's file pass for it. */
export const digestOf = (key: string, bytes: Uint8Array) =>
  createHash('sha256').update(key).update('\0').update(bytes).digest('hex').slice(0, 16);

/** An entry as `writeEntry` wrote it. */
export type WrittenEntry = { file: string; size: number; digest: string; mtime: Date };

/**
 * Writes the entry for `key` in the cache folder `dir` (which exists), on the calling thread.
 * Written under a temporary name and renamed, so a build running beside this one never reads half
 * a file. The output may link it (write.ts `place`): an edit made there in place is refused by the
 * digest when the entry is next read. Written synchronously, as entries are read
 * (`readFileAndTime` says why), its time taken from the open file: open, write, fstat, close and
 * rename, with no trip to the thread pool.
 */
export function writeEntry(dir: string, key: string, extension: string, bytes: Uint8Array): WrittenEntry {
  const digest = digestOf(key, bytes);
  const file = path.join(dir, `${key}.${digest}.${extension}`);
  const temporary = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const fd = openSync(temporary, 'w');
  let mtime: Date;
  try {
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
    mtime = fstatSync(fd).mtime;
  } catch (error) {
    // A write names no file (it has only the descriptor): a full disk then says where it was writing.
    (error as NodeJS.ErrnoException).path ??= file;
    throw error;
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  return { file, size: bytes.length, digest, mtime };
}
