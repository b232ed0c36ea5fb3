import { createHash } from 'node:crypto';

/** A short content hash for file names: a changed file gets a new URL, so it can be cached forever. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}
