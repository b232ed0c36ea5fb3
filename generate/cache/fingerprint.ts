import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { contentHash } from './hash.ts';
import { versionOf } from './versions.ts';

/** The project's own templates, which the render stage imports whatever `templatesDir` says. */
const projectTemplates = fileURLToPath(new URL('../../templates/', import.meta.url));
/** The render stage: the code that calls the templates and serialises their output. */
const renderCode = ['../render/render.ts', '../render/render-react.tsx'].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/**
 * A hash of the code that turns data into HTML and CSS: every template file (components, styles,
 * the client script) in the project's templates folder and in `templatesDir` if that is another,
 * the render stage itself, and the versions of React and the icon set. Cached CSS and pages are
 * keyed by it, so editing any of them makes them anew.
 */
export async function codeFingerprint(templatesDir: string): Promise<string> {
  const folders = [...new Set([projectTemplates, templatesDir].map((dir) => path.resolve(dir)))];
  const templateFiles = (await Promise.all(folders.map((cwd) => fg('**/*', { cwd, absolute: true })))).flat();
  const files = [...new Set([...templateFiles, ...renderCode])].sort();
  const contents = await Promise.all(files.map((file) => readFile(file)));
  const versions = ['react', 'react-dom', 'lucide-react'].map((name) => `${name}@${versionOf(name)}`);
  return contentHash(
    [...versions, ...files.map((file, index) => `${path.relative(projectTemplates, file)}\0${contentHash(contents[index]!)}`)].join('\0'),
  );
}
