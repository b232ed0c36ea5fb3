/**
 * A translation gives the words of the main language's file at their places (generate/content/
 * translations.ts): a fact, or a field the main file does not have, is a problem at its line; what it
 * leaves out is untranslated; its words take their places in the main file's content.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { BuildCache } from '../../generate/cache/build-cache.ts';
import { parseJson } from '../../generate/content/json.ts';
import { servicesSchema } from '../../generate/content/schema.ts';
import { siteSchema } from '../../generate/content/site/index.ts';
import { localSchema } from '../../generate/content/local-schema.ts';
import { localSpecOf } from '../../generate/content/local.ts';
import { articlesFolder, articlesPageFile } from '../../generate/content/own-pages.ts';
import { missingWords, translated, translationProblems, wordsOf } from '../../generate/content/translations.ts';
import { type ContentFileSpec, loadContent, siteFiles } from '../../generate/content/load.ts';
import { loadTranslations, TRANSLATION_EXTRAS, type Translation } from '../../generate/content/translation-load.ts';
import { pageContentFiles, pageContentSources } from '../../generate/page-types/index.ts';
import type { PageEntry, PageWords, Route } from '../../generate/page-types/page-type.ts';
import { homeNotBuilt, linkVersions, mainRoutes, translatedSources, untranslatedLines } from '../../generate/pages/languages.ts';
import type { PageSources } from '../../generate/pages/model.ts';
import { judgePages, nearestVersions } from '../../generate/render/render.ts';
import { homePageFile } from '../../generate/content/page-schema.ts';
import { buildRoutes, type TranslatedRoutes } from '../../generate/pages/routes.ts';
import { outputFileFor, paths } from '../../generate/pages/paths.ts';
import { esUS } from '../../generate/strings/es-US.ts';
import { build } from '../../generate.ts';
import { BuildError } from '../../generate/errors.ts';
import { translationSchemaOf } from '../../generate/content/words.ts';
import { licenseStatement } from '../../generate/pages/facts.ts';
import { z } from 'zod';
import { BUILD_TIME, editContent, projectDir, readContent } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';
import { stubCards, stubSite, testChrome } from '../helpers/chrome.ts';

const services = readContent('services.json');
const site = readContent('site.json');
const mainFile = { path: 'content/services.json' };
const temp = tempSite();

/** A translation as written in its file, with the positions of its values. */
function written(value: unknown, path = 'content/translations/es-US/services.json') {
  const text = JSON.stringify(value, null, 2);
  const parsed = parseJson(Buffer.from(text), path);
  return { value: parsed.value, file: { path, positionOf: parsed.positionOf, written: parsed.value } };
}

