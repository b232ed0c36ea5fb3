/**
 * The site generator's pipeline: content/ in, a complete static site out. Start reading here.
 *
 * Each stage is a function in a folder of generate/ (content, images, pages, render, hosting, output); `build()` calls
 * them in order, passing each one's result to the next, and the helpers below it join their results (each language's
 * route table, headers and footers, phone lines, the link check…). The commands that run it are in generate/cli/.
 */
// First: it sets NODE_ENV before anything imports React.
import './generate/production.ts';
import path from 'node:path';
import { BuildCache } from './generate/cache/build-cache.ts';
import { checkContent, type Content, type LoadedContent } from './generate/content/load.ts';
import { baseUrlProblem } from './generate/content/site/business.ts';
import { pageContentSources } from './generate/page-types/index.ts';
import { isExampleHost, standInProblems, starterPictureProblems } from './generate/content/stand-ins.ts';
import { BuildError, inFileOrder } from './generate/errors.ts';
import { CLIENT_SCRIPT, defaultCacheDir, defaultFolders, projectDir } from './generate/folders.ts';
import { siteSections } from './generate/hosting/headers.ts';
import { assertHostLimits, BESIDE_FILES, hostingFiles, hostRuleFiles, type PagesHost } from './generate/hosting/hosting.ts';
import { checkPublished, publishedAddresses } from './generate/hosting/published.ts';
import { assertRedirectsFit, assertRedirectsMissFiles, movedRules, type RedirectRule } from './generate/hosting/redirects.ts';
import { buildIcons, ICON_FILES } from './generate/images/icons.ts';
import { processImages } from './generate/images/images.ts';
import { LinkCheck } from './generate/output/links.ts';
import { targetProblems } from './generate/output/targets.ts';
import { recoverOutput, sizeOf, writeOutput, type OutputFiles } from './generate/output/write.ts';
import {
  contentlessVerdicts,
  keepOut,
  sharedTitleWarnings,
  type SimilarVerdict,
  type Verdict,
  verdictWarnings,
} from './generate/pages/duplicate-content.ts';
import type { Route } from './generate/page-types/page-type.ts';
import {
  assertFormerAddressesFit,
  type FormerAddress,
  formerAddresses,
  leftByOwner,
  mainAddresses,
  mainRedirectTable,
  renamedContent,
  redirectTable,
} from './generate/pages/former-slugs.ts';
import {
  type ImageResolver,
  OWN_PAGES_CSS,
  ownSections,
  type PageSources,
  resolveSite,
  type SiteModel,
  whereWritten,
  withImages,
} from './generate/pages/model.ts';
import { assertMarkdownLinksLead, assertUniqueOutputFiles, markdownLinks } from './generate/pages/routes.ts';
import { themeCss } from './generate/render/brand.ts';
import { categoryFilterCss } from './generate/render/category-filter-css.ts';
import { buildChrome } from './generate/render/chrome.ts';
import type { Chrome, SocialImage } from './templates/view.ts';
import { buildStylesheet } from './generate/render/css.ts';
import { judgePages, renderRedirectPage } from './generate/render/render.ts';
import { buildScript } from './generate/render/script.ts';
import { buildSocialCards } from './generate/render/social-cards.ts';
import { type PhoneLine, structuredData } from './generate/render/structured-data.ts';
import { StageTimer, type BuildResult } from './generate/report.ts';
import { loadTranslations, type Translation, unlistedTranslations } from './generate/content/translation-load.ts';
import {
  homeOf,
  linkLanguages,
  linkVersions,
  mainRoutes,
  mainSlugMovedNote,
  mainSlugNote,
  notFoundPagesOf,
  homeNotBuilt,
  otherLanguageLinks,
  translationAddresses,
  translationRoutes,
  translatedSources,
  translationStandIns,
  untranslatedLines,
} from './generate/pages/languages.ts';
import { paths, sectionsIn } from './generate/pages/paths.ts';
import { languageOf } from './generate/strings/index.ts';

