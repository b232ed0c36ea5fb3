import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../generate.ts';
import { BUILD_TIME } from './site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real site, built once from content/ for all test files. */
    siteDir: string;
    /** The build cache of that build (images, cards, CSS, pages), for other test builds of the same content (so they stay fast). */
    cacheDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  const siteDir = path.join(root, 'dist');
  const cacheDir = path.join(root, 'build-cache');
  await build({ outDir: siteDir, cacheDir, buildTime: BUILD_TIME });
  project.provide('siteDir', siteDir);
  project.provide('cacheDir', cacheDir);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