describe('a translation of services.json', () => {
  const springs = services['garage-door-springs-repair'];

  it('may give the words of a record, and nothing is wrong', () => {
    const { value, file } = written({ 'garage-door-springs-repair': { title: 'Reparación de resortes', features: ['Uno', 'Dos'] } });
    expect(translationProblems(value, services, servicesSchema, file, mainFile)).toEqual([]);
  });

  it('names a fact it repeats, and a field the main file does not have, at their lines, with the field it likely meant', () => {
    const { value, file } = written({
      'garage-door-springs-repair': { image: { src: 'images/otra.svg', alt: 'Un resorte roto' }, emergency: false, subtitel: 'x' },
      'no-such-service': { title: 'Nada' },
    });
    expect(translationProblems(value, services, servicesSchema, file, mainFile)).toEqual([
      expect.stringMatching(
        /es-US\/services\.json:4:14: \["garage-door-springs-repair"\]\.image\.src: is a fact, not words: it comes from content\/services\.json; remove it here/,
      ),
      expect.stringMatching(/:7:18: \["garage-door-springs-repair"\]\.emergency: is a fact, not words/),
      expect.stringMatching(
        /:8:5: \["garage-door-springs-repair"\]\.subtitel: not in content\/services\.json: a translation gives the words of the main language's fields only; did you mean "subtitle"\?$/,
      ),
      expect.stringMatching(/:10:3: \["no-such-service"\]: not in content\/services\.json/),
    ]);
  });

  it('names a key written in other capitals beside that key as there already, not as the key it meant', () => {
    const { value, file } = written({ 'garage-door-springs-repair': { title: 'Resortes', Title: 'Resortes' } });
    expect(translationProblems(value, services, servicesSchema, file, mainFile)).toEqual([
      expect.stringMatching(
        /:4:5: \["garage-door-springs-repair"\]\.Title: not in content\/services\.json: a translation gives the words of the main language's fields only; "title" is here already, in other capitals: keep one of the two$/,
      ),
    ]);
  });

  it("may give a service's name in a sentence and in menus where the main file leaves them to its title, as its title may not read well there", () => {
    const { nameInText: _, navLabel: __, ...titleOnly } = springs;
    const main = { ...services, 'garage-door-springs-repair': titleOnly };
    const words = { title: 'Resortes', nameInText: 'reparación de resortes', navLabel: 'Resortes' };
    const { value, file } = written({ 'garage-door-springs-repair': words });
    expect(translationProblems(value, main, servicesSchema, file, mainFile)).toEqual([]);
    expect(translated(main, value)['garage-door-springs-repair']).toMatchObject(words);
  });

  it("names a key that is only a JavaScript object's own name (constructor, toString) as not in the main file", () => {
    const { value, file } = written({ constructor: { title: 'x' }, 'garage-door-springs-repair': { toString: 'y' } });
    expect(translationProblems(value, services, servicesSchema, file, mainFile)).toEqual([
      expect.stringMatching(/:2:3: constructor: not in content\/services\.json: a translation gives/),
      expect.stringMatching(/:6:5: \["garage-door-springs-repair"\]\.toString: not in content\/services\.json: a translation gives/),
    ]);
    const site = written({ constructor: 'x', hasOwnProperty: 'y' }, 'content/translations/es-US/site.json');
    const problems = translationProblems(
      site.value,
      readContent('site.json'),
      siteSchema,
      site.file,
      { path: 'content/site.json' },
      TRANSLATION_EXTRAS.get(siteFiles.site),
    );
    expect(problems).toEqual([
      expect.stringMatching(/: constructor: not in content\/site\.json/),
      expect.stringMatching(/: hasOwnProperty: not in content\/site\.json/),
    ]);
  });

  it('counts a record named like an object member (constructor) untranslated until the translation gives it', () => {
    const main = { ...services, constructor: services['garage-door-springs-repair'] };
    expect(missingWords(main, {}, servicesSchema)).toContainEqual(['constructor']);
    expect(translated(main, {}).constructor).toEqual(services['garage-door-springs-repair']);
  });

  it('leaves untranslated the words it does not give, and takes the place of those it gives', () => {
    const translation = { 'garage-door-springs-repair': { title: 'Reparación de resortes', features: ['Uno', 'Dos'] } };
    const missing = missingWords(services, translation, servicesSchema, ['garage-door-springs-repair']);
    expect(missing).toContainEqual(['garage-door-springs-repair', 'subtitle']);
    // Where the translation stops: the questions it leaves out, not each of their words; the image by its one word.
    expect(missing).toContainEqual(['garage-door-springs-repair', 'faq']);
    expect(missing).not.toContainEqual(['garage-door-springs-repair', 'faq', 0, 'question']);
    expect(missing).toContainEqual(['garage-door-springs-repair', 'image', 'alt']);
    expect(missing).not.toContainEqual(['garage-door-springs-repair', 'image']);
    expect(missingWords(services, translation, servicesSchema)).toContainEqual(['garage-door-opener-repair']);
    expect(missing).not.toContainEqual(['garage-door-springs-repair', 'title']);
    expect(missing).not.toContainEqual(['garage-door-springs-repair', 'image', 'src']);
    const merged = translated(services, translation)['garage-door-springs-repair'];
    expect(merged).toMatchObject({
      title: 'Reparación de resortes',
      features: ['Uno', 'Dos'],
      image: springs.image,
      subtitle: springs.subtitle,
    });
  });
});

