/**
 * Where things are by default: the project's own folders, as every command and the pipeline
 * find them when no flag says otherwise.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectDir = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

/**
 * The React templates. They are code: the render stage imports them from here, whatever the
 * options say, and a change to one needs a fresh process (the dev server starts a new builder).
 */
export const templatesDir = path.join(projectDir, 'templates');

export const defaultFolders = {
  contentDir: path.join(projectDir, 'content'),
  assetsDir: path.join(projectDir, 'assets'),
  /** styles.css (with the templates Tailwind scans for class names) and client/site.js: the templates folder. */
  stylesAndScriptDir: templatesDir,
  outDir: path.join(projectDir, 'dist'),
  /**
   * Where the build cache lives: node_modules/.cache/, the folder Netlify and Vercel keep between
   * deploys with node_modules (docs/hosting.md says what each host keeps). `npm ci` empties it.
   */
  cacheDir: path.join(projectDir, 'node_modules', '.cache', 'garage-door-site', 'build'),
  /** Where `npm run dev` builds: never dist/, since a dev build is never uploaded. */
  devOutDir: path.join(projectDir, '.cache', 'dev-site'),
};
