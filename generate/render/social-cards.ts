/**
 * Every page's own 1200×630 JPEG for og:image: its title, outlined by opentype.js, over a background every card shares (the brand's
 * ground, the logo, the business and its number), drawn by sharp on libuv's thread pool, so no thread of our own is needed.
 */
import { readFileSync } from 'node:fs';
import type opentype from 'opentype.js';
import type { SocialImage } from '../../templates/view.ts';
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import type { Site } from '../content/site/index.ts';
import type { SiteModel } from '../pages/model.ts';
import type { Strings } from '../strings/index.ts';
import { decode, loadSharp } from '../images/sharp.ts';
import type { SourceImage } from '../images/images.ts';
import type { OutputFiles } from '../output/write.ts';
import { answersAnyTime } from '../pages/hours.ts';
import { absoluteUrl } from '../pages/paths.ts';
import type { Route } from '../page-types/page-type.ts';

/** The size Facebook, LinkedIn and X show a link preview at (1.91:1). */
const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** Only link previews fetch a card, never a page load: a middling quality, and standard Huffman tables (optimised ones cost more CPU). */
const CARD_JPEG = { quality: 82, optimiseCoding: false } as const;

/** The text is outlined from a font shipped in assets/fonts/, not the build machine's: every machine draws the same card. */
const fontFile = new URL('../../assets/fonts/SourceSans3-Bold.ttf', import.meta.url);

/** This file, the font, opentype.js and sharp: a change to any makes new cards. */
const CARD_CODE_VERSION = codeVersion([import.meta.url, fontFile], ['opentype.js', 'sharp']);

async function loadFont(): Promise<opentype.Font> {
  const { default: opentype } = await import('opentype.js');
  const bytes = readFileSync(fontFile);
  // lowMemory: glyphs are read when first used (the titles need a few dozen), not all at once.
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), { lowMemory: true });
}

const MARGIN = 80;
/** The text's colour, in the business name and number as in each title. */
const TEXT = '#ffffff';

/** The font's measures and outlines for the titles, each line's once: a service's lines recur on every one of its city pages. */
function typesetter(font: opentype.Font) {
  const once = <T>(make: (size: number, text: string) => T) => {
    const made = new Map<string, T>();
    return (size: number, text: string): T => {
      const key = `${size} ${text}`;
      if (!made.has(key)) made.set(key, make(size, text));
      return made.get(key)!;
    };
  };
  return {
    width: once((size, text) => font.getAdvanceWidth(text, size)),
    /** A line's outline with its baseline at 0, and the rows its ink reaches (one to spare each side, for antialiasing). */
    outline: once((size, text) => {
      const path = font.getPath(text, MARGIN, 0, size);
      const box = path.getBoundingBox();
      return { path: path.toPathData(2), top: Math.floor(box.y1) - 1, bottom: Math.ceil(box.y2) + 1 };
    }),
  };
}
type Typesetter = ReturnType<typeof typesetter>;

/** Where the title goes and how large: up to three lines, 76 px, smaller for a long title. */
function titleLayout(type: Typesetter, title: string): { size: number; lines: string[]; baseline: (line: number) => number } {
  const size = [76, 68, 60, 52].find((at) => wrap(type.width, title, at).length <= 3) ?? 44;
  const lines = wrap(type.width, title, size);
  const lineHeight = Math.round(size * 1.12);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  return { size, lines, baseline: (line) => Math.round(top + line * lineHeight) };
}

/** A text's width at a size, in px (kerning included). */
type Width = (size: number, text: string) => number;

/** Breaks a text into lines no wider than `room`: by default the card's width within its margins. */
function wrap(width: Width, text: string, size: number, room = SOCIAL_CARD.width - 2 * MARGIN): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const line = lines.length > 0 ? `${lines[lines.length - 1]} ${word}` : word;
    if (lines.length > 0 && width(size, line) <= room) lines[lines.length - 1] = line;
    else lines.push(word);
  }
  return lines;
}