describe('the words of a main file alone (wordsOf), as new-site writes an English translation', () => {
  it('are a translation that gives every word and no fact, for every file of the content', () => {
    const specs = [...Object.values(siteFiles), ...pageContentFiles] as ContentFileSpec[];
    // The site has no gallery.
    for (const spec of specs.filter(({ file }) => existsSync(path.join(projectDir, 'content', file)))) {
      const main = readContent(spec.file);
      const words = wordsOf(main, spec.schema);
      // redirects.json, facts alone, has no translation.
      if (words === undefined) {
        expect(spec).toBe(siteFiles.redirects);
        continue;
      }
      const file = { path: `content/translations/en-US/${spec.file}` };
      expect(missingWords(main, words, spec.schema), spec.file).toEqual([]);
      expect(translationProblems(words, main, spec.schema, file, { path: `content/${spec.file}` }), spec.file).toEqual([]);
    }
    expect(wordsOf(site, siteSchema)).not.toHaveProperty('phone');
    expect(wordsOf(services, servicesSchema)).toHaveProperty(['garage-door-springs-repair', 'image'], {
      alt: services['garage-door-springs-repair'].image.alt,
    });
  });
});

describe('a translation of site.json', () => {
  it('keeps the facts of the business to the main file: its name, phone number, colours and hours', () => {
    const { value, file } = written(
      {
        businessName: 'Puertas Ortega',
        hours: { monday: ['08:00-17:00'] },
        theme: { colors: { brand: '#000000' } },
        labels: { quote: 'Presupuesto' },
      },
      'content/translations/es-US/site.json',
    );
    const problems = translationProblems(value, site, siteSchema, file, { path: 'content/site.json' });
    expect(problems.map((problem) => problem.replace(/^.*?: /, ''))).toEqual([
      'businessName: is a fact, not words: it comes from content/site.json; remove it here',
      'hours.monday[0]: is a fact, not words: it comes from content/site.json; remove it here',
      'theme.colors.brand: is a fact, not words: it comes from content/site.json; remove it here',
    ]);
  });

  it("may give the license's authority in its own words, never asked for: left out, the main file's name stands", async () => {
    const { value, file } = written({ license: { authority: 'Junta Estatal de Contratistas' } }, 'content/translations/es-US/site.json');
    expect(translationProblems(value, site, siteSchema, file, { path: 'content/site.json' })).toEqual([]);
    expect(missingWords(site, wordsOf(site, siteSchema), siteSchema)).toEqual([]);
    const dir = await temp.contentWith('site.json', (main) => main);
    await editContent(dir, 'translations/es-US/site.json', (spanish) => ({
      ...spanish,
      license: { ...spanish.license, authority: 'Junta Estatal de Contratistas' },
    }));
    const [spanish] = await loadTranslations(dir, await loadContent(dir, path.join(projectDir, 'assets'), pageContentFiles));
    const statement = licenseStatement(spanish!.loaded.content.site, esUS);
    expect(statement).toContain(`Junta Estatal de Contratistas`);
    expect(statement).not.toContain(site.license.authority);
    const editors = translationSchemaOf(siteSchema, TRANSLATION_EXTRAS.get(siteFiles.site));
    expect(z.toJSONSchema(editors!)).toHaveProperty(['properties', 'license', 'properties', 'authority', 'type'], 'string');
  });

  it("is not asked for the license's kind while the wording shows none, but is once its wording names {kind}", async () => {
    const dir = await temp.contentWith('site.json', (main) => ({ ...main, license: { ...main.license, kind: 'Class B' } }));
    const spanish = async () => {
      const [loaded] = await loadTranslations(dir, await loadContent(dir, path.join(projectDir, 'assets'), pageContentFiles));
      return loaded!;
    };
    const license = { file: siteFiles.site, within: ['license'] };
    expect(site.license.wording).not.toContain('{kind}');
    expect((await spanish()).translates(license)).toBe(true);
    await editContent(dir, 'translations/es-US/site.json', (words) => ({ ...words, license: { wording: '{kind} {number}' } }));
    expect((await spanish()).missing(license)).toEqual([['license', 'kind']]);
  });

  it("leaves a label it does not give to its language's words, not to the main file's English ones", async () => {
    const dir = await temp.contentWith('site.json', (main) => ({ ...main, labels: { quote: 'Get A Free Estimate', call: 'Ring' } }));
    await editContent(dir, 'translations/es-US/site.json', (spanish) => ({ ...spanish, labels: { call: 'Llame' } }));
    const [spanish] = await loadTranslations(dir, await loadContent(dir, path.join(projectDir, 'assets'), pageContentFiles));
    expect(spanish!.loaded.content.site.labels).toMatchObject({ quote: esUS.labels.quote, call: 'Llame' });
  });
});

