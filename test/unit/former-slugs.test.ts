/**
 * A renamed service's or city's former slugs (generate/pages/former-slugs.ts): every address they gave a page, in each
 * language, redirected to its page now; checked in content and against the pages; the owner's redirect wins.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generate/content/load.ts';
import { BuildError } from '../../generate/errors.ts';
import { hostComment, movedRules } from '../../generate/hosting/redirects.ts';
import type { Route } from '../../generate/page-types/page-type.ts';
import {
  assertFormerAddressesFit,
  type FormerAddress,
  formerAddresses,
  type LocalAddresses,
  mainAddresses,
  renamedContent,
  redirectTable,
} from '../../generate/pages/former-slugs.ts';
import { pageContentFiles, pageContentSources } from '../../generate/page-types/index.ts';
import { loadTranslations } from '../../generate/content/translation-load.ts';
import { mainSlugNote, translatedSources, translationAddresses, translationRoutes } from '../../generate/pages/languages.ts';
import { resolveSite, withImages } from '../../generate/pages/model.ts';
import { languageOf } from '../../generate/strings/index.ts';
import { stubImages } from '../helpers/chrome.ts';
import { paths } from '../../generate/pages/paths.ts';
import { enUS } from '../../generate/strings/en-US.ts';
import { esUS } from '../../generate/strings/es-US.ts';
import { editContent, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

type Records = Record<string, { formerSlugs?: string[] }>;
const content = (services: Records, areas: Records) => ({ services, areas }) as unknown as Parameters<typeof formerAddresses>[0];
const everyPage = () => true;
const fixture = path.join(projectDir, 'test/fixtures/other-business');
const temp = tempSite({ from: fixture });
const moves = (found: FormerAddress[]) => found.map(({ from, to }) => `${from} → ${to}`);

const spanishFile = { path: path.join(projectDir, 'content/translations/es-US/services.json') };

const fileOf = (kind: string) =>
  kind === 'service' ? spanishFile : { ...spanishFile, path: spanishFile.path.replace('services', `${kind}s`) };

/**
 * A translation at /es/ as languages.ts makes its addresses, giving its own slug to the records in `own`, and its own
 * former slugs to those in `formers`.
 */
const spanish = (
  own: Record<string, string>,
  built: (path: string) => boolean = everyPage,
  formers: Record<string, string[]> = {},
): LocalAddresses => ({
  service: (service) => `/es/servicios/${service}/`,
  area: (area) => `/es/areas-de-servicio/${area}/`,
  serviceInArea: (service, area) => `/es/servicios/${service}-en-${area}/`,
  page: (slug) => `/es/${slug}/`,
  article: (slug) => `/es/articulos/${slug}/`,
  slugOf: (_kind, key, asKey) => own[key] ?? asKey,
  ownSlug: (kind, key) => (own[key] ? { name: `translations/es-US/${kind}s.json ${JSON.stringify(key)}`, file: fileOf(kind) } : undefined),
  ownFormerSlugs: (kind, key) =>
    formers[key] && {
      slugs: formers[key],
      name: `translations/es-US/${kind}s.json ${JSON.stringify(key)}`,
      file: fileOf(kind),
    },
  built,
});

/**
 * The other business translated into Spanish by its fixture (which translates the own pages' fixture too), its main
 * services.json and the translation's services.json and areas.json edited by `edit`: its translations, as loaded.
 */
const spanishFixture = (edit?: Edit) => spanishSite(edit).then(({ translations }) => translations);

type Edit = (services: Records, areas: Records, main: Records) => void;

/** That site, its Markdown files (by their path in content/) each edited by its function too: its content and its translations. */
async function spanishSite(edit: Edit = () => {}, markdown: Record<string, (text: string) => string> = {}) {
  const contentDir = await temp.contentWith('site.json', (site) => {
    site.translations = ['es-US'];
  });
  const notReadme = (file: string) => path.basename(file) !== 'README.md';
  await cp(path.join(projectDir, 'test/fixtures/other-business-own-pages'), contentDir, { recursive: true, filter: notReadme });
  const spanishDir = path.join(contentDir, 'translations/es-US');
  await cp(path.join(projectDir, 'test/fixtures/other-business-es-US'), spanishDir, { recursive: true, filter: notReadme });
  const read = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Records;
  const [services, areas, main] = await Promise.all(
    [path.join(spanishDir, 'services.json'), path.join(spanishDir, 'areas.json'), path.join(contentDir, 'services.json')].map(read),
  );
  edit(services!, areas!, main!);
  await editContent(spanishDir, 'services.json', () => services);
  await editContent(spanishDir, 'areas.json', () => areas);
  await editContent(contentDir, 'services.json', () => main);
  for (const [file, change] of Object.entries(markdown))
    await writeFile(path.join(contentDir, file), change(await readFile(path.join(contentDir, file), 'utf8')));
  const loaded = await loadContent(contentDir, path.join(fixture, 'assets'), pageContentSources);
  return { loaded, translations: await loadTranslations(contentDir, loaded) };
}

