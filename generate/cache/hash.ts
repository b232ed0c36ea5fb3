import { createHash } from 'node:crypto';

/** A short content hash for file names: a changed file gets a new URL, so it can be cached forever. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10);
}

/** `images/springs.svg` + hash → `assets/springs-<hash>.svg`. */
export function hashedAssetPath(name: string, contents: string | Uint8Array): string {
  const base = name.split('/').pop()!;
  const dot = base.lastIndexOf('.');
  return `assets/${base.slice(0, dot)}-${contentHash(contents)}${base.slice(dot)}`;
}
