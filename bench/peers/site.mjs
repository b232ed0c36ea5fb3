/**
 * What both peers share: the project's pages as data (written by scripts/peer-site.ts before any
 * timing), with the project's image, stylesheet and script URLs replaced by the peer's own, and
 * the project's React templates, bundled to plain JavaScript, to render them. With PEER_CARDS=1
 * each peer also draws every page a social card, as the project does, and puts it in og:image.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The site in `workDir`. `urlsOf(image)` encodes an image source the peer's way and returns [project URL, peer URL] pairs. */
export async function loadSite(workDir, { urlsOf, stylesheetUrl, scriptUrl }) {
  const text = await readFile(path.join(workDir, 'site.json'), 'utf8');
  const site = JSON.parse(text);
  const replacements = new Map([
    [site.placeholders.stylesheet, stylesheetUrl],
    [site.placeholders.script, scriptUrl],
  ]);
  for (const pairs of await Promise.all(site.images.map(urlsOf))) for (const [from, to] of pairs) replacements.set(from, to);
  const pattern = new RegExp([...replacements.keys()].map((url) => url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g');
  const { pages, chrome, card } = JSON.parse(text.replace(pattern, (url) => replacements.get(url)));
  const { pageRenderer } = await import(pathToFileURL(path.join(workDir, 'templates.mjs')).href);
  const { page } = pageRenderer(chrome);
  /** A page (a promise: the icons it names load first), with the card at `cardUrl` (a path) as its og:image when given. */
  const render = (entry, cardUrl) => {
    if (!cardUrl) return page(entry.path, entry.head, entry.page);
    const socialImage = { ...entry.head.socialImage, ...CARD_SIZE, url: new URL(cardUrl, card.baseUrl).href };
    return page(entry.path, { ...entry.head, socialImage }, entry.page);
  };
  return { pages, card, render };
}

/** Whether this build draws the social cards. */
export const DRAW_CARDS = process.env.PEER_CARDS === '1';

/** The project's card: 1200×630, Source Sans 3 Bold (from the source-sans package, as TrueType: satori reads no WOFF2). */
export const CARD_SIZE = { width: 1200, height: 630 };
export const CARD_FONT = { family: 'Source Sans 3', file: 'node_modules/source-sans/TTF/SourceSans3-Bold.ttf' };

/** The project's encoder settings for photos (generate/images/sharp.ts), as sharp takes them. */
export const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 72, mozjpeg: true },
  png: { quality: 80, palette: true, effort: 7, compressionLevel: 9 },
};
