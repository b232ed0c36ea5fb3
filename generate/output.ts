import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The whole built site in memory: output path (relative, "/"-separated) → contents. */
export type OutputFiles = Map<string, string | Uint8Array>;

/**
 * Writes the site to a temporary folder beside `outDir`, runs `verify` on it, and only then
 * swaps it in. A build that fails at any point leaves the previous `outDir` exactly as it was.
 */
export async function writeOutput(
  files: OutputFiles,
  outDir: string,
  verify: (builtDir: string) => Promise<void>,
): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  const staging = path.join(parent, `.${name}.building-${process.pid}`);
  const previous = path.join(parent, `.${name}.previous-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    await mkdir(staging, { recursive: true });
    await Promise.all(
      [...new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file))))].map((dir) =>
        mkdir(dir, { recursive: true }),
      ),
    );
    await Promise.all([...files].map(([file, contents]) => writeFile(path.join(staging, file), contents)));
    await verify(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  // The swap: two renames on one file system, so a reader never sees a half-written site.
  await rm(previous, { recursive: true, force: true });
  const hadPrevious = await rename(outDir, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(staging, outDir);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}
