import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type opentype from 'opentype.js';
import type { SocialImage } from '../../templates/view.ts';
import type { Content } from '../content/load.ts';
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import type { SourceImage } from '../images/images.ts';
import { loadSharp } from '../images/sharp.ts';
import type { OutputFiles } from '../output/write.ts';
import { absoluteUrl } from '../pages/paths.ts';
import type { Route } from '../pages/routes.ts';
import type { BrandColours } from './brand.ts';

/** The size Facebook, LinkedIn and X show a link preview at (1.91:1). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/**
 * Plain libjpeg-turbo, not mozjpeg: measured on this card (scripts/bench.ts has the build figures),
 * mozjpeg took about 100 ms of CPU a card against 27 ms, to make it 33 KiB instead of 43 KiB. Only
 * link previews fetch a card, never a visitor's page load, so the bytes matter less than the build.
 */
const CARD_JPEG = { quality: 82 } as const;

/**
 * The text is drawn as outlines from a font shipped with the project (Source Sans 3 Bold, OFL),
 * not left to whatever fonts the build machine has: every machine draws the same card.
 */
let font: opentype.Font | null = null;
const fontFile = createRequire(import.meta.url).resolve('@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff');
async function loadFont(): Promise<void> {
  if (font) return;
  const { default: opentype } = await import('opentype.js');
  const bytes = readFileSync(fontFile);
  font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
function cardFont(): opentype.Font {
  if (!font) throw new Error('loadFont() first');
  return font;
}

/** This file (the card's template), its font, the font library and sharp: a change to any makes new cards. */
const CARD_CODE_VERSION = codeVersion([import.meta.url, fontFile], ['opentype.js', 'sharp']);

function textPath(text: string, x: number, y: number, size: number, fill: string): string {
  return `<path fill="${fill}" d="${cardFont().getPath(text, x, y, size).toPathData(1)}"/>`;
}

/** Breaks a title into lines no wider than `width` at `size`. */
function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const line = lines.length > 0 ? `${lines[lines.length - 1]} ${word}` : word;
    if (lines.length > 0 && cardFont().getAdvanceWidth(line, size) <= width) lines[lines.length - 1] = line;
    else lines.push(word);
  }
  return lines;
}

/** The card as SVG: the page's title large, the business and its number, in the brand's colours. */
export function socialCardSvg(options: {
  title: string;
  businessName: string;
  phoneDisplay: string;
  logo: SourceImage;
  brand: BrandColours;
}): string {
  const colours = { ...options.brand, white: '#ffffff' };
  const { width, height } = SOCIAL_CARD;
  const margin = 80;
  let size = 76;
  let lines = wrap(options.title, width - 2 * margin, size);
  while (lines.length > 3 && size > 48) {
    size -= 8;
    lines = wrap(options.title, width - 2 * margin, size);
  }
  const lineHeight = Math.round(size * 1.12);
  const titleTop = 300 - ((lines.length - 1) * lineHeight) / 2;
  const logoType = options.logo.format === 'svg' ? 'image/svg+xml' : `image/${options.logo.format}`;
  const call = `Call ${options.phoneDisplay}  ·  24/7`;
  const callWidth = cardFont().getAdvanceWidth(call, 40) + 64;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colours.navy}"/>`,
    `<rect width="${width}" height="14" fill="${colours.action}"/>`,
    `<image x="${margin}" y="64" width="88" height="88" href="data:${logoType};base64,${options.logo.bytes.toString('base64')}"/>`,
    textPath(options.businessName, margin + 112, 124, 40, colours.white),
    ...lines.map((line, index) => textPath(line, margin, titleTop + index * lineHeight, size, colours.white)),
    `<rect x="${margin}" y="486" width="${callWidth}" height="76" rx="38" fill="${colours.action}"/>`,
    textPath(call, margin + 32, 538, 40, colours.white),
    '</svg>',
  ].join('\n');
}

/** Where a route's card is written: "/services/x/" → "assets/social/services-x-<key>.jpg". */
function cardName(route: Route, key: string): string {
  const slug = route.path.split('/').filter(Boolean).join('-') || 'home';
  return `assets/social/${slug}-${key.slice(0, 10)}.jpg`;
}

/** Every page's own 1200×630 JPEG for og:image, rendered by sharp and cached like the other images. */
export async function buildSocialCards(routes: Route[], content: Content, logo: SourceImage, brand: BrandColours, cache: BuildCache) {
  const { site } = content;
  const files: OutputFiles = new Map();
  const byPath = new Map<string, SocialImage>();
  await Promise.all(
    routes.map(async (route) => {
      const card = {
        title: route.label === 'Home' ? route.title : route.label,
        businessName: site.businessName,
        phoneDisplay: site.phone.display,
        logo,
        brand,
      };
      // Keyed by what the card shows, so a warm build draws nothing at all.
      const key = BuildCache.key(
        CARD_CODE_VERSION,
        logo.hash,
        JSON.stringify([card.title, card.businessName, card.phoneDisplay, brand]),
        JSON.stringify(CARD_JPEG),
      );
      const cached = await cache.file(key, 'jpg', async () => {
        await loadFont();
        const sharp = await loadSharp();
        return sharp(Buffer.from(socialCardSvg(card)))
          .jpeg(CARD_JPEG)
          .toBuffer();
      });
      const file = cardName(route, key);
      files.set(file, cached);
      byPath.set(route.path, { url: absoluteUrl(site.baseUrl, `/${file}`), ...SOCIAL_CARD, alt: route.title });
    }),
  );
  return { files, imageFor: (route: Route) => byPath.get(route.path)! };
}
