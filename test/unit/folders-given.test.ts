/** The folders a build is given (generate/output/targets.ts): a mistyped one is one problem, not one per file it should hold. */
import path from 'node:path';
import { expect, it } from 'vitest';
import { defaultFolders, projectDir } from '../../generate/folders.ts';
import { targetProblems } from '../../generate/output/targets.ts';

it('names a --content or --assets folder that does not exist, once', () => {
  const folders = { ...defaultFolders, projectDir, outDir: '/tmp/folders-given/dist', cacheDir: '/tmp/folders-given/cache' };
  expect(targetProblems({ ...folders, contentDir: '/tmp/folders-given/contnet' })).toEqual([
    '--content /tmp/folders-given/contnet: there is no such folder; check the path',
  ]);
  expect(targetProblems({ ...folders, assetsDir: path.join(projectDir, 'asets') })).toEqual([
    `--assets ${path.relative(process.cwd(), path.join(projectDir, 'asets'))}: there is no such folder; check the path`,
  ]);
  expect(targetProblems(folders)).toEqual([]);
});
