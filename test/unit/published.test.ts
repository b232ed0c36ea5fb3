/**
 * The record of published addresses (generate/hosting/published.ts), content/published.txt: what it lists, that an
 * address in it nothing answers is a warning on every build (an error with --production) until redirected or deleted,
 * and that it is written whole, only for a site's public address, and never at the cost of a build.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkPublished, PUBLISHED_FILE } from '../../generate/hosting/published.ts';
import { buildRedirectTable, type MovedAddress } from '../../generate/hosting/redirects.ts';
import { fileAt } from '../../generate/pages/paths.ts';
import type { Route } from '../../generate/page-types/page-type.ts';
import { projectDir } from '../helpers/site.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'published-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const redirectsFile = { path: 'content/redirects.json' };
let folders = 0;
/** A content and an output folder of their own, for a build of `options` (a public build at a real address by default). */
async function folder(options: { drafts?: boolean } = {}) {
  const contentDir = path.join(work, `content-${++folders}`);
  await mkdir(contentDir);
  return { contentDir, outDir: path.join(work, `out-${folders}`), drafts: false, ...options };
}

/** What a build of these pages (and these page-type files, such as a feed) answers, at `baseUrl`. */
function site(pages: string[], { own = [] as string[], moved = [] as MovedAddress[], baseUrl = 'https://harborlock.com' } = {}) {
  const routes = pages.map((page) => ({ path: page, ...(page === '/404/' ? { alsoAt: ['404.html'], neverIndexed: true } : {}) }) as Route);
  const files = new Map<string, string>([...pages.map((page) => [fileAt(page)!, ''] as const), ...own.map((file) => [file, ''] as const)]);
  if (pages.includes('/404/')) files.set('404.html', '');
  return { baseUrl, routes, files, ownFiles: own, redirects: buildRedirectTable(moved) };
}

const readRecord = async (contentDir: string) =>
  (await readFile(path.join(contentDir, PUBLISHED_FILE), 'utf8')).split('\n').filter((line) => line.startsWith('/'));