export type BuildOptions = {
  /** Folder of content JSON: site.json, services.json, areas.json, testimonials.json, pages/. */
  contentDir: string;
  /** Folder of source images and the logo, which content refers to by path. */
  assetsDir: string;
  /**
   * The folder of the stylesheet and the script: styles.css (Tailwind scans this folder for class
   * names) and client/site.js. Only these come from it: the React templates are code, always the
   * project's own templates/ (`templatesDir` in folders.ts).
   */
  stylesAndScriptDir: string;
  /** Where the site is written. It is replaced only when the whole build succeeds. */
  outDir: string;
  /** The build cache (encoded images, social cards, compiled CSS, rendered pages), reused by later builds; safe to delete. */
  cacheDir: string;
  /** Check every internal link and asset reference of the built pages, in memory, before writing them. */
  checkLinks: boolean;
  /** Overrides site.json's baseUrl (canonical, sitemap and Open Graph URLs), e.g. for a staging host. */
  baseUrl?: string;
  /** The build's clock, for the footer's year: SOURCE_DATE_EPOCH when set, so builds are reproducible. */
  buildTime: Date;
  /** Whose `_redirects` the output carries: Cloudflare Pages' when built there (CF_PAGES is set), else Netlify's. */
  pagesHost: PagesHost;
  /** Show the pages and articles content marks `draft: true` (npm run dev does; a build for the public site never should). */
  drafts: boolean;
  /**
   * For the public site: any stand-in left in content (a 555-01xx phone, an example domain, sample reviews, a fictional
   * license, text in [brackets]) fails the build; but one in a translation's file no page of its language shows.
   */
  production: boolean;
};

/** Without the cache's folder, which is found as the build starts (`defaultCacheDir`). */
export const defaultOptions: Omit<BuildOptions, 'cacheDir'> = {
  contentDir: defaultFolders.contentDir,
  assetsDir: defaultFolders.assetsDir,
  stylesAndScriptDir: defaultFolders.stylesAndScriptDir,
  outDir: defaultFolders.outDir,
  checkLinks: true,
  buildTime: buildTimeFromEnvironment(),
  pagesHost: process.env.CF_PAGES ? 'cloudflare-pages' : 'netlify',
  production: false,
  drafts: false,
};

export type { BuildResult };

/** What a build tells as it goes: each stage as it starts, each file it encodes (a progress line), and a wait for another build's lock. */
export type BuildHooks = { onStage?: (stage: string) => void; onFileEncoded?: () => void; onWait?: (message: string) => void };

/** The build: the pipeline, and on a failure the warnings found before it, after its problems (BuildError's `warnings`). */
export async function build(overrides: Partial<BuildOptions> = {}, hooks: BuildHooks = {}): Promise<BuildResult> {
  const options: BuildOptions = { ...defaultOptions, ...overrides, cacheDir: overrides.cacheDir ?? defaultCacheDir() };
  const warned: Warned = {};
  try {
    return await pipeline(options, hooks, warned);
  } catch (error) {
    // An owner fixing the problems meets these now, not on the next run.
    throw error instanceof BuildError
      ? new BuildError(error.problems, { unreadable: error.unreadable, warnings: warningsOf(warned) })
      : error;
  }
}

