/**
 * What a business's own Markdown can and cannot do to its published site, on the locksmith fixture
 * built with pages added: HTML that would run or load anything is gone from the page, an own page
 * cannot take a built-in page's address, a link to no page is an error at its line, and the feed's
 * every entry is a page the build wrote.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { BuildOptions } from '../../generate.ts';
import { BuildError } from '../../generate/errors.ts';
import { loadPage, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const site = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });

/** A copy of the locksmith's content with these Markdown files added (paths in the content folder). */
async function contentWithFiles(files: Record<string, string>): Promise<string> {
  const dir = await site.contentWith('site.json', () => {});
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

async function problemsBuilding(files: Record<string, string>, overrides: Partial<BuildOptions> = {}): Promise<string[]> {
  const contentDir = await contentWithFiles(files);
  try {
    await site.build({ contentDir, outDir: site.at(`dist-${path.basename(contentDir)}`), ...overrides });
  } catch (error) {
    if (error instanceof BuildError) return error.problems.map((problem) => problem.replace(/^.*?content-\d+\//, ''));
    throw error;
  }
  return [];
}

const page = (heading: string, body: string) =>
  `---\ntitle: ${heading}\ndescription: A page of the locksmith's own, about ${heading.toLowerCase()}.\nheading: ${heading}\n---\n\n${body}\n`;

const ARTICLE = (title: string, date: string) =>
  `---\ntitle: ${title}\ndescription: An article of the locksmith's about ${title.toLowerCase()}.\ndate: ${date}\nauthor: Sam Ortiz\n---\n\nSome words about ${title.toLowerCase()}.\n`;

describe('HTML in Markdown, on the published page', () => {
  it('keeps no script, frame, style, handler, or javascript: or data: link; keeps the safe rest', async () => {
    const contentDir = await contentWithFiles({
      'pages/warranty.md': page(
        'Warranty',
        [
          '<script>alert(1)</script>',
          '<iframe src="https://evil.example/"></iframe>',
          '<style>body { display: none }</style>',
          '<p onmouseover="alert(1)">Hover me</p>',
          '<a href="/services/" onclick="alert(1)">Our services</a> <svg><script>alert(1)</script></svg> <object data="x.swf"></object>',
          '<details><summary>Small print</summary>Parts only.</details>',
          '[run](javascript:alert(1)) [load](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) <a href="JaVaScRiPt:alert(1)">mixed case</a>',
          '',
          'Our **warranty** covers parts for a year. <kbd>Ctrl</kbd> [Services](/services/)',
        ].join('\n\n'),
      ),
    });
    const outDir = site.at('dist-safe');
    await site.build({ contentDir, outDir });
    const $ = loadPage(outDir, '/warranty/');
    const main = $('main');
    expect(main.find('script, iframe, style, object, embed')).toHaveLength(0);
    const attributes = main
      .find('*')
      .toArray()
      .flatMap((element) => Object.entries((element as { attribs: Record<string, string> }).attribs));
    expect(attributes.filter(([name]) => name.startsWith('on'))).toEqual([]);
    expect(attributes.filter(([, value]) => /^\s*(?:javascript|data|vbscript):/i.test(value))).toEqual([]);
    expect(main.html()).not.toMatch(/alert\(1\)<\/script>|display: none/);
    expect(main.find('strong').text()).toBe('warranty');
    expect(main.find('kbd').text()).toBe('Ctrl');
    expect(
      main
        .find('.prose a[href="/services/"]')
        .map((_, link) => $(link).text())
        .get(),
    ).toEqual(['Our services', 'Services']);
    expect(main.find('details summary').text()).toBe('Small print');
    // The page's only scripts are the site's own: its JSON-LD and its menu script.
    for (const script of $('script').toArray())
      expect($(script).attr('type') === 'application/ld+json' || $(script).attr('src')?.startsWith('/'), $.html(script)).toBe(true);
    for (const script of $('script').toArray()) expect($(script).text()).not.toContain('alert(1)');
  });
});

describe('an own page’s address', () => {
  it('that a built-in page has is an error at the Markdown file, naming the page it would replace', async () => {
    expect(await problemsBuilding({ 'pages/contact.md': page('Contact', 'Call us.') })).toEqual([
      expect.stringMatching(/^pages\/contact\.md: \/contact\/ is already the address of .*pages\/contact\.json.*; rename one of them$/),
    ]);
  });
});

describe('a link in Markdown to a page of the site', () => {
  it("that leads nowhere, by its path or at the site's address, is an error at its line and column, with the address it likely meant", async () => {
    expect(
      await problemsBuilding({
        'pages/warranty.md': page(
          'Warranty',
          'See [our services](/services) and\n[our prices](/prices/) or [call](/contact/#call).\n[Our team](https://harborlock.example/team/), [maps](https://maps.example/team/).\n[Hours][hours]\n\n[hours]: /hours/',
        ),
        // A page that moved: the link names where it went.
        'redirects.json': JSON.stringify({
          redirects: [{ from: '/hours', to: '/contact/', status: 301, why: 'Hours on the contact page.' }],
        }),
      }),
    ).toEqual([
      'pages/warranty.md:7:5: the link to /services leads to no page of the site; did you mean "/services/"?',
      expect.stringMatching(/^pages\/warranty\.md:8:1: the link to \/prices\/ leads to no page of the site/),
      // One at the site's own address is checked as the page it names.
      expect.stringMatching(/^pages\/warranty\.md:9:1: the link to https:\/\/harborlock\.example\/team\/ leads to no page of the site/),
      'pages/warranty.md:10:1: the link to /hours/ leads to no page of the site; that page moved to /contact/: link there',
    ]);
  });

  it("to a part of a page that has no such id is an error at its line and column, written as a reference, in HTML, with letters encoded or at the site's address", async () => {
    const body =
      'Or [call](/contact/#call), [the form][form],\n<a href="/contact/#write">write</a> or [mail](/contact/#correo-electrónico).\n[Hours](https://harborlock.example/contact/#hours)\n\n[form]: /contact/#form';
    expect(await problemsBuilding({ 'pages/warranty.md': page('Warranty', body) })).toEqual([
      'pages/warranty.md:7:4: broken link to /contact/#call',
      'pages/warranty.md:7:28: broken link to /contact/#form',
      'pages/warranty.md:8:1: broken link to /contact/#write',
      'pages/warranty.md:8:40: broken link to /contact/#correo-electr%C3%B3nico',
      // One at the site's own address too.
      'pages/warranty.md:9:1: broken link to /contact/#hours',
    ]);
  });
});

describe("a link in Markdown at site.json's address, on a staging build (--base-url)", () => {
  const staging = { baseUrl: 'https://staging.example.net' };
  it('is checked as the page it names', async () => {
    const body = '[Our team](https://harborlock.example/team/)\n[Hours](https://harborlock.example/contact/#hours)';
    expect(await problemsBuilding({ 'pages/warranty.md': page('Warranty', body) }, staging)).toEqual([
      expect.stringMatching(/^pages\/warranty\.md:7:1: the link to https:\/\/harborlock\.example\/team\/ leads to no page of the site/),
    ]);
    expect(await problemsBuilding({ 'pages/warranty.md': page('Warranty', body.split('\n')[1]!) }, staging)).toEqual([
      'pages/warranty.md:7:1: broken link to /contact/#hours',
    ]);
  });

  it('is written as its path, so that it leads to the page on the host that serves the build, not to production', async () => {
    const contentDir = await contentWithFiles({
      'pages/warranty.md': page('Warranty', '[Write](https://harborlock.example/contact/#contact)'),
    });
    const outDir = site.at('dist-staging');
    await site.build({ contentDir, outDir, ...staging });
    const $ = loadPage(outDir, '/warranty/');
    expect($('.prose a').attr('href')).toBe('/contact/#contact');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${staging.baseUrl}/warranty/`);
  });
});

describe('the articles’ feed', () => {
  it('is Atom that parses, each entry with an absolute link to a page the build wrote, newest first, its words read as written', async () => {
    const contentDir = await contentWithFiles({
      'articles/rekeying.md': ARTICLE('Rekeying After a Move', '2025-03-14'),
      'articles/smart-locks.md': ARTICLE('Smart Locks & <Grade 1> Deadbolts in Winter', '2025-05-02'),
      'articles/lockouts.md': ARTICLE('What to Do When Locked Out', '2024-12-01'),
      'pages/articles.json': JSON.stringify({
        meta: { title: 'Lock Tips | {business}', description: 'What our locksmiths tell customers about locks, keys and lockouts.' },
        heading: 'Lock Tips',
        intro: 'Advice from our locksmiths.',
        feed: 'Lock tips from {business}',
        related: { heading: 'Lock Tips', intro: 'What we have written about this.' },
        services: { heading: 'Services in This Article', intro: 'When you would rather call us.' },
        callCard: { heading: 'Locked Out?', text: 'Call us and a locksmith comes.' },
      }),
    });
    const outDir = site.at('dist-feed');
    await site.build({ contentDir, outDir });
    const $ = cheerio.load(readFileSync(path.join(outDir, 'articles/feed.xml'), 'utf8'), { xml: true });
    const baseUrl = JSON.parse(readFileSync(path.join(contentDir, 'site.json'), 'utf8')).baseUrl.replace(/\/$/, '');
    expect($('feed > title').text()).toBeTruthy();
    const links = $('feed > entry > link')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(links).toEqual([`${baseUrl}/articles/smart-locks/`, `${baseUrl}/articles/rekeying/`, `${baseUrl}/articles/lockouts/`]);
    for (const link of links) expect(existsSync(path.join(outDir, new URL(link).pathname, 'index.html')), link).toBe(true);
    expect($('feed > entry > updated').first().text()).toBe('2025-05-02T00:00:00.000Z');
    // Atom's type="html" text is HTML: a reader decodes it, so a "<" or "&" the owner wrote must arrive as written.
    const asReaderShows = (selector: string) => cheerio.load($(selector).first().text()).text();
    expect(asReaderShows('feed > entry > title')).toBe('Smart Locks & <Grade 1> Deadbolts in Winter');
    expect(asReaderShows('feed > entry > summary')).toBe(
      "An article of the locksmith's about smart locks & <grade 1> deadbolts in winter.",
    );
  });
});
