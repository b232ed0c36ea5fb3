/**
 * A site in three languages (site.json's `translations`): the locksmith with a partial Spanish
 * translation (test/fixtures/other-business-es-US: home, contact, 404 and one service) and a
 * Canadian French one of two pages (test/fixtures/other-business-fr-CA: home and contact), built
 * once, so that the machinery is proven for any language and not for Spanish alone. Each translated
 * page is built under its language's prefix (/es/, /fr/) with its lang, its hreflang versions, its
 * language links and its JSON-LD language; a page left untranslated is not built in that language,
 * not linked from its menus, and named in the build report.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BuildResult } from '../../generate.ts';
import { loadContent } from '../../generate/content/load.ts';
import { loadTranslations } from '../../generate/content/translation-load.ts';
import { BuildError } from '../../generate/errors.ts';
import { pageContentSources } from '../../generate/page-types/index.ts';
import { paths } from '../../generate/pages/paths.ts';
import { esUS } from '../../generate/strings/es-US.ts';
import { besidePath } from '../../generate/output/write.ts';
import { formatReport } from '../../generate/report.ts';
import { redirectTableFor } from '../../generate/serve/preview.ts';
import {
  editContent,
  contentDir as garageContentDir,
  englishInSpanishMain,
  htmlFiles,
  loadHtml,
  loadPage,
  plainText,
  projectDir,
} from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';
import { validationReport } from '../helpers/html-validate.ts';

const fixtureDir = path.join(projectDir, 'test/fixtures/other-business');
const translationDir = path.join(projectDir, 'test/fixtures/other-business-es-US');
const frenchDir = path.join(projectDir, 'test/fixtures/other-business-fr-CA');
const ownPagesDir = path.join(projectDir, 'test/fixtures/other-business-own-pages');
const fixture = tempSite({ from: fixtureDir });
const BASE = 'https://harborlock.example';

/** The locksmith's content with its own pages and its Spanish translation, to change and build in one test. */
async function spanishContent(): Promise<string> {
  const dir = await fixture.contentWith('site.json', (site) => {
    site.translations = ['es-US'];
  });
  const notReadme = (file: string) => path.basename(file) !== 'README.md';
  await cp(ownPagesDir, dir, { recursive: true, filter: notReadme });
  await cp(translationDir, path.join(dir, 'translations/es-US'), { recursive: true, filter: notReadme });
  return dir;
}

let result: BuildResult;
let outDir: string;
let contentDir: string;
beforeAll(async () => {
  contentDir = await fixture.contentWith('site.json', (site) => {
    site.translations = ['es-US', 'fr-CA'];
    // Both towns in the footer, Capitola's page in English alone.
    site.footer.areas = ['santa-cruz', 'capitola'];
  });
  const notReadme = (file: string) => path.basename(file) !== 'README.md';
  await cp(ownPagesDir, contentDir, { recursive: true, filter: notReadme });
  await cp(translationDir, path.join(contentDir, 'translations/es-US'), { recursive: true, filter: notReadme });
  await cp(frenchDir, path.join(contentDir, 'translations/fr-CA'), { recursive: true, filter: notReadme });
  // A Markdown link may lead to a page of another language; a translation's link to a feed, or to the site's own address, to its language's.
  const append = async (file: string, line: string) =>
    writeFile(path.join(contentDir, file), `${await readFile(path.join(contentDir, file), 'utf8')}\n${line}\n`);
  await append('pages/key-care.md', 'En español: [contáctenos](/es/contacto/).');
  await append(
    'translations/es-US/pages/key-care.md',
    `Siga nuestros [artículos](/articles/feed.xml) o [escríbanos](${BASE}/contact/#contact).`,
  );
  // An article renamed from "rekeying-or-replacing": its old address is redirected in each language it is built in.
  const renamed = path.join(contentDir, 'articles/rekey-or-replace.md');
  await writeFile(renamed, (await readFile(renamed, 'utf8')).replace(/^---\n/, '---\nformerSlugs: [rekeying-or-replacing]\n'));
  // A review written in French on the English pages: each translation gives it in its own words.
  await editContent(contentDir, 'testimonials.json', ({ testimonials }) => {
    Object.assign(testimonials[0], { review: 'Ils ont ouvert la porte de notre location à minuit.', language: 'fr' });
  });
  // A moved address may lead to a page in any language.
  await writeFile(
    path.join(contentDir, 'redirects.json'),
    JSON.stringify({ redirects: [{ from: '/contacto', to: '/es/contacto/', status: 301, why: 'The old Spanish contact page.' }] }),
  );
  outDir = fixture.at('bilingual');
  result = await fixture.build({ contentDir, outDir });
});

/** The page's `og:locale:alternate` values, in order. */
const ogAlternates = (urlPath: string): string[] => {
  const $ = loadPage(outDir, urlPath);
  return $('meta[property="og:locale:alternate"]')
    .map((_, meta) => $(meta).attr('content'))
    .get();
};

/** The header's link to the page in another language, by that language's tag. */
const languageLink = (urlPath: string, tag: string) => {
  const a = loadPage(outDir, urlPath)(`header > div > div > a[hreflang="${tag}"]`);
  return { href: a.attr('href'), hreflang: a.attr('hreflang'), lang: a.attr('lang'), text: a.text() };
};

/** The page's hreflang links, by language. */
const hreflangs = (urlPath: string): Record<string, string> => {
  const $ = loadPage(outDir, urlPath);
  return Object.fromEntries(
    $('link[rel="alternate"][hreflang]')
      .map((_, link) => [[$(link).attr('hreflang'), $(link).attr('href')]])
      .get(),
  );
};

/** The build report's lines of one translation, from its folder on ("es-US/services.json: …"). */
const untranslated = (tag: string): string[] =>
  result.notes.map((line) => line.replace(/^.*\/translations\//, '')).filter((line) => line.startsWith(`${tag}/`));

/** The URL path of a built HTML file: "fr/nous-joindre/index.html" → "/fr/nous-joindre/". */
const urlPathOf = (file: string) => `/${file.replace(/index\.html$/, '')}`;

/** The URL paths of every built page, and of the files beside them ("/404.html"). */
const builtPaths = () => new Set(htmlFiles(outDir).map(urlPathOf));

/** The JSON-LD nodes of a page. */
const jsonLd = (urlPath: string): Array<Record<string, unknown>> => {
  const $ = loadPage(outDir, urlPath);
  return $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()))
    .get()
    .flat();
};

