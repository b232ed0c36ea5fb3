/**
 * A temporary copy of a site, to build, change and break without touching the project: the one way
 * tests make a work folder, copy content/ (and assets/ when they change it) and build.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { build as buildSite, type BuildOptions, type BuildResult } from '../../generate.ts';
import { BUILD_TIME, editContent, projectDir } from './site.ts';

type Folder = 'content' | 'assets';

export type TempSiteOptions = {
  /** Folders copied into the work folder, for tests that change them; the others are used where they are. */
  copy?: Folder[];
  /** The project (default) or a fixture with its own content/ and assets/, such as test/fixtures/other-business. */
  from?: string;
  /**
   * The build cache: the one all test files share (default, so builds of the real site stay fast), a copy
   * of it to damage, a copy without its rendered pages (so every page renders), or an empty one of its own.
   */
  cache?: 'shared' | 'copy' | 'copy without pages' | 'empty';
};

export type TempSite = {
  /** The temporary work folder, removed after the tests of the file or describe block. */
  readonly dir: string;
  readonly contentDir: string;
  readonly assetsDir: string;
  readonly cacheDir: string;
  /** Where `build` writes unless told otherwise: `dist` in the work folder. */
  readonly outDir: string;
  /** A path in the work folder. */
  at(...parts: string[]): string;
  /** Builds these folders with the fixed clock; `overrides` as build() takes them. */
  build(overrides?: Partial<BuildOptions>): Promise<BuildResult>;
  /** A copy of this site's content, in the work folder, with one file edited as `editContent` does. */
  contentWith(file: string, edit: (json: any) => unknown): Promise<string>;
};

/**
 * Copies the build cache all test files share into `to`, with the entries `keep` keeps. Builds of
 * other test files write into it meanwhile: their files being written (`.tmp-`) vanish as they are
 * renamed, and are left out.
 */
export function copyOfSharedCache(to: string, keep: (entry: string) => boolean = () => true): Promise<void> {
  return cp(inject('cacheDir'), to, { recursive: true, filter: (entry) => !path.basename(entry).includes('.tmp-') && keep(entry) });
}

/**
 * A temporary copy of a site to build, change and break: made before the tests of the file (or of
 * the describe block) it is called in, and removed after them.
 */
export function tempSite(options: TempSiteOptions = {}): TempSite {
  const from = options.from ?? projectDir;
  const copied = new Set(options.copy ?? []);
  let dir: string | undefined;
  let copies = 0;
  const work = () => {
    if (!dir) throw new Error('tempSite: its folder exists only while the tests run');
    return dir;
  };
  const folder = (name: Folder) => path.join(copied.has(name) ? work() : from, name);
  const cacheDir = () => ((options.cache ?? 'shared') === 'shared' ? inject('cacheDir') : path.join(work(), 'cache'));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'temp-site-'));
    for (const name of copied) await cp(path.join(from, name), path.join(dir, name), { recursive: true });
    if (options.cache === 'copy' || options.cache === 'copy without pages') {
      const withoutPages = options.cache === 'copy without pages';
      await copyOfSharedCache(cacheDir(), (entry) => !(withoutPages && /\.(html|main)$/.test(entry)));
    }
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  return {
    get dir() {
      return work();
    },
    get contentDir() {
      return folder('content');
    },
    get assetsDir() {
      return folder('assets');
    },
    get cacheDir() {
      return cacheDir();
    },
    get outDir() {
      return path.join(work(), 'dist');
    },
    at: (...parts) => path.join(work(), ...parts),
    build(overrides = {}) {
      return buildSite({
        contentDir: folder('content'),
        assetsDir: folder('assets'),
        cacheDir: cacheDir(),
        outDir: path.join(work(), 'dist'),
        buildTime: BUILD_TIME,
        ...overrides,
      });
    },
    async contentWith(file, edit) {
      const copy = path.join(work(), `content-${++copies}`);
      await cp(folder('content'), copy, { recursive: true });
      await editContent(copy, file, edit);
      return copy;
    },
  };
}
