/** The project's own folders, where every command looks when no flag says otherwise. */
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './cache/hash.ts';
import { BuildError, displayPath } from './errors.ts';

export const projectDir = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

/** The templates are code, imported from here whatever the options say, so a change to one needs a fresh process. */
export const templatesDir = path.join(projectDir, 'templates');

/** The browser's script (the menu's), in the styles-and-script folder: each build reads it as a file; Node never imports it. */
export const CLIENT_SCRIPT = path.join('client', 'site.js');

export const defaultFolders = {
  contentDir: path.join(projectDir, 'content'),
  assetsDir: path.join(projectDir, 'assets'),
  /** styles.css (with the templates Tailwind scans for class names) and client/site.js: the templates folder. */
  stylesAndScriptDir: templatesDir,
  outDir: path.join(projectDir, 'dist'),
  /** In node_modules/.cache/, as Netlify and Vercel keep that folder between deploys; `npm ci` empties it. */
  cacheDir: path.join(projectDir, 'node_modules', '.cache', 'local-service-site-generator', 'build'),
  /** Where it lives when node_modules cannot be written (a container image's layer, a shared CI cache). */
  spareCacheDir: path.join(projectDir, '.cache', 'build'),
};

/**
 * Where `npm run dev` builds: never dist/, since a dev build is never uploaded, and a folder of its own per content
 * folder, so no dev server serves the site of another one (or of an earlier run on other content) as its last good site.
 */
export const devOutDirFor = (contentDir: string, assetsDir: string) =>
  path.join(devSitesDir, contentHash(`${path.resolve(contentDir)}\0${path.resolve(assetsDir)}`), 'site');

/** The folder of every dev site, which `npm run dev` clears of those no longer used as it starts (serve/dev-sites.ts). */
export const devSitesDir = path.join(projectDir, '.cache', 'dev-sites');

/** The build cache's folder when none is named: the first of the two that can be written. */
export function defaultCacheDir(): string {
  const dir = [defaultFolders.cacheDir, defaultFolders.spareCacheDir].find(canWrite);
  if (dir) return dir;
  throw new BuildError([
    `cannot write the build cache in ${displayPath(defaultFolders.cacheDir)}/ nor in ${displayPath(defaultFolders.spareCacheDir)}/; choose a folder with --cache DIR`,
  ]);
}

function canWrite(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