/** Each stage in data order, its result passed to the next; each stage's warnings kept in `warned` as soon as found. */
async function pipeline(options: BuildOptions, hooks: BuildHooks, warned: Warned): Promise<BuildResult> {
  const timer = new StageTimer(hooks.onStage);
  const stage = timer.run.bind(timer);
  warned.restored = await prepareOutput(options, hooks);
  const cache = new BuildCache(options.cacheDir, { onEncoded: hooks.onFileEncoded });

  // 1. Content: read, validated and resolved into the site model; the stand-ins found.
  const { site, pageSections, hasOwnPages, translations, standIns, notes } = await stage('content', () => readContent(options, warned));
  const { baseUrl } = site.content.site;
  // From content alone, alongside what follows: the host rules' limits checked, the stylesheet and the script started.
  // Every page of the main language is built, so its former slugs' redirects are known before any image is encoded.
  await stage('host rules', () => assertHostLimits(mainRedirectTable(renamedContent(site)), pageSections));
  const assets = styleAndScript(site, hasOwnPages, options, cache, timer);
  // 2. Images: AVIF, WebP and JPEG/PNG at several widths, content-hashed; icons from the logo.
  const { images, logo, icons } = await stage('images', () => imagesOf(site, options.assetsDir, cache));
  warned.images = images.warnings;
  const imageFiles = cache.countSince({ encoded: 0, cached: 0 });

  // 3. Routes, in each language, with the pages kept out of search engines for want of content of their own; the stand-ins they show.
  const { editions, redirects, ...found } = await stage('routes', () => routeTables(site, translations, images.resolve, standIns, options));
  Object.assign(warned, { unbuilt: found.unbuilt, standIns: options.production ? [] : found.standIns });
  // With the translations' former slugs too, which only the routes know the pages of: checked again.
  assertHostLimits(redirects, pageSections);
  // Every page's card, drawn by sharp off the main thread: named at once, awaited before the checks.
  const cards = socialCards(editions, logo, cache);
  const cardFiles = timer.alongside('social cards', cards.files);

  // 4. Render: every page once, the duplicate-content guard's verdicts on the way, each language on its own.
  const chromes = chromesOf(editions, options, { hasSvgIcon: icons.has(ICON_FILES.svg), ...(await assets.names) });
  const links = options.checkLinks ? new LinkCheck(baseUrl) : null;
  const render = await stage('render', () => renderEditions(editions, chromes, { cardAt: cards.cardAt, cache, links }));
  warned.copies = copyWarnings(site, render, found.contentless);

  // 5. The files: pages, the files hosts look for by name, images, cards, stylesheet and script.
  const redirectPage = redirectPageIn(editions, chromes, baseUrl, cache);
  const hosting = await stage('hosting files', () => hostingFiles({ routes: render.routes, redirects, baseUrl, redirectPage }));
  const hostRules = hostRuleFiles(redirects, baseUrl, options.pagesHost, pageSections, notFoundPagesOf(render.routes));
  const ownFiles = await pageTypeFiles(editions, render.byEdition, baseUrl);
  const rest = [hostRules.files, ownFiles, images.files, icons, await cardFiles, await assets.files];
  const files: OutputFiles = new Map([render.pages, hosting, ...rest].flatMap((part) => [...part]));
  // 6. The checks: every internal link leads to a file; no published address lost unsaid; for the public site, no stand-in.
  if (links) await stage('link check', () => checkLinks(links, hosting, files, editions));
  assertRedirectsMissFiles(site.content.redirects.redirects, files, site.fileOf('redirects'));
  const answered = { baseUrl, routes: render.routes, files, ownFiles: ownFiles.keys(), redirects };
  const published = await checkPublished(options, answered, site.fileOf('redirects'));
  if (options.production) assertReadyToPublish([...found.standIns, ...published.lost]);
  // 7. The write: a staging folder, swapped in whole; then the record of what it published.
  await stage('write', () => writeOutput(files, options.outDir, hostRules.beside, hooks.onWait, options.production));
  warned.lost = await published.save();
  return {
    ...counts(editions, render.rendered, files),
    images: imageFiles,
    socialCards: cache.countSince(imageFiles),
    warnings: warningsOf(warned),
    notes: [...notes, ...found.untranslated, ...published.notes, ...found.mainSlugNotes(published.added)],
    stages: timer.stages,
    totalMs: timer.totalMs,
    redirects,
  };
}

/**
 * The warnings of each stage, kept as soon as found: a build that fails names those found before it. The stand-ins
 * are a public build's problems, not its warnings.
 */
type Warned = {
  restored?: string | null;
  slips?: string[];
  unbuilt?: string[];
  standIns?: string[];
  copies?: string[];
  /** The images', known as pages use them: asked for when the warnings are. */
  images?: () => string[];
  lost?: string[];
};