describe('a page translated into Spanish', () => {
  it('is built under /es/ in Spanish, at the section words of Spanish and the slugs the translation gives', () => {
    expect(hreflangs('/services/lockout-service-in-santa-cruz/')['es-US']).toBe(`${BASE}/es/servicios/apertura-de-puertas-en-santa-cruz/`);
    expect(hreflangs('/service-areas/santa-cruz/')['es-US']).toBe(`${BASE}/es/areas-de-servicio/santa-cruz/`);
  });

  it('is listed with its versions on every one, each pointing at the others', () => {
    const versions = { 'en-US': `${BASE}/`, 'es-US': `${BASE}/es/`, 'fr-CA': `${BASE}/fr/`, 'x-default': `${BASE}/` };
    expect(hreflangs('/')).toEqual(versions);
    expect(hreflangs('/es/')).toEqual(versions);
    const $ = loadPage(outDir, '/es/');
    expect($('html').attr('lang')).toBe('es-US');
    expect($('h1').text()).toContain('¿Se quedó afuera en Santa Cruz?');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${BASE}/es/`);
    expect($('meta[property="og:locale"]').attr('content')).toBe('es_US');
    expect(ogAlternates('/es/')).toEqual(['en_US', 'fr_CA']);
    expect(ogAlternates('/')).toEqual(['es_US', 'fr_CA']);
  });

  it('has a plain link to its other version in the header, in that language', () => {
    expect(languageLink('/services/lockout-service/', 'es-US')).toEqual({
      href: '/es/servicios/apertura-de-puertas/',
      hreflang: 'es-US',
      lang: 'es-US',
      text: 'Español',
    });
    expect(languageLink('/es/servicios/apertura-de-puertas/', 'en-US')).toEqual({
      href: '/services/lockout-service/',
      hreflang: 'en-US',
      lang: 'en-US',
      text: 'English',
    });
    // The mobile menu has it too, plain HTML in a <details> that opens without JavaScript.
    const menu = loadPage(outDir, '/es/contacto/')('details[data-menu] a[hreflang="en-US"][lang]');
    expect([menu.attr('href'), menu.attr('lang'), menu.text()]).toEqual(['/contact/', 'en-US', 'English']);
    // A page with no Spanish version leads to its nearest ancestor's in the breadcrumbs, else to the Spanish home page.
    expect(languageLink('/services/lock-rekeying/', 'es-US').href).toBe('/es/servicios/');
    expect(languageLink('/about/', 'es-US').href).toBe('/es/');
    // A service in a town not translated leads to the service's Spanish page, which the breadcrumbs' trail skips.
    expect(languageLink(paths.serviceInArea('lockout-service', 'capitola'), 'es-US').href).toBe('/es/servicios/apertura-de-puertas/');
  });

  it('marks its own section in the menus, never the Spanish home page, which is the section of no page', () => {
    const current = (urlPath: string) => {
      const $ = loadPage(outDir, urlPath);
      return $('header a[aria-current]')
        .map((_, a) => `${$(a).attr('href')} ${$(a).attr('aria-current')}`)
        .get();
    };
    expect(current('/es/cuidado-de-llaves/')).toEqual([]);
    // The one service translated is no dropdown: its section's link is the current one, in the header and the phone menu.
    expect(current('/es/servicios/apertura-de-puertas/')).toEqual(['/es/servicios/ true', '/es/servicios/ true']);
    expect(current('/es/')).toEqual(['/es/ page', '/es/ page']);
  });

  it('says its language in its JSON-LD, the business one @id in both', () => {
    const nodes = (urlPath: string) =>
      loadPage(
        outDir,
        urlPath,
      )('script[type="application/ld+json"]')
        .map((_, script) => JSON.parse(loadPage(outDir, urlPath)(script).text()))
        .get()
        .flat();
    const spanish = nodes('/es/servicios/apertura-de-puertas/');
    expect(spanish.filter((node) => node.inLanguage).map((node) => node.inLanguage)).toEqual(['es-US']);
    const english = nodes('/services/lockout-service/');
    expect(english.filter((node) => node.inLanguage).map((node) => node.inLanguage)).toEqual(['en-US']);
    const business = (list: Array<{ '@id'?: string }>) => list.find((node) => node['@id']?.endsWith('#business'))?.['@id'];
    expect(business(spanish)).toBe(business(english));
  });

  it('gives the line answered in Spanish, and the business lists each line with its language', () => {
    const $ = loadPage(outDir, '/es/contacto/');
    expect($('header a[href^="tel:"]').first().attr('href')).toBe('tel:+18315550142');
    expect($('main a[href^="tel:"]').first().attr('href')).toBe('tel:+18315550142');
    expect(loadPage(outDir, '/contact/')('header a[href^="tel:"]').first().attr('href')).toBe('tel:+18315550199');
    const business = JSON.parse($('script[type="application/ld+json"]').first().text());
    expect(business.contactPoint).toContainEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: '+18315550142',
      availableLanguage: ['es-US'],
    });
    // The French translation gives no line of its own: its pages show the main one, answered in both.
    expect(business.contactPoint).toContainEqual(
      expect.objectContaining({ telephone: '+18315550199', availableLanguage: ['en-US', 'fr-CA'] }),
    );
    // One business, one main number: the Spanish line is its contact point, not the business's own telephone.
    for (const urlPath of ['/contact/', '/es/contacto/', '/fr/nous-joindre/'])
      expect(jsonLd(urlPath)[0]!.telephone, urlPath).toBe('+18315550199');
  });

  it("names the site on each language's home page alone (WebSite: what Google reads for a site name), published by the business", () => {
    const websites = (urlPath: string) => jsonLd(urlPath).filter((node) => node['@type'] === 'WebSite');
    for (const [home, tag] of [
      ['/', 'en-US'],
      ['/es/', 'es-US'],
      ['/fr/', 'fr-CA'],
    ] as const) {
      expect(websites(home), home).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          '@id': `${BASE}${home}#website`,
          name: 'Harbor Lock & Key',
          url: `${BASE}${home}`,
          inLanguage: tag,
          publisher: { '@id': `${BASE}/#business` },
        },
      ]);
    }
    for (const urlPath of ['/contact/', '/es/contacto/', '/es/servicios/apertura-de-puertas/'])
      expect(websites(urlPath), urlPath).toEqual([]);
  });

  it('may be where a moved address leads, whose page for hosts without redirect rules is in its language', () => {
    expect(result.redirects).toContainEqual(expect.objectContaining({ from: '/contacto', to: '/es/contacto/' }));
    const $ = loadHtml(outDir, 'contacto.html');
    expect($('html').attr('lang')).toBe('es-US');
    expect($('h1').text()).toBe(esUS.pages.moved);
  });

  it('is in the sitemap with its versions', async () => {
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = sitemap.split('\n').find((line) => line.includes(`<loc>${BASE}/es/contacto/</loc>`));
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${BASE}/contact/"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${BASE}/es/contacto/"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/contact/"/>`);
  });

  it('shows no sentence of the English files in its main text, reviews included', async () => {
    expect(await englishInSpanishMain(contentDir, outDir)).toEqual([]);
  });

  it("states a service's price in Spanish words, at the main file's amount (a translation gives no price)", () => {
    const overview = (urlPath: string) => plainText(loadPage(outDir, urlPath)('#overview-heading').closest('section').text());
    expect(overview('/es/servicios/apertura-de-puertas/')).toContain('Precio: Desde $89');
    expect(overview('/services/lockout-service/')).toContain('Price: From $89');
  });

  it("names a city's neighborhoods in the translation's words, on the city's page and its service's", () => {
    const names = (urlPath: string) => loadPage(outDir, urlPath)('#neighborhoods-heading + ul li').text();
    expect([names('/service-areas/santa-cruz/'), names('/es/areas-de-servicio/santa-cruz/')]).toEqual([
      expect.stringContaining('Downtown'),
      expect.not.stringContaining('Downtown'),
    ]);
    expect(loadPage(outDir, '/es/servicios/apertura-de-puertas-en-santa-cruz/')('main').text()).toContain('Eastside, Centro, Seacliff');
  });
});

