/**
 * Where things are by default: the project's own folders, as every command and the pipeline
 * find them when no flag says otherwise.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectDir = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

export const defaultFolders = {
  contentDir: path.join(projectDir, 'content'),
  assetsDir: path.join(projectDir, 'assets'),
  templatesDir: path.join(projectDir, 'templates'),
  outDir: path.join(projectDir, 'dist'),
  cacheDir: path.join(projectDir, '.cache', 'build'),
  /** Where `npm run dev` builds: never dist/, since a dev build is never uploaded. */
  devOutDir: path.join(projectDir, '.cache', 'dev-site'),
};
