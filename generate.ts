/**
 * The site generator's pipeline: content/ in, a complete static site out. Start reading here.
 *
 * Each stage is a function in a folder of generate/ (content, images, pages, render, hosting,
 * output); this file only lists them in order and passes each one's result to the next. The
 * commands that run it (`npm run build`, `dev`, `preview`) are in generate/cli/.
 */
// First: it sets NODE_ENV before anything imports React.
import './generate/production.ts';
import path from 'node:path';
import { themeCss } from './generate/render/brand.ts';
import { buildChrome } from './generate/render/chrome.ts';
import { loadContent, type Content } from './generate/content/load.ts';
import { standInProblems } from './generate/content/stand-ins.ts';
import { buildStylesheet, startTailwindEarly } from './generate/render/css.ts';
import { BuildError, displayPath } from './generate/errors.ts';
import { defaultCacheDir, defaultFolders, projectDir } from './generate/folders.ts';
import { BESIDE_FILES, hostingFiles, hostRuleFiles, type PagesHost } from './generate/hosting/hosting.ts';
import { buildIcons, ICON_FILES } from './generate/images/icons.ts';
import { BuildCache } from './generate/cache/build-cache.ts';
import { processImages } from './generate/images/images.ts';
import { LinkCheck } from './generate/output/links.ts';
import { recoverOutput, sizeOf, withOutputLock, writeOutput, type OutputFiles } from './generate/output/write.ts';
import { baseUrlProblem } from './generate/pages/paths.ts';
import { assertRedirectsFit, buildRedirectTable } from './generate/hosting/redirects.ts';
import { renderPages, renderRedirectPage } from './generate/render/render.ts';
import { filterCategorySlugs } from './generate/pages/props.ts';
import { buildRoutes } from './generate/pages/routes.ts';
import { cachedDuplicateVerdicts, contentlessVerdicts, keepOut, mainText, verdictWarnings } from './generate/pages/duplicate-content.ts';
import { StageTimer, type BuildResult } from './generate/report.ts';
import { buildScript } from './generate/render/script.ts';
import { buildSocialCards } from './generate/render/social-cards.ts';
import { structuredData } from './generate/render/structured-data.ts';
import { targetProblems } from './generate/output/targets.ts';
import { categoryFilterCss } from './generate/render/category-filter-css.ts';

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
  /** For the public site: any stand-in left in content (a 555-01xx phone, an example domain, sample reviews, a fictional license, text in [brackets]) fails the build. */
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
};

export type { BuildResult };

/** What a build tells as it goes: each file it encodes (a progress line), and a wait for another build's lock. */
export type BuildHooks = { onFileEncoded?: () => void; onWait?: (message: string) => void };

