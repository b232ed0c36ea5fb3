import { constants, copyFile, link, mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the build takes from its cache as it is, without holding its bytes in memory. */
export type CachedFile = { copyOf: string; size: number };

/** The whole built site: output path (relative, "/"-separated) → contents, or a file in the cache. */
export type OutputFiles = Map<string, string | Uint8Array | CachedFile>;

export function sizeOf(contents: string | Uint8Array | CachedFile): number {
  return typeof contents === 'string' || contents instanceof Uint8Array ? Buffer.byteLength(contents) : contents.size;
}

/** Where a file of `beside` lands: next to the output folder, named after it ("dist.s3-website.json"). */
export function besidePath(outDir: string, name: string): string {
  return path.join(path.dirname(path.resolve(outDir)), `${path.basename(outDir)}.${name}`);
}

/**
 * A cached file into the output: a hard link costs nothing (the cache keeps its files read-only,
 * so neither side can change the other); across file systems, a copy.
 *
 * A linked file keeps the time it was first made. For a page that went back to an earlier version
 * that would be wrong: `aws s3 sync` uploads a file only when its size or time differs, and an old
 * time with the same size would leave the newer page online. So every file at a fixed address is
 * stamped with the build's time, as if written anew; files under assets/ are named by their
 * contents, so their time may stay (and sync skips them while they are unchanged).
 */
async function place(cached: CachedFile, target: string, contentAddressed: boolean, now: Date): Promise<void> {
  await link(cached.copyOf, target).catch(() => copyFile(cached.copyOf, target, constants.COPYFILE_FICLONE));
  if (!contentAddressed) await utimes(target, now, now);
}

/** Output files whose names carry a hash of their contents (images, social cards, CSS, the script). */
const isContentAddressed = (file: string) => file.startsWith('assets/');

/**
 * Writes the site to a temporary folder beside `outDir` and only then swaps it in: a build that
 * fails at any point, even halfway through writing, leaves the previous `outDir` exactly as it was.
 * `beside` files (named by `besidePath`) are staged as temporary siblings and replaced with the site.
 */
export async function writeOutput(files: OutputFiles, outDir: string, beside: OutputFiles = new Map()): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  const staging = path.join(parent, `.${name}.building-${process.pid}`);
  const previous = path.join(parent, `.${name}.previous-${process.pid}`);
  const besideFiles = [...beside].map(([file, contents]) => ({
    staged: path.join(parent, `.${name}.building-${process.pid}.${file}`),
    final: besidePath(outDir, file),
    contents,
  }));
  const removeStaged = () =>
    Promise.all([staging, ...besideFiles.map(({ staged }) => staged)].map((p) => rm(p, { recursive: true, force: true })));
  const now = new Date();
  const write = (target: string, contents: string | Uint8Array | CachedFile, contentAddressed = false) =>
    typeof contents === 'string' || contents instanceof Uint8Array
      ? writeFile(target, contents)
      : place(contents, target, contentAddressed, now);

  await removeStaged();
  try {
    await mkdir(staging, { recursive: true });
    // Each folder once, parents before children: far fewer system calls than a recursive mkdir per file.
    const folders = new Set<string>();
    for (const file of files.keys()) {
      for (let dir = path.posix.dirname(file); dir !== '.' && !folders.has(dir); dir = path.posix.dirname(dir)) folders.add(dir);
    }
    const byDepth: string[][] = [];
    for (const dir of folders) (byDepth[dir.split('/').length] ??= []).push(dir);
    for (const level of byDepth) if (level) await Promise.all(level.map((dir) => mkdir(path.join(staging, dir))));
    await Promise.all([...files].map(([file, contents]) => write(path.join(staging, file), contents, isContentAddressed(file))));
    await Promise.all(besideFiles.map(({ staged, contents }) => write(staged, contents)));
  } catch (error) {
    await removeStaged();
    throw error;
  }
  // The swap: renames on one file system, so a reader never sees a half-written site.
  await rm(previous, { recursive: true, force: true });
  const hadPrevious = await rename(outDir, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(staging, outDir);
  for (const { staged, final } of besideFiles) await rename(staged, final);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}
