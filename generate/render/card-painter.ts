/**
 * What draws the social cards: the shared parts once, each title's glyphs once, and each card as its
 * background with its title's coverage over it, written by SplicedJpeg. Past a hundred cards it runs
 * in a worker thread of its own (card-thread.ts), so the cards are drawn on another core while the
 * main thread renders pages, and writes them into the build cache there; social-cards.ts names them.
 */
import { readFileSync } from 'node:fs';
import type opentype from 'opentype.js';
import { SplicedJpeg } from './card-jpeg.ts';

/** The size Facebook, LinkedIn and X show a link preview at (1.91:1). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/**
 * Plain libjpeg-turbo, not mozjpeg, with its standard Huffman tables: measured on these cards, mozjpeg
 * took about 100 ms of CPU a card against 27 ms (33 KiB instead of 43 KiB), and optimised tables
 * 9.3 ms of CPU against 5.5 ms once the card is drawn from pixels (48 KiB instead of 55 KiB). Only
 * link previews fetch a card, never a visitor's page load, so the bytes matter less than the build.
 */
export const CARD_JPEG = { quality: 82, optimiseCoding: false } as const;

/**
 * The text is drawn as outlines from a font shipped with the project (Source Sans 3 Bold, OFL: see
 * assets/fonts/), not left to whatever fonts the build machine has: every machine draws the same card.
 */
let font: opentype.Font | null = null;
export const fontFile = new URL('../../assets/fonts/SourceSans3-Bold.ttf', import.meta.url);
async function loadFont(): Promise<void> {
  if (font) return;
  const { default: opentype } = await import('opentype.js');
  const bytes = readFileSync(fontFile);
  // lowMemory: glyphs are read when first used (a title needs a few dozen), not all at once.
  font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), { lowMemory: true });
}

function cardFont(): opentype.Font {
  if (!font) throw new Error('loadFont() first');
  return font;
}

/** Where the title goes and how large: up to three lines, 76 px, smaller for a long title. */
function titleLayout(title: string): { size: number; lines: string[]; baseline: (line: number) => number } {
  const width = SOCIAL_CARD.width - 2 * MARGIN;
  let size = 76;
  let lines = wrap(title, width, size);
  while (lines.length > 3 && size > 48) {
    size -= 8;
    lines = wrap(title, width, size);
  }
  const lineHeight = Math.round(size * 1.12);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  return { size, lines, baseline: (line) => Math.round(top + line * lineHeight) };
}

const MARGIN = 80;

/** What opentype.js has but does not declare: the glyph finding and GPOS kerning forEachGlyph uses. */
type FontInside = opentype.Font & {
  stringToGlyphs(text: string, options: opentype.RenderOptions): opentype.Glyph[];
  position: {
    getDefaultScriptName(): string;
    getKerningTables(script: string, language?: string): unknown;
    getKerningValue(tables: unknown, left: number, right: number): number;
  };
};

/** Each word's glyphs (opentype.js's ligatures applied), found once: titles are a few hundred words in different orders. */
const wordGlyphs = new Map<string, opentype.Glyph[]>();
/** The kerning of each pair of glyphs (by index) met, in font units. */
const pairKerning = new Map<number, number>();

/**
 * opentype.js's `forEachGlyph` for a line of words joined by spaces: calls `each` with every glyph
 * and where it goes, and returns where the pen ends. Finding a text's glyphs (opentype.js's Bidi pass
 * and ligatures) and their kerning was what laying out the titles cost: at 712 pages, 538 calls and
 * 0.2 to 0.27 s of the card thread, for lines made of a few hundred words; now 0.09 to 0.11 s.
 * Ligatures never reach across a space, so a line's glyphs are its words' with a space's between
 * them, each word's found once; the pen then moves as forEachGlyph moves it (the advance, then the
 * kerning with the next glyph, in the same arithmetic), so every glyph lands exactly where
 * forEachGlyph puts it (a test compares the two on every title of the site).
 */
