/**
 * The render cache: a page is rendered again only when something it shows changed, and a page
 * from the cache is the same, byte for byte, as a fresh render.
 */
import { execFile } from 'node:child_process';
import { appendFile, cp, readdir, readFile, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { npmRunBuild, npmRunBuildEnv } from '../helpers/build-command.ts';
import { BUILD_TIME, editContent, livePagePaths, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const run = promisify(execFile);
// Encoded images come from the shared test cache; pages start unrendered.
const site = tempSite({ copy: ['content'], cache: 'copy without pages' });
const buildIt = (outDir = site.outDir) => site.build({ outDir, checkLinks: false });
/** Every page in each language: the 54 English pages of the spec and the Spanish pages of its translation. */
const pages = livePagePaths().length;

describe('the render cache', () => {
  it('renders every page once, then none while nothing changes', async () => {
    expect((await buildIt()).rendered).toBe(pages);
    expect((await buildIt()).rendered).toBe(0);
  });

  it('renders again only the page whose content changed', async () => {
    await editContent(site.contentDir, 'areas.json', (areas) => {
      areas.oxnard.description[1] = 'Oxnard homes near the harbor get a rust check on every visit.';
    });
    const result = await buildIt();
    expect(result.rendered).toBe(1);
    expect(await readFile(path.join(site.outDir, 'service-areas/oxnard/index.html'), 'utf8')).toContain('get a rust check on every visit');
  });

  it('renders every page again when a template changes', async () => {
    // The React templates are code the build imports from its own project: a copy of the project is changed.
    // (The social cards' font is part of it too.)
    const project = site.at('project');
    for (const entry of ['generate.ts', 'generate', 'templates', 'assets/fonts', 'package.json', 'tsconfig.json']) {
      await cp(path.join(projectDir, entry), path.join(project, entry), { recursive: true });
    }
    await symlink(path.join(projectDir, 'node_modules'), path.join(project, 'node_modules'));
    const buildCopy = async () => {
      const args = ['--content', site.contentDir, '--assets', site.assetsDir, '--cache', site.cacheDir, '--out', site.at('project-dist')];
      const env = { ...process.env, ...npmRunBuildEnv(project), SOURCE_DATE_EPOCH: String(BUILD_TIME.getTime() / 1000) };
      // As npm run build runs it: from the bundle of the copy's code, made again when that code changes.
      const { stdout } = await run(process.execPath, [...npmRunBuild(project), ...args], { cwd: project, env });
      return /^ {2}render +\d+ ms {2}\((\d+) rendered, (\d+) unchanged\)/m.exec(stdout)?.slice(1).map(Number);
    };
    expect(await buildCopy()).toEqual([0, pages]);
    await appendFile(path.join(project, 'templates/components/Hero.tsx'), '\n// changed\n');
    expect(await buildCopy()).toEqual([pages, 0]);
  });

  it('gives, from the cache, the same site byte for byte as a fresh render', async () => {
    const warmDir = site.at('warm');
    expect((await buildIt(warmDir)).rendered).toBe(0);
    const coldCache = site.at('cold-cache');
    await cp(site.cacheDir, coldCache, { recursive: true, filter: (source) => !/\.(html|main)$/.test(source) });
    const coldDir = site.at('cold');
    const cold = await site.build({ cacheDir: coldCache, outDir: coldDir, checkLinks: false });
    expect(cold.rendered).toBe(pages);
    for (const page of [
      'index.html',
      'services/garage-door-cable-repair-in-oxnard/index.html',
      'service-areas/oxnard/index.html',
      '404.html',
      ...(pages > 54 ? ['es/servicios/reparacion-de-cables-en-oxnard/index.html', 'es/404.html'] : []),
    ]) {
      expect(await readFile(path.join(warmDir, page), 'utf8'), page).toBe(await readFile(path.join(coldDir, page), 'utf8'));
    }
  });

  it('stamps a page that went back to an earlier version with the build time, so `aws s3 sync` uploads it', async () => {
    const outDir = site.at('stamped');
    const original = await readFile(path.join(site.contentDir, 'areas.json'), 'utf8');
    const page = path.join(outDir, 'service-areas/oxnard/index.html');
    await buildIt(outDir);
    await editContent(site.contentDir, 'areas.json', (areas) => {
      areas.oxnard.description[0] = 'For one build only, Oxnard reads differently.';
    });
    await buildIt(outDir);
    await editContent(site.contentDir, 'areas.json', () => original);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = Date.now();
    expect((await buildIt(outDir)).rendered).toBe(0);
    // Back to the version in the cache, yet newer than what was uploaded after the second build.
    expect((await stat(page)).mtimeMs).toBeGreaterThanOrEqual(before - 1);
    expect(await readFile(page, 'utf8')).not.toContain('For one build only');
    // Files named by their contents keep their first time, so sync can skip them while unchanged.
    const [image] = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.svg'));
    expect((await stat(path.join(outDir, 'assets', image!))).mtimeMs).toBeLessThan(before);
  });
});
