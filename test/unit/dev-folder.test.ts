/** Where `npm run dev` builds (generate/folders.ts): a second server, or one started on other content, never serves this one's site. */
import path from 'node:path';
import { expect, it } from 'vitest';
import { defaultFolders, devOutDirFor, projectDir } from '../../generate/folders.ts';

it('builds each content folder into a site folder of its own, the same one on every start', () => {
  const { contentDir, assetsDir } = defaultFolders;
  const own = devOutDirFor(contentDir, assetsDir);
  expect(own.startsWith(path.join(projectDir, '.cache'))).toBe(true);
  expect(devOutDirFor(path.relative(process.cwd(), contentDir), assetsDir)).toBe(own);
  expect(devOutDirFor('/tmp/other-copy/content', assetsDir)).not.toBe(own);
  expect(devOutDirFor(contentDir, '/tmp/other-copy/assets')).not.toBe(own);
});
