/**
 * No function of the engine (generate/ and generate.ts) is over 80 lines, from its first line to its
 * last: declarations, methods, arrow functions and function expressions alike. A longer one does
 * several things a reader would rather find each under its own name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { projectDir } from '../helpers/site.ts';

const MOST_LINES = 80;

it(`has no function over ${MOST_LINES} lines in generate/`, () => {
  const long: string[] = [];
  for (const file of fg.sync(['generate.ts', 'generate/**/*.{ts,tsx,mjs,js}'], { cwd: projectDir })) {
    const source = ts.createSourceFile(file, readFileSync(path.join(projectDir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const [first, last] = [node.getStart(), node.end].map((at) => source.getLineAndCharacterOfPosition(at).line);
        const name = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : 'a function');
        if (last! - first! + 1 > MOST_LINES) long.push(`${file}:${first! + 1}: ${name} (${last! - first! + 1} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  expect(long).toEqual([]);
});
