/** templates/styles.css: the component classes' promises that a browser test would be too slow to keep. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectDir } from '../helpers/site.ts';

const styles = await readFile(path.join(projectDir, 'templates', 'styles.css'), 'utf8');
const applied = (component: string) => new RegExp(`\\.${component} \\{\\s*@apply ([^;]*);`).exec(styles)?.[1]?.split(' ') ?? [];

describe('the menus', () => {
  it.each(['dropdown-link', 'menu-link'])('keep a long name that wraps apart from the next one: .%s pads above and below', (component) => {
    expect(applied(component)).toEqual(expect.arrayContaining([expect.stringMatching(/^py-/)]));
  });
});
