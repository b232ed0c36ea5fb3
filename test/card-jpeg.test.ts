/**
 * The social cards' JPEG writer (generate/render/card-jpeg.ts), against libjpeg-turbo through
 * sharp: what it writes must decode there to the picture it was given, as closely as libjpeg-turbo's
 * own encoding of the same pixels, however much of it was spliced from earlier pictures. And their
 * titles' layout (card-painter.ts), against opentype.js's own.
 */
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { type Drawn, SplicedJpeg } from '../generate/render/card-jpeg.ts';
import { CardPainter, eachGlyph, fontFile } from '../generate/render/card-painter.ts';
import { htmlFiles, loadHtml } from './helpers/site.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const INK = [255, 255, 255] as const;

/** A card's ground: navy, an orange bar, and a patterned square where the logo goes (not one colour). */
function background(): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const p = (y * WIDTH + x) * 3;
      const colour = y < 14 ? [194, 65, 12] : x >= 80 && x < 168 && y >= 64 && y < 152 ? [(x * 7) & 255, (y * 3) & 255, 200] : [30, 58, 95];
      pixels.set(colour, p);
    }
  }
  return pixels;
}

/**
 * `letters` as ink: soft-edged blobs standing in for glyphs, each named by its shape; and their
 * coverage of the whole picture, for the pixels it should decode to.
 */
function draw(letters: Array<{ x: number; y: number; shape: number }>): { coverage: Uint8Array; drawn: Drawn[] } {
  const coverage = new Uint8Array(WIDTH * HEIGHT);
  const drawn: Drawn[] = [];
  for (const { x, y, shape } of letters) {
    const width = 30 + shape * 4;
    const height = 56;
    const mask = new Uint8Array(width * height);
    for (let dy = 0; dy < height; dy++) {
      for (let dx = 0; dx < width; dx++) {
        const edge = Math.min(dx, dy, width - 1 - dx, height - 1 - dy);
        const hole = (dx - width / 2) ** 2 + (dy - height / 2) ** 2 < (shape * 3) ** 2;
        const a = hole ? 0 : Math.min(255, edge * 96);
        mask[dy * width + dx] = a;
        const at = (y + dy) * WIDTH + x + dx;
        coverage[at] = coverage[at]! + Math.round(((255 - coverage[at]!) * a) / 255);
      }
    }
    drawn.push({ x, y, width, height, what: `shape ${shape}`, coverage: mask });
  }
  return { coverage, drawn };
}

/** The pixels the writer is asked for: the background with the ink over it at `coverage`. */
function mixed(ground: Uint8Array, coverage: Uint8Array): Buffer {
  const pixels = Buffer.from(ground);
  for (let i = 0; i < coverage.length; i++) {
    for (let c = 0; c < 3; c++) pixels[i * 3 + c] = Math.round(ground[i * 3 + c]! + ((INK[c]! - ground[i * 3 + c]!) * coverage[i]!) / 255);
  }
  return pixels;
}