/** Where the business name starts, right of the logo's tile, and the room it has up to the right margin. */
const NAME_X = MARGIN + 132;
export const NAME_ROOM = SOCIAL_CARD.width - MARGIN - NAME_X;

/** The business name beside the logo: one line at 40 px, else two smaller lines, never cut at the card's edge. */
export function nameLayout(width: Width, name: string): { size: number; lines: string[] } {
  if (width(40, name) <= NAME_ROOM) return { size: 40, lines: [name] };
  const sizes = [34, 30, 26];
  const fitting = sizes.find((size) => wrap(width, name, size, NAME_ROOM).length <= 2) ?? sizes.at(-1)!;
  return { size: fitting, lines: wrap(width, name, fitting, NAME_ROOM) };
}

/** What every card of the site shows alike: the business, its logo, the line that says how to call, on the brand's ground with its action colour. */
type SharedParts = { businessName: string; callLine: string; logo: SourceImage; colours: { brand: string; action: string } };

/** The card's call line: "Call (555) 555-0100", and "· 24/7" only when the number is answered at any hour. */
export function cardCallLine(site: Site, strings: Strings): string {
  return `${site.labels.call} ${site.phone.display}${answersAnyTime(site) ? `  ·  ${strings.hours.anyTime}` : ''}`;
}

/** The logo's side on the card, in px. */
const LOGO_SIDE = 80;

/**
 * The logo as the card embeds it: an SVG whole, a raster logo at twice the size it is drawn, since a large one's base64
 * passes the 10 MB librsvg parses in one attribute.
 */
async function logoHref(logo: SourceImage): Promise<string> {
  if (logo.format === 'svg') return `data:image/svg+xml;base64,${logo.bytes.toString('base64')}`;
  const small = await (await decode(logo, Math.min(logo.width, 2 * LOGO_SIDE))).png().toBuffer();
  return `data:image/png;base64,${small.toString('base64')}`;
}

/** The name's lines and their baselines, centred on the logo's tile as one line at 40 px is (its baseline at 102). */
function nameLines(font: opentype.Font, name: string): Array<{ line: string; y: number; size: number }> {
  const { size, lines } = nameLayout((at, text) => font.getAdvanceWidth(text, at), name);
  const lineHeight = Math.round(size * 1.15);
  const first = 88 + Math.round(size * 0.35) - ((lines.length - 1) * lineHeight) / 2;
  return lines.map((line, index) => ({ line, y: Math.round(first + index * lineHeight), size }));
}

/** Every card without its title, as SVG. */
function backgroundSvg(font: opentype.Font, { businessName, callLine: call, colours }: SharedParts, logo: string): string {
  const { width, height } = SOCIAL_CARD;
  const textPath = (text: string, x: number, y: number, size: number) =>
    `<path fill="${TEXT}" d="${font.getPath(text, x, y, size).toPathData(1)}"/>`;
  const callWidth = font.getAdvanceWidth(call, 40) + 64;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colours.brand}"/>`,
    `<rect width="${width}" height="14" fill="${colours.action}"/>`,
    // On a tile of the header's white: a logo drawn in the brand's colour would vanish on the brand's ground.
    `<rect x="${MARGIN}" y="36" width="104" height="104" rx="20" fill="${TEXT}"/>`,
    `<image x="${MARGIN + 12}" y="48" width="${LOGO_SIDE}" height="${LOGO_SIDE}" href="${logo}"/>`,
    ...nameLines(font, businessName).map(({ line, y, size }) => textPath(line, NAME_X, y, size)),
    `<rect x="${MARGIN}" y="486" width="${callWidth}" height="76" rx="38" fill="${colours.action}"/>`,
    textPath(call, MARGIN + 32, 538, 40),
    '</svg>',
  ].join('\n');
}

/**
 * Draws the cards of one build, the font and background made for the first (a warm build draws none). The title is composited over
 * the rows it covers alone, as compositing over the whole card costs sharp far more for rows that come out as the background's own.
 */