describe('Markdown pages, articles and the gallery in Spanish (test/fixtures/other-business-own-pages)', () => {
  const text = (value: string) => value.replace(/\s+/g, ' ').trim();
  const hrefsOf = ($: ReturnType<typeof loadPage>, selector: string) =>
    $(selector)
      .map((_, a) => $(a).attr('href'))
      .get();

  it("a page of the business's own: at the slug its translation gives, its words, the main file's image and menu, its links in Spanish where they can be", () => {
    const $ = loadPage(outDir, '/es/cuidado-de-llaves/');
    expect($('html').attr('lang')).toBe('es-US');
    expect($('title').text()).toBe('Cómo cuidar sus llaves y cerraduras | Harbor Lock & Key');
    expect(text($('h1').text())).toBe('Cuidado de llaves');
    expect($('.prose img').attr('alt')).toBe('Una llave');
    expect($('.prose img').attr('src')).toBe(loadPage(outDir, '/key-care/')('.prose img').attr('src'));
    // A link to a page built in Spanish leads there; one to a page that is not, to the English page.
    expect(hrefsOf($, '.prose a')).toEqual([
      '/services/lock-rekeying/',
      '/es/servicios/apertura-de-puertas/',
      '/es/articulos/feed.xml',
      '/es/contacto/#contact',
    ]);
    expect(hrefsOf(loadPage(outDir, '/key-care/'), '.prose a')).toContain('/es/contacto/');
    const versions = { 'en-US': `${BASE}/key-care/`, 'es-US': `${BASE}/es/cuidado-de-llaves/`, 'x-default': `${BASE}/key-care/` };
    expect(hreflangs('/es/cuidado-de-llaves/')).toEqual(versions);
    expect(hreflangs('/key-care/')).toEqual(versions);
    // `menu: footer` is a fact: the Spanish footer links the Spanish page, by its Spanish heading.
    expect(loadPage(outDir, '/es/')('footer a[href="/es/cuidado-de-llaves/"]').text()).toBe('Cuidado de llaves');
  });

  it("the articles: the index lists the translated one alone, under the language's section word; dates and photo from the main file", () => {
    expect(hrefsOf(loadPage(outDir, '/es/articulos/'), 'main .card h2 a')).toEqual(['/es/articulos/rekey-or-replace/']);
    expect(hrefsOf(loadPage(outDir, '/articles/'), 'main .card h2 a')).toEqual(['/articles/smart-locks/', '/articles/rekey-or-replace/']);
    const $ = loadPage(outDir, '/es/articulos/rekey-or-replace/');
    expect(text($('.page-hero p').text())).toBe('Por Sam Ortega, cerrajero · Publicado el 10 de febrero de 2025');
    expect($('main img').first().attr('alt')).toBe('Un candado');
    // The one service it is about has no Spanish page: no link in another language.
    expect($('#article-services')).toHaveLength(0);
    expect(loadPage(outDir, '/articles/rekey-or-replace/')('#article-services a').attr('href')).toBe('/services/lock-rekeying/');
    expect(jsonLd('/es/articulos/rekey-or-replace/').find((node) => node['@type'] === 'BlogPosting')).toMatchObject({
      headline: '¿Cambiar la combinación o la cerradura?',
      datePublished: '2025-02-10',
      inLanguage: 'es-US',
      author: { '@type': 'Person', name: 'Sam Ortega', jobTitle: 'cerrajero' },
    });
    expect(hreflangs('/articles/rekey-or-replace/')['es-US']).toBe(`${BASE}/es/articulos/rekey-or-replace/`);
    expect(hreflangs('/articles/smart-locks/')).toEqual({});
  });

  it("an article renamed: its former name's address in each language it is built in leads to it there, by every host's rules", async () => {
    const moved = result.redirects.filter(({ from }) => from.includes('rekeying-or-replacing'));
    expect(moved.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      '/articles/rekeying-or-replacing → /articles/rekey-or-replace/',
      '/es/articulos/rekeying-or-replacing → /es/articulos/rekey-or-replace/',
    ]);
    expect(await readFile(path.join(outDir, '_redirects'), 'utf8')).toMatch(
      /^\/es\/articulos\/rekeying-or-replacing\/? \/es\/articulos\/rekey-or-replace\/ 301/m,
    );
    const $ = loadHtml(outDir, 'es/articulos/rekeying-or-replacing.html');
    expect($('html').attr('lang')).toBe('es-US');
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/es/articulos/rekey-or-replace/');
  });

  it('an article without a photo gives search engines its social card as its image, the one its og:image names', () => {
    const $ = loadPage(outDir, '/articles/smart-locks/');
    const pixels = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' });
    expect(jsonLd('/articles/smart-locks/').find((node) => node['@type'] === 'BlogPosting')?.image).toEqual({
      '@type': 'ImageObject',
      url: $('meta[property="og:image"]').attr('content'),
      width: pixels(1200),
      height: pixels(630),
    });
  });

  it("an article signed with the business's name is the business's, by its @id, not a person's of that name", () => {
    const posting = jsonLd('/articles/smart-locks/').find((node) => node['@type'] === 'BlogPosting');
    expect(posting?.author).toEqual({ '@id': 'https://harborlock.example/#business' });
  });

  it("an article's date may wrap on a phone, where the Spanish one is wider than a 320 px screen; kept whole from 640 px up", () => {
    const $ = loadPage(outDir, '/es/articulos/rekey-or-replace/');
    expect($('.page-hero time').attr('class')).toBe('sm:whitespace-nowrap');
    expect($('.page-hero .whitespace-nowrap')).toHaveLength(0);
  });

  it('centres a list of links under its heading, as wide as its links: one link in one column, not at the left of two', () => {
    const list = (urlPath: string, section: string) => loadPage(outDir, urlPath)(`${section} ul`).attr('class')!.split(' ');
    const oneLink: Array<[string, string]> = [
      ['/articles/rekey-or-replace/', '#article-services'],
      ['/es/servicios/apertura-de-puertas-en-santa-cruz/', '#nearby'],
    ];
    for (const [urlPath, section] of oneLink) {
      expect(list(urlPath, section), urlPath).toEqual(expect.arrayContaining(['mx-auto', 'w-fit']));
      expect(list(urlPath, section), urlPath).not.toContain('sm:grid-cols-2');
    }
    expect(list('/services/lock-rekeying/', '#areas')).toEqual(expect.arrayContaining(['w-fit', 'sm:grid-cols-2']));
  });

  it('the feed: one a language, beside its index, named by its pages; the Spanish one lists the Spanish article alone', async () => {
    const entries = (feed: string) => [...feed.matchAll(/<entry>[\s\S]*?<id>([^<]+)<\/id>/g)].map((match) => match[1]);
    const spanish = await readFile(path.join(outDir, 'es/articulos/feed.xml'), 'utf8');
    expect(spanish).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-US">');
    expect(spanish).toContain('<title>Consejos de Harbor Lock &amp; Key</title>');
    expect(spanish).toContain(`<link rel="self" href="${BASE}/es/articulos/feed.xml"/>`);
    expect(entries(spanish)).toEqual([`${BASE}/es/articulos/rekey-or-replace/`]);
    const english = await readFile(path.join(outDir, 'articles/feed.xml'), 'utf8');
    expect(entries(english)).toEqual([`${BASE}/articles/smart-locks/`, `${BASE}/articles/rekey-or-replace/`]);
    const feedLink = (urlPath: string) => loadPage(outDir, urlPath)('link[type="application/atom+xml"]').attr('href');
    expect([feedLink('/'), feedLink('/es/contacto/'), feedLink('/fr/')]).toEqual([
      '/articles/feed.xml',
      '/es/articulos/feed.xml',
      undefined,
    ]);
  });

  it('the gallery: in Spanish once gallery.json is, a job without a link to a service that has no Spanish page', () => {
    const $ = loadPage(outDir, '/es/galeria/');
    expect(text($('main article h2').text())).toBe('Todas las cerraduras con combinación nueva tras una mudanza');
    expect($('main article img').attr('alt')).toBe('Un candado');
    expect($('main article a[href*="rekeying"]')).toHaveLength(0);
    expect(loadPage(outDir, '/gallery/')('main article a[href="/services/lock-rekeying/"]')).toHaveLength(1);
  });
});

it("marks a review in its own language on the main language's pages, not on a translation's, which gives it in its words", () => {
  const reviewOn = (urlPath: string) => loadPage(outDir, urlPath)('#testimonials blockquote');
  expect(reviewOn('/').attr('lang')).toBe('fr');
  expect(reviewOn('/es/').length).toBe(1);
  expect(reviewOn('/es/').attr('lang')).toBeUndefined();
});

describe("the garage site's Spanish pages", () => {
  it('show no sentence of its English files in their main text, reviews included', async () => {
    const siteDir = inject('siteDir');
    expect(htmlFiles(siteDir).filter((name) => name.startsWith('es/')).length).toBeGreaterThan(0);
    expect(await englishInSpanishMain(garageContentDir, siteDir)).toEqual([]);
  });

  it('name a service within a sentence as Spanish writes it, not with its title\'s capital: "¿Necesita reemplazo de puertas…?", never "Acerca de Reparación…"', () => {
    const siteDir = inject('siteDir');
    const headings = htmlFiles(siteDir)
      .filter((name) => name.startsWith('es/servicios/'))
      .map((name) => loadHtml(siteDir, name)('#ready-heading').text().trim())
      .filter(Boolean);
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) expect(heading).toMatch(/^¿Necesita \p{Ll}/u);
    // Nor after a preposition: the overview's heading starts with the service ("Reparación de resortes…: en qué consiste").
    const overviews = htmlFiles(siteDir)
      .filter((name) => name.startsWith('es/servicios/'))
      .map((name) => loadHtml(siteDir, name)('#overview-heading').text().trim())
      .filter(Boolean);
    expect(overviews.length).toBeGreaterThan(0);
    for (const heading of overviews) expect(heading).toMatch(/^\p{Lu}\p{Ll}+ de [^:]+: en qué consiste$/u);
  });

  it('say where a service is given as Spanish says it: "Atendemos en Oxnard", not "Atendemos Oxnard"', () => {
    const siteDir = inject('siteDir');
    const headings = htmlFiles(siteDir)
      .filter((name) => name.startsWith('es/servicios/'))
      .map((name) => loadHtml(siteDir, name)('#serving-area-heading').text().trim())
      .filter(Boolean);
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) expect(heading).toMatch(/^Atendemos en \p{Lu}/u);
  });

  it('start each phone-menu group with its own name, so its capital starts the link: "Servicios: ver todo", not "Ver Servicios"', () => {
    const $ = loadPage(inject('siteDir'), '/es/');
    const groups = $('details[data-menu] nav details').toArray();
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      const name = $(group).children('summary').text().trim();
      expect($(group).find('a').first().text()).toMatch(new RegExp(`^${name}: \\p{Ll}`, 'u'));
    }
  });

  it('name the home page\'s link to the about page as Spanish says it: "Leer más sobre nosotros", not "Leer más quiénes somos"', () => {
    const $ = loadPage(inject('siteDir'), '/es/');
    expect($('main a[href="/es/nosotros/"]').text()).toBe('Leer más sobre nosotros');
  });

  it('mark the business name in the header and footer as English, the language it is written in, so a screen reader speaks it so', () => {
    const siteDir = inject('siteDir');
    const names = (urlPath: string) => {
      const $ = loadPage(siteDir, urlPath);
      return [$('header > div > a').first().children('span'), $('footer h2').first()].map((name) => [name.text(), name.attr('lang')]);
    };
    const name = 'Ortega Family Garage Doors';
    expect(names('/es/')).toEqual([
      [name, 'en-US'],
      [name, 'en-US'],
    ]);
    expect(names('/')).toEqual([
      [name, undefined],
      [name, undefined],
    ]);
  });

  it('write no sign a Spanish voice reads out by its name: no "·" between the parts of a line ("punto medio"), "número" in full, not "n.º" ("ene o")', () => {
    const siteDir = inject('siteDir');
    const spoken = htmlFiles(siteDir)
      .filter((file) => file.startsWith('es/'))
      .flatMap((file) => {
        // A copy: the parsed page is shared with every other test that reads it (loadHtml).
        const body = loadHtml(siteDir, file)('body').clone();
        body.find('script').remove();
        return [...body.text().matchAll(/.{0,30}(?:·|n\.º).{0,30}/g)].map((match) => `${file}: ${match[0]}`);
      });
    expect(spoken).toEqual([]);
    const $ = loadPage(siteDir, '/es/areas-de-servicio/oxnard/');
    expect($('#services p.font-semibold').text()).toBe(
      'Atendemos los códigos postales 93030\u201193036. Llegada habitual: 30\u201145\u00a0minutos',
    );
    expect($('footer').text()).toContain('licencia CSLB número 0000000');
  });

  it('link to no English page but through the language links: a service in a city not translated leads to its Spanish city or service page', () => {
    const siteDir = inject('siteDir');
    const english = htmlFiles(siteDir).flatMap((file) => {
      if (!file.startsWith('es/')) return [];
      const $ = loadHtml(siteDir, file);
      return $('a[href^="/"]:not([lang])')
        .map((_, a) => $(a).attr('href'))
        .get()
        .filter((href) => !href.startsWith('/es/') && !href.startsWith('/assets/'))
        .map((href) => `${file}: ${href}`);
    });
    expect(english).toEqual([]);
    // The Ventura page's services, whose pages in Ventura Spanish lacks, lead to the Spanish service pages.
    const $ = loadPage(siteDir, '/es/areas-de-servicio/ventura/');
    expect($('main a[href="/es/servicios/reparacion-de-resortes/"]').length).toBeGreaterThan(0);
  });
  it('name a link as the page it leads to: a service in a city not translated, sent to its city page, is named by the city alone', async () => {
    const siteDir = inject('siteDir');
    const services = JSON.parse(await readFile(path.join(garageContentDir, 'translations/es-US/services.json'), 'utf8'));
    const names: string[] = Object.values(services).flatMap((service) => (service as { nameInText?: string }).nameInText ?? []);
    const promising = htmlFiles(siteDir).flatMap((file) => {
      if (!file.startsWith('es/')) return [];
      const $ = loadHtml(siteDir, file);
      return $('main a')
        .filter((_, a) => /^\/es\/areas-de-servicio\/[^/]+\/$/.test($(a).attr('href') ?? ''))
        .map((_, a) => `${file}: ${$(a).text()}`)
        .get()
        .filter((link) => names.some((name) => link.toLowerCase().includes(name)));
    });
    expect(promising).toEqual([]);
    const $ = loadPage(siteDir, '/es/servicios/reparacion-de-motores/');
    expect($('main a[href="/es/areas-de-servicio/ventura/"]').first().text()).toBe('Ventura');
  });
});

