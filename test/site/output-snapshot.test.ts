/**
 * The whole built site, file by file, and the host files written beside it (dist.nginx.conf…),
 * against a committed snapshot: a change of code that should not
 * change the output (a move, a rename, a refactor) proves it here. Content-hashed names are written
 * as NAME-HASH.EXT, in file names and inside pages, so a new cache key (the code that draws a card
 * changed its text) does not count as a change; the bytes of every file, images included, do.
 * After an intended change of output: `npx vitest run test/site/output-snapshot.test.ts -u`, and review the diff.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { BESIDE_FILES } from '../../generate/hosting/hosting.ts';
import { besidePath } from '../../generate/output/write.ts';
import { snapshot } from '../helpers/site.ts';

const HASHED_NAME = /-[0-9a-f]{10}(\.(?:avif|webp|jpg|png|css|js))/g;
const TEXT = /\.(?:html|css|js|json|txt|xml|svg|webmanifest)$|^_(?:redirects|headers)$/;

it('builds the real site and its host files exactly as the snapshot records them', async () => {
  const siteDir = inject('siteDir');
  const files = snapshot(siteDir, (file, bytes) => [
    file.replace(HASHED_NAME, '-HASH$1'),
    TEXT.test(path.basename(file)) ? bytes.toString('utf8').replace(HASHED_NAME, '-HASH$1') : bytes,
  ]);
  // Beside the output, under the names a build gives them next to a folder called dist.
  for (const name of BESIDE_FILES) {
    const text = readFileSync(besidePath(siteDir, name), 'utf8').replace(HASHED_NAME, '-HASH$1');
    files[`../dist.${name}`] = createHash('sha256').update(text).digest('hex').slice(0, 16);
  }
  // In the order of the names as written, so that new hashes in the real names do not reorder it.
  const manifest = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await expect(`${JSON.stringify(manifest, null, 2)}\n`).toMatchFileSnapshot('../snapshots/dist-manifest.json');
});
