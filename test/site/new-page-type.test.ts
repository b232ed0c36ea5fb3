/**
 * A page type is one module and a line in the list (docs/code-map.md, "Adding a page type"): the
 * worked example of that page, copied out of the doc into a copy of the project, builds a page the
 * route table, the menus, the breadcrumbs, the sitemap, the link check and the social cards all
 * take in, and its content file is read and checked like every other; a site without that file
 * (every other site) builds as it did.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { npmRunBuild, npmRunBuildEnv } from '../helpers/build-command.ts';
import { BUILD_TIME, loadPage, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const run = promisify(execFile);
const site = tempSite({ copy: ['content'], cache: 'copy' });

/** The example's code blocks, by the file each names after its language: "```ts generate/page-types/warranty.ts". */
function exampleFiles(): Map<string, string> {
  const doc = readFileSync(path.join(projectDir, 'docs/code-map.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Adding a page type'), doc.indexOf('## The templates'));
  return new Map([...section.matchAll(/```\w+ (\S+)\n([\s\S]*?)```/g)].map((match) => [match[1]!, match[2]!]));
}

let project: string;
const build = (contentDir = site.contentDir) =>
  run(
    process.execPath,
    // As npm run build runs it, through the launcher, which bundles the copy's code with the new page type in it.
    [...npmRunBuild(project), '--content', contentDir, '--assets', site.assetsDir, '--cache', site.cacheDir],
    { cwd: project, env: { ...process.env, ...npmRunBuildEnv(project), SOURCE_DATE_EPOCH: String(BUILD_TIME.getTime() / 1000) } },
  );

beforeAll(async () => {
  project = site.at('project');
  for (const entry of ['generate.ts', 'generate', 'templates', 'assets/fonts', 'package.json', 'tsconfig.json']) {
    await cp(path.join(projectDir, entry), path.join(project, entry), { recursive: true });
  }
  await symlink(path.join(projectDir, 'node_modules'), path.join(project, 'node_modules'));
  const files = exampleFiles();
  expect([...files.keys()].sort()).toEqual([
    'content/pages/warranty.json',
    'generate/page-types/warranty.ts',
    'templates/pages/WarrantyPage.tsx',
  ]);
  for (const [file, text] of files) {
    const at = file.startsWith('content/') ? path.join(site.contentDir, file.slice('content/'.length)) : path.join(project, file);
    await mkdir(path.dirname(at), { recursive: true });
    await writeFile(at, text);
  }
  // The line of the list, and its import.
  const list = path.join(project, 'generate/page-types/index.ts');
  await writeFile(
    list,
    (await readFile(list, 'utf8'))
      .replace(
        "import { services } from './services.ts';",
        "import { services } from './services.ts';\nimport { warranty } from './warranty.ts';",
      )
      .replace('  about,\n', '  about,\n  warranty,\n'),
  );
  await build();
});

it('builds the page, in the menus, the sitemap and the breadcrumbs, with its card and its head', async () => {
  const outDir = path.join(project, 'dist');
  const $ = loadPage(outDir, '/warranty/');
  expect($('h1').text()).toBe('Our Warranty');
  expect($('title').text()).toBe('Our Warranty | Ortega Family Garage Doors');
  expect($('link[rel="canonical"]').attr('href')).toBe('https://www.ortegagaragedoors.example/warranty/');
  expect($('meta[property="og:image"]').attr('content')).toMatch(/\/assets\/social\/warranty-[0-9a-f]{10}\.jpg$/);
  const crumbs = $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()))
    .get()
    .find((node) => node['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Our Warranty']);
  // In every page's header, between About Us and Contact Us, as the list puts it.
  const menu = loadPage(
    outDir,
    '/services/',
  )('nav[aria-label="Main"] > ul > li > a')
    .map((_, a) => $(a).text().trim())
    .get();
  expect(menu.slice(-3)).toEqual(['About Us', 'Our Warranty', 'Contact Us']);
  expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://www.ortegagaragedoors.example/warranty/</loc>');
});

it('reads its content file as it reads every other: a mistake there is named at its line', async () => {
  const broken = await site.contentWith('pages/warranty.json', ({ heading: _, ...rest }) => rest);
  const failure = await build(broken).then(
    () => null,
    (error: { stderr: string }) => error.stderr,
  );
  expect(failure).toMatch(/pages\/warranty\.json:1:1: heading: missing: this field is required/);
  await rm(broken, { recursive: true, force: true });
});

it('builds a site without its content file as before: no page, and no missing file', async () => {
  const without = site.at('content-without-warranty');
  await cp(site.contentDir, without, { recursive: true });
  await rm(path.join(without, 'pages/warranty.json'));
  await build(without);
  const outDir = path.join(project, 'dist');
  expect(existsSync(path.join(outDir, 'warranty/index.html'))).toBe(false);
  expect(loadPage(outDir, '/services/')('nav[aria-label="Main"]').text()).not.toContain('Our Warranty');
  await rm(without, { recursive: true, force: true });
});