export function eachGlyph(line: string, x: number, size: number, each?: (glyph: opentype.Glyph, x: number) => void): number {
  const font = cardFont() as FontInside;
  const options = { ...font.defaultRenderOptions };
  const glyphsOf = (word: string) => {
    let glyphs = wordGlyphs.get(word);
    if (!glyphs) {
      glyphs = word === '' ? [] : font.stringToGlyphs(word, options);
      wordGlyphs.set(word, glyphs);
    }
    return glyphs;
  };
  const glyphs = line.split(' ').flatMap((word, index) => (index === 0 ? glyphsOf(word) : [...glyphsOf(' '), ...glyphsOf(word)]));
  const fontScale = (1 / font.unitsPerEm) * size;
  const kerningOf = (glyph: opentype.Glyph, next: opentype.Glyph) => {
    const pair = glyph.index * 0x10000 + next.index;
    let value = pairKerning.get(pair);
    if (value === undefined) {
      const tables = font.position.getKerningTables(options.script ?? font.position.getDefaultScriptName(), options.language);
      value = tables ? font.position.getKerningValue(tables, glyph.index, next.index) : font.getKerningValue(glyph, next);
      pairKerning.set(pair, value);
    }
    return value;
  };
  for (let i = 0; i < glyphs.length; i += 1) {
    const glyph = glyphs[i]!;
    each?.(glyph, x);
    if (glyph.advanceWidth) x += glyph.advanceWidth * fontScale;
    if (i < glyphs.length - 1) x += kerningOf(glyph, glyphs[i + 1]!) * fontScale;
  }
  return x;
}

/** A line's width at size 1 (widths scale with the size), measured once: the same lines recur across titles and sizes. */
const widths = new Map<string, number>();
function advanceWidth(text: string): number {
  let width = widths.get(text);
  if (width === undefined) {
    width = eachGlyph(text, 0, 1);
    widths.set(text, width);
  }
  return width;
}

/** Breaks a title into lines no wider than `width` at `size`. */
function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const line = lines.length > 0 ? `${lines[lines.length - 1]} ${word}` : word;
    if (lines.length > 0 && advanceWidth(line) * size <= width) lines[lines.length - 1] = line;
    else lines.push(word);
  }
  return lines;
}

/** What every card of the site shows alike: the business, its logo and number, in the brand's colours. */
export type SharedParts = {
  businessName: string;
  phoneDisplay: string;
  logo: { bytes: Uint8Array; format: string };
  brand: { navy: string; action: string };
};

/** Every card without its title, as SVG: drawn once for all the cards of a build. */
function backgroundSvg({ businessName, phoneDisplay, logo, brand }: SharedParts): string {
  const { width, height } = SOCIAL_CARD;
  const textPath = (text: string, x: number, y: number, size: number) =>
    `<path fill="rgb(${TEXT_COLOUR.join(',')})" d="${cardFont().getPath(text, x, y, size).toPathData(1)}"/>`;
  const logoType = logo.format === 'svg' ? 'image/svg+xml' : `image/${logo.format}`;
  const call = `Call ${phoneDisplay}  ·  24/7`;
  const callWidth = cardFont().getAdvanceWidth(call, 40) + 64;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${brand.navy}"/>`,
    `<rect width="${width}" height="14" fill="${brand.action}"/>`,
    `<image x="${MARGIN}" y="64" width="88" height="88" href="data:${logoType};base64,${Buffer.from(logo.bytes).toString('base64')}"/>`,
    textPath(businessName, MARGIN + 112, 124, 40),
    `<rect x="${MARGIN}" y="486" width="${callWidth}" height="76" rx="38" fill="${brand.action}"/>`,
    textPath(call, MARGIN + 32, 538, 40),
    '</svg>',
  ].join('\n');
}

/** The text's colour, in the background's business name and number as in each title: white. */
const TEXT_COLOUR = [255, 255, 255] as const;
/** Glyphs are drawn at quarter-pixel steps across, so letters keep their spacing without being drawn per card. */
const PHASES = 4;

/** One glyph at one size and horizontal phase, as coverage (0–255) in a small box. */
type GlyphMask = { width: number; height: number; alpha: Uint8Array; left: number; top: number };

/** A title laid out: each glyph's mask and where its box's corner goes on the card. */
type PlacedGlyph = { key: string; x: number; y: number };

/**
 * Draws cards for one site. What a card cost was drawing the whole card as SVG (librsvg, the logo
 * decoded again each time) with every letter's outline written out as text: about 60 ms of CPU a
 * card. Now the shared parts are drawn once, every glyph the titles use once per size and
 * quarter-pixel phase (one librsvg call per size), and a card is its background with its title's
 * glyphs blended in, encoded as JPEG: the encoder is nearly all that is left.
 */
export class CardPainter {
  private constructor(
    private readonly glyphs: Map<string, GlyphMask>,
    private readonly layouts: Map<string, PlacedGlyph[]>,
    private readonly jpeg: SplicedJpeg,
  ) {}

  /** Loads the font, opentype.js and sharp: all a painter needs but the titles. */
  static async load(): Promise<void> {
    await Promise.all([loadFont(), import('sharp')]);
  }

