import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The whole built site in memory: output path (relative, "/"-separated) → contents. */
export type OutputFiles = Map<string, string | Uint8Array>;

/** Where a file of `beside` lands: next to the output folder, named after it ("dist.s3-website.json"). */
export function besidePath(outDir: string, name: string): string {
  return path.join(path.dirname(path.resolve(outDir)), `${path.basename(outDir)}.${name}`);
}

/**
 * Writes the site to a temporary folder beside `outDir`, runs `verify` on it, and only then
 * swaps it in. A build that fails at any point leaves the previous `outDir` exactly as it was.
 * `beside` files (named by `besidePath`) are staged as temporary siblings and replaced with the site.
 */
export async function writeOutput(
  files: OutputFiles,
  outDir: string,
  verify: (builtDir: string) => Promise<void>,
  beside: OutputFiles = new Map(),
): Promise<void> {
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

  await removeStaged();
  try {
    await mkdir(staging, { recursive: true });
    await Promise.all(
      [...new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file))))].map((dir) =>
        mkdir(dir, { recursive: true }),
      ),
    );
    await Promise.all([...files].map(([file, contents]) => writeFile(path.join(staging, file), contents)));
    await Promise.all(besideFiles.map(({ staged, contents }) => writeFile(staged, contents)));
    await verify(staging);
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
