/**
 * Markdown pages and articles as content (generate/content/markdown.ts): every mistake in a file is
 * named at its file, line and column with its field, the body is sanitised with GitHub's rules,
 * its images are content images, and drafts are left out unless the build shows them.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generate.ts';
import { imageRefsIn, loadContent } from '../../generate/content/load.ts';
import { articlesFolder, freePagesFolder } from '../../generate/content/own-pages.ts';
import type { ImageRef } from '../../generate/content/schema.ts';
import { standInProblems } from '../../generate/content/stand-ins.ts';
import { loadTranslations } from '../../generate/content/translation-load.ts';
import { BuildError } from '../../generate/errors.ts';
import { pageContentSources } from '../../generate/page-types/index.ts';
import { proseOf } from '../../generate/page-types/prose.ts';
import type { PageSources } from '../../generate/pages/model.ts';
import { Prose } from '../../templates/own-pages/Prose.tsx';
import type { Image } from '../../templates/view.ts';
import { BUILD_TIME, projectDir } from '../helpers/site.ts';

const fixture = path.join(projectDir, 'test/fixtures/other-business');
const assetsDir = path.join(fixture, 'assets');
let work = '';
let made = 0;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'markdown-'));
});
afterAll(() => work && rm(work, { recursive: true, force: true }));

/** A copy of the locksmith's content with these files added (paths in the content folder). */
async function contentWith(files: Record<string, string>): Promise<string> {
  const dir = path.join(work, `content-${++made}`);
  await cp(path.join(fixture, 'content'), dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

async function problemsOf(files: Record<string, string>): Promise<string[]> {
  try {
    await loadContent(await contentWith(files), assetsDir, pageContentSources);
    return [];
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return error.problems.map((problem) => problem.replace(/^.*?content-\d+\//, '')).sort();
  }
}

const ARTICLE = `---
title: Rekeying after a move
description: Why the locks of a house you just bought should be rekeyed, and what it costs.
date: 2025-03-14
author: Sam Ortiz
services:
  - lock-rekeying
---

When you buy a house, every key the last owners handed out still opens it.

## What rekeying is

We change the pins, not the lock.
`;

describe('a mistake in a Markdown file is named at its file, line and column, with its field', () => {
  it('front matter: an unknown field, a date that is none, an unknown service, a title too long for search results', async () => {
    const article = ARTICLE.replace('date: 2025-03-14', 'date: 2025-02-30\nauther: Sam').replace(
      'title: Rekeying after a move',
      `title: ${'Rekeying '.repeat(8)}`,
    );
    expect(
      await problemsOf({ 'articles/rekeying.md': article, 'articles/moving.md': ARTICLE.replace('  - lock-rekeying', '  - lock-rekeyng') }),
    ).toEqual([
      'articles/moving.md:7:5: services[0]: unknown service "lock-rekeyng"; did you mean "lock-rekeying"?',
      'articles/rekeying.md:2:8: title: is 71 characters once placeholders are filled; search engines cut it after 60',
      'articles/rekeying.md:4:7: date: is not a day of the calendar',
      'articles/rekeying.md:5:1: auther: unknown field; did you mean "author"?',
    ]);
  });

  it('an article without its date, with how a date is written', async () => {
    expect(await problemsOf({ 'articles/undated.md': ARTICLE.replace('date: 2025-03-14\n', '') })).toEqual([
      'articles/undated.md:2:1: date: missing: this field is required; give a date written YYYY-MM-DD, such as "2025-03-14"',
    ]);
  });

  it('a date written otherwise than YYYY-MM-DD, or a month that is none: one problem each, not a crash', async () => {
    const dated = (date: string) => ARTICLE.replace('date: 2025-03-14', `date: ${date}`);
    expect(
      await problemsOf({
        'articles/a.md': dated('March 5, 2025'),
        'articles/b.md': dated('2025-4-8'),
        'articles/c.md': dated('2025-02-10T09:00'),
        'articles/d.md': dated('2025-13-08'),
      }),
    ).toEqual([
      'articles/a.md:4:7: date: must be a date written YYYY-MM-DD, such as "2025-03-14"',
      'articles/b.md:4:7: date: must be a date written YYYY-MM-DD, such as "2025-03-14"',
      'articles/c.md:4:7: date: must be a date written YYYY-MM-DD, such as "2025-03-14"',
      'articles/d.md:4:7: date: is not a day of the calendar',
    ]);
  });

  it('a gallery job with no photo of its finished work, at its photos', async () => {
    const gallery = JSON.parse(await readFile(path.join(projectDir, 'test/fixtures/other-business-own-pages/gallery.json'), 'utf8'));
    gallery.jobs[0].photos = gallery.jobs[0].photos.map((photo: object) => ({ ...photo, role: 'before' }));
    expect(await problemsOf({ 'gallery.json': JSON.stringify(gallery, null, 2) })).toEqual([
      expect.stringMatching(
        /^gallery\.json:\d+:\d+: jobs\[0\]\.photos: needs a photo of the finished work \("after" or "photo"\) beside its "before" photos$/,
      ),
    ]);
  });

  it("a gallery photo with no alt text, or blanks: a job's photo is its content, never decorative", async () => {
    const gallery = JSON.parse(await readFile(path.join(projectDir, 'test/fixtures/other-business-own-pages/gallery.json'), 'utf8'));
    const [photo] = gallery.jobs[0].photos;
    gallery.jobs[0].photos = [
      { ...photo, alt: '' },
      { ...photo, alt: '  ' },
    ];
    expect(await problemsOf({ 'gallery.json': JSON.stringify(gallery, null, 2) })).toEqual([
      expect.stringMatching(
        /^gallery\.json:\d+:\d+: jobs\[0\]\.photos\[0\]\.alt: must not be empty: say what the photo shows, for those who cannot see it$/,
      ),
      expect.stringMatching(
        /^gallery\.json:\d+:\d+: jobs\[0\]\.photos\[1\]\.alt: must not be empty: say what the photo shows, for those who cannot see it$/,
      ),
    ]);
  });

  it('a gallery job dated in the future, at its date: a job is work done', async () => {
    const gallery = JSON.parse(await readFile(path.join(projectDir, 'test/fixtures/other-business-own-pages/gallery.json'), 'utf8'));
    gallery.jobs[0].date = '2999-02-10';
    expect(await problemsOf({ 'gallery.json': JSON.stringify(gallery, null, 2) })).toEqual([
      expect.stringMatching(/^gallery\.json:\d+:\d+: jobs\[0\]\.date: is in the future; give the day it was done$/),
    ]);
  });

  it('a gallery job’s service or area that names none, at it, with the job’s title', async () => {
    const gallery = JSON.parse(await readFile(path.join(projectDir, 'test/fixtures/other-business-own-pages/gallery.json'), 'utf8'));
    gallery.jobs[0].service = 'lock-rekying';
    gallery.jobs[0].area = 'nowhere';
    expect(await problemsOf({ 'gallery.json': JSON.stringify(gallery, null, 2) })).toEqual([
      expect.stringMatching(
        /^gallery\.json:\d+:\d+: jobs\[0\] \(Every lock rekeyed after a move\)\.service: unknown service "lock-rekying"; did you mean "lock-rekeying"\?$/,
      ),
      expect.stringMatching(
        /^gallery\.json:\d+:\d+: jobs\[0\] \(Every lock rekeyed after a move\)\.area: unknown area "nowhere"; known areas: /,
      ),
    ]);
  });

  it('a value not among those allowed, of the wrong kind, or quoted and not closed, in words at its line', async () => {
    const page = (fields: string) => `---\ntitle: Keys\ndescription: About keys.\nheading: Keys\n${fields}\n---\n\nText.\n`;
    expect(
      await problemsOf({
        'pages/a.md': page('menu: sidebar\norder: first'),
        'pages/b.md': page('intro: "About our keys'),
        'pages/b2.md': page('intro: "Keys" cut while you wait'),
        'pages/b3.md': page("intro: 'It's quick'"),
        'pages/b4.md': page('intro: "Save 10\\% today"'),
        'pages/c.md': page('order: 0'),
        'pages/d.md': page('order: 2.5'),
        'pages/f.md': page('menu: [header]'),
        'pages/g.md': page('menu:'),
        'articles/e.md': ARTICLE.replace('services:\n  - lock-rekeying', 'services: []'),
      }),
    ).toEqual([
      'articles/e.md:6:11: services: needs at least 1 item',
      'pages/a.md:5:7: menu: the text "sidebar" is not allowed here; expected one of: header, footer, both',
      'pages/a.md:6:8: order: must be a number, not the text "first"',
      'pages/b.md:5:8: invalid front matter: a quoted text is not closed; end it with the quote it starts with, on the same line',
      'pages/b2.md:5:15: invalid front matter: a quoted text goes on after its closing quote; put the whole text in double quotes, writing each " inside it as \\"',
      'pages/b3.md:5:12: invalid front matter: a quoted text goes on after its closing quote; put the whole text in double quotes, writing each " inside it as \\"',
      'pages/b4.md:5:16: invalid front matter: a backslash in double quotes starts an escape such as \\n; write a backslash itself as \\\\',
      'pages/c.md:5:8: order: must be 1 or more, not the number 0',
      'pages/d.md:5:8: order: must be a whole number, not the number 2.5',
      'pages/f.md:5:7: menu: a list is not allowed here; expected one of: header, footer, both',
      'pages/g.md:5:6: menu: an empty value is not allowed here; expected one of: header, footer, both',
    ]);
  });

  it('YAML that does not parse, a file without front matter, a heading of level 1, an image without its text, outside assets/ or in HTML', async () => {
    expect(
      await problemsOf({
        'articles/broken.md': '---\ntitle: Keys: a history\ndescription: x\n---\nText.\n',
        'pages/no-front-matter.md': '# Hours\n',
        'pages/warranty.md':
          '---\ntitle: Warranty\ndescription: Our warranty.\nheading: Warranty\n---\n\n# Warranty\n\n![](images/key.svg)\n\n![A lock](../secret.jpg)\n\n<img src="images/key.svg" alt="A key">\n',
      }),
    ).toEqual([
      'articles/broken.md:2:8: invalid front matter: a text with ": " in it goes in double quotes',
      'pages/no-front-matter.md:1:1: must start with its front matter: a line "---", the fields ("title: …"), and another "---"',
      'pages/warranty.md:11:1: image ../secret.jpg: must be a path inside assets/ ending in .jpg, .png, .webp, .svg or .avif',
      'pages/warranty.md:13:1: an image in HTML: write it in Markdown, ![what it shows](images/…), so it is resized for each screen',
      'pages/warranty.md:7:1: a heading of level 1 ("# …"): the page\'s title is its heading; start its sections with "## "',
      'pages/warranty.md:9:1: an image without its text: write what it shows between the brackets, ![…](…)',
    ]);
  });

  it('front matter whose YAML aliases repeat each other past reason (an alias bomb), or name no anchor: at the alias, not a stack trace', async () => {
    const nested = 'abcdefghi'.split('').map((name, index, names) => {
      const items = index === 0 ? Array(10).fill('"x"') : Array(10).fill(`*${names[index - 1]}`);
      return `${name}: &${name} [${items.join(',')}]`;
    });
    expect(
      await problemsOf({
        'articles/bomb.md': ARTICLE.replace('---\n', `---\n${nested.join('\n')}\n`),
        'articles/unresolved.md': ARTICLE.replace('author: Sam Ortiz', 'author: *writer'),
      }),
    ).toEqual([
      'articles/bomb.md:3:8: invalid front matter: too many aliases (YAML anchors): each "*name" copies what "&name" marks, and these copy it more than 100 times; write the values out instead',
      'articles/unresolved.md:5:9: invalid front matter: the alias "*writer" names no anchor "&writer" before it; mark the value with "&writer" above it, or write the value out',
    ]);
  });

  it("a heading that skips a level under the one before it, the page's title counting as level 1, as a screen reader lists them", async () => {
    const page = (body: string) => `---\ntitle: Keys\ndescription: About keys.\nheading: Keys\n---\n\n${body}`;
    expect(
      await problemsOf({
        'pages/a.md': page('### Cutting\n\nText.\n'),
        'pages/b.md': page('## Cutting\n\n### By code\n\n## Rekeying\n\n#### Pins\n'),
      }),
    ).toEqual([
      'pages/a.md:7:1: a heading of level 3 under one of level 1: a level is skipped; write "## "',
      'pages/b.md:13:1: a heading of level 4 under one of level 2: a level is skipped; write "### "',
    ]);
  });

  it('front matter an owner wrote as plain text, not as YAML wants it, in words that say the fix, at its line; a text cut by " #" too', async () => {
    const page = (fields: string) => `---\ntitle: Keys\ndescription: About keys.\nheading: Keys\n${fields}\n---\n\nText.\n`;
    expect(
      await problemsOf({
        'pages/a.md': page('\tintro: Keys'),
        'pages/b.md': page('intro: @home keys'),
        'pages/c.md': page('intro: Keys cut\nwhile you wait'),
        'pages/d.md': page('intro: Keys\n  menu: footer'),
        'pages/e.md': page('intro: [Keys'),
        'pages/f.md': page('intro: We are the #1 locksmith\n# a comment of its own is fine\norder: 2 # so is one after a number'),
      }),
    ).toEqual([
      'pages/a.md:5:1: invalid front matter: a tab at the start of a line; indent with spaces',
      'pages/b.md:5:8: invalid front matter: a text that starts with "@" or "`" goes in double quotes',
      'pages/c.md:6:1: invalid front matter: a line that is not "field: value" (a colon and a space after the name); to go on with a text on the next line, indent that line',
      'pages/d.md:5:8: invalid front matter: a line is indented under a field that has a value; start each field at the beginning of its line',
      expect.stringMatching(
        /^pages\/e\.md:5:\d+: invalid front matter: a list opened with "\[" or "\{" is not closed; close it on the same line, or put a text that starts with one in double quotes$/,
      ),
      'pages/f.md:5:19: invalid front matter: the text "We are the" ends where " #" starts a comment; to keep what follows, put the whole text in double quotes',
    ]);
  });

  it('a text in curly quotes, as a word processor or phone writes them, which YAML would keep on the page: at its line, saying the fix', async () => {
    const page = (fields: string) => `---\ntitle: Keys\ndescription: About keys.\n${fields}\n---\n\nText.\n`;
    expect(
      await problemsOf({
        'pages/a.md': page('heading: “Keys cut while you wait”'),
        'pages/b.md': page('heading: Keys\nintro: ‘Same day’'),
        'pages/c.md': page('heading: “Keys: cut while you wait”'),
        // Curly quotes inside a text are the owner's punctuation, shown as written.
        'pages/fine.md': page('heading: The “best” keys\nintro: “Fast,” they said, and we were'),
      }),
    ).toEqual([
      'pages/a.md:4:10: invalid front matter: the text “Keys cut while you wait” is in curly quotes (as a word processor or phone writes them), which the page would show; use straight double quotes (") instead',
      'pages/b.md:5:8: invalid front matter: the text ‘Same day’ is in curly quotes (as a word processor or phone writes them), which the page would show; use straight double quotes (") instead',
      'pages/c.md:4:10: invalid front matter: the text is in curly quotes (as a word processor or phone writes them), which YAML does not take as quotes; use straight double quotes (") instead, around the curly ones to show them',
    ]);
  });

  it('an image or link whose address has a space, which CommonMark shows as text, at its line and column, with how to write it', async () => {
    const page = (body: string) => `---\ntitle: Oaks\ndescription: Oaks we cared for.\nheading: Oaks\n---\n\n${body}`;
    expect(
      await problemsOf({
        'pages/oaks.md': page(
          "Before and after.\n![Our crew's work on an oak](photos/IMG 2042.JPG)\n\nSee [our prices](my page.md), or [**call**](call us).\n",
        ),
        // In angle brackets each is what it says; escaped brackets are text on purpose.
        'pages/fine.md': page('![An oak](<images/key 2.svg>) and [prices](<my page.md>), \\[not a link\\](a b).\n'),
      }),
    ).toEqual([
      expect.stringMatching(
        /^pages\/fine\.md:7:1: body\.images\[0\]\.src: image file .*key 2\.svg does not exist; did you mean "images\/key\.svg"\?$/,
      ),
      'pages/oaks.md:10:34: a link whose address has a space is shown as text: write the address in angle brackets, […](<call us>), or one without spaces',
      'pages/oaks.md:10:5: a link whose address has a space is shown as text: write the address in angle brackets, […](<my page.md>), or one without spaces',
      'pages/oaks.md:8:1: an image whose path has a space is shown as text: write the path in angle brackets, ![…](<photos/IMG 2042.JPG>), or rename the file without spaces',
    ]);
  });

  it('an image file that does not exist, at the line of its Markdown; a placeholder that is none, at its line', async () => {
    expect(
      await problemsOf({
        'pages/gallery-of-locks.md':
          '---\ntitle: Locks\ndescription: Locks we fit.\nheading: Locks\n---\n\nCall {phone} or {fone}.\n\n![A brass lock](images/brass.jpg)\n',
      }),
    ).toEqual([
      'pages/gallery-of-locks.md:7:1: unknown placeholder {fone}',
      `pages/gallery-of-locks.md:9:1: body.images[0].src: image file ${path.relative(process.cwd(), path.join(assetsDir, 'images/brass.jpg'))} does not exist`,
    ]);
  });
});

describe('a page’s address', () => {
  const page = '---\ntitle: Keys\ndescription: About keys.\nheading: Keys\n---\n\nText.\n';

  it('may not be a folder the build writes itself: assets/, which hosts cache for a year; a language’s pages; the articles’ later pages', async () => {
    expect(
      await problemsOf({ 'pages/assets.md': page, 'pages/fr.md': page, 'articles/page.md': page, 'articles/pagina.md': page }),
    ).toEqual([
      'articles/page.md: "page" is where the list of articles puts its later pages (/articles/page/2/); give the file another name',
      // In another language's word too, kept for a translation: a Spanish translation's later pages are at /es/articulos/pagina/2/.
      'articles/pagina.md: "pagina" is where a translation into Spanish would put the later pages of the list of articles (/es/articulos/pagina/2/); give the file another name',
      'pages/assets.md: "assets" is the name of a folder the build writes itself (the site’s files, or a language’s pages); give the file another name',
      'pages/fr.md: "fr" is the name of a folder the build writes itself (the site’s files, or a language’s pages); give the file another name',
    ]);
  });

  it('of an article, on a Spanish-first or Spanish-only site, names the later pages of its list at that site’s own addresses', async () => {
    const site = JSON.parse(await readFile(path.join(fixture, 'content/site.json'), 'utf8'));
    const articles = { 'articles/page.md': page, 'articles/pagina.md': page };
    expect(await problemsOf({ ...articles, 'site.json': JSON.stringify({ ...site, language: 'es-US', translations: ['en-US'] }) })).toEqual(
      [
        'articles/page.md: "page" is where the list of articles puts its later pages (/en/articles/page/2/); give the file another name',
        'articles/pagina.md: "pagina" is where the list of articles puts its later pages (/articulos/pagina/2/); give the file another name',
      ],
    );
    expect((await problemsOf({ ...articles, 'site.json': JSON.stringify({ ...site, language: 'es-US', translations: [] }) }))[0]).toBe(
      'articles/page.md: "page" is where a translation into English or French would put the later pages of the list of articles (/en/articles/page/2/, /fr/articles/page/2/); give the file another name',
    );
    // A site.json with a problem of its own is still read for its languages, as its translations are.
    const slipped = { ...site, language: 'es-US', translations: [], phonee: '' };
    expect(await problemsOf({ 'articles/pagina.md': page, 'site.json': JSON.stringify(slipped) })).toContain(
      'articles/pagina.md: "pagina" is where the list of articles puts its later pages (/articulos/pagina/2/); give the file another name',
    );
    // And its main language is read even when its list of translations is wrong.
    const wrongTranslations = { ...site, language: 'es-US', translations: ['en-US', 'en-GB'] };
    expect(await problemsOf({ 'articles/pagina.md': page, 'site.json': JSON.stringify(wrongTranslations) })).toContain(
      'articles/pagina.md: "pagina" is where the list of articles puts its later pages (/articulos/pagina/2/); give the file another name',
    );
  });

  it('is its file name: lowercase words joined by "-", or the name is named with how to write it', async () => {
    const why = 'the file name is the page\'s address: name it in lowercase words joined by "-", such as "water-heater-care.md"';
    // A long name is no problem: its page's folder has the file's name, which the file system took already.
    const long = `water-heater-${'care-'.repeat(20)}tips`;
    expect(
      await problemsOf({
        'pages/Water Heater.md': page,
        'pages/water--heater.md': page,
        'pages/water-heater-2.md': page,
        [`pages/${long}.md`]: page,
      }),
    ).toEqual([`pages/Water Heater.md: ${why}`, `pages/water--heater.md: ${why}`]);
  });

  it('in a translation, may not be a section word of its language, even of a section it does not translate yet; an article’s, its list’s page word', async () => {
    const site = JSON.parse(await readFile(path.join(fixture, 'content/site.json'), 'utf8'));
    const dir = await contentWith({
      'site.json': JSON.stringify({ ...site, translations: ['es-US'] }),
      'pages/keys.md': page,
      'translations/es-US/pages/keys.md': '---\nslug: areas-de-servicio\ntitle: Llaves\n---\n\nTexto.\n',
      'pages/articles.json': await readFile(path.join(projectDir, 'test/fixtures/other-business-own-pages/pages/articles.json'), 'utf8'),
      'articles/keys.md': '---\ntitle: Keys\ndescription: About keys.\ndate: 2025-01-02\nauthor: Sam\n---\n\nText.\n',
      'translations/es-US/articles/keys.md': '---\nslug: pagina\ntitle: Llaves\n---\n\nTexto.\n',
    });
    const error = await loadTranslations(dir, await loadContent(dir, assetsDir, pageContentSources)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems.map((problem) => problem.replace(/^.*?content-\d+\//, ''))).toEqual([
      `translations/es-US/articles/keys.md:2:7: slug: "pagina" is a section's address in this language; choose another`,
      `translations/es-US/pages/keys.md:2:7: slug: "areas-de-servicio" is a section's address in this language; choose another`,
    ]);
  });
});

describe('a page with the slug of a service or a service area', () => {
  it('is a warning at its file, naming the page it competes with in searches; another slug is none', async () => {
    const page = '---\ntitle: Keys\ndescription: About keys.\nheading: Keys\n---\n\nText.\n';
    const dir = await contentWith({ 'pages/lockout-service.md': page, 'pages/santa-cruz.md': page, 'pages/lockout.md': page });
    const { warnings } = await loadContent(dir, assetsDir, pageContentSources);
    expect(warnings.map((warning) => warning.replace(/^.*?content-\d+\//, ''))).toEqual([
      "pages/lockout-service.md: builds /lockout-service/ beside the service's page /services/lockout-service/, two pages competing for the same searches; give the file another name, or link to /services/lockout-service/ instead",
      "pages/santa-cruz.md: builds /santa-cruz/ beside the service area's page /service-areas/santa-cruz/, two pages competing for the same searches; give the file another name, or link to /service-areas/santa-cruz/ instead",
    ]);
  });
});

describe('a translation of a Markdown file', () => {
  it("names a photo the main article does not have at the line of the translation's `image` field", async () => {
    const site = JSON.parse(await readFile(path.join(fixture, 'content/site.json'), 'utf8'));
    const dir = await contentWith({
      'site.json': JSON.stringify({ ...site, translations: ['es-US'] }),
      'pages/articles.json': await readFile(path.join(projectDir, 'test/fixtures/other-business-own-pages/pages/articles.json'), 'utf8'),
      'articles/keys.md': '---\ntitle: Keys\ndescription: About keys.\ndate: 2025-01-02\nauthor: Sam\n---\n\nText.\n',
      'translations/es-US/articles/keys.md': '---\ntitle: Llaves\nimage:\n  src: images/lock.svg\n  alt: Un candado\n---\n\nTexto.\n',
    });
    const error = await loadTranslations(dir, await loadContent(dir, assetsDir, pageContentSources)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems.map((problem) => problem.replace(/content-\d+\//g, ''))).toEqual([
      expect.stringMatching(
        /^\S*\/translations\/es-US\/articles\/keys\.md:3:1: image: not in \S*\/articles\/keys\.md: a translation gives/,
      ),
    ]);
  });
});

describe('a build with a mistake in a Markdown file and in the translation of another', () => {
  it("names both in one run; the translation of the file with a mistake waits for it, so the main file's is named once", async () => {
    const site = JSON.parse(await readFile(path.join(fixture, 'content/site.json'), 'utf8'));
    const article = '---\ntitle: Keys\ndescription: About keys.\ndate: 2025-01-02\nauthor: Sam\n---\n\nText.\n';
    const dir = await contentWith({
      'site.json': JSON.stringify({ ...site, translations: ['es-US'] }),
      'pages/articles.json': await readFile(path.join(projectDir, 'test/fixtures/other-business-own-pages/pages/articles.json'), 'utf8'),
      'articles/keys.md': article.replace('Keys', 'Keys at {bizness}'),
      'translations/es-US/articles/keys.md': '---\ndescription: Sobre llaves.\n---\n\nTexto.\n',
      'articles/locks.md': article,
      'translations/es-US/articles/locks.md': '---\ntitel: Cerraduras\n---\n\nTexto.\n',
    });
    const options = { contentDir: dir, assetsDir, outDir: path.join(work, 'dist'), cacheDir: path.join(work, 'cache') };
    const error = await build({ ...options, buildTime: BUILD_TIME }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems.map((problem) => problem.replace(/^.*?content-\d+\//, ''))).toEqual([
      'articles/keys.md:2:8: title: unknown placeholder {bizness}',
      expect.stringMatching(/^translations\/es-US\/articles\/locks\.md:2:1: titel: not in \S*\/articles\/locks\.md: a translation gives/),
    ]);
  });
});

describe('the problems of one run, in the order an owner fixes them', () => {
  it('by file, then line and column, whichever check found each: a review’s unknown service after a Markdown file’s', async () => {
    const site = JSON.parse(await readFile(path.join(fixture, 'content/site.json'), 'utf8'));
    site.footer.areas = ['santa-cruz', 'scotts-valey'];
    const reviews = JSON.parse(await readFile(path.join(fixture, 'content/testimonials.json'), 'utf8'));
    reviews.testimonials[0].service = 'lockout-servce';
    const dir = await contentWith({
      'testimonials.json': JSON.stringify(reviews, null, 2),
      'site.json': JSON.stringify(site, null, 2),
      'articles/keys.md': ARTICLE.replace('  - lock-rekeying', '  - lock-rekeyng'),
    });
    const error = await loadContent(dir, assetsDir, pageContentSources).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems.map((problem) => problem.replace(/^.*?content-\d+\//, ''))).toEqual([
      'articles/keys.md:7:5: services[0]: unknown service "lock-rekeyng"; did you mean "lock-rekeying"?',
      expect.stringMatching(/^site\.json:\d+:\d+: footer\.areas\[1\]: unknown area "scotts-valey"/),
      expect.stringMatching(/^testimonials\.json:\d+:\d+: testimonials\[0\] \(Sam P\.\)\.service: unknown service "lockout-servce"/),
    ]);
  });

  it('a line of the same file and line by its column, not its text; a line that names no file after those that do, in the order found', () => {
    const problems = [
      'the redirect table has too many rules',
      'content/b.json:9:2: second',
      'content/b.json:10:1: third',
      'content/a.md (a new file): first',
      'content/b.json:9:10: b, after the column before it',
      '…and 2 more',
    ];
    expect(new BuildError(problems).problems).toEqual([
      'content/a.md (a new file): first',
      'content/b.json:9:2: second',
      'content/b.json:9:10: b, after the column before it',
      '…and 2 more',
      'content/b.json:10:1: third',
      'the redirect table has too many rules',
    ]);
  });

  it('whatever the folder is called: with spaces, a dot before a space, a drive letter; a page address or a host file named mid-sentence is no file', () => {
    const problems = [
      '/services/a/ shares 0.71 of its word 5-shingles with /services/b/ (site.json duplicateContent.maxSimilarity: 0.5): built noindex',
      '/home/me/acme.co site/content/site.json:12:3: later',
      'C:\\site\\content\\site.json:9:1: windows',
      '/home/me/acme.co site/content/site.json:3:19: earlier',
      'content/articles/my post.md: the file name is the address',
      '_routes.json would have 120 rules, over the limit of 100: merge some',
      'content/local/x.json (a new file): no local notes',
      '…and 3 more cities without local notes',
    ];
    expect(new BuildError(problems).problems).toEqual([
      '/home/me/acme.co site/content/site.json:3:19: earlier',
      '/home/me/acme.co site/content/site.json:12:3: later',
      'C:\\site\\content\\site.json:9:1: windows',
      'content/articles/my post.md: the file name is the address',
      'content/local/x.json (a new file): no local notes',
      '…and 3 more cities without local notes',
      problems[0],
      problems[5],
    ]);
  });
});

describe('a link in a Markdown file to a page the build leaves out', () => {
  it('says why there is no page: a draft, or an article dated in the future, not published yet; a page the site once published, removed or renamed', async () => {
    const dir = await contentWith({
      'pages/articles.json': await readFile(path.join(projectDir, 'test/fixtures/other-business-own-pages/pages/articles.json'), 'utf8'),
      'articles/rekeying.md': ARTICLE,
      'articles/later.md': ARTICLE.replace('date: 2025-03-14', 'date: 2999-03-01'),
      'articles/next.md': ARTICLE.replace('author: Sam Ortiz', 'author: Sam Ortiz\ndraft: true'),
      'pages/tips.md':
        '---\ntitle: Tips\ndescription: Our tips.\nheading: Tips\n---\n\nRead [later](/articles/later/) and [next](/articles/next/), not [this](/next/).\n' +
        'See [rekeying](/services/rekeying/), [car lockouts](/services/car-lockout-service/) and [warranty](/warranty/).\n',
      'published.txt': '/\n/services/car-lockout-service/\n/warranty/\n',
    });
    const options = { contentDir: dir, assetsDir, outDir: path.join(work, 'dist'), cacheDir: path.join(work, 'cache') };
    const error = await build({ ...options, buildTime: BUILD_TIME }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems.map((problem) => problem.replace(/\S*?content-\d+\//g, ''))).toEqual([
      'pages/tips.md:7:6: the link to /articles/later/ leads to no page of the site; articles/later.md is dated in the future, so it is not published yet: link to it once it is',
      'pages/tips.md:7:36: the link to /articles/next/ leads to no page of the site; articles/next.md is a draft (draft: true), so it is not published yet: link to it once it is',
      // Not a draft's: the address of next.md is /articles/next/, whatever the link's last word.
      'pages/tips.md:7:65: the link to /next/ leads to no page of the site; correct the address or remove the link',
      // A slug that keeps its words is the page meant, as for a renamed service.
      'pages/tips.md:8:5: the link to /services/rekeying/ leads to no page of the site; did you mean "/services/lock-rekeying/"?',
      // One in published.txt was a page of the site.
      'pages/tips.md:8:38: the link to /services/car-lockout-service/ leads to no page of the site; that page was removed or renamed; did you mean "/services/lockout-service/"?',
      'pages/tips.md:8:89: the link to /warranty/ leads to no page of the site; that page was removed or renamed: link to the page that replaces it, or remove the link',
    ]);
  });
});

describe('a Markdown file as content', () => {
  it('is sanitised with GitHub’s rules: no script, frame, style, handler or javascript: link; the safe rest of its HTML kept', async () => {
    const dir = await contentWith({
      'pages/safe.md': `---
title: Safe
description: A page that tries everything.
heading: Safe
---

<script>alert(1)</script>

<span onmouseover="alert(1)">hover</span> <iframe src="https://evil.example/"></iframe> <style>p { color: red }</style>

[a link](javascript:alert(1)) and [another](/services/ "x") and <b onclick="x()">bold</b> and <kbd>Ctrl</kbd>
`,
    });
    const loaded = await loadContent(dir, assetsDir, pageContentSources);
    const tree = JSON.stringify(loaded.documents(freePagesFolder)[0]!.body.tree);
    expect(tree).not.toMatch(/script|onmouseover|onclick|javascript|iframe|style|color: red/i);
    expect(tree).toContain('"href":"/services/"');
    expect(tree).toContain('"tagName":"kbd"');
    expect(tree).toContain('"tagName":"b"');
    // Without where each node stood in the source, which the page's cache key would hash: an edit above would rebuild it.
    expect(tree).not.toMatch(/"position"|"data"/);
  });

  it('fills the site’s placeholders in its text, and gives its images, its text and its front matter to the checks of every content file', async () => {
    const dir = await contentWith({
      'pages/about-keys.md': `---
title: About keys at {business}
description: '[A sentence about keys.]'
heading: About Keys
---

Call {phone}. [Your story here.]

![A key](images/key.svg)
`,
    });
    const loaded = await loadContent(dir, assetsDir, pageContentSources);
    const [page] = loaded.documents(freePagesFolder);
    expect(page!.data.title).toBe(`About keys at ${loaded.content.site.businessName}`);
    expect(JSON.stringify(page!.body.tree)).toContain(`Call ${loaded.content.site.phone.display}.`);
    expect(page!.body.images).toEqual([{ src: 'images/key.svg', alt: 'A key' }]);
    const file = loaded.files.find(({ spec }) => spec.file === 'pages/about-keys.md')!;
    expect(imageRefsIn(file.value).map(({ src }) => src)).toEqual(['images/key.svg']);
    const standIns = standInProblems(loaded).filter((problem) => problem.includes('about-keys.md'));
    expect(standIns.map((problem) => problem.replace(/^.*?content-\d+\//, '').replace(/: ".*/, ''))).toEqual([
      'pages/about-keys.md:3:14: description',
      'pages/about-keys.md:7:1: body.text[0]',
    ]);
  });

  it("makes the business's number a tap-to-call link wherever the text writes it, and keeps a tel: link's words on one line", async () => {
    const dir = await contentWith({
      'pages/call.md': `---
title: Call
description: How to call the locksmith.
heading: Call
---

Call {phone} today, or [ring the night line](tel:+18315550100). Not in [a link to {phone}](/contact/), nor \`{phone}\`.
`,
    });
    const loaded = await loadContent(dir, assetsDir, pageContentSources);
    const phone = loaded.content.site.phone;
    const body = { tree: loaded.documents(freePagesFolder)[0]!.body.tree, images: {} };
    const $ = cheerio.load(renderToStaticMarkup(createElement(Prose, { body, phone })));
    const links = $('a')
      .map((_, a) => [[$(a).attr('href'), $(a).text()]])
      .get();
    expect(links).toEqual([
      [`tel:${phone.e164}`, phone.display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')],
      ['tel:+18315550100', 'ring\u00a0the\u00a0night\u00a0line'],
      ['/contact/', `a link to ${phone.display}`],
    ]);
    expect($('code').text()).toBe('{phone}');
  });

  it('shows an image whose path has a space (in angle brackets) or a letter outside ASCII, as the image stage encoded it', async () => {
    const assets = path.join(work, 'assets-spaced');
    await cp(assetsDir, assets, { recursive: true });
    const svg = await readFile(path.join(assetsDir, 'images/key.svg'));
    await writeFile(path.join(assets, 'images/IMG 2042.svg'), svg);
    await writeFile(path.join(assets, 'images/llave-ñ.svg'), svg);
    const dir = await contentWith({
      'pages/keys.md':
        '---\ntitle: Keys\ndescription: Our keys.\nheading: Keys\n---\n\n![A key](<images/IMG 2042.svg>)\n\n![Una llave](images/llave-ñ.svg)\n',
    });
    const loaded = await loadContent(dir, assets, pageContentSources);
    const page = loaded.documents(freePagesFolder)[0]!;
    const encoded = (ref: ImageRef): Image => {
      return { src: `/assets/${ref.src.length}.svg`, srcset: '', sizes: '', sources: [], alt: ref.alt, width: 800, height: 500 };
    };
    const body = proseOf({ image: encoded } as unknown as PageSources, page.body);
    const $ = cheerio.load(renderToStaticMarkup(createElement(Prose, { body, phone: loaded.content.site.phone })));
    expect(
      $('img')
        .map((_, img) => [[$(img).attr('src'), $(img).attr('alt')]])
        .get(),
    ).toEqual([
      ['/assets/19.svg', 'A key'],
      ['/assets/18.svg', 'Una llave'],
    ]);
  });

  it('leaves out a draft, unless the build shows drafts (npm run dev)', async () => {
    const dir = await contentWith({
      'articles/rekeying.md': ARTICLE,
      'articles/next.md': ARTICLE.replace('author: Sam Ortiz', 'author: Sam Ortiz\ndraft: true'),
    });
    const slugs = async (drafts: boolean) =>
      (await loadContent(dir, assetsDir, pageContentSources, { drafts })).documents(articlesFolder).map(({ slug }) => slug);
    expect(await slugs(false)).toEqual(['rekeying']);
    expect(await slugs(true)).toEqual(['next', 'rekeying']);
  });

  it('leaves out an article dated in the future as a draft, with a note for the report; npm run dev shows it, marked a draft', async () => {
    const dir = await contentWith({
      'articles/rekeying.md': ARTICLE,
      'articles/later.md': ARTICLE.replace('date: 2025-03-14', 'date: 2999-03-01'),
      'articles/later-draft.md': ARTICLE.replace('date: 2025-03-14', 'date: 2999-03-01\ndraft: true'),
    });
    const published = await loadContent(dir, assetsDir, pageContentSources);
    expect(published.documents(articlesFolder).map(({ slug }) => slug)).toEqual(['rekeying']);
    // A draft is left out without a word, whatever its date.
    expect(published.notes.map((note) => note.replace(/^.*?content-\d+\//, ''))).toEqual([
      'articles/later.md:4:7: date: 2999-03-01 is in the future, so the article is left out; build and publish again on 2999-03-01 to publish it',
    ]);
    const dev = await loadContent(dir, assetsDir, pageContentSources, { drafts: true });
    expect(dev.documents(articlesFolder).map(({ slug, draft }) => [slug, draft])).toEqual([
      ['later-draft', true],
      ['later', true],
      ['rekeying', false],
    ]);
    expect(dev.notes).toEqual([]);
  });
});