/** Peak signal-to-noise ratio of `decoded` against `expected`, in dB. */
function psnr(decoded: Buffer, expected: Buffer): number {
  let squares = 0;
  for (let i = 0; i < expected.length; i++) squares += (decoded[i]! - expected[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (squares / expected.length));
}

const decode = (jpeg: Uint8Array) => sharp(jpeg).raw().toBuffer({ resolveWithObject: true });

// A title of two lines, and a letter over the logo, where the ground is not one colour.
const title = (secondLine: number[]) => [
  ...[1, 2, 3, 1, 4, 2, 5, 1, 3].map((shape, i) => ({ x: 80 + i * 52, y: 210, shape })),
  ...secondLine.map((shape, i) => ({ x: 80 + i * 52, y: 300, shape })),
  { x: 120, y: 100, shape: 2 },
];

describe('the social cards’ JPEG writer', () => {
  const ground = background();

  it('writes baseline JPEG that libjpeg-turbo decodes to the picture, as closely as its own encoder does', async () => {
    const { coverage, drawn } = draw(title([4, 4, 1, 2]));
    const jpeg = new SplicedJpeg(ground, WIDTH, HEIGHT, 82, INK).encode(drawn);
    const expected = mixed(ground, coverage);
    const { data, info } = await decode(jpeg);
    expect(info).toMatchObject({ width: WIDTH, height: HEIGHT, channels: 3 });
    const own = await sharp(expected, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 82, optimiseCoding: false })
      .toBuffer();
    const theirs = psnr(data, expected);
    expect(theirs).toBeGreaterThan(psnr((await decode(own)).data, expected) - 0.25);
    expect(theirs).toBeGreaterThan(35);
    expect(jpeg.length).toBeLessThan(own.length * 1.1);
    // A restart marker after every row of MCUs but the last, counting RST0–RST7 in turn.
    const markers = [...jpeg.subarray(600)].flatMap((byte, i, bytes) =>
      byte === 0xff && bytes[i + 1]! >= 0xd0 && bytes[i + 1]! <= 0xd7 ? [bytes[i + 1]! - 0xd0] : [],
    );
    expect(markers).toEqual(Array.from({ length: Math.ceil(HEIGHT / 16) - 1 }, (_, row) => row % 8));
  });

  it('writes the same bytes whether it transforms only what changed or the whole picture', () => {
    const { drawn } = draw(title([3, 1, 5]));
    const jpeg = new SplicedJpeg(ground, WIDTH, HEIGHT, 82, INK);
    const spliced = jpeg.encode(drawn);
    // Nothing drawn over the whole picture: every MCU is touched, and transformed again.
    const nothing = { x: 0, y: 0, width: WIDTH, height: HEIGHT, what: 'nothing', coverage: new Uint8Array(WIDTH * HEIGHT) };
    const whole = jpeg.encode([nothing, ...drawn]);
    expect(spliced.equals(whole)).toBe(true);
  });

  it('reuses the rows of a line drawn before, and writes what a new writer would', async () => {
    const shared = new SplicedJpeg(ground, WIDTH, HEIGHT, 82, INK);
    const pictures = [title([4, 4, 1, 2]), title([2, 5, 3, 1]), title([1, 1, 1, 3, 2])].map(draw);
    const reused = pictures.map(({ drawn }) => shared.encode(drawn));
    pictures.forEach(({ drawn }, i) => {
      expect(reused[i]!.equals(new SplicedJpeg(ground, WIDTH, HEIGHT, 82, INK).encode(drawn)), `picture ${i}`).toBe(true);
    });
    // Each decodes to its own second line: the reused rows of the first did not carry another's.
    const decoded = await Promise.all(reused.map(async (jpeg) => (await decode(jpeg)).data));
    const band = (pixels: Buffer, from: number, to: number) => pixels.subarray(from * WIDTH * 3, to * WIDTH * 3);
    expect(band(decoded[0]!, 208, 272).equals(band(decoded[1]!, 208, 272))).toBe(true);
    expect(band(decoded[0]!, 288, 368).equals(band(decoded[1]!, 288, 368))).toBe(false);
  });

  it('writes the background alone when nothing is drawn', async () => {
    const jpeg = new SplicedJpeg(ground, WIDTH, HEIGHT, 82, INK).encode([]);
    expect(psnr((await decode(jpeg)).data, Buffer.from(ground))).toBeGreaterThan(35);
  });
});

describe('the social cards’ titles', () => {
  it('are laid out glyph for glyph where opentype.js puts them, each word’s glyphs found once', async () => {
    await CardPainter.load();
    const bytes = readFileSync(fontFile);
    const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), { lowMemory: true });
    // Every title of the real site, the words of the 100-city content, and what ligatures, kerning and accents make of.
    const siteDir = inject('siteDir');
    const titles = htmlFiles(siteDir).map((file) => loadHtml(siteDir, file)('meta[property="og:image:alt"]').attr('content') ?? '');
    const lines = [
      ...new Set(titles.filter(Boolean)),
      'Garage Door Springs Repair in North Harbor Gardens',
      'Office staff: affluent, fluffy waffles · 24/7 “quoted” — Niño’s café & Co.',
      'fi fl ffi ffl AV To Wa Ty. Yo, LT',
      ' leading and  double  spaces ',
      '',
    ];
    for (const line of lines) {
      for (const size of [1, 48, 60, 76]) {
        const ours: Array<[number, number]> = [];
        const theirs: Array<[number, number]> = [];
        const end = eachGlyph(line, 80, size, (glyph, x) => ours.push([glyph.index, x]));
        const theirEnd = font.forEachGlyph(line, 80, 0, size, {}, (glyph, x) => void theirs.push([glyph.index, x]));
        expect(ours, `${line} at ${size} px`).toEqual(theirs);
        expect(end, `${line} at ${size} px`).toBe(theirEnd);
      }
    }
    expect(lines.length).toBeGreaterThan(40);
  });
});