/** The warnings in the report's order: what a killed build left, restored, then the others in file order. */
function warningsOf({ restored, slips, unbuilt, standIns, copies, images, lost }: Warned): string[] {
  return [restored ?? [], inFileOrder([slips, unbuilt, standIns, copies, images?.(), lost].flatMap((found) => found ?? []))].flat();
}

/** The report's lines on pages search engines would take for copies: the guards' verdicts, then the titles indexable pages share. */
function copyWarnings(site: SiteModel, render: { similar: SimilarVerdict[]; byEdition: Route[][] }, contentless: Verdict[]): string[] {
  const { maxSimilarity } = site.content.site.duplicateContent;
  const verdicts = verdictWarnings([...render.similar, ...contentless], maxSimilarity, whereWritten(site));
  // Each language's pages as rendered, so a page either guard kept out shares no title.
  return [...verdicts, ...render.byEdition.flatMap((routes) => sharedTitleWarnings(routes))];
}

/** How many pages the build made, in all and in each language, and rendered; the files and bytes it wrote. */
function counts(editions: Edition[], rendered: number, files: OutputFiles) {
  const pagesPerLanguage = editions.map(({ sources, routes }) => ({ tag: sources.language.tag, pages: routes.length }));
  const pages = pagesPerLanguage.reduce((count, language) => count + language.pages, 0);
  const bytes = [...files.values()].reduce((sum, contents) => sum + sizeOf(contents), 0);
  return { pages, pagesPerLanguage, rendered, files: files.size, bytes };
}

/**
 * The site in one language: its model, its route table, and where its pages are, by their paths in `paths` (routes.ts):
 * a translation's, else the main language's; the main language's own words move its pages too (mainRoutes).
 */
type Edition = { sources: PageSources; routes: Route[]; moved: ReadonlyMap<string, string> };

/**
 * The route table of the main language, then of each translation (its pages under its subtag, only
 * those it translates), each page linked to its versions in the others; what is left untranslated; and
 * the stand-ins the pages may show, the main content's (`standIns`) and the translations' (a translation's in a file
 * no page of its language shows is a note).
 */
async function routeTables(
  site: SiteModel,
  translations: Translation[],
  image: ImageResolver,
  standIns: string[],
  { contentDir }: BuildOptions,
) {
  // The addresses published before: a translation's pages they hold at the main language's slugs are redirected to its own.
  const published = await publishedAddresses(contentDir);
  const sources = withImages(site, image);
  const mainTable = mainRoutes(sources);
  const main = indexedOnlyWithContent(mainTable.routes);
  const built = translations.map((translation) => {
    const translated = translatedSources(withImages(resolveSite(translation.loaded, languageOf(translation.tag)), image), translation);
    const table = translationRoutes(translation, translated, mainTable.moved);
    const { routes, contentless } = indexedOnlyWithContent(table.routes);
    return { translation, sources: translated, table: { ...table, routes }, contentless };
  });
  // A moved address may lead to a page in any language; and no page of one language may take another's address (pages/es.md, /es/).
  const everyRoute = [...main.routes, ...built.flatMap(({ table }) => table.routes)];
  if (built.length > 0) assertUniqueOutputFiles(everyRoute);
  // A Markdown link may lead to a page in any language: "/es/contacto/" from an English page too.
  assertRedirectsFit(site.content.redirects.redirects, everyRoute, site.fileOf('redirects'), mainTable.moved);
  const { redirects, mainSlugMoves } = redirectTableOf(
    site,
    [{ routes: main.routes }, ...built.map(({ translation, table }) => ({ translation, routes: table.routes }))],
    published,
  );
  const moved = movedRules(redirects);
  for (const { sources: edition } of [{ sources }, ...built])
    assertMarkdownLinksLead(edition, everyRoute, mainTable.moved, moved, published);
  const editions: Edition[] = [
    { sources, routes: main.routes, moved: mainTable.moved },
    // A translation's link to a page it leaves out leads to the main language's, where that language's words put it.
    ...built.map(({ sources, table }) => ({ sources, routes: table.routes, moved: new Map([...mainTable.moved, ...table.moved]) })),
  ];
  linkLanguages(editions.map(({ sources, routes }) => ({ tag: sources.language.tag, routes })));
  // A language without its home page (or any page) is a warning naming what keeps it out, and its notes name the rest.
  const reports = built.map(({ translation, table }) => ({ translation, table, home: homeNotBuilt(translation, table) }));
  const translated = built.map(({ translation, table }) => translationStandIns(translation, table));
  const shown = [...standIns, ...translated.flatMap(({ shown }) => shown)];
  return {
    editions,
    redirects,
    contentless: [...main.contentless, ...built.flatMap(({ contentless }) => contentless)],
    unbuilt: reports.flatMap(({ home }) => (home ? [home.warning] : [])),
    untranslated: [
      ...reports.flatMap(({ translation, table, home }) => untranslatedLines(translation, table.untranslated, home?.parts)),
      ...translated.flatMap(({ unshown }) => unshown),
    ],
    standIns: shown,
    // Its pages at the main language's slugs, once the record of published addresses takes them; those now redirected.
    mainSlugNotes: (added: ReadonlySet<string>) =>
      built.flatMap(({ translation, table }) => [
        ...mainSlugNote(translation, table.routes, added),
        ...mainSlugMovedNote(translation, table.routes, mainSlugMoves),
      ]),
  };
}

