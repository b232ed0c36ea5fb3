import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isExampleHost } from '../content/stand-ins.ts';
import { BuildError, type ContentFile, contentProblem } from '../errors.ts';
import { fileAt, urlPathOf } from '../pages/paths.ts';
import type { Route } from '../page-types/page-type.ts';
import { movedRules, type RedirectRule } from './redirects.ts';

/** content/published.txt: every address the site has published, kept in content/ so a host's clean checkout has it too. */
export const PUBLISHED_FILE = 'published.txt';

const HEADER = `# Every address this site has published, one per line: written by each build; commit it with the rest of content/.
# A page that leaves the site keeps its line, and every build warns about it (a build with --production fails), until
# redirects.json sends it to the page that replaces it. Delete a line only for a page gone for good.
`;

/** What the site answers now: each page at each of its addresses, the files a page type adds (a feed), each moved address. */
type Answered = {
  baseUrl: string;
  routes: Route[];
  files: ReadonlyMap<string, unknown>;
  ownFiles: Iterable<string>;
  redirects: RedirectRule[];
};

/** The build's folders, and whether it is a build for the public site (`production`) or the dev server's (`drafts`). */
type Build = { contentDir: string; outDir: string; production: boolean; drafts: boolean };

/** Saves the record once the site is written; the build's warnings about it: each address lost, and a record not saved. */
export type PublishedCheck = { save: () => Promise<string[]> };

/**
 * Every address the record holds that nothing answers now, as a warning at redirects.json where the fix goes (under
 * --production, an error). The record is kept only for a site's public address: the dev server's build shows drafts, and
 * a site at a domain reserved for examples (the starter's) is published nowhere. Before the first record, the last
 * build's sitemap.xml in the output folder stands for it.
 */
export async function checkPublished(build: Build, now: Answered, redirectsFile: ContentFile): Promise<PublishedCheck> {
  if (build.drafts || isExampleHost(new URL(now.baseUrl).hostname)) return { save: async () => [] };
  const file = path.join(build.contentDir, PUBLISHED_FILE);
  const text = await readFile(file, 'utf8').catch(() => null);
  const before = text === null ? await lastSitemap(build.outDir) : recorded(text, file);
  const withSlash = (address: string) => address.replace(/\/?$/, '/');
  const moved = movedRules(now.redirects).map(({ from }) => from);
  const redirected = new Set(moved.map(withSlash));
  const answers = (address: string) => now.files.has(fileAt(address) ?? address) || redirected.has(withSlash(address));
  const lost = before.filter((address) => !answers(address)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  const warnings = lost.length > 0 ? [lostWarning(lost, redirectsFile)] : [];
  if (build.production && warnings.length > 0) throw new BuildError(warnings);
  const pages = now.routes.flatMap((route) => [route.path, ...(route.alsoAt ?? []).map(urlPathOf)]);
  const addresses = new Set([...pages, ...[...now.ownFiles].map(urlPathOf), ...moved, ...lost]);
  const record = `${HEADER}${[...addresses].sort().join('\n')}\n`;
  return { save: async () => [...warnings, ...(text === record ? [] : await save(file, record))] };
}

function lostWarning(lost: string[], redirectsFile: ContentFile): string {
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(lost);
  const one = lost.length === 1;
  return contentProblem(
    redirectsFile,
    null,
    `${list}, published before (${PUBLISHED_FILE}), ${one ? 'is' : 'are'} not on the site now: saved links and search results to ${one ? 'it' : 'them'} find nothing; add a redirect from each to the page that replaces it (for a renamed service or town, its old slug in its formerSlugs), or delete ${one ? 'its line' : 'their lines'} from ${PUBLISHED_FILE} for a page gone for good`,
  );
}

/**
 * Never written half: a new file renamed over the old. The site is already written by then, so a folder the build may
 * not write into is a warning, not a failed build.
 */
async function save(file: string, record: string): Promise<string[]> {
  const staged = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(staged, record);
    await rename(staged, file);
    return [];
  } catch (error) {
    await rm(staged, { force: true }).catch(() => {});
    const { code } = error as NodeJS.ErrnoException;
    return [
      contentProblem(
        file,
        null,
        `not updated (${code ?? (error as Error).message}): the next build cannot tell which pages this one published`,
      ),
    ];
  }
}

/** The addresses of the record; a line that is no address (a merge's conflict marker) is an error at its line. */
function recorded(text: string, file: string): string[] {
  const problems: string[] = [];
  const addresses: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (line.startsWith('/') && !/\s/.test(line)) addresses.push(line);
    else
      problems.push(
        contentProblem(
          file,
          { line: index + 1, column: 1 },
          `"${line}" is not an address of the site: one path per line, each starting with /`,
        ),
      );
  });
  if (problems.length > 0) throw new BuildError(problems);
  return addresses;
}

/** The pages the last build into `outDir` listed in its sitemap, unless it was built at an example domain. */
async function lastSitemap(outDir: string): Promise<string[]> {
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8').catch(() => '');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .flatMap(([, loc]) => (URL.canParse(loc!) ? [new URL(loc!)] : []))
    .flatMap((url) => (isExampleHost(url.hostname) ? [] : [url.pathname]));
}
