/**
 * Long lists cut into pages: the locksmith with 14 articles and 14 jobs, in English and Spanish.
 * Twelve make a page; page 2 of each list has its own address (the list's word for a page in the
 * language's addresses), title, heading line and links both ways, and is in the sitemap with its
 * version in the other language.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixture = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });
const notReadme = (file: string) => path.basename(file) !== 'README.md';
const ADDED = 12;
let outDir: string;

beforeAll(async () => {
  const contentDir = await fixture.contentWith('site.json', (site) => {
    site.translations = ['es-US'];
  });
  const spanish = path.join(contentDir, 'translations/es-US');
  await cp(path.join(projectDir, 'test/fixtures/other-business-own-pages'), contentDir, { recursive: true, filter: notReadme });
  await cp(path.join(projectDir, 'test/fixtures/other-business-es-US'), spanish, { recursive: true, filter: notReadme });
  // The other article in Spanish too, and twelve more in both languages, each a day apart.
  await writeFile(path.join(spanish, 'articles/smart-locks.md'), article('¿Son seguras las cerraduras inteligentes?', 'es'));
  for (let index = 1; index <= ADDED; index += 1) {
    const day = `2024-01-${String(index).padStart(2, '0')}`;
    await writeFile(path.join(contentDir, `articles/note-${index}.md`), article(`Lock note ${index}`, 'en', day));
    await writeFile(path.join(spanish, `articles/note-${index}.md`), article(`Nota de cerraduras ${index}`, 'es'));
  }
  const gallery = JSON.parse(await readFile(path.join(contentDir, 'gallery.json'), 'utf8'));
  const galleryEs = JSON.parse(await readFile(path.join(spanish, 'gallery.json'), 'utf8'));
  const [job] = gallery.jobs;
  const [jobEs] = galleryEs.jobs;
  for (let index = 1; index <= ADDED + 1; index += 1) {
    gallery.jobs.push({ ...job, title: `Door ${index} rekeyed`, date: `2024-02-${String(index).padStart(2, '0')}` });
    galleryEs.jobs.push({ ...jobEs, title: `Puerta ${index} con combinación nueva` });
  }
  await writeFile(path.join(contentDir, 'gallery.json'), JSON.stringify(gallery));
  await writeFile(path.join(spanish, 'gallery.json'), JSON.stringify(galleryEs));
  outDir = fixture.at('paged');
  await fixture.build({ contentDir, outDir });
});

/** An article's Markdown: a main one with its date and author, a translation with its words alone. */
function article(title: string, language: 'en' | 'es', date?: string): string {
  const facts = language === 'en' ? `date: ${date}\nauthor: Sam Ortega, locksmith\n` : 'author: Sam Ortega, cerrajero\n';
  const words =
    language === 'en' ? 'A short note on keeping a lock working, from a locksmith.' : 'Una nota breve sobre el cuidado de una cerradura.';
  return `---\ntitle: ${title}\ndescription: ${words} ${title}.\n${facts}---\n\n${words}\n`;
}

/** What a page of a list shows and links to. */
function listPage(urlPath: string) {
  const $ = loadPage(outDir, urlPath);
  const nav = $('main nav[aria-label]').last();
  return {
    title: $('title').text(),
    canonical: $('link[rel="canonical"]').attr('href'),
    items: $('main article h2, main article h3, main li h2, main li h3').length,
    links: nav
      .find('a')
      .map((_, a) => [[$(a).text().replace(/\s+/g, ' ').trim(), $(a).attr('href')]])
      .get(),
    versions: $('link[rel="alternate"][hreflang]')
      .map((_, link) => [[$(link).attr('hreflang'), $(link).attr('href')]])
      .get(),
    text: $('main').text().replace(/\s+/g, ' '),
  };
}

describe.each([
  { list: '/articles/', es: '/es/articulos/', total: 14 },
  { list: '/gallery/', es: '/es/galeria/', total: 14 },
])('the list at $list, 14 long', ({ list, es, total }) => {
  it('shows twelve on its first page and links to the second, which links back', () => {
    const first = listPage(list);
    const second = listPage(`${list}page/2/`);
    expect(first.items).toBe(12);
    expect(second.items).toBe(total - 12);
    expect(first.links).toContainEqual([expect.stringMatching(/Older/), `${list}page/2/`]);
    expect(second.links).toContainEqual([expect.stringMatching(/Newer/), list]);
    expect(second.title).toMatch(/\(page 2\)/);
    expect(second.text).toContain('Page 2 of 2');
    expect(second.canonical).toMatch(new RegExp(`${list}page/2/$`));
  });

  it('is at its Spanish address, the page word Spanish too, each page naming its version in the other language', () => {
    const second = listPage(`${es}pagina/2/`);
    expect(second.items).toBe(total - 12);
    expect(second.links).toContainEqual([expect.any(String), es]);
    expect(listPage(es).links).toContainEqual([expect.any(String), `${es}pagina/2/`]);
    expect(second.versions).toEqual(
      expect.arrayContaining([
        ['en-US', expect.stringMatching(new RegExp(`${list}page/2/$`))],
        ['es-US', expect.stringMatching(new RegExp(`${es}pagina/2/$`))],
      ]),
    );
  });

  it('puts each page of the list in the sitemap, in both languages', async () => {
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${list}page/2/</loc>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${es}pagina/2/</loc>`));
  });
});
