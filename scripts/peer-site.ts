/**
 * What the peers of `npm run bench -- --peers` (bench/peers/) build: the project's own pages, as
 * data. For every page, its output file, its <head> and its page props as the pipeline makes them;
 * the chrome every page shares; each image source with the URLs the project gives its files (the
 * peers encode the sources themselves and put their own URLs in their place); the stylesheet with
 * the Tailwind rules made from content (styles.css); and the React templates, bundled once into plain JavaScript
 * (React itself stays a package), so neither peer pays for compiling TypeScript.
 *
 * For the peers that draw social cards too, what the project's cards show: each page's title, and
 * once the business name, phone, brand colours and the logo as a PNG (canvaskit, which
 * astro-og-canvas draws with, reads no SVG).
 *
 * Made before any timing: the peers start from content already loaded, validated and routed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as bundle } from 'esbuild';
import sharp from 'sharp';
import { BuildCache } from '../generate/cache/build-cache.ts';
import { loadContent } from '../generate/content/load.ts';
import { pageContentFiles } from '../generate/page-types/index.ts';
import { processImages } from '../generate/images/images.ts';
import { absoluteUrl } from '../generate/pages/paths.ts';
import { resolveSite, withImages } from '../generate/pages/model.ts';
import { buildRoutes } from '../generate/pages/routes.ts';
import { categoryFilterCss } from '../generate/render/category-filter-css.ts';
import { buildChrome } from '../generate/render/chrome.ts';
import { languageOf } from '../generate/strings/index.ts';
import { themeCss } from '../generate/render/brand.ts';
import { pageHead } from '../generate/render/render.ts';
import { structuredData } from '../generate/render/structured-data.ts';
import { templatesDir } from '../generate/folders.ts';
import type { Image } from '../templates/view.ts';

/** Where a peer's stylesheet and script go: the peers put their own URLs in place of these. */
export const PEER_STYLESHEET = '/__peer_stylesheet__';
export const PEER_SCRIPT = '/__peer_script__';

type Variant = { url: string; format: string; width: number };

/** Writes `site.json` and `templates.mjs` into `workDir`, for the content of `contentDir`. */
export async function writePeerSite(contentDir: string, assetsDir: string, workDir: string): Promise<{ pages: number }> {
  const loaded = await loadContent(contentDir, assetsDir, pageContentFiles);
  const { content, fileOf } = loaded;
  const images = await processImages({
    contentFiles: loaded.files,
    logo: content.site.logo,
    assetsDir,
    cache: new BuildCache(path.join(workDir, 'export-cache')),
    contentFileOf: fileOf,
  });
  const model = resolveSite(loaded, languageOf(content.site.language));
  const site = withImages(model, images.resolve);
  const routes = buildRoutes(site);
  const colours = content.site.theme.colors;
  const logo = images.resolve(content.site.logo, 'logo');
  const chrome = buildChrome({
    site,
    routes,
    hasSvgIcon: images.sources.get(content.site.logo.src)!.format === 'svg',
    stylesheetHref: PEER_STYLESHEET,
    scriptHref: PEER_SCRIPT,
    year: new Date().getUTCFullYear(),
  });
  const { baseUrl } = content.site;
  // og:image is the page's main image, or the logo; a peer that draws cards puts its own card there.
  const imageAt = new Map(routes.map((route) => [route.path, route.type.lcpImage?.(route.props) ?? logo]));
  const cardAt = (at: string) => {
    const image = imageAt.get(at)!;
    return {
      url: absoluteUrl(baseUrl, image.src),
      width: image.width,
      height: image.height,
      alt: routes.find((r) => r.path === at)!.title,
    };
  };
  const perRoute = { structuredData: structuredData(content, cardAt), socialImage: (route: { path: string }) => cardAt(route.path) };
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const pages = routes.map((route) => ({
    file: route.file,
    path: route.path,
    head: pageHead(route, chrome, baseUrl, perRoute, byPath),
    page: { type: route.type.name, props: route.props, breadcrumbs: route.breadcrumbs },
    // What the project's card of the page says (social-cards.ts).
    cardTitle: route.type.cardTitle?.(route) ?? route.label,
  }));
  const sources = [...images.sources.values()].map((source) => ({
    src: source.src,
    file: path.join(assetsDir, source.src),
    format: source.format,
    width: source.width,
    height: source.height,
    variants: variantsOf(images.resolve({ src: source.src, alt: '' }, 'logo')),
  }));
  await mkdir(workDir, { recursive: true });
  const logoPng = path.join(workDir, 'logo.png');
  await sharp(images.sources.get(content.site.logo.src)!.bytes, { density: 300 })
    .resize(176, 176, { fit: 'contain', background: '#0000' })
    .png()
    .toFile(logoPng);
  const { ink, brand: navy, action } = colours;
  const card = { baseUrl, businessName: content.site.businessName, phone: content.site.phone.display, ink, navy, action, logoPng };
  await writeFile(
    path.join(workDir, 'site.json'),
    JSON.stringify({
      pages,
      chrome,
      card,
      images: sources,
      placeholders: { stylesheet: PEER_STYLESHEET, script: PEER_SCRIPT },
    }),
  );
  // The project's stylesheet, scanning the project's templates from here, with the rules made from content.
  const stylesheet = await readFile(path.join(templatesDir, 'styles.css'), 'utf8');
  await writeFile(
    path.join(workDir, 'styles.css'),
    `${stylesheet.replace('@source "./";', `@source "${templatesDir}";`)}\n${themeCss(colours)}\n${categoryFilterCss(model.categories.chips.map((chip) => chip.slug))}\n`,
  );
  await bundle({
    entryPoints: [path.join(import.meta.dirname, 'peer-templates.tsx')],
    outfile: path.join(workDir, 'templates.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'error',
  });
  return { pages: pages.length };
}

/** Every file URL of an image with its format and width: "url 400w" entries of each srcset, or the one SVG. */
function variantsOf(image: Image): Variant[] {
  if (image.sources.length === 0) return [{ url: image.src, format: 'svg', width: image.width }];
  const formatOf = (url: string) => ({ jpg: 'jpeg' })[path.extname(url).slice(1)] ?? path.extname(url).slice(1);
  return [image.srcset, ...image.sources.map((source) => source.srcset)].flatMap((srcset) =>
    srcset.split(', ').map((entry) => {
      const [url, width] = entry.split(' ') as [string, string];
      return { url, format: formatOf(url), width: Number.parseInt(width, 10) };
    }),
  );
}
