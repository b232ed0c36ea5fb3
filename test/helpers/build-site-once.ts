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
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  const siteDir = path.join(root, 'dist');
  await build({ outDir: siteDir, buildTime: BUILD_TIME });
  project.provide('siteDir', siteDir);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