/** A build for the public site (`--production`) fails, writing nothing, on a stand-in its pages show or an address it loses. */
function assertReadyToPublish(problems: string[]): void {
  if (problems.length > 0) throw new BuildError(problems);
}

/**
 * The redirect table with the former slugs of the services, the cities, the Markdown pages and the articles in each
 * language, to their pages there (`languages`: the main one first), each checked to hide no page; and those of it from
 * the addresses of the record of published addresses (`published`) at the main language's slugs.
 */
function redirectTableOf(
  site: SiteModel,
  languages: Array<{ translation?: Translation; routes: Route[] }>,
  published: ReadonlySet<string>,
): { redirects: RedirectRule[]; mainSlugMoves: FormerAddress[] } {
  const addresses = languages.map(({ translation, routes }) => {
    const pages = new Set(routes.map((route) => route.path));
    const built = (path: string) => pages.has(path);
    return translation ? translationAddresses(translation, built) : mainAddresses(built, site.language.strings.sections);
  });
  const content = renamedContent(site);
  const generated = formerAddresses(content, addresses, published);
  const everyRoute = languages.flatMap(({ routes }) => routes);
  // A Markdown file's former slugs come with their file; the others are services.json's or areas.json's.
  const fileOf = (kind: string) => site.fileOf(kind === 'service' ? 'services' : 'areas');
  const handWritten = site.content.redirects.redirects;
  assertFormerAddressesFit(generated, everyRoute, fileOf, handWritten);
  const mainSlugMoves = leftByOwner(handWritten, generated).filter(({ mainSlug }) => mainSlug);
  return { redirects: redirectTable(content, addresses, generated), mainSlugMoves };
}

/** The page left at a moved address, in the language of the page it leads to (its lang, its words). */
function redirectPageIn(editions: Edition[], chromes: Chrome[], baseUrl: string, cache: BuildCache) {
  return (to: string) => {
    const edition = editions.findIndex(({ routes }) => routes.some((route) => route.path === to));
    return renderRedirectPage(to, baseUrl, chromes[edition] ?? chromes[0]!, cache);
  };
}

/** Every page's social card, in its language's words: cards named at once, drawn alongside. */
function socialCards(editions: Edition[], logo: Parameters<typeof buildSocialCards>[2], cache: BuildCache) {
  const cards = editions.map(({ sources, routes }) => buildSocialCards(routes, sources, logo, cache));
  const files = Promise.all(cards.map((card) => card.files)).then((all) => new Map(all.flatMap((part) => [...part])));
  const cardAt = (path: string) => cards.map((card) => card.cardAt(path)).find(Boolean)!;
  return { cardAt, files };
}

