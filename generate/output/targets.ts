/**
 * The folders a build is given, checked before any work: those it reads exist, and of those it writes (the output and
 * the cache) the build only ever replaces a folder it made itself, and never writes into the project's own sources.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CACHE_MARK, isCacheEntry } from '../cache/build-cache.ts';
import { displayPath } from '../errors.ts';
import { templatesDir } from '../folders.ts';
import { besidePath, GENERATED_MARK, OUTPUT_MARK } from './write.ts';

type Folders = { projectDir: string; contentDir: string; assetsDir: string; stylesAndScriptDir: string; outDir: string; cacheDir: string };

/** Each of `besideNames` (`dist.nginx.conf`) may replace only a file an earlier build of the same output wrote. */
export function targetProblems(folders: Folders, besideNames: string[] = []): string[] {
  const real = Object.fromEntries(Object.entries(folders).map(([name, dir]) => [name, realPath(dir)])) as Folders;
  const problems: string[] = [];
  // A mistyped folder is one problem, not a "file is missing" for each file it should hold.
  for (const [flag, dir] of Object.entries({ '--content': folders.contentDir, '--assets': folders.assetsDir })) {
    if (!isDirectory(dir)) problems.push(`${flag} ${displayPath(dir)}: there is no such folder; check the path`);
  }
  // The stylesheet and script's folder is the templates folder, unless a build says otherwise.
  const sources = {
    content: real.contentDir,
    assets: real.assetsDir,
    templates: realPath(templatesDir),
    'stylesheet and script': real.stylesAndScriptDir,
  };
  const out = commonProblem('--out', real.outDir, real, { ...sources, cache: real.cacheDir });
  if (out) problems.push(out);
  else if (isDirectory(real.outDir)) {
    const entries = readdirSync(real.outDir);
    if (entries.length > 0 && !entries.includes(OUTPUT_MARK)) {
      problems.push(
        `--out ${displayPath(folders.outDir)}: the folder is not empty and was not made by this build (it has no ${OUTPUT_MARK}); the build replaces its output whole, so choose an empty or new folder`,
      );
    }
  }
  if (!out) problems.push(...besideProblems(folders.outDir, real.outDir, besideNames));
  // Where the output is already refused, a cache inside it is the same mistake: one line is enough.
  const cache = commonProblem('--cache', real.cacheDir, real, { ...sources, ...(!out && { output: real.outDir }) });
  if (cache) problems.push(cache);
  else if (isDirectory(real.cacheDir)) {
    const strangers = readdirSync(real.cacheDir).filter((entry) => !isCacheEntry(path.join(real.cacheDir, entry)));
    if (strangers.length > 0 && !existsSync(path.join(real.cacheDir, CACHE_MARK))) {
      problems.push(
        `--cache ${displayPath(folders.cacheDir)}: the folder holds files that are not the build cache's (such as ${strangers[0]}); choose an empty or new folder`,
      );
    }
  }
  return problems;
}

/** A hand-written `dist.Caddyfile` is never overwritten: only a plain file beside a build's output, or one that says it was generated. */
function besideProblems(outDir: string, realOutDir: string, names: string[]): string[] {
  const madeByBuild = existsSync(path.join(realOutDir, OUTPUT_MARK));
  return names.flatMap((name) => {
    const file = besidePath(realOutDir, name);
    const stats = statSync(file, { throwIfNoEntry: false });
    const problem = (what: string) => [`--out ${displayPath(outDir)}: ${displayPath(file)} ${what}`];
    if (!stats) return [];
    if (!stats.isFile()) return problem('is in the way of the file the build writes there, and is not a file');
    if (madeByBuild || saysGenerated(readFileSync(file, 'utf8'))) return [];
    return problem('exists and was not written by this build; move it, or choose another output folder');
  });
}

/** The S3 website configuration cannot carry the mark (S3 takes it as it is), so it is known by its shape. */
function saysGenerated(text: string): boolean {
  if (text.includes(GENERATED_MARK)) return true;
  try {
    return JSON.parse(text)?.ErrorDocument?.Key !== undefined;
  } catch {
    return false;
  }
}

/** What no build may write to, output or cache alike. */
function commonProblem(flag: string, dir: string, real: Folders, others: Record<string, string>): string | null {
  const shown = `${flag} ${displayPath(dir)}`;
  if (dir === path.parse(dir).root) return `${shown}: that is the root of the file system; choose a folder of its own, such as dist/`;
  if (dir === realPath(os.homedir())) return `${shown}: that is your home folder; choose a folder of its own, such as dist/`;
  if (dir === real.projectDir || isInside(real.projectDir, dir))
    return `${shown}: that folder holds the project itself; choose a folder of its own, such as dist/`;
  for (const [name, other] of Object.entries(others)) {
    if (dir === other || isInside(dir, other))
      return `${shown}: that is inside the ${name} folder (${displayPath(other)}); choose a folder of its own`;
    if (isInside(other, dir)) return `${shown}: that folder holds the ${name} folder (${displayPath(other)}); choose a folder of its own`;
  }
  if (existsSync(dir) && !isDirectory(dir)) return `${shown}: that is a file, not a folder; choose a folder`;
  return null;
}

/** True when `child` lies strictly below `parent`. */
function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function isDirectory(dir: string): boolean {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** The path with every symbolic link resolved, for the part that exists: a link to content/ is content/. */
function realPath(dir: string): string {
  const absolute = path.resolve(dir);
  if (existsSync(absolute)) return realpathSync(absolute);
  const up = path.dirname(absolute);
  return up === absolute ? absolute : path.join(realPath(up), path.basename(absolute));
}
