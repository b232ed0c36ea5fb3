/**
 * package.json's allowScripts reviews every install script of the dependencies, so a fresh `npm ci`
 * warns of none (and npm 12, which skips unreviewed ones, changes nothing). It denies them all: esbuild,
 * sharp and workerd each ship their binary in a platform package, and the build and every test run
 * without their scripts, as CI proves from a fresh clone.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { projectDir } from '../helpers/site.ts';

it('leaves no install script of a dependency unreviewed', async () => {
  const { stdout } = await promisify(execFile)('npm', ['install-scripts', 'ls', '--json'], { cwd: projectDir });
  expect(JSON.parse(stdout)).toEqual({ allowScripts: [] });
});
