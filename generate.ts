/**
 * The site generator: content/ in, a complete static site out.
 *
 *   npm run build                                   content/ → dist/
 *   npm run build -- --content DIR --out DIR        another business, another folder
 *
 * Each stage is one function in generate/; this file only lists them in order.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildChrome } from './generate/chrome.ts';
import { contentFileName, displayPath, loadContent, type Content } from './generate/content.ts';
import { buildStylesheet } from './generate/css.ts';
import { BuildError } from './generate/errors.ts';
import { hostingFiles } from './generate/hosting.ts';
import { buildIcons, ICON_FILES } from './generate/icons.ts';
import { ImageCache } from './generate/image-cache.ts';
import { processImages } from './generate/images.ts';
import { checkLinks } from './generate/links.ts';
import { writeOutput, type OutputFiles } from './generate/output.ts';
import { assertRedirectsFit, buildRedirectTable } from './generate/redirects.ts';
import { renderPages, renderRedirectPage } from './generate/render.tsx';
import { buildRoutes, filterCategorySlugs } from './generate/routes.ts';
import { buildScript } from './generate/script.ts';
import { buildSocialCards } from './generate/social-cards.ts';
import { structuredDataFor } from './generate/structured-data.ts';
import { categoryFilterCss } from './templates/components/ServiceCatalog.tsx';

const projectDir = path.dirname(fileURLToPath(import.meta.url));

export type BuildOptions = {
  /** Folder of content JSON: site.json, services.json, areas.json, testimonials.json, pages/. */
  contentDir: string;
  /** Folder of source images and the logo, which content refers to by path. */
  assetsDir: string;
  /** Folder of templates; styles.css and client/site.js live in it. */
  templatesDir: string;
  /** Where the site is written. It is replaced only when the whole build succeeds. */
  outDir: string;
  /** Encoded images, reused by later builds; outside the output, safe to delete. */
  cacheDir: string;
  /** Crawl the built site for broken links before publishing it. */
  checkLinks: boolean;
  /** The build's clock, for the footer's year: SOURCE_DATE_EPOCH when set, so builds are reproducible. */
  buildTime: Date;
};

export const defaultOptions: BuildOptions = {
  contentDir: path.join(projectDir, 'content'),
  assetsDir: path.join(projectDir, 'assets'),
  templatesDir: path.join(projectDir, 'templates'),
  outDir: path.join(projectDir, 'dist'),
  cacheDir: path.join(projectDir, '.cache', 'images'),
  checkLinks: true,
  buildTime: buildTimeFromEnvironment(),
};

export type BuildResult = {
  pages: number;
  files: number;
  bytes: number;
  /** Image files encoded by this build, and taken from the cache. */
  images: { encoded: number; cached: number };
  /** Things to fix that do not stop the build, such as an image too small for its slot. */
  warnings: string[];
};

export async function build(overrides: Partial<BuildOptions> = {}): Promise<BuildResult> {
  const options = { ...defaultOptions, ...overrides };
  const contentFile = (key: keyof Content) => displayPath(path.join(options.contentDir, contentFileName(key)));

  // 1. Content: every file parsed and validated once, cross-references checked.
  const content = await loadContent(options.contentDir, options.assetsDir);
  // 2. Images: AVIF, WebP and JPEG/PNG at several widths, content-hashed, through the cache; icons from the logo.
  const cache = new ImageCache(options.cacheDir);
  const images = await processImages({ content, assetsDir: options.assetsDir, cache, contentFileOf: contentFile });
  const logo = images.sources.get(content.site.logo.src)!;
  const icons = await buildIcons(logo, content, cache);
  // 3. Routes: the one table of pages, built from content; a social card for each.
  const routes = buildRoutes(content, images.resolve);
  const socialCards = await buildSocialCards(routes, content, logo, cache);
  // 4. CSS and the one script, content-hashed.
  const stylesheet = await buildStylesheet(
    path.join(options.templatesDir, 'styles.css'),
    categoryFilterCss(filterCategorySlugs(routes)),
  );
  const script = await buildScript(path.join(options.templatesDir, 'client', 'site.js'));
  // 5. Render: every route through React to plain HTML.
  const chrome = buildChrome({
    content,
    routes,
    logo: images.resolve(content.site.logo, 'logo'),
    hasSvgIcon: icons.has(ICON_FILES.svg),
    stylesheetHref: `/${stylesheet.file}`,
    scriptHref: `/${script.file}`,
    year: options.buildTime.getUTCFullYear(),
  });
  const { baseUrl } = content.site;
  const pages = renderPages(routes, chrome, baseUrl, {
    structuredData: (route) => structuredDataFor(route, routes, content, images.resolve),
    socialImage: socialCards.imageFor,
  });
  // 6. Hosting: 404.html, redirects for every host, headers, sitemap, robots.txt.
  assertRedirectsFit(content.redirects, routes, contentFile('redirects'));
  const redirects = buildRedirectTable(content.redirects);
  const hosting = hostingFiles({ pages, routes, redirects, baseUrl, redirectPage: (to) => renderRedirectPage(to, baseUrl, chrome) });
  const files: OutputFiles = new Map([
    ...pages,
    ...hosting.files,
    ...images.files,
    ...icons,
    ...socialCards.files,
    [stylesheet.file, stylesheet.css],
    [script.file, script.js],
  ]);
  // 7. Write to a staging folder, check every link there, then swap it in.
  const htmlFiles = [...files.keys()].filter((file) => file.endsWith('.html'));
  await writeOutput(
    files,
    options.outDir,
    async (builtDir) => {
      if (options.checkLinks) await checkLinks(builtDir, htmlFiles);
    },
    hosting.beside,
  );

  const bytes = [...files.values()].reduce((sum, contents) => sum + Buffer.byteLength(contents), 0);
  return { pages: pages.size, files: files.size, bytes, images: { ...cache.stats }, warnings: images.warnings() };
}

function buildTimeFromEnvironment(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      content: { type: 'string' },
      out: { type: 'string' },
      assets: { type: 'string' },
      cache: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('Usage: npm run build -- [--content DIR] [--out DIR] [--assets DIR] [--cache DIR]');
    return;
  }
  const outDir = values.out ? path.resolve(values.out) : defaultOptions.outDir;
  try {
    const result = await build({
      ...(values.content && { contentDir: path.resolve(values.content) }),
      ...(values.assets && { assetsDir: path.resolve(values.assets) }),
      ...(values.cache && { cacheDir: path.resolve(values.cache) }),
      outDir,
    });
    for (const warning of result.warnings) console.warn(`  ⚠ ${warning}`);
    console.log(
      `Built ${result.pages} pages (${result.files} files, ${(result.bytes / 1024).toFixed(0)} KiB) into ${displayPath(outDir)}/; images: ${result.images.encoded} encoded, ${result.images.cached} from the cache`,
    );
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(`Build failed; ${displayPath(outDir)}/ was left as it was.\n`);
    for (const problem of error.problems) console.error(`  ✗ ${problem}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
