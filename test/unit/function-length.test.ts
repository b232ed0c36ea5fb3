/**
 * No function of the engine (generate/ and generate.ts) is over 80 lines, from its first line to its
 * last: declarations, methods, arrow functions and function expressions alike. A longer one does
 * several things a reader would rather find each under its own name. The pipeline a newcomer reads
 * first (`pipeline()`, which `build()` calls) stays within 60: its stages in data order, each one call.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { projectDir } from '../helpers/site.ts';

const MOST_LINES = 80;
const MOST_BUILD_LINES = 60;

/** Each function of a file of the engine, by its name, with its lines from first to last. */
function functionsOf(file: string): Array<{ name: string; first: number; lines: number }> {
  const source = ts.createSourceFile(file, readFileSync(path.join(projectDir, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ name: string; first: number; lines: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const [first, last] = [node.getStart(), node.end].map((at) => source.getLineAndCharacterOfPosition(at).line);
      const name = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : 'a function');
      found.push({ name, first: first! + 1, lines: last! - first! + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it(`has no function over ${MOST_LINES} lines in generate/`, () => {
  const long = fg
    .sync(['generate.ts', 'generate/**/*.{ts,tsx,mjs,js}'], { cwd: projectDir })
    .flatMap((file) => functionsOf(file).map((found) => ({ file, ...found })))
    .filter(({ lines }) => lines > MOST_LINES)
    .map(({ file, first, name, lines }) => `${file}:${first}: ${name} (${lines} lines)`);
  expect(long).toEqual([]);
});

it(`keeps the pipeline within ${MOST_BUILD_LINES} lines`, () => {
  const pipeline = functionsOf('generate.ts').find(({ name }) => name === 'pipeline');
  expect(pipeline?.lines).toBeGreaterThan(0);
  expect(pipeline!.lines).toBeLessThanOrEqual(MOST_BUILD_LINES);
});
