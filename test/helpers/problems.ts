import { BuildError } from '../../generate/errors.ts';
import type { TempSite } from './temp-site.ts';

let builds = 0;

/** Builds a content folder of a temporary site and returns the problems the build fails with, or [] when it builds. */
export async function problemsBuilding(site: TempSite, contentDir: string, production = false): Promise<string[]> {
  try {
    await site.build({ contentDir, outDir: site.at(`failed-${++builds}`), production, checkLinks: false });
    return [];
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return error.problems;
  }
}
