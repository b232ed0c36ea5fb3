/**
 * `npm run new-site -- DIR`: writes a new business's content/ and assets/ into DIR, copied from
 * examples/starter/, ready to edit and to build with `--content DIR/content --assets DIR/assets`.
 */
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fg from 'fast-glob';
import { BuildError, displayPath } from '../errors.ts';
import { projectDir } from '../folders.ts';
import { isEntryPoint, runCommand } from './shared.ts';

const usage = `Start a new business: a minimal content/ and assets/ that build at once.

Usage: npm run new-site -- DIR

  DIR      a new or empty folder; DIR/content/ and DIR/assets/ are written into it
  --help   this text

Then edit DIR/content/ (start with site.json) and build it:
  npm run build -- --content DIR/content --assets DIR/assets --out DIR/dist`;

/** The smallest complete business, whose files a new site starts from. */
export const STARTER_DIR = path.join(projectDir, 'examples', 'starter');

/**
 * Copies the starter into `dir`, which must be new or empty, and points each content file's
 * `$schema` at the project's content/schemas/ from where the file now is, so editors keep checking it.
 */
export async function newSite(dir: string): Promise<void> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  if (entries.length > 0)
    throw new BuildError([`${displayPath(dir)} is not empty; name a new or empty folder, so nothing in it is overwritten`]);
  await mkdir(dir, { recursive: true });
  for (const folder of ['content', 'assets']) await cp(path.join(STARTER_DIR, folder), path.join(dir, folder), { recursive: true });
  for (const file of await fg('**/*.json', { cwd: path.join(dir, 'content') })) {
    const from = path.join(STARTER_DIR, 'content', file);
    const to = path.join(dir, 'content', file);
    const text = await readFile(to, 'utf8');
    await writeFile(
      to,
      text.replace(/("\$schema":\s*")([^"]+)(")/, (_, open: string, schema: string, close: string) => {
        const target = path.resolve(path.dirname(from), schema);
        return `${open}${path.relative(path.dirname(to), target).split(path.sep).join('/')}${close}`;
      }),
    );
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  if (values.help) {
    console.log(usage);
    return;
  }
  await runCommand(async () => {
    if (positionals.length !== 1) throw new BuildError([`name one folder to write the new site into: npm run new-site -- DIR`]);
    const dir = path.resolve(positionals[0]!);
    await newSite(dir);
    const shown = displayPath(dir);
    console.log(`✓ Wrote a new business into ${shown}/: content/ (its words) and assets/ (its logo and images).

Next:
  1. Edit ${shown}/content/site.json: the business's name, phone, web address, town, hours and
     colours, and its licence if the trade has one (docs/content.md says how).
  2. Replace the words of ${shown}/content/ and the pictures of ${shown}/assets/ with your own:
     each build names every text still [in brackets] at its line. Brackets cannot mark numbers,
     codes and pictures: check businessType, the hours, foundingYear, radiusMiles, the ZIP codes,
     the service card's category, the slugs your-town and main-service (in the pages' addresses)
     and the placeholder images.
  3. Build it:  npm run build -- --content ${shown}/content --assets ${shown}/assets --out ${shown}/dist
     or see it as you edit:  npm run dev -- --content ${shown}/content --assets ${shown}/assets`);
  });
}

if (isEntryPoint(import.meta.url)) void main();
