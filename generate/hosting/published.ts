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
# a redirect answers it. Delete a line only for a page gone for good, or one that never went live.
`;

/** What the site answers now: each page at each of its addresses, the files a page type adds (a feed), each moved address. */
type Answered = {
  baseUrl: string;
  routes: Route[];
  files: ReadonlyMap<string, unknown>;
  ownFiles: Iterable<string>;
  redirects: RedirectRule[];
};

/** The build's folders, and whether it is the dev server's (`drafts`). */
type Build = { contentDir: string; outDir: string; drafts: boolean; production?: boolean };

/**
 * What the build reports of the record: `lost`, the warning naming each address nothing answers now (a build for the
 * public site fails on it); `save`, which writes the record once the site is written and gives the warnings (the lost
 * addresses, and a record not saved); then `notes`, a line when it wrote new addresses, to commit. `added`: the
 * addresses it records for the first time, none when it records nothing.
 */
export type PublishedCheck = { lost: string[]; notes: string[]; save: () => Promise<string[]>; added: ReadonlySet<string> };

/** An address as the record keeps it: a page's with its slash, whichever way a redirect writes it; a file's as it is. */
const asRecorded = (address: string) => (/\.[a-z0-9]+$/i.test(address) ? address : address.replace(/\/?$/, '/'));

/**
 * Every address the record holds that nothing answers now, as a warning at redirects.json where the fix goes. A redirect keeps an address answered but adds none: the record holds what was published, the
 * 404 pages aside. It is kept only for a site's public address: a site at a domain reserved for examples (the starter's)
 * is published nowhere; the dev server's build, which shows drafts, warns but records nothing. Before the first record,
 * the last sitemap.xml in the output folder stands for it.
 */
export async function checkPublished(build: Build, now: Answered, redirectsFile: ContentFile): Promise<PublishedCheck> {
  if (isExampleHost(new URL(now.baseUrl).hostname)) return { lost: [], notes: [], save: async () => [], added: new Set() };
  const file = path.join(build.contentDir, PUBLISHED_FILE);
  const text = await readFile(file, 'utf8').catch(() => null);
  const before = new Set((text === null ? await lastSitemap(build.outDir) : recorded(text, file)).map(asRecorded));
  const redirected = new Set(movedRules(now.redirects).map(({ from }) => asRecorded(from)));
  const lost = [...before].filter((address) => !now.files.has(fileAt(address) ?? '') && !redirected.has(address));
  lost.sort((a, b) => a.length - b.length || a.localeCompare(b));
  const warnings = lost.length > 0 ? [lostWarning(build.production ? lost : capped(lost), redirectsFile)] : [];
  const pages = now.routes.filter((route) => !route.neverIndexed).map((route) => route.path);
  const addresses = new Set([...before, ...[...pages, ...[...now.ownFiles].map(urlPathOf)].map(asRecorded)]);
  // Rewritten only for a new address: an owner's comment, or line endings a checkout changed, stay as they are.
  const added = new Set([...addresses].filter((address) => !before.has(address)));
  if (build.drafts || (text !== null && added.size === 0))
    return { lost: warnings, notes: [], save: async () => warnings, added: new Set() };
  const notes: string[] = [];
  const save = async () => {
    const unsaved = await saved(file, `${HEADER}${[...addresses].sort().join('\n')}\n`);
    // A host that builds from a clean checkout writes the record where nobody sees it: the report says to commit it.
    const what =
      text === null ? `written, ${addresses.size} addresses` : `${added.size} new ${added.size === 1 ? 'address' : 'addresses'} recorded`;
    if (unsaved.length === 0) notes.push(contentProblem(file, null, `${what}; commit it with content/`));
    return [...warnings, ...unsaved];
  };
  return { lost: warnings, notes, save, added };
}

/**
 * The addresses the record holds, a page's with its slash, for the redirects of a translation's pages that left the main
 * language's slugs (former-slugs.ts): whatever the host of this build, so a staging build and the preview answer as the
 * public site does.
 */
export async function publishedAddresses(contentDir: string): Promise<ReadonlySet<string>> {
  const file = path.join(contentDir, PUBLISHED_FILE);
  const text = await readFile(file, 'utf8').catch(() => null);
  return new Set(text === null ? [] : recorded(text, file).map(asRecorded));
}

/**
 * Past this many lost addresses (and one, which "1 more" would not shorten) the warning counts the rest: a town dropped
 * with its services would fill the report. A build for the public site, which fails on them, names them all.
 */
const LOST_LISTED = 10;

const capped = (lost: string[]) =>
  lost.length > LOST_LISTED + 1
    ? [...lost.slice(0, LOST_LISTED), `${lost.length - LOST_LISTED} more (a build with --production names them all)`]
    : lost;

function lostWarning(lost: string[], redirectsFile: ContentFile): string {
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(lost);
  const one = lost.length === 1;
  return contentProblem(
    redirectsFile,
    null,
    `${list}, published before (${PUBLISHED_FILE}), ${one ? 'is' : 'are'} not on the site now: saved links and search results to ${one ? 'it' : 'them'} find nothing. Add a redirect from ${one ? 'it' : 'each'} here to the page that replaces it (a renamed service, town, Markdown page or article, or a translation's own slug: its old one in its formerSlugs, beside its new "slug", does it), or delete ${one ? 'its line' : 'their lines'} from ${PUBLISHED_FILE} for a page gone for good or never live`,
  );
}

/**
 * Never written half: a new file renamed over the old. The site is already written by then, so a folder the build may
 * not write into is a warning, not a failed build.
 */
async function saved(file: string, record: string): Promise<string[]> {
  const staged = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(staged, record);
    await rename(staged, file);
    return [];
  } catch (error) {
    await rm(staged, { force: true }).catch(() => {});
    const { code } = error as NodeJS.ErrnoException;
    const message = `not updated (${code ?? (error as Error).message}): the next build cannot tell which pages this one published`;
    return [contentProblem(file, null, message)];
  }
}

/** The addresses of the record; a line that is no address (a merge's conflict marker) is an error at its line. */
function recorded(text: string, file: string): string[] {
  const problems: string[] = [];
  const addresses: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (line.startsWith('/') && !/\s/.test(line)) {
      addresses.push(line);
      return;
    }
    const marker = /^(<{7}|={7}|>{7})/.test(line);
    const why = marker
      ? "a merge's conflict marker: keep the lines of both sides and delete the markers"
      : 'not an address of the site: one path per line, each starting with /';
    problems.push(contentProblem(file, { line: index + 1, column: 1 }, `"${line}" is ${why}`));
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
