/**
 * The render cache: a page is rendered again only when something it shows changed, and a page
 * from the cache is the same, byte for byte, as a fresh render.
 */
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build } from '../generate.ts';
import { BUILD_TIME, contentDir as realContent, projectDir } from './helpers/site.ts';

let work: string;
let contentDir: string;
let templatesDir: string;
let cacheDir: string;
const buildIt = (outDir = path.join(work, 'dist')) => build({ contentDir, templatesDir, cacheDir, outDir, buildTime: BUILD_TIME, checkLinks: false });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'render-cache-'));
  contentDir = path.join(work, 'content');
  templatesDir = path.join(work, 'templates');
  cacheDir = path.join(work, 'cache');
  await cp(realContent, contentDir, { recursive: true });
  await cp(path.join(projectDir, 'templates'), templatesDir, { recursive: true });
  // The stylesheet's @import "tailwindcss" resolves from its own folder upwards.
  await symlink(path.join(projectDir, 'node_modules'), path.join(work, 'node_modules'));
  // Encoded images come from the shared test cache; pages start unrendered.
  await cp(inject('cacheDir'), cacheDir, { recursive: true, filter: (source) => !source.endsWith('.html') });
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the render cache', () => {
  it('renders every page once, then none while nothing changes', async () => {
    expect((await buildIt()).rendered).toBe(54);
    expect((await buildIt()).rendered).toBe(0);
  });

  it('renders again only the page whose content changed', async () => {
    const file = path.join(contentDir, 'areas.json');
    const areas = JSON.parse(await readFile(file, 'utf8'));
    areas.oxnard.description[1] = 'Oxnard homes near the harbor get a rust check on every visit.';
    await writeFile(file, JSON.stringify(areas, null, 2));
    const result = await buildIt();
    expect(result.rendered).toBe(1);
    expect(await readFile(path.join(work, 'dist/service-areas/oxnard/index.html'), 'utf8')).toContain('get a rust check on every visit');
  });

  it('renders every page again when a template changes', async () => {
    const file = path.join(templatesDir, 'components/Hero.tsx');
    await writeFile(file, `${await readFile(file, 'utf8')}\n// changed\n`);
    expect((await buildIt()).rendered).toBe(54);
  });

  it('gives, from the cache, the same site byte for byte as a fresh render', async () => {
    const warmDir = path.join(work, 'warm');
    expect((await buildIt(warmDir)).rendered).toBe(0);
    const coldCache = path.join(work, 'cold-cache');
    await cp(cacheDir, coldCache, { recursive: true, filter: (source) => !source.endsWith('.html') });
    const coldDir = path.join(work, 'cold');
    const cold = await build({ contentDir, templatesDir, cacheDir: coldCache, outDir: coldDir, buildTime: BUILD_TIME, checkLinks: false });
    expect(cold.rendered).toBe(54);
    for (const page of ['index.html', 'services/garage-door-cable-repair-in-oxnard/index.html', 'service-areas/oxnard/index.html', '404.html']) {
      expect(await readFile(path.join(warmDir, page), 'utf8'), page).toBe(await readFile(path.join(coldDir, page), 'utf8'));
    }
  });

  it('stamps a page that went back to an earlier version with the build time, so `aws s3 sync` uploads it', async () => {
    const outDir = path.join(work, 'stamped');
    const file = path.join(contentDir, 'areas.json');
    const original = await readFile(file, 'utf8');
    const page = path.join(outDir, 'service-areas/oxnard/index.html');
    await buildIt(outDir);
    const areas = JSON.parse(original);
    areas.oxnard.description[0] = 'For one build only, Oxnard reads differently.';
    await writeFile(file, JSON.stringify(areas, null, 2));
    await buildIt(outDir);
    await writeFile(file, original);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = Date.now();
    expect((await buildIt(outDir)).rendered).toBe(0);
    // Back to the version in the cache, yet newer than what was uploaded after the second build.
    expect((await stat(page)).mtimeMs).toBeGreaterThanOrEqual(before - 1);
    expect(await readFile(page, 'utf8')).not.toContain('For one build only');
    // Files named by their contents keep their first time, so sync can skip them while unchanged.
    const [image] = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.avif'));
    expect((await stat(path.join(outDir, 'assets', image!))).mtimeMs).toBeLessThan(before);
  });
});