it('lists every page at each of its addresses and the feeds, sorted, and says to commit it; a redirect adds no address', async () => {
  const build = await folder();
  const moved = [{ from: '/old-page', to: '/about/', status: 301, why: 'Renamed.' } as MovedAddress];
  const check = await checkPublished(build, site(['/', '/about/', '/404/'], { own: ['feed.xml'], moved }), redirectsFile);
  const file = path.join(build.contentDir, PUBLISHED_FILE);
  expect(await check.save()).toEqual([]);
  expect(check.notes).toEqual([`${file}: written, 3 addresses; commit it with content/`]);
  // The addresses new to the record, for the report's notes on them.
  expect([...check.added].sort()).toEqual(['/', '/about/', '/feed.xml']);
  // The 404 pages are no pages of the site's to keep answering.
  expect(await readRecord(build.contentDir)).toEqual(['/', '/about/', '/feed.xml']);
  const header = (await readFile(file, 'utf8')).split('\n')[0];
  expect(header).toMatch(/^# Every address this site has published/);
  // A host that builds from a clean checkout: the report is all that tells of a new page's line.
  const again = async (pages: string[]) => {
    const next = await checkPublished(build, site(pages, { own: ['feed.xml'] }), redirectsFile);
    await next.save();
    expect([...next.added]).toEqual(pages.filter((page) => page === '/new/'));
    return next.notes;
  };
  expect(await again(['/', '/about/', '/404/'])).toEqual([]);
  expect(await again(['/', '/about/', '/404/', '/new/'])).toEqual([`${file}: 1 new address recorded; commit it with content/`]);
});

it('takes a page back, at its address with a slash, after a redirect without one answered it', async () => {
  const build = await folder();
  await (await checkPublished(build, site(['/', '/articles/']), redirectsFile)).save();
  const moved = [{ from: '/articles', to: '/', status: 301, why: 'No articles for now.' } as MovedAddress];
  expect(await (await checkPublished(build, site(['/'], { moved }), redirectsFile)).save()).toEqual([]);
  expect(await readRecord(build.contentDir)).toEqual(['/', '/articles/']);
  // The articles back, the redirect gone: nothing is lost.
  const back = await checkPublished(build, site(['/', '/articles/']), redirectsFile);
  expect(back.lost).toEqual([]);
  expect(await back.save()).toEqual([]);
});

it('warns about a page that left the site on every build, not once, until a redirect answers it', async () => {
  const build = await folder();
  await (await checkPublished(build, site(['/', '/services/rekeying/', '/services/rekeying-in-town/']), redirectsFile)).save();
  const renamed = ['/', '/services/lock-rekeying/', '/services/lock-rekeying-in-town/'];
  for (const _ of [1, 2]) {
    const check = await checkPublished(build, site(renamed), redirectsFile);
    expect(await check.save()).toEqual([
      'content/redirects.json: /services/rekeying/ and /services/rekeying-in-town/, published before (published.txt), are not on the site now: saved links and search results to them find nothing. Add a redirect from each here to the page that replaces it (a renamed service, town, Markdown page or article, or a translation\'s own slug: its old one in its formerSlugs, beside its new "slug", does it), or delete their lines from published.txt for a page gone for good or never live',
    ]);
    // The lost addresses stay in the record beside the new pages.
    expect(await readRecord(build.contentDir)).toEqual([
      '/',
      '/services/lock-rekeying-in-town/',
      '/services/lock-rekeying/',
      '/services/rekeying-in-town/',
      '/services/rekeying/',
    ]);
  }
  // A redirect written without the trailing slash answers the address with it.
  const moved = [{ from: '/services/rekeying', to: '/services/lock-rekeying/', status: 301, why: 'Renamed.' } as MovedAddress];
  const redirected = await checkPublished(build, site(renamed, { moved }), redirectsFile);
  expect(await redirected.save()).toEqual([
    expect.stringMatching(
      /^content\/redirects\.json: \/services\/rekeying-in-town\/, published before \(published\.txt\), is not on the site now: .* Add a redirect from it here .* delete its line from published.txt/,
    ),
  ]);
});

it('names the first ten lost addresses, the shortest first, and counts the rest: a town dropped with its services is one line', async () => {
  const build = await folder();
  const services = Array.from({ length: 20 }, (_, index) => `/services/service-${index + 1}-in-gone/`);
  await writeFile(path.join(build.contentDir, PUBLISHED_FILE), ['/', '/service-areas/gone/', ...services].join('\n'));
  const [warning] = (await checkPublished(build, site(['/']), redirectsFile)).lost;
  expect(warning).toMatch(
    /^content\/redirects\.json: \/service-areas\/gone\/, \/services\/service-1-in-gone\/, .*, \/services\/service-9-in-gone\/, and 11 more \(a build with --production names them all\), published before \(published\.txt\), are not on the site now: /,
  );
  expect(warning).not.toContain('/services/service-10-in-gone/');
  // A build for the public site fails on them: it names each, to redirect them all in one go.
  const [all] = (await checkPublished({ ...build, production: true }, site(['/']), redirectsFile)).lost;
  for (const address of services) expect(all).toContain(address);
});

it('names what a page that left the site loses before the site is written, for a build for the public site to fail on', async () => {
  const build = await folder();
  await writeFile(path.join(build.contentDir, PUBLISHED_FILE), '/\n/services/gone/\n');
  const check = await checkPublished(build, site(['/']), redirectsFile);
  expect(check.lost).toEqual([expect.stringContaining('/services/gone/, published before (published.txt), is not on the site now')]);
});

it('takes the last sitemap in the output folder for the record before the first, unless it was built at an example domain', async () => {
  const sitemap = (host: string) =>
    `<urlset><url><loc>https://${host}/</loc></url><url><loc>https://${host}/services/gone/</loc></url></urlset>`;
  const lostAfter = async (host: string) => {
    const build = await folder();
    await mkdir(build.outDir);
    await writeFile(path.join(build.outDir, 'sitemap.xml'), sitemap(host));
    return (await checkPublished(build, site(['/']), redirectsFile)).save();
  };
  expect(await lostAfter('harborlock.com')).toEqual([expect.stringContaining('/services/gone/, published before')]);
  expect(await lostAfter('harborlock.example')).toEqual([]);
});

it("keeps no record for a site at a domain reserved for examples (the starter's) or this machine's (a local --base-url); the dev server's build of drafts warns and records nothing", async () => {
  for (const [build, baseUrl, lost] of [
    [await folder(), 'https://www.your-business.example', []],
    [await folder(), 'http://127.0.0.1:4173', []],
    [await folder(), 'http://[::1]:8080', []],
    [await folder(), 'http://localhost:4173', []],
    [await folder({ drafts: true }), 'https://harborlock.com', [expect.stringContaining('/services/gone/, published before')]],
  ] as const) {
    await writeFile(path.join(build.contentDir, PUBLISHED_FILE), '/services/gone/\n');
    const check = await checkPublished(build, site(['/', '/new/'], { baseUrl }), redirectsFile);
    expect(check.notes).toEqual([]);
    expect(check.added.size).toBe(0);
    expect(await check.save()).toEqual(lost);
    expect(await readFile(path.join(build.contentDir, PUBLISHED_FILE), 'utf8')).toBe('/services/gone/\n');
  }
});

it('names the line of anything in the record that is not an address, such as a merge conflict, and rewrites nothing', async () => {
  const build = await folder();
  const text = '# comment\n/\n<<<<<<< HEAD\nabout/\n';
  await writeFile(path.join(build.contentDir, PUBLISHED_FILE), text);
  await expect(checkPublished(build, site(['/', '/about/']), redirectsFile)).rejects.toMatchObject({
    problems: [
      `${path.join(build.contentDir, PUBLISHED_FILE)}:3:1: "<<<<<<< HEAD" is a merge's conflict marker: keep the lines of both sides and delete the markers`,
      `${path.join(build.contentDir, PUBLISHED_FILE)}:4:1: "about/" is not an address of the site: one path per line, each starting with /`,
    ],
  });
  expect(await readFile(path.join(build.contentDir, PUBLISHED_FILE), 'utf8')).toBe(text);
});

it('leaves an unchanged record untouched, so a build changes no file the owner commits', async () => {
  const build = await folder();
  await (await checkPublished(build, site(['/', '/about/']), redirectsFile)).save();
  const before = await stat(path.join(build.contentDir, PUBLISHED_FILE));
  await new Promise((resolve) => setTimeout(resolve, 20));
  await (await checkPublished(build, site(['/', '/about/']), redirectsFile)).save();
  expect((await stat(path.join(build.contentDir, PUBLISHED_FILE))).mtimeMs).toBe(before.mtimeMs);
  // Nor one a Windows checkout gave CRLF line endings, with a comment of the owner's.
  const edited = '# Kept by hand too.\r\n/\r\n/about/\r\n';
  await writeFile(path.join(build.contentDir, PUBLISHED_FILE), edited);
  const check = await checkPublished(build, site(['/', '/about/']), redirectsFile);
  expect(await check.save()).toEqual([]);
  expect(check.notes).toEqual([]);
  expect(await readFile(path.join(build.contentDir, PUBLISHED_FILE), 'utf8')).toBe(edited);
});

it.runIf(process.getuid?.() === 0)('on a read-only disk, warns that the record was not updated and keeps the old one whole', async () => {
  const build = await folder();
  await writeFile(path.join(build.contentDir, PUBLISHED_FILE), '/\n');
  execFileSync('mount', ['--bind', build.contentDir, build.contentDir]);
  try {
    execFileSync('mount', ['-o', 'remount,ro,bind', build.contentDir]);
    const check = await checkPublished(build, site(['/', '/about/']), redirectsFile);
    expect(await check.save()).toEqual([
      `${path.join(build.contentDir, PUBLISHED_FILE)}: not updated (EROFS): the next build cannot tell which pages this one published`,
    ]);
    // Nothing to commit: no "recorded" note beside the warning.
    expect(check.notes).toEqual([]);
  } finally {
    execFileSync('umount', [build.contentDir]);
  }
  expect(await readFile(path.join(build.contentDir, PUBLISHED_FILE), 'utf8')).toBe('/\n');
});

it("merges two branches' records with no conflict (the project's .gitattributes), and the next build reads the result", async () => {
  const repo = path.join(work, 'repo');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' });
  await mkdir(path.join(repo, 'content'), { recursive: true });
  await writeFile(path.join(repo, '.gitattributes'), await readFile(path.join(projectDir, '.gitattributes')));
  const build = { ...(await folder()), contentDir: path.join(repo, 'content') };
  const record = async (pages: string[]) => (await checkPublished(build, site(pages), redirectsFile)).save();
  await record(['/', '/about/']);
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-qm', 'site');
  git('checkout', '-qb', 'other');
  await record(['/', '/about/', '/contact/']);
  git('commit', '-qam', 'contact page');
  git('checkout', '-q', 'main');
  await record(['/', '/about/', '/services/']);
  git('commit', '-qam', 'services page');
  git('merge', '-q', 'other', '-m', 'merge');
  const check = await checkPublished(build, site(['/', '/about/', '/contact/', '/services/']), redirectsFile);
  expect(await check.save()).toEqual([]);
  // Left in the merge's order: a build rewrites the record only for a new address.
  expect((await readRecord(build.contentDir)).sort()).toEqual(['/', '/about/', '/contact/', '/services/']);
});