describe('the addresses of former slugs', () => {
  it("of a renamed service: its page and its page in each city, to the new ones, each naming the slug's place", () => {
    const found = formerAddresses(content({ rekeying: { formerSlugs: ['lock-rekeying'] }, lockout: {} }, { capitola: {}, aptos: {} }), [
      mainAddresses(everyPage, enUS.sections),
    ]);
    expect(moves(found)).toEqual([
      '/services/lock-rekeying → /services/rekeying/',
      '/services/lock-rekeying-in-capitola → /services/rekeying-in-capitola/',
      '/services/lock-rekeying-in-aptos → /services/rekeying-in-aptos/',
    ]);
    expect(found[1]).toMatchObject({ status: 301, kind: 'service', key: 'rekeying', index: 0 });
    // A comment every host keeps on its line, as it is.
    expect(hostComment(found[0]!.why)).toBe('# services.json "rekeying" formerSlugs "lock-rekeying"');
  });

  it("of a site whose main language is Spanish: the main pages' addresses in its section words", () => {
    const found = formerAddresses(content({ rekeying: { formerSlugs: ['lock-rekeying'] } }, { capitola: {} }), [
      mainAddresses(everyPage, esUS.sections),
    ]);
    expect(moves(found)).toEqual([
      '/servicios/lock-rekeying → /servicios/rekeying/',
      '/servicios/lock-rekeying-en-capitola → /servicios/rekeying-en-capitola/',
    ]);
  });

  it('of a renamed city: its page and each service there; of both renamed, every mix of old and new slugs', () => {
    const found = formerAddresses(content({ rekeying: { formerSlugs: ['rekey'] } }, { aptos: { formerSlugs: ['rio-del-mar'] } }), [
      mainAddresses(everyPage, enUS.sections),
    ]);
    expect(moves(found)).toEqual([
      '/services/rekey → /services/rekeying/',
      '/service-areas/rio-del-mar → /service-areas/aptos/',
      '/services/rekeying-in-rio-del-mar → /services/rekeying-in-aptos/',
      '/services/rekey-in-aptos → /services/rekeying-in-aptos/',
      '/services/rekey-in-rio-del-mar → /services/rekeying-in-aptos/',
    ]);
    expect(found.find(({ from }) => from.endsWith('-in-rio-del-mar') && from.includes('rekeying-'))).toMatchObject({
      kind: 'area',
      key: 'aptos',
    });
  });

  it("in a translation, under its words; a slug of the translation's own stays, so its pages there move only with the city", () => {
    const records = content({ rekeying: { formerSlugs: ['lock-rekeying'] } }, { aptos: { formerSlugs: ['rio-del-mar'] } });
    expect(moves(formerAddresses(records, [spanish({})]))).toContain(
      '/es/servicios/lock-rekeying-en-rio-del-mar → /es/servicios/rekeying-en-aptos/',
    );
    expect(moves(formerAddresses(records, [spanish({ rekeying: 'cambio-de-combinacion' })]))).toEqual([
      '/es/areas-de-servicio/rio-del-mar → /es/areas-de-servicio/aptos/',
      '/es/servicios/cambio-de-combinacion-en-rio-del-mar → /es/servicios/cambio-de-combinacion-en-aptos/',
    ]);
  });

  it('in a translation as languages.ts places its pages: its prefix, its section words, its own slugs', async () => {
    const [translation] = await spanishFixture();
    // The Spanish fixture gives lockout-service a slug of its own, "apertura-de-puertas".
    const records = content(
      { 'lockout-service': { formerSlugs: ['lockout'] }, 'lock-rekeying': { formerSlugs: ['rekey'] } },
      { 'santa-cruz': { formerSlugs: ['scz'] } },
    );
    expect(moves(formerAddresses(records, [translationAddresses(translation!, everyPage)]))).toEqual([
      '/es/servicios/rekey → /es/servicios/lock-rekeying/',
      '/es/areas-de-servicio/scz → /es/areas-de-servicio/santa-cruz/',
      '/es/servicios/apertura-de-puertas-en-scz → /es/servicios/apertura-de-puertas-en-santa-cruz/',
      '/es/servicios/lock-rekeying-en-scz → /es/servicios/lock-rekeying-en-santa-cruz/',
      '/es/servicios/rekey-en-santa-cruz → /es/servicios/lock-rekeying-en-santa-cruz/',
      '/es/servicios/rekey-en-scz → /es/servicios/lock-rekeying-en-santa-cruz/',
    ]);
  });

  it("of a translation's own slug renamed, as languages.ts reads its formerSlugs; the translation's content keeps the main file's", async () => {
    // The Spanish fixture's lockout-service was at its key in Spanish before it had a slug of its own, then at "apertura".
    const [translation] = await spanishFixture((services) => {
      services['lockout-service']!.formerSlugs = ['lockout-service', 'apertura'];
    });
    const records = content({ 'lockout-service': {}, 'lock-rekeying': {} }, { 'santa-cruz': {} });
    expect(moves(formerAddresses(records, [translationAddresses(translation!, everyPage)]))).toEqual([
      '/es/servicios/lockout-service → /es/servicios/apertura-de-puertas/',
      '/es/servicios/apertura → /es/servicios/apertura-de-puertas/',
      '/es/servicios/lockout-service-en-santa-cruz → /es/servicios/apertura-de-puertas-en-santa-cruz/',
      '/es/servicios/apertura-en-santa-cruz → /es/servicios/apertura-de-puertas-en-santa-cruz/',
    ]);
    expect(formerAddresses(records, [translationAddresses(translation!, everyPage)])[0]).toMatchObject({
      why: 'translations/es-US/services.json "lockout-service" formerSlugs "lockout-service"',
      file: { path: expect.stringMatching(/translations\/es-US\/services\.json$/) },
    });
    expect(translation!.loaded.content.services['lockout-service']!.formerSlugs).toBeUndefined();
  });

  it("of a translation's own slug renamed: its addresses in that language alone, named at the translation's field", () => {
    const records = content({ lockout: {}, rekeying: { formerSlugs: ['rekey'] } }, { aptos: {}, capitola: {} });
    const es = spanish({ lockout: 'apertura-de-puertas', aptos: 'aptos-ca' }, everyPage, { lockout: ['apertura'], aptos: ['aptos-viejo'] });
    const found = formerAddresses(records, [mainAddresses(everyPage, enUS.sections), es]);
    expect(moves(found)).toEqual([
      '/services/rekey → /services/rekeying/',
      '/services/rekey-in-aptos → /services/rekeying-in-aptos/',
      '/services/rekey-in-capitola → /services/rekeying-in-capitola/',
      '/es/servicios/apertura → /es/servicios/apertura-de-puertas/',
      '/es/servicios/rekey → /es/servicios/rekeying/',
      '/es/areas-de-servicio/aptos-viejo → /es/areas-de-servicio/aptos-ca/',
      '/es/servicios/apertura-de-puertas-en-aptos-viejo → /es/servicios/apertura-de-puertas-en-aptos-ca/',
      '/es/servicios/apertura-en-aptos-ca → /es/servicios/apertura-de-puertas-en-aptos-ca/',
      '/es/servicios/apertura-en-aptos-viejo → /es/servicios/apertura-de-puertas-en-aptos-ca/',
      '/es/servicios/apertura-en-capitola → /es/servicios/apertura-de-puertas-en-capitola/',
      '/es/servicios/rekeying-en-aptos-viejo → /es/servicios/rekeying-en-aptos-ca/',
      '/es/servicios/rekey-en-aptos-ca → /es/servicios/rekeying-en-aptos-ca/',
      '/es/servicios/rekey-en-aptos-viejo → /es/servicios/rekeying-en-aptos-ca/',
      '/es/servicios/rekey-en-capitola → /es/servicios/rekeying-en-capitola/',
    ]);
    expect(found.find(({ from }) => from === '/es/servicios/apertura-en-capitola')).toMatchObject({
      kind: 'service',
      key: 'lockout',
      index: 0,
      file: spanishFile,
      why: 'translations/es-US/services.json "lockout" formerSlugs "apertura"',
    });
    // Only to a page built in the language.
    const serviceOnly = (path: string) => path === '/es/servicios/apertura-de-puertas/';
    expect(moves(formerAddresses(records, [spanish({ lockout: 'apertura-de-puertas' }, serviceOnly, { lockout: ['apertura'] })]))).toEqual([
      '/es/servicios/apertura → /es/servicios/apertura-de-puertas/',
    ]);
  });

  it('leads only to a page built in its language: a translation without the page has no redirect for it', () => {
    const records = content({ rekeying: { formerSlugs: ['lock-rekeying'] } }, { aptos: {} });
    const serviceOnly = (path: string) => path === '/es/servicios/rekeying/';
    expect(moves(formerAddresses(records, [spanish({}, serviceOnly)]))).toEqual(['/es/servicios/lock-rekeying → /es/servicios/rekeying/']);
  });

  it("joins the owner's redirects, and one the owner wrote for the same address is the owner's", () => {
    const generated = formerAddresses(content({ rekeying: { formerSlugs: ['lock-rekeying'] } }, { aptos: {} }), [
      mainAddresses(everyPage, enUS.sections),
    ]);
    const own = { from: '/services/lock-rekeying', to: '/services/', status: 301 as const, why: 'Split in two.' };
    const site = { ...content({}, {}), redirects: { redirects: [own] }, site: { language: 'en-US' } } as Parameters<
      typeof redirectTable
    >[0];
    expect(movedRules(redirectTable(site, [], generated)).map(({ kind: _, ...address }) => address)).toEqual([
      own,
      {
        from: '/services/lock-rekeying-in-aptos',
        to: '/services/rekeying-in-aptos/',
        status: 301,
        why: 'services.json "rekeying" formerSlugs "lock-rekeying"',
      },
    ]);
  });

  it('fails at a former slug whose address another former slug gives a different page, naming both', () => {
    // Service "c" was once "x-in-b", which was also service "a"'s page in city "b" when "a" was "x".
    const generated = formerAddresses(content({ a: { formerSlugs: ['x'] }, c: { formerSlugs: ['x-in-b'] } }, { b: {} }), [
      mainAddresses(everyPage, enUS.sections),
    ]);
    const file = (kind: string) => ({ path: `content/${kind}s.json` });
    expect(() => assertFormerAddressesFit(generated, [], file)).toThrow(
      expect.objectContaining({
        problems: [
          'content/services.json: a.formerSlugs[0]: makes the address /services/x-in-b/, which services.json "c" formerSlugs "x-in-b" makes too: it leads to /services/a-in-b/, that one to /services/c/; an old address can lead to one page only: write the one you want in redirects.json, which wins, or remove one former slug',
        ],
      }),
    );
    // The owner's redirect for the address says which page it leads to.
    const own = { from: '/services/x-in-b', to: '/services/c/', status: 301 as const, why: 'Renamed.' };
    expect(() => assertFormerAddressesFit(generated, [], file, [own])).not.toThrow();
  });

  it("fails at the former slug whose address is a live page's: a redirect there would hide it", () => {
    // Service "a" in city "b" is at /services/a-in-b/, which service "c"'s former slug "a-in-b" names too.
    const generated = formerAddresses(content({ a: {}, c: { formerSlugs: ['a-in-b'] } }, { b: {} }), [
      mainAddresses(everyPage, enUS.sections),
    ]);
    const route = {
      path: paths.serviceInArea('a', 'b'),
      file: 'services/a-in-b/index.html',
      source: 'content/pages/service.json',
    } as Route;
    const file = (kind: string) => ({ path: path.join(projectDir, 'content', `${kind}s.json`) });
    expect(() => assertFormerAddressesFit(generated, [route], file)).toThrow(BuildError);
    // Nor may its page for hosts without rules take a page's file.
    expect(() => assertFormerAddressesFit(generated, [{ ...route, file: 'services/a-in-b.html' }], file)).toThrow(BuildError);
    // A translation's own former slug is named in the translation.
    const own = formerAddresses(content({ a: {}, c: {} }, { b: {} }), [spanish({ c: 'ce' }, everyPage, { c: ['a-en-b'] })]);
    const spanishRoute = { ...route, path: '/es/servicios/a-en-b/', file: 'es/servicios/a-en-b/index.html' };
    expect(() => assertFormerAddressesFit(own, [spanishRoute], file)).toThrow(
      /es-US\/services\.json: c\.formerSlugs\[0\]: makes the address/,
    );
    try {
      assertFormerAddressesFit(generated, [route], file);
    } catch (error) {
      expect((error as BuildError).problems).toEqual([
        expect.stringMatching(
          /^content\/services\.json: c\.formerSlugs\[0\]: makes the address \/services\/a-in-b\/, which is \/services\/a-in-b\/'s/,
        ),
      ]);
    }
  });
});

