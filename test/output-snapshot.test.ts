/**
 * The whole built site, file by file, against a committed snapshot: a change of code that should not
 * change the output (a move, a rename, a refactor) proves it here. Content-hashed names are written
 * as NAME-HASH.EXT, in file names and inside pages, so a new cache key (the code that draws a card
 * changed its text) does not count as a change; the bytes of every file, images included, do.
 * After an intended change of output: `npx vitest run test/output-snapshot.test.ts -u`, and review the diff.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, inject, it } from 'vitest';

const HASHED_NAME = /-[0-9a-f]{10}(\.(?:avif|webp|jpg|png|css|js))/g;
const TEXT = /\.(?:html|css|js|json|txt|xml|svg|webmanifest)$|^_(?:redirects|headers)$/;

it('builds the real site exactly as the snapshot records it', async () => {
  const siteDir = inject('siteDir');
  const manifest: Record<string, string> = {};
  for (const file of fg.sync('**/*', { cwd: siteDir, dot: true }).sort()) {
    const bytes = readFileSync(path.join(siteDir, file));
    const contents = TEXT.test(path.basename(file)) ? bytes.toString('utf8').replace(HASHED_NAME, '-HASH$1') : bytes;
    manifest[file.replace(HASHED_NAME, '-HASH$1')] = createHash('sha256').update(contents).digest('hex').slice(0, 16);
  }
  await expect(`${JSON.stringify(manifest, null, 2)}\n`).toMatchFileSnapshot('./snapshots/dist-manifest.json');
});