/**
 * Each language's header and footer, its menus its own pages, with a link to each other language whose home page is built;
 * on a staging host's build, every page kept out of search engines.
 */
function chromesOf(
  editions: Edition[],
  options: BuildOptions,
  { hasSvgIcon, stylesheetFile, scriptFile }: { hasSvgIcon: boolean; stylesheetFile: string; scriptFile: string },
): Chrome[] {
  const [year, mainLanguage] = [options.buildTime.getUTCFullYear(), editions[0]!.sources.language.tag];
  const noindex = stagingBaseUrl(options, editions[0]!.sources) !== null;
  const shared = { hasSvgIcon, year, mainLanguage, stylesheetHref: `/${stylesheetFile}`, scriptHref: `/${scriptFile}` };
  // A language without its home page is listed too: its pages that are built are linked from their versions.
  const homes = editions.map(({ sources, routes, moved }) => {
    const home = routes.find((route) => route.path === (moved.get(paths.home) ?? paths.home));
    return { tag: sources.language.tag, name: sources.language.strings.name, home: home?.path };
  });
  const linksIn = otherLanguageLinks(editions.map(({ sources, routes }) => ({ tag: sources.language.tag, routes })));
  return editions.map(({ sources, routes, moved }) => {
    const languages = homes.filter((home) => home.tag !== sources.language.tag);
    const chrome = buildChrome({ ...shared, site: sources, routes, moved, languages });
    return { ...chrome, linkLanguages: linksIn(sources.language.tag, chrome), ...(noindex && { noindex }) };
  });
}

/**
 * Every page of every language, each language rendered on its own (its duplicate guard within it): each page judged by the
 * guard, then rendered once (`renderDocuments`), with its JSON-LD and social card, its text handed to the link check.
 */
async function renderEditions(
  editions: Edition[],
  chromes: Chrome[],
  { cardAt, cache, links }: { cardAt: (path: string) => SocialImage; cache: BuildCache; links: LinkCheck | null },
) {
  const judged: Array<Awaited<ReturnType<typeof judgePages>>> = [];
  const sites = editions.map(({ sources }) => sources.content.site);
  // A site in several languages: its phone lines, each with the languages it is answered in, and the main language's phone.
  const languages = sites.length > 1 ? { lines: phoneLines(sites), mainPhone: sites[0]!.phone } : undefined;
  for (const [index, { sources, routes }] of editions.entries()) {
    const { site } = sources.content;
    judged.push(
      await judgePages({
        routes,
        chrome: chromes[index]!,
        baseUrl: site.baseUrl,
        perRoute: {
          // Which language each page is in, and the lines answered in each, on a site in several.
          structuredData: structuredData(sources.content, cardAt, languages && { tag: sources.language.tag, ...languages }),
          socialImage: (route: Route) => cardAt(route.path),
        },
        maxSimilarity: site.duplicateContent.maxSimilarity,
        language: sources.language.tag,
        cache,
        onPage: (file, text) => links?.add(file, text),
      }),
    );
  }
  // Each page's versions among the pages every language's guard left indexed, before any <head> names them.
  const linked = linkVersions(
    editions.map(({ sources, moved }, index) => ({ tag: sources.language.tag, routes: judged[index]!.routes, moved })),
  );
  const results = [];
  for (const [index, pages] of judged.entries()) results.push(await pages.renderDocuments(linked[index]!));
  return {
    pages: new Map(results.flatMap((result) => [...result.pages])) as OutputFiles,
    rendered: results.reduce((sum, result) => sum + result.rendered, 0),
    routes: results.flatMap((result) => result.routes),
    /** Each language's routes, in the order of `editions`. */
    byEdition: results.map((result) => result.routes),
    similar: results.flatMap((result) => result.similar),
  };
}

