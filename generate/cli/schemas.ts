/**
 * `npm run schemas`: writes content/schemas/, the JSON Schema of each content file that editors
 * check it with, from the zod schemas in generate/content/. Run it after changing them;
 * test/unit/json-schemas.test.ts fails until the committed files match.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentJsonSchemas, SCHEMAS_FOLDER } from '../content/json-schemas.ts';
import { displayPath } from '../errors.ts';
import { pageContentFiles } from '../page-types/index.ts';
import { defaultFolders } from '../folders.ts';
import { isEntryPoint, runCommand } from './shared.ts';

async function main(): Promise<void> {
  await runCommand(async () => {
    const folder = path.join(defaultFolders.contentDir, SCHEMAS_FOLDER);
    const schemas = contentJsonSchemas(pageContentFiles);
    // Anew, so that the schema of a content file that is gone goes too.
    await rm(folder, { recursive: true, force: true });
    for (const [file, text] of schemas) {
      await mkdir(path.dirname(path.join(defaultFolders.contentDir, file)), { recursive: true });
      await writeFile(path.join(defaultFolders.contentDir, file), text);
    }
    console.log(`Wrote ${schemas.size} JSON Schemas to ${displayPath(folder)}/`);
  });
}

if (isEntryPoint(import.meta.url)) void main();
