import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { contentHash } from './hash.ts';

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/**
 * A hash of the code that turns data into HTML and CSS: every template file (components, styles,
 * the client script), the render stage itself, and the versions of React and the icon set. Cached
 * CSS and pages are keyed by it, so editing any of them makes them anew.
 */
export async function codeFingerprint(templatesDir: string): Promise<string> {
  const files = (await fg('**/*', { cwd: templatesDir, absolute: true })).sort();
  files.push(fileURLToPath(new URL('./render.tsx', import.meta.url)));
  const contents = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  const versions = ['react', 'react-dom', 'lucide-react'].map((name) => `${name}@${versionOf(name)}`);
  return contentHash([...versions, ...files.map((file, index) => `${path.basename(file)}\0${contents[index]}`)].join('\0'));
}