describe("the business's towns on a translation's pages", () => {
  /** The links to the towns' pages in a part of a page, in order, each with its hreflang: "/service-areas/capitola/ en-US". */
  const towns = (urlPath: string, part: string) => {
    const $ = loadPage(outDir, urlPath);
    return $(part)
      .first()
      .find('a')
      .filter((_, a) => /\/(service-areas|areas-de-servicio)\/[a-z-]+\/$/.test($(a).attr('href') ?? ''))
      .map((_, a) => `${$(a).attr('href')} ${$(a).attr('hreflang') ?? '-'}`)
      .get();
  };
  const english = ['/service-areas/santa-cruz/ -', '/service-areas/capitola/ -'];
  const spanish = ['/es/areas-de-servicio/santa-cruz/ -', '/service-areas/capitola/ en-US'];
  const french = ['/service-areas/santa-cruz/ en-US', '/service-areas/capitola/ en-US'];

  it('are every town of the English lists, in their order: one without a page in the language leads to the English one, saying so in hreflang', () => {
    const lists: Array<[string, string, string | undefined, string]> = [
      ['/', '/es/', '/fr/', 'main #areas'],
      ['/contact/', '/es/contacto/', '/fr/nous-joindre/', 'main #areas'],
      ['/service-areas/', '/es/areas-de-servicio/', undefined, 'main #areas'],
      ['/', '/es/', '/fr/', 'body > footer'],
      // The wide-screen menu (the nav of the header's bar) and the phone menu's.
      ['/', '/es/contacto/', undefined, 'body > header > div > nav'],
      ['/', '/es/contacto/', undefined, 'details[data-menu] nav'],
    ];
    for (const [main, es, fr, part] of lists) {
      expect(towns(main, part), `${main} ${part}`).toEqual(english);
      expect(towns(es, part), `${es} ${part}`).toEqual(spanish);
      if (fr) expect(towns(fr, part), `${fr} ${part}`).toEqual(french);
    }
  });

  it("mark the words of a town's record the translation lacks as English (a card's response time), not its name", () => {
    const $ = loadPage(outDir, '/es/areas-de-servicio/');
    const cards = $('main #areas article')
      .map((_, card) => {
        const marked = $(card).find('[lang]');
        return [
          [plainText($(card).find('h3').text()), marked.map((_, words) => `${$(words).attr('lang')}: ${plainText($(words).text())}`).get()],
        ];
      })
      .get();
    expect(cards).toEqual([
      ['Santa Cruz', []],
      ['Capitola', ['en-US: 20-35 minutes']],
    ]);
    // The label's words are the page's.
    expect(plainText($('main #areas article').last().text())).toContain('Llegada: 20-35 minutes');
  });

  it('are all in the JSON-LD of the business, on every page', () => {
    for (const urlPath of ['/es/', '/fr/nous-joindre/']) {
      const business = jsonLd(urlPath).find((node) => String(node['@id']).endsWith('#business'));
      expect(business?.areaServed, urlPath).toEqual([
        { '@type': 'City', name: 'Santa Cruz, CA' },
        { '@type': 'City', name: 'Capitola, CA' },
      ]);
    }
  });
});

describe('a page listing services in Spanish', () => {
  it('lists the translated ones alone, with no chip of an untranslated one', () => {
    const $ = loadPage(outDir, '/es/servicios/');
    const main = $('main');
    expect(main.find('a[href^="/es/servicios/"]').length).toBeGreaterThan(0);
    expect(main.text()).not.toContain('Lock Rekeying');
    expect(main.text()).not.toContain('Locks');
  });
});

describe('a page left untranslated', () => {
  it('is not built in Spanish, and the report names what is missing, file by file', () => {
    const spanish = htmlFiles(outDir).filter((file) => file.startsWith('es/'));
    expect(spanish.sort()).toEqual([
      'es/404.html',
      'es/404/index.html',
      'es/areas-de-servicio/index.html',
      'es/areas-de-servicio/santa-cruz/index.html',
      'es/articulos/index.html',
      'es/articulos/rekey-or-replace/index.html',
      // The renamed article's page for hosts without redirect rules, in Spanish.
      'es/articulos/rekeying-or-replacing.html',
      'es/contacto/index.html',
      'es/cuidado-de-llaves/index.html',
      'es/galeria/index.html',
      'es/index.html',
      'es/servicios/apertura-de-puertas-en-santa-cruz/index.html',
      'es/servicios/apertura-de-puertas/index.html',
      'es/servicios/index.html',
    ]);
    // One line a record or a file; none for a page no language indexes (a service in a city without local notes).
    expect(untranslated('es-US')).toEqual([
      'es-US/services.json: lock-rekeying not translated; its Spanish pages are not built',
      'es-US/areas.json: capitola not translated; its Spanish pages are not built',
      'es-US/pages/about.json: not translated; its Spanish pages are not built',
      'es-US/local/santa-cruz.json: services.lock-rekeying not translated; its Spanish pages are not built',
      'es-US/articles/smart-locks.md: not translated; its Spanish pages are not built',
    ]);
  });

  it("a Markdown link to a page in another language names that language's tag in its hreflang, as the language links do", () => {
    const languages = (urlPath: string) => {
      const $ = loadPage(outDir, urlPath);
      return $('.prose a')
        .map((_, a) => `${$(a).attr('href')} ${$(a).attr('hreflang') ?? '-'}`)
        .get();
    };
    expect(languages('/key-care/')).toEqual(['/services/lock-rekeying/ -', '/es/contacto/ es-US']);
    expect(languages('/es/cuidado-de-llaves/')).toEqual([
      '/services/lock-rekeying/ en-US',
      '/es/servicios/apertura-de-puertas/ -',
      '/es/articulos/feed.xml -',
      '/es/contacto/#contact -',
    ]);
  });

  it("a template's link to it names its language in hreflang, not in lang (its words are the page's); a link within the language names none", () => {
    const links = (urlPath: string, selector: string) => {
      const $ = loadPage(outDir, urlPath);
      return $(selector)
        .map((_, a) => `${$(a).attr('href')} ${$(a).attr('hreflang') ?? '-'} ${$(a).attr('lang') ?? '-'}`)
        .get();
    };
    // The home page's "Read more" to the about page, which Spanish and French lack, and French its button to the service areas.
    expect(links('/es/', 'main a[href="/about/"]')).toEqual(['/about/ en-US -']);
    expect(links('/fr/', 'main a[href="/about/"], main a[href="/service-areas/"]')).toEqual(['/about/ en-US -', '/service-areas/ en-US -']);
    // A card's link to a city Spanish lacks; the city's services, which it has, are Spanish pages.
    expect(links('/es/areas-de-servicio/santa-cruz/', 'main a[href="/service-areas/capitola/"]')).toEqual([
      '/service-areas/capitola/ en-US -',
    ]);
    const spanish = links('/es/', 'main a[href^="/es/"]');
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.filter((link) => !link.endsWith(' - -'))).toEqual([]);
  });

  it('is not linked from the Spanish menus, but for a town, which every list names; and every hreflang leads to a built page', () => {
    const built = new Set(htmlFiles(outDir).map((file) => `/${file.replace(/index\.html$/, '')}`));
    for (const file of htmlFiles(outDir).filter((file) => file.startsWith('es/') && file.endsWith('index.html'))) {
      const $ = loadPage(outDir, `/${file.replace(/index\.html$/, '')}`);
      const menuLinks = $('header nav a:not([lang]), footer nav a, footer ul a')
        .map((_, a) => $(a).attr('href'))
        .get()
        .filter((href) => href.startsWith('/') && !href.startsWith('/es/') && href !== paths.area('capitola'));
      expect(menuLinks, file).toEqual([]);
      for (const href of Object.values(hreflangs(`/${file.replace(/index\.html$/, '')}`)))
        expect(built.has(new URL(href).pathname), href).toBe(true);
    }
  });
});

