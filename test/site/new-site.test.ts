/**
 * `npm run new-site -- DIR`: a new business's content/ and assets/, written into a new or empty
 * folder, that build at once with only the stand-in warnings, and whose files editors still check.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parseLanguages, newSite as writeNewSite } from '../../generate/cli/new-site.ts';
import { loadContent } from '../../generate/content/load.ts';
import { starterPictureProblems } from '../../generate/content/stand-ins.ts';
import type { BuildError } from '../../generate/errors.ts';
import { resolveMissing } from '../../generate/hosting/redirects.ts';
import { pageContentSources } from '../../generate/page-types/index.ts';
import { redirectTableFor } from '../../generate/serve/preview.ts';
import { htmlFiles, projectDir, snapshot } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const run = promisify(execFile);
const work = tempSite({ cache: 'empty' });

/** `npm run new-site -- …args` from the project, as a person runs it: its exit code and what it printed. */
const newSite = (...args: string[]) =>
  run('npm', ['run', '--silent', 'new-site', '--', ...args], { cwd: projectDir }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run new-site -- DIR', () => {
  it('writes content/ and assets/ that build at once, with only the stand-in warnings', async () => {
    const dir = work.at('my-business');
    const { code, stdout } = await newSite(dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^✓ Wrote a new business into .*my-business\//);
    expect(stdout).toContain(`npm run build -- --content ${dir}/content --assets ${dir}/assets`);

    const contentOf = path.join(dir, 'content');
    // Two branches' builds each add lines to the record of published addresses: git keeps both sides'.
    expect(readFileSync(path.join(contentOf, '.gitattributes'), 'utf8')).toMatch(/^published\.txt merge=union$/m);
    const result = await work.build({ contentDir: contentOf, assetsDir: path.join(dir, 'assets'), outDir: work.at('out') });
    const [bracketed, others] = [true, false].map((inBrackets) =>
      result.warnings.filter((warning) => warning.endsWith('in place of the [brackets]') === inBrackets),
    );
    const fieldOf = (warning: string) => warning.replace(/^.*?:\d+:\d+: ([^:]+): .*$/, '$1');
    // File by file, and in a file by line and column, whichever check found each: the order an owner works through them.
    const places = result.warnings.map((warning) => warning.match(/^(.+?):(\d+):(\d+): /)!.slice(1));
    const byPlace = ([fileA, ...a]: string[], [fileB, ...b]: string[]) =>
      fileA! < fileB! ? -1 : fileA! > fileB! ? 1 : Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1]);
    expect(places).toEqual([...places].sort(byPlace));
    expect(others!.map(fieldOf)).toEqual([
      // Its slugs, which brackets cannot mark, in the pages' addresses (areas.json, services.json); the starter's placeholder
      // pictures, wherever content names them: the logo goes on every page, favicon and card.
      '["your-town"]',
      'jobs[0].photos[0].src',
      'story.image.src',
      'about.image.src',
      '["main-service"]',
      '["main-service"].image.src',
      'phone.e164',
      'baseUrl',
      'logo.src',
      'testimonials[0] (A. Customer).sample',
    ]);
    const pictures = others!.filter((warning) => warning.includes("is the starter's placeholder"));
    expect(pictures).toContainEqual(
      expect.stringMatching(
        /my-business\/content\/site\.json:\d+:\d+: logo\.src: logo\.svg is the starter's placeholder; put the business's own logo here$/,
      ),
    );
    expect(pictures).toContainEqual(
      expect.stringMatching(
        /services\.json:\d+:\d+: .*image\.src: images\/service\.svg is the starter's placeholder; put the business's own photo here$/,
      ),
    );
    // --production refuses them as it does the other stand-ins, before it writes anything.
    const assetsOf = path.join(dir, 'assets');
    const refused = await work.build({ contentDir: contentOf, assetsDir: assetsOf, outDir: work.at('public'), production: true }).then(
      () => [],
      (error: BuildError) => error.problems,
    );
    expect(refused).toEqual(expect.arrayContaining(others!.filter((warning) => /is the starter's (slug|placeholder)/.test(warning))));
    // The owner's own logo, even of the same size under the same name, is theirs: it is told apart by its bytes.
    const logo = path.join(assetsOf, 'logo.svg');
    await writeFile(logo, readFileSync(logo, 'utf8').replace(/#[0-9a-f]{6}/i, '#123456'));
    const loaded = await loadContent(contentOf, assetsOf, pageContentSources);
    const photos = pictures.filter((warning) => !warning.includes('logo.src'));
    expect((await starterPictureProblems(loaded, assetsOf)).map(fieldOf).sort()).toEqual(photos.map(fieldOf).sort());
    // Every text the starter writes in [brackets], for the owner to write, is named at its line.
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    const files = fg.sync('**/*.json', { cwd: contentOf, ignore: ['schemas/**'] });
    const inBrackets = files.flatMap((file) =>
      strings(JSON.parse(readFileSync(path.join(contentOf, file), 'utf8'))).filter((text) => /\[.+\]/.test(text)),
    );
    // And in its Markdown pages and articles: each "[" before a word opens one.
    const inMarkdown = fg
      .sync('**/*.md', { cwd: contentOf })
      .flatMap((file) => readFileSync(path.join(contentOf, file), 'utf8').match(/\[\p{L}/gu) ?? []);
    expect(inBrackets.length).toBeGreaterThan(50);
    expect(inMarkdown.length).toBeGreaterThan(5);
    expect(bracketed).toHaveLength(inBrackets.length + inMarkdown.length);
    for (const warning of bracketed!) {
      const [, file, line, column, standIn] = warning.match(/my-business\/content\/(.+?):(\d+):(\d+): .*?: "(.+?)…?" is a stand-in/) ?? [];
      // The text itself starts at the named column (its opening quote, or in Markdown its first letter), and holds the stand-in.
      const text = readFileSync(path.join(contentOf, file!), 'utf8')
        .split('\n')
        [Number(line) - 1]!.slice(Number(column) - 1);
      expect(text.startsWith('"') ? JSON.parse(text.slice(0, text.indexOf('"', 1) + 1)) : text, warning).toContain(standIn);
    }
    expect(htmlFiles(work.at('out'))).toContain('services/main-service-in-your-town/index.html');
    // One town's neighborhoods are placed as its one card is, centred under their heading, not alone at the left.
    const $ = cheerio.load(readFileSync(path.join(work.at('out'), 'service-areas/index.html'), 'utf8'));
    expect($('#neighborhoods dl > div').attr('class')).toBe($('#areas ul > li').attr('class'));
    expect($('#areas ul > li').attr('class')).toMatch(/col-start-2/);
  });

  it("points every content file at its JSON Schema in the site's own copy of content/schemas/, a translation's too", async () => {
    // The files the command writes, written by its function in this process: what it prints is tried above and below.
    const dir = work.at('schemas-checked');
    await writeNewSite(dir, parseLanguages('en-US,es-US'));
    const files = fg.sync('**/*.json', { cwd: path.join(dir, 'content'), ignore: ['schemas/**'] });
    expect(files.length).toBe(31);
    for (const file of files) {
      const schema = JSON.parse(readFileSync(path.join(dir, 'content', file), 'utf8')).$schema;
      const target = path.resolve(path.dirname(path.join(dir, 'content', file)), schema);
      const own = file.replace(/^translations\/es-US\//, 'translations/');
      expect(path.relative(dir, target), file).toBe(
        `content/schemas/${own.replace(/\.json$/, '.schema.json').replace(/^(translations\/)?local\/.*/, '$1local.schema.json')}`,
      );
      expect(existsSync(target), file).toBe(true);
    }
  });

  it('refuses a folder that is not empty, with one ✗ line, and leaves it as it was', async () => {
    const dir = work.at('taken');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    const before = snapshot(dir);
    const { code, stdout, stderr } = await newSite(dir);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toMatch(/^✗ .*taken is not empty; name a new or empty folder, so nothing in it is overwritten$/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('asks for a folder when given none', async () => {
    const { code, stderr } = await newSite();
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('✗ name one folder to write the new site into: npm run new-site -- DIR');
  });
});

describe('npm run new-site -- DIR --languages en-US,es-US', () => {
  it('writes the translation folder too: the site builds in both languages, each Spanish stand-in named at its line', async () => {
    const dir = work.at('bilingual');
    const { code, stdout } = await newSite(dir, '--languages', 'en-US,es-US');
    expect(code).toBe(0);
    expect(stdout).toContain(`${dir}/content/translations/es-US/`);
    const site = JSON.parse(readFileSync(path.join(dir, 'content/site.json'), 'utf8'));
    expect([site.language, site.translations]).toEqual(['en-US', ['es-US']]);

    const content = { contentDir: path.join(dir, 'content'), assetsDir: path.join(dir, 'assets') };
    const result = await work.build({ ...content, outDir: work.at('bilingual-out') });
    const pages = htmlFiles(work.at('bilingual-out'));
    // Every page type of the starter is built in Spanish, its Markdown page and article at their translations' own slugs, its gallery too.
    for (const page of [
      'es/index.html',
      'es/servicios/main-service/index.html',
      'es/areas-de-servicio/your-town/index.html',
      'es/nuestra-garantia/index.html',
      'es/articulos/primer-articulo/index.html',
      'es/galeria/index.html',
      'es/404.html',
    ])
      expect(pages).toContain(page);
    expect(result.notes).toEqual([]);
    // The translation's stand-ins are its own: each named in its file, at its line.
    const spanish = result.warnings.filter(
      (warning) => warning.includes('/translations/es-US/') && warning.endsWith('in place of the [brackets]'),
    );
    expect(spanish.length).toBeGreaterThan(40);
    for (const warning of spanish) {
      const [, file, line] = warning.match(/bilingual\/content\/(.+?):(\d+):\d+: /) ?? [];
      expect(readFileSync(path.join(dir, 'content', file!), 'utf8').split('\n')[Number(line) - 1], warning).toMatch(/\[[¿¡]?\p{L}/u);
    }
    await expect(work.build({ ...content, outDir: work.at('bilingual-public'), production: true })).rejects.toThrow(
      /translations\/es-US\/services\.json:\d+:\d+: .*is a stand-in/,
    );
  });

  it("refuses a first language other than the starter's, and a translation the starter does not have, writing nothing", async () => {
    // One refusal as a person meets it, the command's ✗ line and exit code; the others from the same check, without a process each.
    const dir = work.at('refused');
    const { code, stderr } = await newSite(dir, '--languages', 'fr-CA,en-US');
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(
      /^✗ --languages: "fr-CA" comes first, as the pages' language, but the starter has no words in it \(it has en-US, es-US\)/,
    );
    expect(existsSync(dir)).toBe(false);
    for (const [languages, problem] of [
      ['en-US,fr-CA', /the starter has no "fr-CA" translation \(it has en-US, es-US\)/],
      ['es-US,en-US,es-US', /a language is listed twice/],
    ] as const)
      expect(() => parseLanguages(languages), languages).toThrow(expect.objectContaining({ problems: [expect.stringMatching(problem)] }));
  });
});

/** The words of a folder of content, each cut at its {placeholders}, without brackets and Markdown marks: what a page may show of them. */
function wordsIn(folder: string): Set<string> {
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  const texts = fg.sync('**/*.{json,md}', { cwd: folder }).flatMap((file) => {
    const text = readFileSync(path.join(folder, file), 'utf8');
    if (file.endsWith('.json')) return strings({ ...JSON.parse(text), $schema: undefined });
    return text.split('\n').map((line) => line.replace(/^(\w+: |## |- )/, '').replace(/^"|"$/g, ''));
  });
  return new Set(
    texts
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((piece) => piece.replace(/[[\]]/g, '').trim())
      .filter((piece) => piece.length >= 6),
  );
}

describe('npm run new-site -- DIR --languages es-US,en-US', () => {
  it("writes the main files in Spanish, with the starter's English words as the translation an owner would write: both build, no English word of the starter on a Spanish page", async () => {
    const dir = work.at('spanish-first');
    const { code, stdout } = await newSite(dir, '--languages', 'es-US,en-US');
    expect(code).toBe(0);
    expect(stdout).toContain(`${dir}/content/translations/en-US/`);
    expect(stdout).not.toContain('still in English');
    const content = path.join(dir, 'content');
    const starter = path.join(projectDir, 'examples/starter');
    const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
    const site = json(path.join(content, 'site.json'));
    expect([site.language, site.translations]).toEqual(['es-US', ['en-US']]);
    // The facts are the starter's, its stand-ins in Spanish (examples/starter/facts/); the words its Spanish translation's.
    expect(site.phone).toEqual(json(path.join(starter, 'content/site.json')).phone);
    expect([site.businessName, site.homeCity, site.coverage.zones]).toEqual(['[El nombre de su negocio]', '[Su ciudad]', ['[Su condado]']]);
    expect(site.coverage.responseTime).toBe(json(path.join(starter, 'translations/es-US/site.json')).coverage.responseTime);
    expect(json(path.join(content, 'services.json'))['main-service'].image).toEqual({
      src: 'images/service.svg',
      alt: json(path.join(starter, 'translations/es-US/services.json'))['main-service'].image.alt,
    });
    // A Markdown file the Spanish translation gives a slug is named by it, the main file's name being its slug.
    const renamed = { 'pages/our-guarantee.md': 'pages/nuestra-garantia.md', 'articles/first-article.md': 'articles/primer-articulo.md' };
    for (const [from, to] of Object.entries(renamed)) {
      expect(existsSync(path.join(content, from)), from).toBe(false);
      expect(readFileSync(path.join(content, to), 'utf8'), to).not.toMatch(/^slug:/m);
    }
    // The English translation holds the files a translation has, under the main files' names, each with the starter's
    // English words alone: no fact, but the English slug that keeps an English page at its starter's address.
    const english = path.join(content, 'translations/en-US');
    const spanishFiles = fg.sync('**/*', { cwd: path.join(starter, 'translations/es-US') });
    expect(fg.sync('**/*', { cwd: english }).sort()).toEqual(
      spanishFiles.map((file) => renamed[file as keyof typeof renamed] ?? file).sort(),
    );
    expect(readFileSync(path.join(english, 'articles/primer-articulo.md'), 'utf8')).toMatch(/^slug: first-article$/m);
    expect(json(path.join(english, 'services.json'))['main-service'].image).toEqual({
      alt: json(path.join(starter, 'content/services.json'))['main-service'].image.alt,
    });
    expect(readFileSync(path.join(english, 'pages/nuestra-garantia.md'), 'utf8')).toMatch(
      /^---\ntitle: Our Guarantee \| \{business\}\n[\s\S]*\nslug: our-guarantee\n---\n\n\[What you promise/,
    );

    // A Markdown link may name a page by the English address of its section, or by its address in the pages' language.
    const guarantee = path.join(content, 'pages/nuestra-garantia.md');
    await writeFile(guarantee, `${readFileSync(guarantee, 'utf8')}\n[Contacto](/contact/), [servicio](/servicios/main-service/).\n`);
    // Its English copy, translated from it, keeps the Spanish addresses: they lead to the English pages.
    const englishGuarantee = path.join(english, 'pages/nuestra-garantia.md');
    const links = '[Contact](/contacto/), [service](/servicios/main-service/), [feed](/articulos/feed.xml).';
    await writeFile(englishGuarantee, `${readFileSync(englishGuarantee, 'utf8')}\n${links}\n`);
    // The about page left untranslated, so English pages link to the Spanish one.
    await rm(path.join(english, 'pages/about.json'));
    // A build refuses a fact in a translation, and names each word it leaves out: this one gives every other word, and no fact.
    const result = await work.build({ contentDir: content, assetsDir: path.join(dir, 'assets'), outDir: work.at('spanish-first-out') });
    expect(result.notes).toEqual([`${path.join(english, 'pages/about.json')}: not translated; its English pages are not built`]);
    const out = work.at('spanish-first-out');
    const pages = htmlFiles(out);
    for (const page of [
      'en/index.html',
      'en/services/main-service/index.html',
      'en/our-guarantee/index.html',
      'en/articles/first-article/index.html',
    ])
      expect(pages).toContain(page);
    // The Spanish pages' addresses in Spanish words, everywhere the site names them.
    for (const page of [
      'servicios/main-service/index.html',
      'areas-de-servicio/index.html',
      'contacto/index.html',
      'nosotros/index.html',
      'nuestra-garantia/index.html',
      'articulos/primer-articulo/index.html',
    ])
      expect(pages).toContain(page);
    expect(pages.filter((page) => /^(services|service-areas|contact|about|articles|our-guarantee)\//.test(page))).toEqual([]);
    const load = (page: string) => cheerio.load(readFileSync(path.join(out, page), 'utf8'));
    const versions = (page: string) =>
      load(page)('link[rel="alternate"][hreflang]')
        .map((_, link) => `${load(page)(link).attr('hreflang')} ${new URL(load(page)(link).attr('href')!).pathname}`)
        .get();
    const pair = ['es-US /servicios/main-service/', 'en-US /en/services/main-service/', 'x-default /servicios/main-service/'];
    expect(versions('servicios/main-service/index.html')).toEqual(pair);
    expect(versions('en/services/main-service/index.html')).toEqual(pair);
    const guaranteePage = load('nuestra-garantia/index.html');
    const written = guaranteePage('main a').filter((_, link) => ['Contacto', 'servicio'].includes(guaranteePage(link).text()));
    expect(written.map((_, link) => guaranteePage(link).attr('href')).get()).toEqual(['/contacto/', '/servicios/main-service/']);
    const englishPage = load('en/our-guarantee/index.html');
    const englishLinks = englishPage('main a').filter((_, link) => ['Contact', 'service', 'feed'].includes(englishPage(link).text()));
    expect(englishLinks.map((_, link) => englishPage(link).attr('href')).get()).toEqual([
      '/en/contact/',
      '/en/services/main-service/',
      '/en/articles/feed.xml',
    ]);
    const hostFile = (file: string) => readFileSync(path.join(out, file), 'utf8');
    expect(hostFile('_redirects')).toMatch(/^\/servicios\/:slug \/servicios\/ 302$/m);
    expect(hostFile('.htaccess')).toContain('RewriteRule ^servicios/[^/]+/?$ /servicios/ [R=302,L]');
    expect(hostFile('_headers')).toMatch(/^\/servicios\/\*$/m);
    expect(hostFile('_headers')).not.toMatch(/^\/services\/\*$/m);
    expect(hostFile('sitemap.xml')).toContain('/areas-de-servicio/</loc>');
    expect(load('en/index.html')('main a[href="/nosotros/"]').attr('hreflang')).toBe('es-US');
    // npm run preview reads the same rules from content.
    const preview = await redirectTableFor(content, path.join(dir, 'assets'), out);
    expect(resolveMissing(preview, '/servicios/nada/')).toEqual({ action: 'redirect', status: 302, location: '/servicios/' });
    expect(load('index.html')('html').attr('lang')).toBe('es-US');
    expect(load('en/our-guarantee/index.html')('h2').text()).toContain('What is covered');
    // The English words of the starter that its Spanish translation does not share (a neighborhood's name): none on a Spanish page.
    const spanishWords = wordsIn(path.join(starter, 'translations/es-US'));
    const englishOnly = [...wordsIn(english)].filter((piece) => !spanishWords.has(piece));
    expect(englishOnly.length).toBeGreaterThan(100);
    const spanishPages = pages.filter((page) => !page.startsWith('en/'));
    expect(spanishPages.length).toBeGreaterThan(10);
    for (const page of spanishPages) {
      const $ = load(page);
      const shown = `${$('title').text()} ${$('meta[name=description]').attr('content')} ${$('body').text()}`.replace(/\s+/g, ' ');
      expect(
        englishOnly.filter((piece) => shown.includes(piece)),
        page,
      ).toEqual([]);
      // Nor a stand-in fact of the starter's in English: a bracketed one, or the sample review's reviewer and town.
      expect(shown.match(/\[Your [^\]]*\]|A\. Customer|Your Town/g), page).toBeNull();
    }
  });

  it('writes Markdown hints true in the role each file has, main file or translation, in every order of languages', async () => {
    for (const languages of ['es-US', 'es-US,en-US', 'en-US,es-US']) {
      const content = path.join(work.at(`hints-${languages}`), 'content');
      await writeNewSite(path.dirname(content), parseLanguages(languages));
      for (const file of fg.sync('**/*.md', { cwd: content })) {
        const text = readFileSync(path.join(content, file), 'utf8').replace(/\s+/g, ' ');
        // A main page's name is its address, a translation's its main file's: the hint says both, for either role.
        if (file.includes('pages/')) expect(text, `${languages}: ${file}`).toMatch(/pages\/.*content\/translations\//);
        // The draft flag is the main file's, whichever language that is.
        if (file.includes('articles/')) expect(text, `${languages}: ${file}`).toContain('draft: true');
      }
    }
  });

  it("names the files the starter has no words for in the pages' language, which stay English", async () => {
    const starter = work.at('starter-in-part');
    await cp(path.join(projectDir, 'examples/starter'), starter, { recursive: true });
    const spanish = path.join(starter, 'translations/es-US');
    await rm(path.join(spanish, 'pages/about.json'));
    await rm(path.join(spanish, 'articles/first-article.md'));
    // A file named by its translation's slug is named so here too.
    const guarantee = path.join(spanish, 'pages/our-guarantee.md');
    await writeFile(guarantee, readFileSync(guarantee, 'utf8').replace(/^intro: .*\n/m, ''));
    const services = JSON.parse(readFileSync(path.join(spanish, 'services.json'), 'utf8'));
    delete services['main-service'].warranty;
    await writeFile(path.join(spanish, 'services.json'), JSON.stringify(services));
    const dir = work.at('spanish-in-part');
    const { english } = await writeNewSite(dir, { language: 'es-US', translations: [] }, starter);
    expect(english).toEqual(['articles/first-article.md', 'pages/about.json', 'pages/nuestra-garantia.md', 'services.json']);
    // A site in Spanish alone: no translations listed.
    const site = JSON.parse(readFileSync(path.join(dir, 'content/site.json'), 'utf8'));
    expect([site.language, 'translations' in site]).toEqual(['es-US', false]);
    // Nor the translations' schemas, which no file of it names until a translation is added (docs/content.md).
    expect(existsSync(path.join(dir, 'content/schemas/translations'))).toBe(false);
    expect(existsSync(path.join(dir, 'content/schemas/site.schema.json'))).toBe(true);
  });
});
