/**
 * site.json's schema, in its parts (generate/content/site/), is content alone: no part reads the
 * pages' code (generate/pages/) or the icon set's runtime (lucide-react), even through another module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectDir } from '../helpers/site.ts';

const partsDir = path.join(projectDir, 'generate/content/site');

/** What a module's import and export lines name: `from '…'`, `import '…'` and `import('…')`. */
function specifiersOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** Every import reached from `files`: each project module once, by its path from the project, and each package by its name. */
function reachedFrom(files: string[]): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const relative = path.relative(projectDir, file);
    if (modules.has(relative)) return;
    modules.add(relative);
    for (const specifier of specifiersOf(file)) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  for (const file of files) visit(file);
  return { modules, packages };
}

it('site.json’s parts import nothing from generate/pages/ nor from lucide, directly or not', () => {
  const parts = readdirSync(partsDir).map((name) => path.join(partsDir, name));
  const { modules, packages } = reachedFrom(parts);
  // The walk reaches what the parts share.
  expect(modules).toContain('generate/content/schema.ts');
  expect([...modules].filter((module) => module.startsWith(`generate${path.sep}pages${path.sep}`))).toEqual([]);
  expect([...packages].filter((name) => name.startsWith('lucide'))).toEqual([]);
  expect(packages).toContain('zod');
});