/** Each phone line of the site's languages, with the languages answered on it: a translation may give a line of its own. */
function phoneLines(sites: Array<SiteModel['content']['site']>): PhoneLine[] {
  const lines = new Map<string, string[]>();
  for (const { phone, language } of sites) lines.set(phone.e164, [...(lines.get(phone.e164) ?? []), language]);
  return [...lines].map(([telephone, availableLanguage]) => ({ telephone, availableLanguage }));
}

/** Every image content names, encoded or from the cache, and the favicons made from the logo. */
async function imagesOf(site: SiteModel, assetsDir: string, cache: BuildCache) {
  const { logo: logoRef } = site.content.site;
  const images = await processImages({ contentFiles: site.files, logo: logoRef, assetsDir, cache, contentFileOf: site.fileOf });
  const logo = images.sources.get(logoRef.src)!;
  return { images, logo, icons: await buildIcons(logo, site.content, site.language, cache) };
}

/** The files page types make besides their pages (the articles' feed), each from its own routes in one language. */
async function pageTypeFiles(editions: Edition[], routesByEdition: Route[][], baseUrl: string): Promise<OutputFiles> {
  const made = editions.flatMap(({ sources, moved }, index) => {
    const routes = routesByEdition[index]!;
    const pathOf = (path: string) => moved.get(path) ?? path;
    const types = [...new Set(routes.map((route) => route.type))];
    return types.map(
      (type) =>
        type.files?.(
          routes.filter((route) => route.type === type),
          sources,
          { baseUrl, pathOf },
        ) ?? new Map(),
    );
  });
  return new Map((await Promise.all(made)).flatMap((files) => [...files]));
}

/** The link check of every page (added as each was rendered) and of the pages made with the host files; a Markdown link named at its line. */
function checkLinks(links: LinkCheck, hosting: OutputFiles, files: OutputFiles, editions: Edition[]): void {
  for (const [file, contents] of hosting) if (file.endsWith('.html') && typeof contents === 'string') links.add(file, contents);
  // Gathered only when a link is broken: a build that passes its check never walks the Markdown's links again.
  const written = (url: string) =>
    editions.flatMap(({ sources, routes }) =>
      markdownLinks(sources, routes)
        .filter(({ href }) => href === url)
        .map(({ place }) => place),
    );
  links.check(new Set(files.keys()), written);
}

/** Before any work: the build writes only folders it may replace, and finishes what a killed build left undone. */
async function prepareOutput(options: BuildOptions, hooks: BuildHooks): Promise<string | null> {
  const { contentDir, assetsDir, stylesAndScriptDir, outDir, cacheDir } = options;
  const unsafe = targetProblems({ projectDir, contentDir, assetsDir, stylesAndScriptDir, outDir, cacheDir }, BESIDE_FILES);
  if (unsafe.length > 0) throw new BuildError(unsafe);
  return recoverOutput(outDir, hooks.onWait);
}

/**
 * Content as the site model, with `--base-url`; the sections of its pages for the hosts' rules, in the main language's
 * words (/servicios/ on a Spanish-first site), with each translation's pages one more (/es/*, its 404.html included);
 * whether it has pages of its own (for the stylesheet); and the stand-ins of the main content (a translation's are
 * known with its pages). Its warnings are kept in `warned`, the stand-ins too but on a public build.
 */
async function readContent(options: BuildOptions, warned: Warned) {
  const { loaded, problems } = await checkContent(options.contentDir, options.assetsDir, pageContentSources, { drafts: options.drafts });
  // Before the translations are checked, which fails the build on any problem: its warnings are named with them.
  warned.slips = [...loaded.warnings, ...(await unlistedTranslations(options.contentDir, loaded.fileOf('site')))];
  // The main content's problems and the translations' fail the build together, so one run names them all.
  const translations = (await loadTranslations(options.contentDir, loaded, problems)).map((translation) => ({
    ...translation,
    loaded: { ...translation.loaded, content: withBaseUrl(translation.loaded.content, options.baseUrl) },
  }));
  const withBase = { ...loaded, content: withBaseUrl(loaded.content, options.baseUrl) };
  const standIns = [...standInProblems(withBase), ...(await starterPictureProblems(withBase, options.assetsDir))];
  if (!options.production) warned.standIns = standIns;
  const site = resolveSite(withBase, languageOf(withBase.content.site.language));
  const mainSection = sectionsIn(site.language.strings.sections, '');
  const ownPageSections = ownSections(site);
  return {
    site,
    pageSections: [...[...siteSections, ...ownPageSections].map(mainSection), ...translations.map(({ tag }) => homeOf(tag))],
    hasOwnPages: ownPageSections.length > 0,
    translations,
    standIns,
    notes: [...loaded.notes, ...stagingNotes(options, loaded)],
  };
}