describe('every link of a translated page', () => {
  it('to a page its language has, or has a page standing in for, leads there, in its body, menus and cards alike', async () => {
    expect(await straysIn(outDir, BASE, contentDir)).toEqual([]);
    expect(await straysIn(inject('siteDir'), 'https://www.ortegagaragedoors.example', garageContentDir)).toEqual([]);
  });
});

/**
 * The links on a site's translated pages to a page of the main language when their language has a page for it: its
 * version, else the version of what stands in for it (a service in a city's city or service page, the linking page
 * aside; a file's folder, for a feed). The language links lead to the other languages on purpose; a link may name the
 * site's own address (`base`).
 */
async function straysIn(dir: string, base: string, content: string): Promise<string[]> {
  const slugs = async (file: string) =>
    Object.keys(JSON.parse(await readFile(path.join(content, file), 'utf8'))).filter((key) => key !== '$schema');
  const areas = await slugs('areas.json');
  const standIns = new Map(
    (await slugs('services.json')).flatMap((service) =>
      areas.map((area) => [paths.serviceInArea(service, area), [paths.area(area), paths.service(service)]] as const),
    ),
  );
  // Each main-language page's versions, by language, from its hreflang links.
  const versionsOf = new Map<string, Record<string, string>>();
  for (const file of htmlFiles(dir).filter((name) => name.endsWith('index.html') && !/^(es|fr)\//.test(name))) {
    const $ = loadHtml(dir, file);
    const versions = $('link[rel="alternate"][hreflang]').map((_, link) => [
      [$(link).attr('hreflang'), new URL($(link).attr('href')!).pathname],
    ]);
    versionsOf.set(urlPathOf(file), Object.fromEntries(versions.get()));
  }
  const strays: string[] = [];
  for (const [prefix, tag] of [
    ['es/', 'es-US'],
    ['fr/', 'fr-CA'],
  ] as const) {
    for (const file of htmlFiles(dir).filter((name) => name.startsWith(prefix) && name.endsWith('.html'))) {
      const $ = loadHtml(dir, file);
      for (const a of $(`a[href^="/"]:not([lang]), a[href^="${base}/"]`).toArray()) {
        const [target = ''] = $(a).attr('href')!.replace(base, '').split(/[?#]/);
        const [, folder = ''] = /^(\/.+\/)[^/]+\.[a-z0-9]+$/i.exec(target) ?? [];
        const inCity = (standIns.get(target) ?? []).filter((page) => versionsOf.get(page)?.[tag] !== urlPathOf(file));
        for (const page of [target, folder, ...inCity]) {
          const own = versionsOf.get(page)?.[tag];
          if (own && own !== target) strays.push(`${file}: ${target} (${page}'s ${tag} version is ${own})`);
        }
      }
    }
  }
  return strays;
}

describe('a third language, partly translated: Canadian French', () => {
  it('is built under /fr/ for the two pages it translates, in French, and for no other page', () => {
    expect(htmlFiles(outDir).filter((file) => file.startsWith('fr/'))).toEqual(['fr/index.html', 'fr/nous-joindre/index.html']);
    for (const urlPath of ['/fr/', '/fr/nous-joindre/']) {
      const $ = loadPage(outDir, urlPath);
      expect($('html').attr('lang'), urlPath).toBe('fr-CA');
      expect($('link[rel="canonical"]').attr('href'), urlPath).toBe(`${BASE}${urlPath}`);
      expect($('meta[property="og:locale"]').attr('content'), urlPath).toBe('fr_CA');
    }
    expect(loadPage(outDir, '/fr/')('h1').text()).toBe('Vous êtes barré dehors à Santa Cruz?');
    // The engine's words are the French ones: the contact page's label, the quote button.
    const contact = loadPage(outDir, '/fr/nous-joindre/');
    expect(contact('h1').text()).toBe('Nous joindre');
    expect(contact('header a[href="/fr/nous-joindre/"].btn').text()).toContain('Soumission gratuite');
    expect(ogAlternates('/fr/nous-joindre/')).toEqual(['en_US', 'es_US']);
  });

  it('has hreflang versions reciprocal across the three languages, each pointing at a built page', () => {
    const built = builtPaths();
    const pages = htmlFiles(outDir)
      .filter((file) => file.endsWith('index.html'))
      .map(urlPathOf);
    const withVersions = pages.filter((urlPath) => Object.keys(hreflangs(urlPath)).length > 0);
    expect(withVersions.filter((urlPath) => urlPath.startsWith('/fr/'))).toEqual(['/fr/', '/fr/nous-joindre/']);
    for (const urlPath of withVersions) {
      const versions = hreflangs(urlPath);
      const { 'x-default': fallback, ...languages } = versions;
      expect(fallback, urlPath).toBe(languages['en-US']);
      // The page names itself among its versions, and each version names the same set.
      expect(Object.values(languages), urlPath).toContain(`${BASE}${urlPath}`);
      for (const href of Object.values(languages)) {
        expect(built.has(new URL(href).pathname), `${urlPath} → ${href}`).toBe(true);
        expect(hreflangs(new URL(href).pathname), `${urlPath} → ${href}`).toEqual(versions);
      }
    }
    expect(hreflangs('/fr/nous-joindre/')).toEqual({
      'en-US': `${BASE}/contact/`,
      'es-US': `${BASE}/es/contacto/`,
      'fr-CA': `${BASE}/fr/nous-joindre/`,
      'x-default': `${BASE}/contact/`,
    });
    // A page French does not translate names no French version: in English, nor in Spanish.
    expect(hreflangs('/services/lockout-service/')).toEqual({
      'en-US': `${BASE}/services/lockout-service/`,
      'es-US': `${BASE}/es/servicios/apertura-de-puertas/`,
      'x-default': `${BASE}/services/lockout-service/`,
    });
    expect(hreflangs('/es/servicios/apertura-de-puertas/')).not.toHaveProperty('fr-CA');
  });

  it('links no untranslated page from its menus, and every link under /fr/ leads to a built page', () => {
    const built = builtPaths();
    for (const file of htmlFiles(outDir).filter((name) => name.startsWith('fr/'))) {
      const $ = loadHtml(outDir, file);
      const hrefs = (selector: string) =>
        $(selector)
          .map((_, a) => $(a).attr('href'))
          .get()
          .filter((href) => href.startsWith('/'));
      // The header, the footer and the phone menu, the language links aside: French pages alone (a review's own footer aside),
      // but for the towns, which every list names, their pages in English.
      const menus = hrefs('header nav a:not([lang]), details[data-menu] a:not([lang]), footer:not(main footer) a');
      expect(menus.length, file).toBeGreaterThan(0);
      expect(
        menus.filter((href) => !href.startsWith('/fr/') && !href.startsWith(paths.serviceAreas)),
        file,
      ).toEqual([]);
      // Anywhere on the page, a link under /fr/ is a French page that is built, and a link to a page French lacks leads to English.
      for (const href of hrefs('a[href]')) expect(built.has(href), `${file}: ${href}`).toBe(true);
    }
    const home = loadPage(outDir, '/fr/');
    expect(home('main a[href$="about/"]').attr('href')).toBe('/about/');
  });

  it('is linked from the header of every page, in French: to the same page, else to the French home page', () => {
    expect(languageLink('/contact/', 'fr-CA')).toEqual({ href: '/fr/nous-joindre/', hreflang: 'fr-CA', lang: 'fr-CA', text: 'Français' });
    expect(languageLink('/es/contacto/', 'fr-CA')).toEqual({
      href: '/fr/nous-joindre/',
      hreflang: 'fr-CA',
      lang: 'fr-CA',
      text: 'Français',
    });
    // A page with no French version leads to the French home page, from the header and the phone menu.
    expect(languageLink('/services/lockout-service/', 'fr-CA').href).toBe('/fr/');
    const menu = loadPage(outDir, '/services/lockout-service/')('details[data-menu] a[hreflang="fr-CA"]');
    expect([menu.attr('href'), menu.attr('lang'), menu.text()]).toEqual(['/fr/', 'fr-CA', 'Français']);
    // And the French pages link to the other two.
    expect(languageLink('/fr/nous-joindre/', 'en-US').href).toBe('/contact/');
    expect(languageLink('/fr/nous-joindre/', 'es-US').href).toBe('/es/contacto/');
  });

  it('is in the sitemap as an alternate of the home and contact pages alone', async () => {
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    const withFrench = sitemap
      .split('\n')
      .filter((line) => line.includes('hreflang="fr-CA"'))
      .map((line) => line.match(/<loc>([^<]+)<\/loc>/)?.[1]);
    expect(withFrench.sort()).toEqual(
      ['/', '/contact/', '/es/', '/es/contacto/', '/fr/', '/fr/nous-joindre/'].map((urlPath) => `${BASE}${urlPath}`).sort(),
    );
    const entry = sitemap.split('\n').find((line) => line.includes(`<loc>${BASE}/fr/nous-joindre/</loc>`));
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${BASE}/fr/nous-joindre/"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/contact/"/>`);
  });

  it('says its language in the JSON-LD of its pages, the business one @id with the other languages', () => {
    for (const urlPath of ['/fr/', '/fr/nous-joindre/']) {
      const languages = jsonLd(urlPath).flatMap((node) => (node.inLanguage ? [node.inLanguage] : []));
      expect(languages.length, urlPath).toBeGreaterThan(0);
      expect(new Set(languages), urlPath).toEqual(new Set(['fr-CA']));
    }
    const business = (urlPath: string) => jsonLd(urlPath).find((node) => String(node['@id']).endsWith('#business'))?.['@id'];
    expect(business('/fr/nous-joindre/')).toBe(business('/contact/'));
  });

  it('names in the build report each French file it leaves untranslated', () => {
    expect(untranslated('fr-CA')).toEqual([
      'fr-CA/pages/services.json: not translated; its French pages are not built',
      'fr-CA/services.json: not translated; its French pages are not built',
      'fr-CA/pages/service.json: not translated; its French pages are not built',
      'fr-CA/pages/service-areas.json: not translated; its French pages are not built',
      'fr-CA/areas.json: not translated; its French pages are not built',
      'fr-CA/pages/area.json: not translated; its French pages are not built',
      'fr-CA/local/santa-cruz.json: not translated; its French pages are not built',
      'fr-CA/pages/about.json: not translated; its French pages are not built',
      'fr-CA/gallery.json: not translated; its French pages are not built',
      "fr-CA/pages/not-found.json: not translated; its French pages are not built; a missing address under /fr/ gets the main language's 404 page",
      'fr-CA/pages/key-care.md: not translated; its French pages are not built',
      'fr-CA/articles/rekey-or-replace.md: not translated; its French pages are not built',
      'fr-CA/articles/smart-locks.md: not translated; its French pages are not built',
    ]);
  });

  it('has no 404 page of its own: a miss under /fr/ gets the main one, and no host rule names a French 404', async () => {
    expect(htmlFiles(outDir)).not.toContain('fr/404.html');
    expect(await readFile(path.join(outDir, '_redirects'), 'utf8')).not.toMatch(/^\/fr\//m);
    expect(await readFile(path.join(outDir, '.htaccess'), 'utf8')).not.toContain('/fr/');
  });

  it('shows no list it has nothing of: no heading over nothing, no "0 villes"; but a review written in French, as written, and the towns', () => {
    const home = loadPage(outDir, '/fr/');
    // Services, none in French: their section goes; the reasons to choose, translated, stay; the review in French; and the
    // towns, whose names need no translation.
    expect(
      home('main section[id]')
        .map((_, section) => home(section).attr('id'))
        .get(),
    ).toEqual(['why-choose', 'testimonials', 'areas']);
    // Written in French ("fr"), it needs no translation into fr-CA: it is in the page's language, unmarked.
    expect(home('#testimonials blockquote').text()).toContain('Ils ont ouvert la porte');
    expect(home('#testimonials blockquote').attr('lang')).toBeUndefined();
    expect(home('main').text()).not.toContain('Opened our');
    // The footer's list of services goes with them.
    expect(
      home('footer nav h2')
        .map((_, heading) => home(heading).text())
        .get(),
    ).toEqual(['Liens rapides', 'Secteurs desservis']);
    const contact = loadPage(outDir, '/fr/nous-joindre/');
    expect(contact('main').text()).not.toMatch(/\b0 villes/);
    // Spanish, which gives its services, cities and reviews, keeps every section.
    const spanish = loadPage(outDir, '/es/');
    for (const id of ['services', 'testimonials', 'areas']) expect(spanish(`main section#${id}`), id).toHaveLength(1);
  });
});

describe('a language whose home page is not translated', () => {
  it('is still linked from the header of each page it has a version of, and from no other; a warning names what keeps it out', async () => {
    const dir = await fixture.contentWith('site.json', (site) => {
      site.translations = ['fr-CA'];
    });
    await cp(frenchDir, path.join(dir, 'translations/fr-CA'), { recursive: true });
    await rm(path.join(dir, 'translations/fr-CA/README.md'));
    await rm(path.join(dir, 'translations/fr-CA/pages/home.json'));
    const out = fixture.at('french-without-home');
    const { warnings, notes } = await fixture.build({ contentDir: dir, outDir: out });
    // Its front door missing is a warning, not one note among many; the link check passed, so no page leads to /fr/.
    const homeFile = (lines: string[]) =>
      lines.filter((line) => line.includes('fr-CA/pages/home.json:')).map((line) => line.replace(/^.*\/translations\//, ''));
    expect([homeFile(warnings), homeFile(notes)]).toEqual([
      [
        'fr-CA/pages/home.json: not translated; the French home page, /fr/, is not built, since it needs its words: the logo of every French page leads to the English one',
      ],
      [],
    ]);
    const french = (urlPath: string) => loadPage(out, urlPath)('header a[hreflang="fr-CA"]').attr('href');
    expect([french('/contact/'), french('/'), french('/services/lockout-service/')]).toEqual(['/fr/nous-joindre/', undefined, undefined]);
    // The French page's logo leads to the English home page, and says so in its hreflang; its link to a French page does not.
    const $ = loadPage(out, '/fr/nous-joindre/');
    expect($('header a[href="/"]').first().attr('hreflang')).toBe('en-US');
    expect($('a[href="/fr/nous-joindre/"][hreflang]')).toHaveLength(0);
  });
});

describe('all three languages', () => {
  it('pass html-validate on every page, the language links and the alternates included', async () => {
    expect(htmlFiles(outDir).filter((file) => file.startsWith('fr/'))).not.toEqual([]);
    const { valid, errors } = await validationReport(outDir);
    expect(errors).toBe('');
    expect(valid).toBe(true);
  });
});

describe('the English pages', () => {
  it('keep their language and paths', () => {
    expect(loadPage(outDir, '/services/lock-rekeying/')('html').attr('lang')).toBe('en-US');
    expect(hreflangs('/services/lock-rekeying/')).toEqual({});
  });
});

describe('a missing page under /es/', () => {
  it('gets the Spanish 404 page from every host file that can give it (the engines answer it in the host tests)', async () => {
    expect(await readFile(path.join(outDir, 'es/404.html'), 'utf8')).toMatch(/^<!DOCTYPE html><html lang="es-US"/);
    const file = (name: string) => readFile(path.join(outDir, name), 'utf8');
    expect(await file('_redirects')).toMatch(/^\/es\/\* \/es\/404\.html 404$/m);
    expect(await file('.htaccess')).toContain('<If "%{REQUEST_URI} =~ m#^/es/#">\n  ErrorDocument 404 /es/404.html\n</If>');
    expect(await readFile(`${outDir}.nginx.conf`, 'utf8')).toMatch(/^location \/es\/ \{\n {2}error_page 404 \/es\/404\.html;$/m);
    expect(await readFile(`${outDir}.Caddyfile`, 'utf8')).toContain("path('/es/*')`\n  handle @notFound1 {\n    rewrite * /es/404.html");
  });

  it('gets the main 404 page where the translation gives no 404 words: no rule names a page that is not built', async () => {
    // French gives no 404 words: its pages have no 404 page, and no host file names one.
    const hostFiles = [
      await readFile(path.join(outDir, '_redirects'), 'utf8'),
      await readFile(path.join(outDir, '.htaccess'), 'utf8'),
      await readFile(`${outDir}.nginx.conf`, 'utf8'),
      await readFile(`${outDir}.Caddyfile`, 'utf8'),
    ].join('\n');
    const named = [...new Set(hostFiles.match(/\/[a-z]{2}\/404\.html/g))];
    expect(named).toEqual(['/es/404.html']);
    for (const page of named) expect(htmlFiles(outDir), page).toContain(page.slice(1));
    expect(htmlFiles(outDir)).not.toContain('fr/404.html');
  });
});

describe('what a translation leaves untranslated', () => {
  it("of site.json's words a page shows (the coverage zones of the contact page) keeps that page out of its language", async () => {
    const contentDir = await spanishContent();
    await editContent(contentDir, 'translations/es-US/site.json', (site) => {
      delete site.coverage.zones;
    });
    const out = fixture.at('zones-untranslated');
    const { notes: untranslated } = await fixture.build({ contentDir, outDir: out });
    expect(untranslated.map((line) => line.replace(/^.*\/translations\//, ''))).toContain(
      'es-US/site.json: coverage (zones) not translated; its Spanish pages are not built',
    );
    expect(htmlFiles(out)).toContain('es/index.html');
    expect(htmlFiles(out)).not.toContain('es/contacto/index.html');
  });

  it("of site.json's words every page shows (its footer's) keeps every page out: a warning names them, the report's summary counts no Spanish page", async () => {
    const contentDir = await spanishContent();
    await editContent(contentDir, 'translations/es-US/site.json', (site) => {
      delete site.footer.description;
    });
    const out = fixture.at('footer-untranslated');
    const result = await fixture.build({ contentDir, outDir: out });
    expect(htmlFiles(out).filter((file) => file.startsWith('es/'))).toEqual([]);
    const spanish = (lines: string[]) =>
      lines.map((line) => line.replace(/^.*\/translations\//, '')).filter((line) => line.startsWith('es-US/site.json'));
    expect(spanish(result.warnings)).toEqual([
      'es-US/site.json: footer.description not translated; no Spanish page is built, since every page shows it',
    ]);
    expect(spanish(result.notes)).toEqual([]);
    expect(formatReport(result, 'dist').split('\n')[0]).toMatch(
      new RegExp(`^Built ${result.pages} pages \\(${result.pages} English, 0 Spanish\\) into dist/ in \\d+\\.\\d s$`),
    );
  });

  it("of a page whose words hold a stand-in keeps that stand-in a note, which --production lets pass; a built page's it refuses", async () => {
    const contentDir = await spanishContent();
    // The About page begun, its heading a stand-in: not built in Spanish, so shown nowhere. The home page's is published.
    await writeFile(path.join(contentDir, 'translations/es-US/pages/about.json'), JSON.stringify({ hero: { heading: '[Quiénes somos]' } }));
    await editContent(contentDir, 'translations/es-US/pages/home.json', (home) => {
      home.hero.text = '[Una oración sobre el negocio.]';
    });
    const spanish = (lines: string[]) =>
      lines.flatMap((line) => (/\/es-US\/.* stand-in/.test(line) ? [line.replace(/^.*\/translations\/|:\d+:\d+/g, '')] : []));
    const about = 'es-US/pages/about.json: 1 stand-in in [brackets], on no page while its pages are not built';
    const home = `es-US/pages/home.json: hero.text: "[Una oración sobre el negocio.]" is a stand-in; write the business's own words in place of the [brackets]`;
    const result = await fixture.build({ contentDir, outDir: fixture.at('stand-ins') });
    expect(htmlFiles(fixture.at('stand-ins'))).not.toContain('es/nosotros/index.html');
    expect([spanish(result.warnings), spanish(result.notes)]).toEqual([[home], [about]]);
    const refused = await fixture.build({ contentDir, outDir: fixture.at('stand-ins-public'), production: true }).then(
      () => [],
      (error: BuildError) => error.problems,
    );
    expect(spanish(refused)).toEqual([home]);
  });

  it('shows on none of its pages a job or articles without their index, nor leads there; a review as written, marked with its language; and the report names each', async () => {
    const contentDir = await spanishContent();
    const edit = async (file: string, change: (json: any) => void) => {
      const json = JSON.parse(await readFile(path.join(contentDir, file), 'utf8'));
      change(json);
      await writeFile(path.join(contentDir, file), JSON.stringify(json));
    };
    // A second job and a second review, in English alone, about what Spanish translates.
    await edit('gallery.json', (gallery) => {
      gallery.jobs.push({ ...gallery.jobs[0], title: 'Front door opened at 2 am', service: 'lockout-service', date: '2025-05-01' });
    });
    await edit('testimonials.json', ({ testimonials }) => {
      testimonials.push({ ...testimonials[0], name: 'Dana R.', review: 'Locked out at night, opened in minutes.', area: 'santa-cruz' });
    });
    // An article Spanish translates, about a service Spanish translates, without the words of its index.
    const article = path.join(contentDir, 'articles/rekey-or-replace.md');
    await writeFile(article, (await readFile(article, 'utf8')).replace('  - lock-rekeying\n', '  - lock-rekeying\n  - lockout-service\n'));
    await rm(path.join(contentDir, 'translations/es-US/pages/articles.json'));
    const out = fixture.at('untranslated');
    const { notes: untranslated } = await fixture.build({ contentDir, outDir: out });
    // The report names what to add: the job's words, and the index the translated article waits for.
    const report = untranslated.map((line) => line.replace(/^.*\/translations\//, ''));
    expect(report).toContain('es-US/gallery.json: jobs[1] (Front door opened at 2 am) not translated; its Spanish pages are not built');
    expect(report).toContain(
      'es-US/testimonials.json: testimonials[1] (Dana R.) not translated; Spanish pages show it in its own language',
    );
    expect(report).toContain(
      'es-US/pages/articles.json: not translated; its Spanish pages are not built, nor those of the translated articles/rekey-or-replace.md, which need its words',
    );

    const spanish = htmlFiles(out).filter((file) => file.startsWith('es/'));
    expect(spanish).toContain('es/servicios/apertura-de-puertas/index.html');
    const english = ['Front door opened at 2 am', 'From Our Lock Tips'];
    const found = spanish.flatMap((file) => {
      const $ = loadHtml(out, file);
      const text = $('body').text();
      const links = $('a[href="/gallery/"], a[href="/articles/"], a[href^="/articles/rekey"]').length;
      return [...english.filter((words) => text.includes(words)), ...(links > 0 ? [`${links} links to English`] : [])].map(
        (what) => `${file}: ${what}`,
      );
    });
    expect(found).toEqual([]);
    // The review, the customer's own words, in English on the Spanish pages, marked so a screen reader reads it in English.
    for (const page of ['/es/', '/es/areas-de-servicio/santa-cruz/']) {
      const $ = loadPage(out, page);
      const review = $('main blockquote').filter((_, quote) => $(quote).text().includes('Locked out at night'));
      expect(review.attr('lang'), page).toBe('en-US');
    }
  });
});

describe("a translation's pages published at the main language's slugs, then given slugs of their own", () => {
  /** The Spanish content with no slug of its own for the service and the Markdown page, as its first build had it; at a real address. */
  const firstSpanish = async () => {
    const dir = await spanishContent();
    await editContent(dir, 'site.json', (site) => {
      site.phone = { display: '(831) 426-7310', e164: '+18314267310' };
      site.baseUrl = 'https://harborlock.com';
    });
    await editContent(dir, 'translations/es-US/site.json', ({ phone: _, ...site }) => site);
    const services = path.join(dir, 'translations/es-US/services.json');
    const page = path.join(dir, 'translations/es-US/pages/key-care.md');
    const [servicesText, pageText] = await Promise.all([readFile(services, 'utf8'), readFile(page, 'utf8')]);
    await writeFile(services, servicesText.replace('"slug": "apertura-de-puertas",', ''));
    await writeFile(page, pageText.replace(/^slug: .*\n/m, ''));
    // The owner's Spanish words for them, given once the first build recorded the English ones.
    const giveSlugs = () => Promise.all([writeFile(services, servicesText), writeFile(page, pageText)]);
    return { dir, giveSlugs };
  };
  const lostIn = (warnings: string[]) => warnings.filter((warning) => warning.includes('published before'));

  it('are redirected (301) from each recorded address to their own, in every host file: no address lost, --production passes', async () => {
    const { dir, giveSlugs } = await firstSpanish();
    const out = fixture.at('main-slugs');
    const first = await fixture.build({ contentDir: dir, outDir: out, checkLinks: false });
    expect(first.notes).toEqual(expect.arrayContaining([expect.stringMatching(/new Spanish addresses keep English slugs/)]));
    const record = await readFile(path.join(dir, 'published.txt'), 'utf8');
    expect(record).toMatch(/^\/es\/servicios\/lockout-service-en-santa-cruz\/$/m);
    expect(record).toMatch(/^\/es\/key-care\/$/m);
    await giveSlugs();
    const built = await fixture.build({ contentDir: dir, outDir: out, production: true, checkLinks: false });
    expect(lostIn(built.warnings)).toEqual([]);
    const moved = [
      ['/es/servicios/lockout-service', '/es/servicios/apertura-de-puertas/'],
      ['/es/key-care', '/es/cuidado-de-llaves/'],
      ['/es/servicios/lockout-service-en-santa-cruz', '/es/servicios/apertura-de-puertas-en-santa-cruz/'],
    ];
    const redirects = await readFile(path.join(out, '_redirects'), 'utf8');
    const nginx = await readFile(besidePath(out, 'nginx.conf'), 'utf8');
    for (const [from, to] of moved) {
      expect(redirects).toContain(`${from} ${to} 301!`);
      expect(nginx).toContain(`location = ${from} { return 301 ${to}$is_args$args; }`);
    }
    // Only the addresses the record holds: no English-slug address of a page never built at it.
    expect(
      built.redirects
        .filter(({ from }) => from.startsWith('/es/'))
        .map(({ from }) => from)
        .sort(),
    ).toEqual(moved.map(([from]) => from).sort());
    expect(built.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /translations\/es-US\/: 3 Spanish addresses published at English slugs now lead \(301\) to their pages at their Spanish slugs \(\/es\/\S+ → \/es\/\S+ and 2 more\)$/,
        ),
      ]),
    );
    // npm run preview makes the same table from content and the built folder.
    expect(await redirectTableFor(dir, path.join(fixtureDir, 'assets'), out)).toEqual(built.redirects);
    // So does a staging build at another address, which records nothing: it answers as the public site does.
    const staging = await fixture.build({
      contentDir: dir,
      outDir: fixture.at('main-slugs-staging'),
      baseUrl: 'https://staging.example.com',
      checkLinks: false,
    });
    expect(staging.redirects).toEqual(built.redirects);
  });
});

describe('a translation with a mistake', () => {
  it("fails when a page of the main language takes a translation's address (pages/es.md, the Spanish home)", async () => {
    const contentDir = await spanishContent();
    await writeFile(
      path.join(contentDir, 'pages/es.md'),
      '---\ntitle: Spanish\ndescription: A page at /es/.\nheading: Spanish\n---\n\nText.\n',
    );
    const error = await fixture.build({ contentDir, outDir: fixture.at('clash') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems).toEqual([
      expect.stringMatching(/pages\/es\.md: "es" is the name of a folder the build writes itself \(.*\); give the file another name$/),
    ]);
  });

  it('fails when a translated slug takes the address of another page, naming the slug at its line', async () => {
    const contentDir = await spanishContent();
    const article = ['---', 'title: ¿Son seguras?', 'description: Lo que hace bien.', 'author: Sam', 'slug: rekey-or-replace', '---', ''];
    await writeFile(path.join(contentDir, 'translations/es-US/articles/smart-locks.md'), `${article.join('\n')}\nTexto.\n`);
    const error = await fixture.build({ contentDir, outDir: fixture.at('slug-clash') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems).toEqual([
      expect.stringMatching(
        /es-US\/articles\/rekey-or-replace\.md: \/es\/articulos\/rekey-or-replace\/ is already the address of \S*es-US\/articles\/smart-locks\.md:5:7: slug; rename one of them$/,
      ),
    ]);
  });

  it("fails when two services' translated slugs are one, naming the later slug at its line in the translation", async () => {
    const contentDir = await spanishContent();
    const file = path.join(contentDir, 'translations/es-US/services.json');
    const services = JSON.parse(await readFile(file, 'utf8'));
    services['lock-rekeying'] = { slug: 'apertura-de-puertas', title: 'Cambio de combinación' };
    await writeFile(file, JSON.stringify(services, null, 2));
    const error = await fixture.build({ contentDir, outDir: fixture.at('service-slug-clash') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems).toEqual([
      expect.stringMatching(
        /es-US\/services\.json:\d+:\d+: \["lock-rekeying"\]\.slug: "apertura-de-puertas" is the address of \["lockout-service"\] too; give each its own slug$/,
      ),
    ]);
  });

  it('fails at its line: a fact it repeats, a record the main file does not have, a file of no main file', async () => {
    const contentDir = await fixture.contentWith('site.json', (site) => {
      site.translations = ['es-US'];
    });
    await mkdir(path.join(contentDir, 'translations/es-US'), { recursive: true });
    const services = { 'lockout-service': { title: 'Apertura de puertas', emergency: false }, 'no-such-service': { title: 'Nada' } };
    await writeFile(path.join(contentDir, 'translations/es-US/services.json'), JSON.stringify(services, null, 2));
    await writeFile(path.join(contentDir, 'translations/es-US/aeras.json'), '{}');
    const loaded = await loadContent(contentDir, path.join(fixtureDir, 'assets'), pageContentSources);
    const error = await loadTranslations(contentDir, loaded).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems).toEqual([
      expect.stringMatching(/translations\/es-US\/aeras\.json: translates no file of the main content; did you mean "areas\.json"\?$/),
      expect.stringMatching(/translations\/es-US\/services\.json:4:18: \["lockout-service"\]\.emergency: is a fact, not words/),
      expect.stringMatching(/translations\/es-US\/services\.json:6:3: \["no-such-service"\]: not in .*\/services\.json/),
    ]);
  });

  it('fails on a Markdown page or article at its line: a fact, an image of its own, a photo the main file lacks, a title too long, a file of no main file', async () => {
    const contentDir = await fixture.contentWith('site.json', (site) => {
      site.translations = ['es-US'];
    });
    await cp(ownPagesDir, contentDir, { recursive: true });
    const spanish = path.join(contentDir, 'translations/es-US');
    await mkdir(path.join(spanish, 'articles'), { recursive: true });
    await mkdir(path.join(spanish, 'pages'), { recursive: true });
    const article = ['---', 'title: ¿Cerradura nueva?', 'date: 2025-02-11', '---', '', 'Texto.', '', '![Una llave](images/key.svg)', ''];
    await writeFile(path.join(spanish, 'articles/rekey-or-replace.md'), article.join('\n'));
    const long = 'Cómo cuidar sus llaves y cerraduras para que duren muchos años | {business}';
    await writeFile(path.join(spanish, 'pages/key-care.md'), ['---', `title: ${long}`, '---', '', 'Texto.', ''].join('\n'));
    await writeFile(path.join(spanish, 'articles/no-such-article.md'), '---\ntitle: Nada\n---\n');
    // The words of a photo the main article does not have.
    await writeFile(
      path.join(spanish, 'articles/smart-locks.md'),
      '---\ntitle: ¿Son seguras?\nimage:\n  alt: Una cerradura\n---\n\nTexto.\n',
    );
    const loaded = await loadContent(contentDir, path.join(fixtureDir, 'assets'), pageContentSources);
    const error = await loadTranslations(contentDir, loaded).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems).toEqual([
      expect.stringMatching(
        /translations\/es-US\/articles\/no-such-article\.md: translates no file of the main content; the main content has articles\/rekey-or-replace\.md and articles\/smart-locks\.md there, and a page is built in a translation only beside its main file: write .*[^/]\/articles\/no-such-article\.md in the main language first$/,
      ),
      expect.stringMatching(/translations\/es-US\/articles\/rekey-or-replace\.md:3:7: date: is a fact, not words/),
      expect.stringMatching(
        /translations\/es-US\/articles\/rekey-or-replace\.md:8:1: body\.images\[0\]\.src: image images\/key\.svg is not in .*[^/]\/articles\/rekey-or-replace\.md: a translation shows the main file.s images/,
      ),
      expect.stringMatching(
        /translations\/es-US\/articles\/smart-locks\.md:3:1: image: not in .*[^/]\/articles\/smart-locks\.md: a translation gives/,
      ),
      expect.stringMatching(
        /translations\/es-US\/pages\/key-care\.md:2:8: title: is 82 characters once placeholders are filled; search engines cut it after 60/,
      ),
    ]);
  });

  it("names a translated value the main schema refuses at the translation's own line, not at the main file's", async () => {
    const contentDir = await fixture.contentWith('site.json', (site) => {
      site.translations = ['es-US'];
    });
    await mkdir(path.join(contentDir, 'translations/es-US/pages'), { recursive: true });
    const long = 'Contacto con la cerrajería de confianza de todo el condado | {business}';
    const contact = { meta: { title: long, description: 'Llámenos.' }, hero: { heading: 'Contacto', text: 'Aquí.' } };
    await writeFile(path.join(contentDir, 'translations/es-US/pages/contact.json'), JSON.stringify(contact, null, 2));
    const loaded = await loadContent(contentDir, path.join(fixtureDir, 'assets'), pageContentSources);
    const error = await loadTranslations(contentDir, loaded).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems).toEqual([
      expect.stringMatching(/translations\/es-US\/pages\/contact\.json:3:14: meta\.title: .*60/),
    ]);
  });
});