describe('former slugs in content', () => {
  const problemsOf = async (edit: (services: Records, areas: Records) => void) => {
    let areas: Records = {};
    const dir = await temp.contentWith('areas.json', (json) => {
      areas = json;
    });
    await editContent(dir, 'services.json', (services) => edit(services, areas));
    await editContent(dir, 'areas.json', () => areas);
    return loadContent(dir, path.join(fixture, 'assets'), pageContentFiles).then(
      () => [],
      (error: BuildError) => error.problems,
    );
  };

  it('are no problem when each is an old slug of one record', async () => {
    expect(
      await problemsOf((services, areas) => {
        services['lock-rekeying']!.formerSlugs = ['rekey'];
        areas.capitola!.formerSlugs = ['soquel'];
      }),
    ).toEqual([]);
  });

  it("are no problem when one is a name every object has, as JavaScript's own: no record is named so", async () => {
    expect(
      await problemsOf((services) => {
        services['lock-rekeying']!.formerSlugs = ['constructor'];
      }),
    ).toEqual([]);
  });

  it("name, at each one's line, one that is its own slug, another's now, another's former one, or listed twice", async () => {
    const problems = await problemsOf((services, areas) => {
      services['lock-rekeying']!.formerSlugs = ['lock-rekeying', 'lockout-service', 'rekey', 'old-rekey', 'old-rekey'];
      services['lockout-service']!.formerSlugs = ['rekey'];
      areas.capitola!.formerSlugs = ['santa-cruz'];
    });
    expect(problems).toEqual([
      expect.stringMatching(/areas\.json:\d+:\d+: capitola\.formerSlugs\[0\]: "santa-cruz" is the slug of area "santa-cruz" now/),
      expect.stringMatching(/services\.json:\d+:\d+: \["lock-rekeying"\]\.formerSlugs\[0\]: "lock-rekeying" is this service's own slug/),
      expect.stringMatching(
        /services\.json:\d+:\d+: \["lock-rekeying"\]\.formerSlugs\[1\]: "lockout-service" is the slug of service "lockout-service" now/,
      ),
      expect.stringMatching(/\["lock-rekeying"\]\.formerSlugs\[2\]: "rekey" is a former slug of service "lockout-service" too/),
      expect.stringMatching(/\["lock-rekeying"\]\.formerSlugs\[4\]: "old-rekey" is listed twice/),
    ]);
  });
});

describe("a translation's former slugs", () => {
  const problemsOf = (edit: Parameters<typeof spanishFixture>[0]) =>
    spanishFixture(edit).then(
      () => [],
      (error: BuildError) => error.problems,
    );

  it("name, at each one's line, one that is its own slug, another's address here now, another's former one here, or listed twice; and one without a slug", async () => {
    const problems = await problemsOf((services, areas, main) => {
      // lock-rekeying has no slug of its own in Spanish: its key and its former keys are its addresses there.
      main['lock-rekeying']!.formerSlugs = ['rekey'];
      services['lockout-service']!.formerSlugs = [
        'lockout-service',
        'apertura-de-puertas',
        'lock-rekeying',
        'apertura',
        'apertura',
        'rekey',
      ];
      areas['santa-cruz']!.formerSlugs = ['scz'];
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /es-US\/areas\.json:\d+:\d+: \["santa-cruz"\]\.formerSlugs: only beside "slug": these are its own slug's former ones here; a renamed key's go in \S*areas\.json$/,
      ),
      expect.stringMatching(
        /es-US\/services\.json:\d+:\d+: \["lockout-service"\]\.formerSlugs\[1\]: "apertura-de-puertas" is this service's own slug; list only/,
      ),
      expect.stringMatching(
        /es-US\/services\.json:\d+:\d+: \["lockout-service"\]\.formerSlugs\[2\]: "lock-rekeying" is the slug of service "lock-rekeying" in this language now/,
      ),
      expect.stringMatching(/\["lockout-service"\]\.formerSlugs\[4\]: "apertura" is listed twice; list it once$/),
      expect.stringMatching(/\["lockout-service"\]\.formerSlugs\[5\]: "rekey" is a former slug of service "lock-rekeying" here too/),
    ]);
  });
});