/**
 * The stylesheet (Tailwind in a worker thread) and the one script, started at once from content alone
 * (the brand's colours and the category filters): they compile while the main thread makes images,
 * routes and pages. Their names are known at once; their text is awaited only for the output.
 */
function styleAndScript(site: SiteModel, hasOwnPages: boolean, options: BuildOptions, cache: BuildCache, timer: StageTimer) {
  const contentCss = `${themeCss(site.content.site.theme.colors)}\n${categoryFilterCss(site.categories.chips.map((chip) => chip.slug))}`;
  const stylesheet = buildStylesheet(options.stylesAndScriptDir, contentCss, cache, hasOwnPages ? [OWN_PAGES_CSS] : []);
  const script = buildScript(path.join(options.stylesAndScriptDir, CLIENT_SCRIPT), cache);
  const css = timer.alongside(
    'css',
    stylesheet.then(({ css }) => css),
  );
  const names = Promise.all([stylesheet, script]).then(([sheet, code]) => ({ stylesheetFile: sheet.file, scriptFile: code.file }));
  const files = Promise.all([names, css, script]).then(
    ([{ stylesheetFile, scriptFile }, text, { js }]): OutputFiles =>
      new Map([
        [stylesheetFile, text],
        [scriptFile, js],
      ]),
  );
  // Awaited later: until then a failure must not count as unhandled.
  files.catch(() => {});
  return { names, files };
}

/** A language's routes with the pages that need content of their own and have none kept out of search engines; the verdicts. */
function indexedOnlyWithContent(routes: Route[]) {
  const contentless = contentlessVerdicts(routes);
  return { routes: keepOut(routes, contentless), contentless };
}

/**
 * A build at `--base-url` not for the public site (`--production`) is for a staging host, unless at site.json's own
 * address or one reserved for examples or this machine's, which no search engine sees. Its pages ask search engines not
 * to index them, as hosts' preview deployments do, so that the copy never competes with the site.
 */
function stagingBaseUrl({ baseUrl, production }: BuildOptions, site: Pick<LoadedContent, 'fileOf'>): string | null {
  if (!baseUrl || production || isExampleHost(new URL(baseUrl).hostname)) return null;
  const own = (site.fileOf('site').written as { baseUrl?: unknown } | undefined)?.baseUrl;
  return typeof own === 'string' && own.replace(/\/+$/, '') === baseUrl.replace(/\/+$/, '') ? null : baseUrl;
}

function stagingNotes(options: BuildOptions, site: Pick<LoadedContent, 'fileOf'>): string[] {
  const url = stagingBaseUrl(options, site);
  return url
    ? [
        `Built for ${url} (--base-url) without --production: every page asks search engines not to index it, as a staging host's should. Build with --production for the public site.`,
      ]
    : [];
}

/** `--base-url` replaces the canonical base of content (a staging host) without editing it. */
function withBaseUrl(content: Content, baseUrl: string | undefined): Content {
  if (!baseUrl) return content;
  const url = baseUrl.replace(/\/+$/, '');
  const problem = baseUrlProblem(url);
  if (problem) throw new BuildError([`--base-url: "${baseUrl}" ${problem}`]);
  return { ...content, site: { ...content.site, baseUrl: url } };
}

function buildTimeFromEnvironment(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
}
