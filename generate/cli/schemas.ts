/**
 * `npm run schemas`: the JSON Schemas editors check content files with, from the zod schemas and schema-dts;
 * test/unit/json-schemas.test.ts fails until the committed files match.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TypeAliasDeclaration, UnionType } from 'typescript';
import { contentJsonSchemas, SCHEMAS_FOLDER } from '../content/json-schemas.ts';
import { displayPath } from '../errors.ts';
import { pageContentSources } from '../page-types/index.ts';
import { defaultFolders } from '../folders.ts';
import { commandLine, isEntryPoint, runCommand } from './shared.ts';

const usage = `Write the JSON Schemas editors check content with (content/schemas/), and schema.org's business types.

npm run schemas
  --help  this text`;

async function main(): Promise<void> {
  if (!commandLine({}, usage)) return;
  await runCommand(async () => {
    const folder = path.join(defaultFolders.contentDir, SCHEMAS_FOLDER);
    const schemas = contentJsonSchemas(pageContentSources);
    // Anew, so that the schema of a content file that is gone goes too.
    await rm(folder, { recursive: true, force: true });
    for (const [file, text] of schemas) {
      const to = path.join(defaultFolders.contentDir, file);
      await mkdir(path.dirname(to), { recursive: true });
      await writeFile(to, text);
    }
    console.log(`Wrote ${schemas.size} JSON Schemas to ${displayPath(folder)}/`);
    const types = await localBusinessTypes();
    await writeFile(BUSINESS_TYPES_FILE, `${JSON.stringify(types, null, 2)}\n`);
    console.log(`Wrote schema.org's ${types.length} business types to ${displayPath(BUSINESS_TYPES_FILE)}`);
  });
}

/** The list businessType is checked against. */
export const BUSINESS_TYPES_FILE = fileURLToPath(new URL('../content/site/business-types.json', import.meta.url));

/**
 * The "@type" of each member of schema-dts's LocalBusiness union, as TypeScript reads its declarations. Its compiler
 * is loaded here, not with the command: `--help` and a mistyped flag answer without its second of loading.
 */
export async function localBusinessTypes(): Promise<string[]> {
  const { default: ts } = await import('typescript');
  const declarations = fileURLToPath(import.meta.resolve('schema-dts').replace(/\.js$/, '.d.ts'));
  const program = ts.createProgram([declarations], { skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const alias = program
    .getSourceFile(declarations)!
    .statements.find((node): node is TypeAliasDeclaration => ts.isTypeAliasDeclaration(node) && node.name.text === 'LocalBusiness')!;
  const names = (checker.getTypeAtLocation(alias.name) as UnionType).types.flatMap((member) => {
    const type = member.getProperty('@type');
    const name = type && checker.getTypeOfSymbolAtLocation(type, alias);
    return name?.isStringLiteral() ? [name.value] : [];
  });
  return [...new Set(names)].sort();
}

if (isEntryPoint(import.meta.url)) void main();
