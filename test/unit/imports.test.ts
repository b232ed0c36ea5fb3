/**
 * The engine's modules form no import cycle: a module's imports, followed, never lead back to it
 * (type-only and dynamic imports included). madge reads the imports as TypeScript does.
 */
import path from 'node:path';
import madge from 'madge';
import { expect, it } from 'vitest';
import { projectDir } from '../helpers/site.ts';

it('has no import cycle in generate/ and templates/', async () => {
  const graph = await madge(
    ['generate', 'templates', 'generate.ts'].map((entry) => path.join(projectDir, entry)),
    {
      baseDir: projectDir,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(projectDir, 'tsconfig.json'),
    },
  );
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(100);
  expect(graph.circular()).toEqual([]);
});