export async function build(overrides: Partial<BuildOptions> = {}, hooks: BuildHooks = {}): Promise<BuildResult> {
  const options: BuildOptions = { ...defaultOptions, ...overrides, cacheDir: overrides.cacheDir ?? defaultCacheDir() };
  const timer = new StageTimer();
  const stage = timer.run.bind(timer);

  // 0. Before any work: the build writes only folders it may replace, and finishes what a killed build left undone.
  const { contentDir, assetsDir, stylesAndScriptDir, outDir, cacheDir } = options;
  const unsafe = targetProblems({ projectDir, contentDir, assetsDir, stylesAndScriptDir, outDir, cacheDir }, BESIDE_FILES);
  if (unsafe.length > 0) throw new BuildError(unsafe);
  const restored = await withOutputLock(options.outDir, () => recoverOutput(options.outDir), hooks.onWait);

  const cache = new BuildCache(options.cacheDir, { onEncoded: hooks.onFileEncoded });
  // A cold build will compile the stylesheet: its Tailwind worker starts loading now (step 5).
  void startTailwindEarly(cache).catch(() => {});
  // 1. Content: every file parsed and validated once, cross-references checked.
  const loaded = await stage('content', () => loadContent(options.contentDir, options.assetsDir));
  const content = withBaseUrl(loaded.content, options.baseUrl);
  const contentFile = loaded.fileOf;
  // Stand-ins: warnings in the report, or, for the public site, a failed build that writes nothing.
  const standIns = standInProblems(content, contentFile, loaded.localFileOf);
  if (options.production && standIns.length > 0) throw new BuildError(standIns);
  const colours = content.site.theme.colors;
  const { baseUrl } = content.site;
  // Every host's rule files come from the redirect table alone: made, and every host's limits checked, before any image is encoded.
  const redirects = buildRedirectTable(content.redirects.redirects);
  const hostRules = await stage('host rules', () => hostRuleFiles(redirects, baseUrl, options.pagesHost));
  // 5, started now. CSS (Tailwind in a worker thread) and the one script: they need only the stylesheet and
  // content (the brand's colours and the category filters), so they compile while the main thread makes images, routes and pages. The stylesheet is named
  // from its inputs at once, and its text awaited only for the output (step 9).
  const contentCss = `${themeCss(colours)}\n${categoryFilterCss(filterCategorySlugs(content))}`;
  const stylesheet = buildStylesheet(options.stylesAndScriptDir, contentCss, cache);
  const css = timer.alongside(
    'css',
    stylesheet.then(({ css }) => css),
  );
  const script = buildScript(path.join(options.stylesAndScriptDir, 'client', 'site.js'), cache);
  // Awaited later: until then a failure must not count as unhandled.
  stylesheet.catch(() => {});
  script.catch(() => {});
  // 2. Images: AVIF, WebP and JPEG/PNG at several widths, content-hashed, through the build cache; icons from the logo.
  const { images, icons, logo } = await stage('images', async () => {
    const images = await processImages({ content, assetsDir: options.assetsDir, cache, contentFileOf: contentFile });
    const logo = images.sources.get(content.site.logo.src)!;
    return { images, logo, icons: await buildIcons(logo, content, cache) };
  });
  const imageFiles = cache.countSince({ encoded: 0, cached: 0 });
  // 3. Routes: the one table of pages, built from content; every moved address must lead to one of them.
  // A service-in-city page without local notes is kept out of search engines from the start (see step 7).
  const { routes, contentless } = await stage('routes', () => {
    const table = buildRoutes(content, images.resolve, contentFile);
    assertRedirectsFit(content.redirects.redirects, table, contentFile('redirects'));
    const contentless = contentlessVerdicts(table);
    return { routes: keepOut(table, contentless), contentless };
  });
  // 4. Social cards: every page's own og:image, through the build cache, drawn by sharp off the main
  // thread: named at once, awaited before the link check.
  const socialCards = buildSocialCards(routes, content, logo, cache);
  const cardFiles = timer.alongside('social cards', socialCards.files);
  // 5. The stylesheet's and the script's names (their text was started after step 1).
  const [{ file: stylesheetFile }, { file: scriptFile, js }] = await Promise.all([stylesheet, script]);
  // 6. Render: every route through React to plain HTML.
  const chrome = buildChrome({
    content,
    routes,
    logo: images.resolve(content.site.logo, 'logo'),
    hasSvgIcon: icons.has(ICON_FILES.svg),
    stylesheetHref: `/${stylesheetFile}`,
    scriptHref: `/${scriptFile}`,
    themeColour: colours.ink,
    year: options.buildTime.getUTCFullYear(),
  });
  // Each page's links are noted as it is made or read, and the <main> text of each page the duplicate
  // check compares; no page's whole text is kept for later.
  const links = options.checkLinks ? new LinkCheck() : null;
  const guarded = new Set(routes.filter((route) => route.siblings && !route.noindex).map((route) => route.file));
  const mainTexts = new Map<string, string>();
  const onPage = (file: string, text: string) => {
    links?.add(file, text);
    if (guarded.has(file)) mainTexts.set(file, mainText(text));
  };
  const perRoute = {
    structuredData: structuredData(routes, content, socialCards.imageFor),
    socialImage: socialCards.imageFor,
  };
  const { pages, rendered } = await stage('render', () => renderPages(routes, chrome, baseUrl, perRoute, cache, onPage));
  // 7. Duplicate content: a page too close to a sibling is still built, so links to it work, but kept out of
  // search engines: rendered again with noindex and its canonical at the page it copies.
  const { maxSimilarity } = content.site.duplicateContent;
  const { indexing, verdicts } = await stage('duplicate check', async () => {
    const similar = await cachedDuplicateVerdicts(routes, pages, (route) => mainTexts.get(route.file)!, maxSimilarity, cache);
    mainTexts.clear();
    const indexing = keepOut(routes, similar);
    const similarPaths = new Set(similar.map((verdict) => verdict.path));
    const which = indexing.filter((route) => similarPaths.has(route.path));
    // Their heads alone change: each is its first rendering with the new head (render-react.tsx, `withHead`).
    const again = { which, before: { routes, pages } };
    const rendered = await renderPages(indexing, chrome, baseUrl, perRoute, cache, (file, text) => links?.add(file, text), again);
    for (const [file, page] of rendered.pages) pages.set(file, page);
    return { indexing, verdicts: [...similar, ...contentless] };
  });
  // 8. Hosting: 404.html, the meta-refresh pages, sitemap, robots.txt; and the rule files made after step 1.
  const hosting = await stage('hosting files', () =>
    hostingFiles({ pages, routes: indexing, redirects, baseUrl, redirectPage: (to) => renderRedirectPage(to, baseUrl, chrome, cache) }),
  );
  const cards = await cardFiles;
  const cardCounts = cache.countSince(imageFiles);
  const files: OutputFiles = new Map([
    ...pages,
    ...hosting,
    ...hostRules.files,
    ...images.files,
    ...icons,
    ...cards,
    [stylesheetFile, await css],
    [scriptFile, js],
  ]);
  // 9. Check every internal link, then write to a staging folder and swap it in.
  if (links) {
    await stage('link check', () => {
      for (const [file, contents] of hosting) {
        if (!file.endsWith('.html')) continue;
        if (typeof contents === 'string') links.add(file, contents);
        else links.addCopy(file, [...pages].find(([, page]) => page === contents)![0]);
      }
      links.check(new Set(files.keys()));
    });
  }
  await stage('write', () => writeOutput(files, options.outDir, hostRules.beside, hooks.onWait));
  const { stages, totalMs } = timer;

  const bytes = [...files.values()].reduce((sum, contents) => sum + sizeOf(contents), 0);
  return {
    pages: pages.size,
    rendered,
    files: files.size,
    bytes,
    images: imageFiles,
    socialCards: cardCounts,
    warnings: [
      ...(restored ? [restored] : []),
      ...standIns,
      ...verdictWarnings(verdicts, maxSimilarity, (page) => areaOfPage(page, content, loaded.localFileOf)),
      ...images.warnings(),
    ],
    stages,
    totalMs,
    redirects,
  };
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

/** The city of a service-in-city page, and the local file that would give it notes of its own, for the report. */
function areaOfPage(page: string, content: Content, localFileOf: (areaSlug: string) => { path: string }) {
  const areaSlug = Object.keys(content.areas).find((slug) => page.endsWith(`-in-${slug}/`))!;
  return { name: content.areas[areaSlug]!.name, file: displayPath(localFileOf(areaSlug).path) };
}
