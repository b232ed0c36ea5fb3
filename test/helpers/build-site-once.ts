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

type SharedBuild = { root: Promise<string>; users: number };

/**
 * The site and e2e projects both name this global setup: the build is kept on the process's global
 * object, which every project's copy of this module sees, so one run builds the site once.
 */
const key = Symbol.for('site-test.build-site-once');
const shared = globalThis as typeof globalThis & { [key]?: SharedBuild };

async function buildOnce(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  await build({ outDir: path.join(root, 'dist'), cacheDir: path.join(root, 'build-cache'), buildTime: BUILD_TIME });
  return root;
}

export default async function setup(project: TestProject) {
  shared[key] ??= { root: buildOnce(), users: 0 };
  const once = shared[key];
  once.users++;
  const root = await once.root;
  project.provide('siteDir', path.join(root, 'dist'));
  project.provide('cacheDir', path.join(root, 'build-cache'));
  return async () => {
    if (--once.users > 0) return;
    delete shared[key];
    await rm(root, { recursive: true, force: true });
  };
}
