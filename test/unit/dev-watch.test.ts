/** What a save in the code folders costs `npm run dev` (generate/serve/dev.ts): a fresh builder for a module, else a rebuild. */
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectDir } from '../../generate/folders.ts';
import { isModule } from '../../generate/serve/dev.ts';

const at = (file: string) => path.join(projectDir, file);

it('takes what Node imports for a module, and what each build reads as a file for none', () => {
  for (const file of [
    'templates/components/Hero.tsx',
    'templates/view.ts',
    'generate.ts',
    'generate/render/tailwind-worker.mjs',
    'generate/content/site/business-types.json',
  ])
    expect(isModule(at(file)), file).toBe(true);
  // The browser's script ends in .js too; an editor's leftovers (vim's backup and its test file) are nothing Node imports.
  for (const file of [
    'templates/styles.css',
    'templates/own-pages/own-pages.css',
    'templates/client/site.js',
    'templates/styles.css~',
    'templates/4913',
  ])
    expect(isModule(at(file)), file).toBe(false);
});