function cardPainter(shared: SharedParts): (title: string) => Promise<Buffer> {
  const { width, height } = SOCIAL_CARD;
  const rowBytes = width * 3;
  const raw = (rows: number) => ({ raw: { width, height: rows, channels: 3 as const } });
  const setUp = async () => {
    const [font, sharp, logo] = await Promise.all([loadFont(), loadSharp(), logoHref(shared.logo)]);
    const background = await sharp(Buffer.from(backgroundSvg(font, shared, logo)))
      .removeAlpha()
      .raw()
      .toBuffer();
    return { type: typesetter(font), sharp, background };
  };
  let ready: ReturnType<typeof setUp> | null = null;
  // Cards' pixels, in buffers used again once encoded: allocating a whole card's pixels each time costs more than drawing its title.
  const spare: Buffer[] = [];
  return async (title) => {
    ready ??= setUp();
    const { type, sharp, background } = await ready;
    const { size, lines, baseline } = titleLayout(type, title);
    const placed = lines.map((line, index) => ({ ...type.outline(size, line), y: baseline(index) }));
    const top = Math.max(0, Math.min(...placed.map((line) => line.y + line.top)));
    const bottom = Math.min(height, Math.max(...placed.map((line) => line.y + line.bottom)));
    const svg = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bottom - top}" viewBox="0 ${top} ${width} ${bottom - top}">`,
      `<g fill="${TEXT}">${placed.map((line) => `<path transform="translate(0 ${line.y})" d="${line.path}"/>`).join('')}</g></svg>`,
    ].join('');
    const band = await sharp(background.subarray(top * rowBytes, bottom * rowBytes), raw(bottom - top))
      .composite([{ input: Buffer.from(svg) }])
      .removeAlpha()
      .raw()
      .toBuffer();
    const card = spare.pop() ?? Buffer.allocUnsafe(background.length);
    background.copy(card);
    band.copy(card, top * rowBytes);
    try {
      return await sharp(card, raw(height)).jpeg(CARD_JPEG).toBuffer();
    } finally {
      spare.push(card);
    }
  };
}

/** Where a route's card is written: "/services/x/" → "assets/social/services-x-<key>.jpg". */
function cardName(route: Route, key: string): string {
  const slug = route.path.split('/').filter(Boolean).join('-') || 'home';
  return `assets/social/${slug}-${key.slice(0, 10)}.jpg`;
}

/** Every page's card, through the build cache, named after its key: `cardAt` answers before any card is drawn, `files` when all are. */
export function buildSocialCards(
  routes: Route[],
  { content, language }: SiteModel,
  logo: SourceImage,
  cache: BuildCache,
): { cardAt: (path: string) => SocialImage; files: Promise<OutputFiles> } {
  const { site } = content;
  const { brand, action } = site.theme.colors;
  const shared: SharedParts = {
    businessName: site.businessName,
    callLine: cardCallLine(site, language.strings),
    logo,
    colours: { brand, action },
  };
  const cards = routes.map((route) => {
    const title = route.type.cardTitle?.(route) ?? route.label;
    // Keyed by what the card shows, so a warm build draws nothing at all.
    const key = BuildCache.key(
      CARD_CODE_VERSION,
      logo.hash,
      JSON.stringify([title, shared.businessName, shared.callLine, shared.colours]),
      JSON.stringify(CARD_JPEG),
    );
    return { route, title, key, file: cardName(route, key) };
  });
  const byPath = new Map(
    cards.map(({ route, file }) => [route.path, { url: absoluteUrl(site.baseUrl, `/${file}`), ...SOCIAL_CARD, alt: route.title }]),
  );
  const draw = cardPainter(shared);
  const files = Promise.all(
    cards.map(async ({ title, key, file }) => [file, await cache.file(key, 'jpg', () => draw(title))] as const),
  ).then((entries) => new Map(entries) satisfies OutputFiles);
  return { cardAt: (path) => byPath.get(path)!, files };
}