/** A line added to a Markdown file's front matter. */
const frontMatter = (line: string) => (text: string) => text.replace(/^---\n/, `---\n${line}\n`);
const problemsOf = (promise: Promise<unknown>) =>
  promise.then(
    () => [],
    (error: BuildError) => error.problems,
  );

describe('a renamed Markdown page or article', () => {
  it('is redirected from its former names in each language it is built in, to its address there', async () => {
    const { loaded, translations } = await spanishSite(undefined, {
      'pages/key-care.md': frontMatter('formerSlugs: [caring-for-keys]'),
      'articles/rekey-or-replace.md': frontMatter('formerSlugs: [rekeying-or-replacing]'),
      // Its own slug here had a name before too; the main file's former name is no address of its in Spanish.
      'translations/es-US/pages/key-care.md': frontMatter('formerSlugs: [cuidado]'),
    });
    const content = renamedContent(loaded);
    const languages = [mainAddresses(everyPage, enUS.sections), translationAddresses(translations[0]!, everyPage)];
    const found = formerAddresses(content, languages);
    expect(moves(found)).toEqual([
      '/caring-for-keys → /key-care/',
      '/articles/rekeying-or-replacing → /articles/rekey-or-replace/',
      '/es/cuidado → /es/cuidado-de-llaves/',
      '/es/articulos/rekeying-or-replacing → /es/articulos/rekey-or-replace/',
    ]);
    expect(found.map(({ why }) => why)).toEqual([
      'pages/key-care.md formerSlugs "caring-for-keys"',
      'articles/rekey-or-replace.md formerSlugs "rekeying-or-replacing"',
      'translations/es-US/pages/key-care.md formerSlugs "cuidado"',
      'articles/rekey-or-replace.md formerSlugs "rekeying-or-replacing"',
    ]);
    // In the one table, after the owner's redirect for the same address, which wins.
    const own = { from: '/caring-for-keys', to: '/contact/', status: 301 as const, why: 'Ask us.' };
    const table = redirectTable({ ...content, redirects: { redirects: [own] } }, languages, found);
    expect(movedRules(table).map(({ from, to }) => `${from} → ${to}`)).toEqual([
      '/caring-for-keys → /contact/',
      '/articles/rekeying-or-replacing → /articles/rekey-or-replace/',
      '/es/cuidado → /es/cuidado-de-llaves/',
      '/es/articulos/rekeying-or-replacing → /es/articulos/rekey-or-replace/',
    ]);
    // A former name at a live page's address is named at its line in the Markdown file.
    const live = { path: '/services/', file: 'services/index.html', source: 'content/pages/services.json' } as Route;
    const hiding = formerAddresses({ ...content, pages: { 'key-care': { ...content.pages['key-care'], formerSlugs: ['services'] } } }, [
      languages[0]!,
    ]);
    expect(() => assertFormerAddressesFit(hiding, [live], () => ({ path: 'unused' }))).toThrow(
      /pages\/key-care\.md:2:\d+: formerSlugs\[0\]: makes the address \/services\/, which is \/services\/'s/,
    );
  });

  it("leads, in a translation, to the page's address there though its slug is a section's word in English: /es/contact/ is not /es/contacto/", async () => {
    const { loaded, translations } = await spanishSite(undefined, {
      'translations/es-US/pages/key-care.md': (text) => text.replace(/^slug: .*$/m, 'slug: contact\nformerSlugs: [cuidado]'),
      'translations/es-US/articles/rekey-or-replace.md': frontMatter('slug: page\nformerSlugs: [cambiar]'),
    });
    const translation = translations[0]!;
    const sources = translatedSources(withImages(resolveSite(translation.loaded, languageOf('es-US')), stubImages), translation);
    const built = new Set(translationRoutes(translation, sources, new Map()).routes.map((route) => route.path));
    expect([...built].filter((path) => /^\/es\/(contact|articulos\/page)\//.test(path))).toEqual(['/es/articulos/page/', '/es/contact/']);
    const found = formerAddresses(renamedContent(loaded), [translationAddresses(translation, (path) => built.has(path))]);
    expect(moves(found)).toEqual(['/es/cuidado → /es/contact/', '/es/articulos/cambiar → /es/articulos/page/']);
  });

  it("names, at each one's line, one that is its own name, another file's, another's former one, or listed twice", async () => {
    const problems = await problemsOf(
      spanishSite(undefined, {
        'pages/key-care.md': frontMatter('formerSlugs: [key-care, assets, old-care, old-care]'),
        'articles/rekey-or-replace.md': frontMatter('formerSlugs: [smart-locks, locks]'),
        'articles/smart-locks.md': frontMatter('formerSlugs: [locks]'),
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/articles\/rekey-or-replace\.md:2:\d+: formerSlugs\[0\]: "smart-locks" is another page's address now/),
      expect.stringMatching(/articles\/smart-locks\.md:2:\d+: formerSlugs\[0\]: "locks" is a former name of rekey-or-replace too/),
      expect.stringMatching(/pages\/key-care\.md:2:\d+: formerSlugs\[0\]: "key-care" is this page's own name/),
      expect.stringMatching(/pages\/key-care\.md:2:\d+: formerSlugs\[1\]: "assets" is another page's address now/),
      expect.stringMatching(/pages\/key-care\.md:2:\d+: formerSlugs\[3\]: "old-care" is listed twice/),
    ]);
  });

  it("names a translation's that is its own slug, and one without a slug of its own", async () => {
    const problems = await problemsOf(
      spanishSite(undefined, {
        'translations/es-US/pages/key-care.md': frontMatter('formerSlugs: [cuidado-de-llaves, cuidado]'),
        'translations/es-US/articles/rekey-or-replace.md': frontMatter('formerSlugs: [cambiar]'),
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /es-US\/articles\/rekey-or-replace\.md:2:\d+: formerSlugs: only beside "slug": these are its own slug's former ones here/,
      ),
      expect.stringMatching(/es-US\/pages\/key-care\.md:2:\d+: formerSlugs\[0\]: "cuidado-de-llaves" is this page's own name/),
    ]);
  });
});

describe("a translation's pages at the main language's slugs", () => {
  it('are one note when the record of published addresses takes them new, with how many and the field to set; a city is no such page', async () => {
    const [spanish] = await spanishFixture();
    const routes = [
      '/es/servicios/apertura-de-puertas/',
      '/es/servicios/lock-rekeying/',
      '/es/servicios/lock-rekeying-en-capitola/',
      '/es/servicios/apertura-de-puertas-en-capitola/',
      '/es/areas-de-servicio/capitola/',
      '/es/cuidado-de-llaves/',
      '/es/articulos/rekey-or-replace/',
    ].map((path) => ({ path }) as Route);
    const [note, ...more] = mainSlugNote(spanish!, routes, new Set(routes.map(({ path }) => path)));
    expect(more).toEqual([]);
    expect(note).toMatch(/translations\/es-US\/: 3 new Spanish addresses keep English slugs \(/);
    expect(note!.replace(/^.*?: /, '')).toBe(
      '3 new Spanish addresses keep English slugs (/es/servicios/lock-rekeying/ and 2 more): a "slug" in the record of services.json, or in the front matter of a Markdown page or article, gives one Spanish words, best before search engines know it',
    );
    // Once recorded, they are no longer new: an owner who keeps English slugs hears of them once.
    expect(mainSlugNote(spanish!, routes, new Set(['/es/cuidado-de-llaves/']))).toEqual([]);
  });
});

describe("a translation's pages at the main language's slugs, published before it gave them its own", () => {
  // The record of published addresses, from a build when lockout and aptos had no Spanish slug, lockout once "open" in English.
  const published = new Set([
    '/es/servicios/lockout/',
    '/es/servicios/open/',
    '/es/areas-de-servicio/aptos/',
    '/es/servicios/lockout-en-aptos/',
    '/es/servicios/rekeying-en-aptos/',
  ]);
  const records = content({ lockout: { formerSlugs: ['open'] }, rekeying: {} }, { aptos: {}, capitola: {} });
  // The pages built: each at its slugs now, none at an address of the record's.
  const notRecorded = (path: string) => !published.has(path);

  it('are redirected from each address the record holds, as if the translation listed the main slugs in its formerSlugs; from no other', () => {
    const es = spanish({ lockout: 'apertura-de-puertas', aptos: 'aptos-ca' }, notRecorded);
    const found = formerAddresses(records, [mainAddresses(everyPage, enUS.sections), es], published);
    expect(moves(found)).toEqual([
      '/services/open → /services/lockout/',
      '/services/open-in-aptos → /services/lockout-in-aptos/',
      '/services/open-in-capitola → /services/lockout-in-capitola/',
      '/es/servicios/lockout → /es/servicios/apertura-de-puertas/',
      '/es/servicios/open → /es/servicios/apertura-de-puertas/',
      '/es/areas-de-servicio/aptos → /es/areas-de-servicio/aptos-ca/',
      '/es/servicios/lockout-en-aptos → /es/servicios/apertura-de-puertas-en-aptos-ca/',
      '/es/servicios/rekeying-en-aptos → /es/servicios/rekeying-en-aptos-ca/',
    ]);
    // Named at the translation's slug, which moved them.
    expect(found.find(({ from }) => from === '/es/servicios/lockout-en-aptos')).toMatchObject({
      kind: 'service',
      key: 'lockout',
      file: spanishFile,
      mainSlug: true,
      why: 'translations/es-US/services.json "lockout" at the main language\'s "lockout" before its own slug (published.txt)',
    });
    // A site that gave its slugs before recording any page at the main ones: no redirect.
    expect(formerAddresses(records, [es])).toEqual([]);
  });

  it("are not redirected where the translation's own formerSlugs already say so, nor from an address that is a page of the language now", () => {
    const listed = spanish({ lockout: 'apertura-de-puertas' }, notRecorded, { lockout: ['lockout'] });
    expect(formerAddresses(records, [listed], published).filter(({ from }) => from === '/es/servicios/lockout')).toEqual([
      expect.objectContaining({ why: 'translations/es-US/services.json "lockout" formerSlugs "lockout"' }),
    ]);
    // Rekeying's Spanish slug is "lockout" now: the recorded addresses are its pages, which answer them.
    const rekeyingPages = (path: string) => path === '/es/servicios/lockout/' || path === '/es/servicios/lockout-en-aptos/';
    const taken = spanish({ lockout: 'apertura-de-puertas', rekeying: 'lockout' }, (path) => rekeyingPages(path) || notRecorded(path));
    expect(moves(formerAddresses(records, [taken], published))).toEqual([
      '/es/servicios/open → /es/servicios/apertura-de-puertas/',
      // Rekeying's own recorded page moved with its slug.
      '/es/servicios/rekeying-en-aptos → /es/servicios/lockout-en-aptos/',
    ]);
  });

  it("names the translation's slug when another record's former slug makes the same address, unless the owner's redirect says which", async () => {
    // The Spanish service was once "lockout-service-en-santa-cruz", the address its page in Santa Cruz had at the English slug.
    const { loaded, translations } = await spanishSite((services) => {
      services['lockout-service']!.formerSlugs = ['lockout-service-en-santa-cruz'];
    });
    const recorded = new Set(['/es/servicios/lockout-service-en-santa-cruz/']);
    const built = (path: string) => !recorded.has(path);
    const generated = formerAddresses(renamedContent(loaded), [translationAddresses(translations[0]!, built)], recorded);
    const file = () => ({ path: 'unused' });
    expect(() => assertFormerAddressesFit(generated, [], file)).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(
            /es-US\/services\.json:\d+:\d+: \["lockout-service"\]\.slug: moved its page at the main language's slug, \/es\/servicios\/lockout-service-en-santa-cruz\/ in published\.txt, which translations\/es-US\/services\.json "lockout-service" formerSlugs "lockout-service-en-santa-cruz" makes too: it leads to \/es\/servicios\/apertura-de-puertas-en-santa-cruz\/, that one to \/es\/servicios\/apertura-de-puertas\/; an old address can lead to one page only: write the one you want in redirects.json, which wins$/,
          ),
        ],
      }),
    );
    const own = {
      from: '/es/servicios/lockout-service-en-santa-cruz',
      to: '/es/servicios/apertura-de-puertas/',
      status: 301 as const,
      why: 'Renamed.',
    };
    expect(() => assertFormerAddressesFit(generated, [], file, [own])).not.toThrow();
  });

  it('a Markdown page among them is named at the slug in its front matter', async () => {
    const { loaded, translations } = await spanishSite();
    const recorded = new Set(['/es/key-care/']);
    const found = formerAddresses(
      renamedContent(loaded),
      [translationAddresses(translations[0]!, (path) => !recorded.has(path))],
      recorded,
    );
    expect(found).toEqual([
      expect.objectContaining({
        from: '/es/key-care',
        to: '/es/cuidado-de-llaves/',
        file: expect.objectContaining({ path: expect.stringMatching(/translations\/es-US\/pages\/key-care\.md$/) }),
      }),
    ]);
  });
});