describe('a build with mistakes in the main content and in a translation', () => {
  it("names both in one run, the main file's first; the translation of the file with mistakes waits for it", async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      const { subtitle, ...springs } = services['garage-door-springs-repair'];
      return { ...services, 'garage-door-springs-repair': { ...springs, subtitel: subtitle } };
    });
    // A slip in a file that is otherwise valid: its translation waits too, and the slip is named once.
    await editContent(dir, 'redirects.json', ({ redirects: [first] }) => ({ redirects: [{ ...first, why: 'Moved by {bizness}.' }] }));
    await writeFile(path.join(dir, 'translations/es-US/redirects.json'), '{ "nada": "Nada" }');
    // A title too long only once merged with the main file: a mistake of the translation found after its own.
    const title = 'Reparación de puertas de garaje en Oxnard, CA: resortes, motores y más';
    await editContent(dir, 'translations/es-US/areas.json', (spanish) => ({
      ...spanish,
      oxnard: { ...spanish.oxnard, meta: { ...spanish.oxnard.meta, title } },
    }));
    const options = { contentDir: dir, outDir: temp.at('dist'), cacheDir: temp.at('cache'), buildTime: BUILD_TIME };
    const error = await build({ ...options, assetsDir: path.join(projectDir, 'assets') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).problems.map((problem) => problem.slice(dir.length))).toEqual([
      expect.stringMatching(/^\/redirects\.json:\d+:\d+: redirects\[0\]\.why: unknown placeholder \{bizness\}/),
      // Misspelt, the required field is named once, at the slip.
      expect.stringMatching(
        /^\/services\.json:\d+:\d+: \["garage-door-springs-repair"\]\.subtitel: unknown field; did you mean "subtitle"\?$/,
      ),
      expect.stringMatching(
        /^\/translations\/es-US\/areas\.json:\d+:\d+: oxnard\.meta\.title: is 70 characters once placeholders are filled; search engines cut it after 60$/,
      ),
    ]);
  });
});

describe('a translation of a local file', () => {
  it("gives a city's neighborhoods in its language, a list whole ('Downtown' is 'Centro'); left out, they keep their names", () => {
    const ventura = readContent('local/ventura.json');
    const neighborhoods = ['Centro', ...ventura.neighborhoods.slice(1)];
    const { value, file } = written({ neighborhoods }, 'content/translations/es-US/local/ventura.json');
    expect(translationProblems(value, ventura, localSchema, file, { path: 'content/local/ventura.json' })).toEqual([]);
    expect(translated(ventura, value).neighborhoods).toEqual(neighborhoods);
    expect(translated(ventura, {}).neighborhoods).toEqual(ventura.neighborhoods);
  });

  it('is asked for no words its main file leaves out, and may not give them: a city without permits', () => {
    const { permits: _, ...ventura } = readContent('local/ventura.json');
    const { value, file } = written({ permits: 'No permit needed.' }, 'content/translations/es-US/local/ventura.json');
    expect(missingWords(ventura, {}, localSchema, ['permits'])).toEqual([]);
    expect(translationProblems(value, ventura, localSchema, file, { path: 'content/local/ventura.json' })).toEqual([
      expect.stringMatching(
        /es-US\/local\/ventura\.json:2:3: permits: not in content\/local\/ventura\.json: a translation gives the words of the main language's fields only$/,
      ),
    ]);
  });
});

