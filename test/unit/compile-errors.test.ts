/**
 * A template or engine file that does not compile, as `npm run dev` says it: its place and esbuild's words, as
 * an editor counts them, not esbuild's stack trace (generate/errors.ts, compileErrorLines).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { compileErrorLines } from '../../generate/errors.ts';
import { projectDir } from '../helpers/site.ts';

it('names the file, line and column of a template that does not compile, without the stack trace', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'compile-error-'));
  try {
    // A class name half typed: the closing brace of `${…}` is missing before "lg".
    await writeFile(path.join(dir, 'Hero.tsx'), 'export const Hero = () => <h1 className={`a \x24{"x" lg`}>x</h1>;\n');
    await writeFile(path.join(dir, 'start.ts'), "import './Hero.tsx';\n");
    // What the dev server's builder prints when a module it imports does not compile.
    const { stderr } = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, 'start.ts')], { cwd: projectDir, encoding: 'utf8' });
    expect(stderr).toContain('at failureErrorWithLog');
    expect(compileErrorLines(stderr)).toEqual([`${path.join(dir, 'Hero.tsx')}:1:51: Expected "}" but found "lg"`]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it('leaves any other error as it is', () => {
  expect(compileErrorLines('TypeError: Cannot read properties of undefined\n    at Hero (templates/components/Hero.tsx:3:9)')).toBeNull();
});
