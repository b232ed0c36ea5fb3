import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectDir } from './site.ts';

/**
 * The arguments to `node` that run `npm run COMMAND` (build, dev, preview, deploy, new-site, schemas) as the owner
 * does: generate/cli/launch.mjs runs the command from the bundle it keeps in the project's .cache/launch/, so a
 * child starts in a third of the time tsx takes to compile every module again.
 */
export function npmRun(command: string, root = projectDir): string[] {
  return [path.join(root, 'generate', 'cli', 'launch.mjs'), command];
}

/** The arguments to `node` that run `npm run build` (see npmRun). */
export function npmRunBuild(root = projectDir): string[] {
  return npmRun('build', root);
}

/** The variables package.json's `build` script sets before `node` (the allocator's setting), for a build timed as the owner runs it. */
export function npmRunBuildEnv(root = projectDir): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { build: string } };
  const assignments = /^((?:\w+=\S+\s+)*)node\s/.exec(scripts.build)?.[1] ?? '';
  return Object.fromEntries(
    assignments
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}