describe("site.json's translations", () => {
  const problems = (translations: string[]) => {
    const parsed = siteSchema.safeParse({ ...site, translations });
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('lists other languages the engine has words in, each once and none the main one', () => {
    expect(problems(['es-US'])).toEqual([]);
    expect(problems(['de-DE'])).toEqual([expect.stringMatching(/^translations\.0: the pages have no words in "de-DE" yet/)]);
    expect(problems(['es-US', 'es-MX'])).toEqual(['translations.1: "es-MX" is a second translation into "es"; list one']);
    expect(problems(['en-GB'])).toEqual([
      'translations.0: "en-GB" is in the language of the main pages ("en-US"); list only other languages',
    ]);
  });
});

describe('the build report of what a translation leaves out', () => {
  const translation = {
    tag: 'es-US',
    // Every page's words but those of site.json's footer, which head and close every page.
    translates: ({ file, within = [] }: PageWords) => file === siteFiles.site && within[0] !== 'footer',
    gives: (spec: ContentFileSpec) => spec !== siteFiles.areas && spec.file !== 'articles/slab-leaks.md',
    // Springs and an article given but for some fields; the rest left out whole.
    missing: ({ file, within = [] }: PageWords) =>
      file.file === 'articles/drains.md'
        ? [['image', 'alt']]
        : within[0] === 'springs'
          ? [
              [...within, 'faq'],
              [...within, 'image', 'alt'],
            ]
          : [within],
    fileOf: (spec: ContentFileSpec) => `content/translations/es-US/${spec.file}`,
    // Articles, which a translation that leaves them out lists nowhere: no page of them is among `pages`.
    loaded: {
      folders: [articlesFolder],
      documents: () => [{ spec: { file: 'articles/slab-leaks.md' } }, { spec: { file: 'articles/drains.md' } }],
      copy: () => undefined,
      content: { testimonials: { testimonials: [] } },
    },
  } as unknown as Translation;
  const page = (file: ContentFileSpec, within?: string[]) =>
    ({ words: [{ file, ...(within && { within }) }], source: 'x' }) as PageEntry<unknown>;

  it("names each file once: its missing records together (the fields of one given in part), a file it lacks whole in one line; articles and the words of every page's footer left out too", () => {
    const pages = [
      page(siteFiles.services, ['springs']),
      page(siteFiles.areas, ['oxnard']),
      page(siteFiles.services, ['openers']),
      page(siteFiles.areas, ['ventura']),
      page(siteFiles.testimonials, ['testimonials', '0']),
    ];
    expect(untranslatedLines(translation, pages)).toEqual([
      'content/translations/es-US/site.json: footer not translated; its Spanish pages are not built',
      'content/translations/es-US/services.json: springs (faq, image.alt) and openers not translated; their Spanish pages are not built',
      'content/translations/es-US/areas.json: not translated; its Spanish pages are not built',
      'content/translations/es-US/testimonials.json: testimonials.0 not translated; its Spanish pages are not built',
      'content/translations/es-US/articles/slab-leaks.md: not translated; its Spanish pages are not built',
      'content/translations/es-US/articles/drains.md: image.alt not translated; its Spanish pages are not built',
    ]);
  });

  it('names in one line the files that leave out the same records, each after the first by its name in the folder', () => {
    const pages = ['ventura', 'oxnard', 'camarillo'].flatMap((city) => [
      page(localSpecOf(city), ['services', 'springs']),
      ...(city === 'oxnard' ? [] : [page(localSpecOf(city), ['services', 'openers'])]),
    ]);
    expect(untranslatedLines(translation, pages)).toEqual([
      'content/translations/es-US/site.json: footer not translated; its Spanish pages are not built',
      'content/translations/es-US/local/ventura.json and camarillo.json: services.springs and services.openers not translated; their Spanish pages are not built',
      'content/translations/es-US/local/oxnard.json: services.springs not translated; its Spanish pages are not built',
      'content/translations/es-US/articles/slab-leaks.md: not translated; its Spanish pages are not built',
      'content/translations/es-US/articles/drains.md: image.alt not translated; its Spanish pages are not built',
    ]);
  });

  it('names the first ten records a file leaves out, then how many more: a line the owner can read, for 40 services or 200 reviews', () => {
    const slugs = Array.from({ length: 14 }, (_, i) => `service-${i}`);
    const lines = untranslatedLines(
      translation,
      slugs.map((slug) => page(siteFiles.services, [slug])),
    );
    expect(lines[1]).toBe(
      `content/translations/es-US/services.json: ${slugs.slice(0, 10).join(', ')}, and 4 more not translated; their Spanish pages are not built`,
    );
  });

  it('names the translated articles an index left untranslated keeps from being shown, beside the file to add or finish', () => {
    const waiting = (gives: boolean) =>
      ({
        tag: 'es-US',
        translates: ({ file }: { file: ContentFileSpec }) => file !== articlesPageFile,
        gives: () => gives,
        missing: () => [['callCard', 'heading']],
        fileOf: (spec: ContentFileSpec) => `content/translations/es-US/${spec.file}`,
        loaded: {
          folders: [articlesFolder],
          documents: () => [{ spec: { file: 'articles/slab-leaks.md' } }],
          copy: () => ({}),
          content: { testimonials: { testimonials: [] } },
        },
      }) as unknown as Translation;
    const nor = 'nor those of the translated articles/slab-leaks.md, which need its words';
    expect(untranslatedLines(waiting(false), [])).toEqual([
      `content/translations/es-US/pages/articles.json: not translated; its Spanish pages are not built, ${nor}`,
    ]);
    expect(untranslatedLines(waiting(true), [])).toEqual([
      `content/translations/es-US/pages/articles.json: callCard.heading not translated; its Spanish pages are not built, ${nor}`,
    ]);
  });
  it("warns of a home page left out for one field, naming the file and the field, whose note it takes; the language's other pages built", () => {
    const home = {
      tag: 'es-US',
      mainLanguage: 'en-US',
      // Every word but the alt of the home page's about image, which the main file gives and the translation leaves out.
      translates: ({ file }: PageWords) => file !== homePageFile,
      gives: () => true,
      missing: () => [['about', 'image', 'alt']],
      fileOf: (spec: ContentFileSpec) => `content/translations/es-US/${spec.file}`,
      loaded: { folders: [], copy: () => ({}), content: { testimonials: { testimonials: [] } } },
    } as unknown as Translation;
    const untranslated = [{ ...page(homePageFile), path: '/' }];
    const table = (built: string[]) =>
      ({
        routes: built.map((path) => ({ path })),
        moved: new Map(built.map((path) => [path, `/es${path}`])),
        untranslated,
      }) as unknown as TranslatedRoutes;
    const left = homeNotBuilt(home, table(['/contact/']));
    expect(left?.warning).toBe(
      'content/translations/es-US/pages/home.json: about.image.alt not translated; the Spanish home page, /es/, is not built, since it needs it: the logo of every Spanish page leads to the English one',
    );
    expect(untranslatedLines(home, untranslated, left?.parts)).toEqual([]);
    expect(homeNotBuilt(home, table(['/', '/contact/']))).toBeUndefined();
  });

  it('names the reviews its pages show untranslated, in their own language; not one written in its language already', () => {
    const reviews = [
      { name: 'Guadalupe M.', review: 'Llegaron el mismo día.' },
      { name: 'Rogelio T.', review: 'Gente honesta.' },
      { name: 'Karen W.', review: 'Fast and thorough.', language: 'en' },
    ];
    const english = {
      tag: 'en-US',
      mainLanguage: 'es-US',
      // Every word but those of the first two reviews, which the page shows as written.
      translates: ({ file, within = [] }: PageWords) => file !== siteFiles.testimonials || !['0', '1'].includes(within[1]!),
      fileOf: (spec: ContentFileSpec) => `content/translations/en-US/${spec.file}`,
      loaded: { folders: [], copy: () => ({ testimonials: reviews }), content: { testimonials: { testimonials: reviews } } },
    } as unknown as Translation;
    expect(untranslatedLines(english, [])).toEqual([
      'content/translations/en-US/testimonials.json: testimonials[0] (Guadalupe M.) and testimonials[1] (Rogelio T.) not translated; English pages show them in their own language',
    ]);
  });
});

describe('the language links of a page', () => {
  /** A page as the route table has it, with only what the language links read. */
  const page = (path: string, noindex: boolean, crumbs: string[] = [], standIns?: string[]) =>
    ({
      path,
      noindex,
      breadcrumbs: crumbs.map((href) => ({ label: href, href })),
      standIns,
      versions: [],
      counterparts: [],
    }) as unknown as Route;

  it('lead to the page itself in the other language, though the guard keeps it out of search engines in one; its hreflang names only those indexed', () => {
    const [servicios, spanish] = [page('/servicios/', false), page('/servicios/panel-en-rio-hondo/', true, ['/', '/servicios/'])];
    const [services, english] = [page('/en/services/', false), page('/en/services/panel-in-rio-hondo/', false, ['/en/', '/en/services/'])];
    const moved = (at: Record<string, string>) => new Map(Object.entries(at));
    const [linkedSpanish, linkedEnglish] = linkVersions([
      {
        tag: 'es-US',
        routes: [servicios, spanish],
        moved: moved({ '/services/': '/servicios/', '/services/p/': '/servicios/panel-en-rio-hondo/' }),
      },
      {
        tag: 'en-US',
        routes: [services, english],
        moved: moved({ '/services/': '/en/services/', '/services/p/': '/en/services/panel-in-rio-hondo/' }),
      },
    ]);
    const byPath = (routes: Route[]) => new Map(routes.map((route) => [route.path, route]));
    expect(nearestVersions(linkedSpanish![1]!, byPath(linkedSpanish!))['en-US']).toBe('/en/services/panel-in-rio-hondo/');
    expect(nearestVersions(linkedEnglish![1]!, byPath(linkedEnglish!))['es-US']).toBe('/servicios/panel-en-rio-hondo/');
    expect([linkedSpanish![1]!.versions, linkedEnglish![1]!.versions]).toEqual([[], []]);
    expect(linkedSpanish![0]!.versions.map(({ path }) => path)).toEqual(['/servicios/', '/en/services/']);
    // The routes handed in are left as they were.
    expect([servicios.counterparts, spanish.counterparts]).toEqual([[], []]);
  });

  it("lead from a Spanish-first site's service in a town the translation lacks to the service's page there, its stand-ins at their Spanish addresses", async () => {
    const dir = await temp.contentWith('site.json', (json) => {
      Object.assign(json, { language: 'es-US', translations: [] });
    });
    const routes = mainRoutes(stubSite(await loadContent(dir, path.join(projectDir, 'assets'), pageContentFiles))).routes;
    const inTown = routes.find((route) => route.path === '/servicios/garage-door-springs-repair-en-oxnard/')!;
    expect(inTown.standIns).toEqual(['/areas-de-servicio/oxnard/', '/servicios/garage-door-springs-repair/']);
    const service = routes.find((route) => route.path === '/servicios/garage-door-springs-repair/')!;
    service.counterparts = [
      { language: 'es-US', path: service.path },
      { language: 'en-US', path: '/en/services/spring-repair/' },
    ];
    expect(nearestVersions(inTown, new Map(routes.map((route) => [route.path, route])))['en-US']).toBe('/en/services/spring-repair/');
  });

  it("lead from a service in a town the translation lacks to the town's page there, though the guard keeps the town's own page out as a near-copy", async () => {
    const fixture = path.join(projectDir, 'test/fixtures/other-business');
    const loaded = await loadContent(path.join(fixture, 'content'), path.join(fixture, 'assets'), pageContentFiles);
    const site = stubSite(loaded);
    const routes = buildRoutes(site);
    const pages = new Map<string, string>();
    const judged = await judgePages({
      routes,
      chrome: { ...testChrome(site, routes), languages: [{ tag: 'es-US', name: 'Español', home: '/es/' }] },
      baseUrl: loaded.content.site.baseUrl,
      perRoute: { structuredData: () => [], socialImage: (route) => stubCards(route.path) },
      // Low enough that Capitola, without local notes, is a near-copy of Santa Cruz.
      maxSimilarity: 0.05,
      language: 'en-US',
      cache: new BuildCache(temp.at('language-links-cache')),
      onPage: (file, text) => pages.set(file, text),
    });
    expect(judged.routes.find((route) => route.path === paths.area('capitola'))!.noindex).toBe(true);
    // Spanish has the town and the services page, not lock rekeying.
    const spanish = { '/services/': '/es/servicios/', [paths.area('capitola')]: '/es/areas-de-servicio/capitola/' };
    const page = (path: string) => ({ path, noindex: false, breadcrumbs: [], versions: [], counterparts: [] }) as unknown as Route;
    const [linked] = linkVersions([
      { tag: 'en-US', routes: judged.routes, moved: new Map() },
      { tag: 'es-US', routes: Object.values(spanish).map(page), moved: new Map(Object.entries(spanish)) },
    ]);
    await judged.renderDocuments(linked!);
    const $ = cheerio.load(pages.get(outputFileFor(paths.serviceInArea('lock-rekeying', 'capitola')))!);
    expect($('header a[hreflang="es-US"]').attr('href')).toBe('/es/areas-de-servicio/capitola/');
  });
});

describe("a Spanish-first site's own page at a built-in page's path", () => {
  it('is refused naming the address the built-in page has there, since a link written at that path leads to it', async () => {
    const dir = await temp.contentWith('site.json', (json) => {
      Object.assign(json, { language: 'es-US', translations: [] });
    });
    await writeFile(path.join(dir, 'pages/about.md'), '---\ntitle: About\ndescription: About us.\nheading: About\n---\n\nText.\n');
    const loaded = await loadContent(dir, path.join(projectDir, 'assets'), pageContentSources);
    const problems = (() => {
      try {
        mainRoutes(stubSite(loaded));
      } catch (error) {
        if (error instanceof BuildError) return error.problems.map((problem) => problem.replaceAll(`${dir}/`, ''));
        throw error;
      }
      return [];
    })();
    expect(problems).toEqual([
      'pages/about.md: would take /about/, which on this site means the page of pages/about.json, at /nosotros/: a link written /about/ leads there; rename one of them',
    ]);
  });
});

describe("a translation's reviews", () => {
  it("link to their service only where the translation gives it: no service named in the main language's words", () => {
    const link = (slug: string) => ({ label: slug, href: `/services/${slug}/` });
    const reviews = [
      { name: 'Ana R.', review: 'Muy bien.', service: 'cargadores' },
      { name: 'Carmen T.', review: 'Excelente.', service: 'sobretensiones' },
    ];
    const sources = {
      content: { services: {}, site: { labels: {} }, testimonials: { testimonials: reviews } },
      testimonials: reviews.map(({ name, review, service }) => ({ name, review, service: link(service) })),
      services: [],
      areas: [],
      articles: [],
      jobs: [],
    } as unknown as PageSources;
    const english = {
      tag: 'en-US',
      mainLanguage: 'es-US',
      // The reviews' words and the first service, not the second.
      translates: ({ file, within = [] }: PageWords) => file !== siteFiles.services || within[0] === 'cargadores',
      loaded: { content: { testimonials: { testimonials: reviews } } },
    } as unknown as Translation;
    expect(translatedSources(sources, english).testimonials.map((view) => view.service)).toEqual([link('cargadores'), undefined]);
  });
});