  static async create(shared: SharedParts, titles: string[]): Promise<CardPainter> {
    await loadFont();
    const { default: sharp } = await import('sharp');
    const background = sharp(Buffer.from(backgroundSvg(shared)))
      .removeAlpha()
      .raw()
      .toBuffer();
    // Every title laid out once; the glyphs each size needs go into one atlas per size.
    const needed = new Map<number, Map<number, opentype.Glyph>>();
    const layouts = new Map<string, PlacedGlyph[]>();
    // Each line at each size is shaped once (kerning and ligatures): lines recur across titles.
    const shaped = new Map<string, Array<{ key: string; x: number }>>();
    const shape = (line: string, size: number) => {
      const ofSize = needed.get(size) ?? new Map<number, opentype.Glyph>();
      needed.set(size, ofSize);
      const glyphs: Array<{ key: string; x: number }> = [];
      eachGlyph(line, MARGIN, size, (glyph, x) => {
        ofSize.set(glyph.index, glyph);
        const column = Math.floor(x);
        const phase = Math.round((x - column) * PHASES);
        glyphs.push(
          phase === PHASES ? { key: `${size} ${glyph.index} 0`, x: column + 1 } : { key: `${size} ${glyph.index} ${phase}`, x: column },
        );
      });
      return glyphs;
    };
    for (const title of new Set(titles)) {
      const { size, lines, baseline } = titleLayout(title);
      const placed: PlacedGlyph[] = [];
      lines.forEach((line, index) => {
        const known = shaped.get(`${size} ${line}`) ?? shape(line, size);
        shaped.set(`${size} ${line}`, known);
        for (const { key, x } of known) placed.push({ key, x, y: baseline(index) });
      });
      layouts.set(title, placed);
    }
    const glyphs = new Map<string, GlyphMask>();
    await Promise.all([...needed].map(([size, ofSize]) => drawAtlas(sharp, size, [...ofSize.values()], glyphs)));
    const jpeg = new SplicedJpeg(await background, SOCIAL_CARD.width, SOCIAL_CARD.height, CARD_JPEG.quality, TEXT_COLOUR);
    return new CardPainter(glyphs, layouts, jpeg);
  }

  /** The card of one page: its title's glyphs over the background, as JPEG. */
  draw(title: string): Buffer {
    return this.jpeg.encode(
      this.layouts.get(title)!.map(({ key, x, y }) => {
        const mask = this.glyphs.get(key)!;
        return { x: x + mask.left, y: y + mask.top, width: mask.width, height: mask.height, what: key, coverage: mask.alpha };
      }),
    );
  }
}

/** Draws `glyphs` at `size` in every phase into one picture, and cuts it into their masks. */
async function drawAtlas(
  sharp: typeof import('sharp').default,
  size: number,
  glyphs: opentype.Glyph[],
  into: Map<string, GlyphMask>,
): Promise<void> {
  const ATLAS_WIDTH = 2048;
  const cells: Array<{ key: string; x: number; y: number; box: Omit<GlyphMask, 'alpha'>; path: string }> = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const glyph of glyphs) {
    const bounds = glyph.getPath(0, 0, size).getBoundingBox();
    // The pen sits at (-left, -top) in the glyph's box, with a pixel to spare on every side.
    const left = Math.floor(bounds.x1) - 1;
    const top = Math.floor(bounds.y1) - 1;
    const box = { left, top, width: Math.ceil(bounds.x2) - left + 2, height: Math.ceil(bounds.y2) - top + 1 };
    for (let phase = 0; phase < PHASES; phase++) {
      if (x + box.width > ATLAS_WIDTH) {
        x = 0;
        y += rowHeight;
        rowHeight = 0;
      }
      const path = glyph.getPath(x - left + phase / PHASES, y - top, size).toPathData(2);
      cells.push({ key: `${size} ${glyph.index} ${phase}`, x, y, box, path });
      x += box.width;
      rowHeight = Math.max(rowHeight, box.height);
    }
  }
  const height = Math.max(1, y + rowHeight);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_WIDTH}" height="${height}"><path fill="#fff" d="${cells.map((cell) => cell.path).join('')}"/></svg>`;
  const alpha = await sharp(Buffer.from(svg)).extractChannel(3).raw().toBuffer();
  for (const { key, x: cellX, y: cellY, box } of cells) {
    const mask = new Uint8Array(box.width * box.height);
    for (let row = 0; row < box.height; row++) {
      const from = (cellY + row) * ATLAS_WIDTH + cellX;
      mask.set(alpha.subarray(from, from + box.width), row * box.width);
    }
    into.set(key, { ...box, alpha: mask });
  }
}
