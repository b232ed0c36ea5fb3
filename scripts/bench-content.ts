/**
 * What every benchmark builds: a copy of content/ and assets/ where each illustration of a service
 * or a page (assets/images/*.svg) is a photo instead, as a real business has: a 4032×3024 JPEG,
 * the size of a phone camera's, made here from a seeded pattern, so every run builds the same bytes
 * and the repository keeps no large file. The logo stays an SVG. And the same content in its main
 * language alone, for what is built in English only: the peers' pages and the bilingual site's twin.
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PHOTO_SIZE = { width: 4032, height: 3024 };

/** Writes `workDir`/content and `workDir`/assets, the project's own with its illustrations as photos. */
export async function writePhotoSite(projectDir: string, workDir: string): Promise<{ contentDir: string; assetsDir: string }> {
  const contentDir = path.join(workDir, 'content');
  const assetsDir = path.join(workDir, 'assets');
  await cp(path.join(projectDir, 'content'), contentDir, { recursive: true });
  await cp(path.join(projectDir, 'assets'), assetsDir, { recursive: true });
  const illustrations = (await readdir(path.join(assetsDir, 'images'))).filter((name) => name.endsWith('.svg')).sort();
  // Each photo's pixels are made on this thread, and encoded on sharp's while the next is made.
  await Promise.all(
    illustrations.map(async (name, seed) =>
      writeFile(path.join(assetsDir, 'images', name.replace(/\.svg$/, '.jpg')), await photo(seed + 1)),
    ),
  );
  // Every content file that names an illustration names its photo.
  const files = (await readdir(contentDir, { recursive: true })).filter((name) => name.endsWith('.json'));
  for (const file of files) {
    const at = path.join(contentDir, file);
    const text = await readFile(at, 'utf8');
    const photos = text.replace(/"(images\/[^"]+)\.svg"/g, '"$1.jpg"');
    if (photos !== text) await writeFile(at, photos);
  }
  return { contentDir, assetsDir };
}

/** Writes `toDir`, a copy of the content folder `fromDir` in its main language alone: no translations in site.json, no translations/ folder. */
export async function writeMainLanguageContent(fromDir: string, toDir: string): Promise<void> {
  await cp(fromDir, toDir, { recursive: true, filter: (source) => source !== path.join(fromDir, 'translations') });
  const file = path.join(toDir, 'site.json');
  const { translations: _, ...site } = JSON.parse(await readFile(file, 'utf8'));
  await writeFile(file, `${JSON.stringify(site, null, 2)}\n`);
}

/**
 * A photo-like JPEG: a soft blend of two colours, with detail at every scale as a photo has (blotches
 * 64 and 16 px across, texture 4 px across, grain at every pixel), saved at quality 92 as a phone
 * saves it: about 4 MB, and at the widths the site shows, as many bytes as a photo. `seed` picks
 * the colours and the detail.
 */
async function photo(seed: number): Promise<Buffer> {
  const { width, height } = PHOTO_SIZE;
  const random = seeded(seed);
  const ends = [0, 1].map(() => [0, 1, 2].map(() => 40 + random() * 170));
  // Each layer of detail: a grid of random values `across` px apart, read between its points (bilinear).
  const detail = new Float32Array(width * height);
  for (const { across, amount } of DETAIL) {
    const columns = Math.ceil(width / across) + 2;
    const grid = Float32Array.from({ length: columns * (Math.ceil(height / across) + 2) }, () => (random() - 0.5) * amount);
    for (let y = 0, i = 0; y < height; y++) {
      const cy = Math.floor(y / across);
      const fy = y / across - cy;
      for (let x = 0; x < width; x++, i++) {
        const cx = Math.floor(x / across);
        const fx = x / across - cx;
        const at = cy * columns + cx;
        const top = grid[at]! + (grid[at + 1]! - grid[at]!) * fx;
        const bottom = grid[at + columns]! + (grid[at + columns + 1]! - grid[at + columns]!) * fx;
        detail[i]! += top + (bottom - top) * fy;
      }
    }
  }
  // Clamped: a value past 0 or 255 stays there instead of wrapping around.
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const mix = (x / width + y / height) / 2;
      const value = detail[i]! + (random() - 0.5) * GRAIN;
      for (let channel = 0; channel < 3; channel++)
        pixels[i * 3 + channel] = ends[0]![channel]! * (1 - mix) + ends[1]![channel]! * mix + value;
    }
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The layers of detail: how many pixels across each of its blotches is, and how far it moves a pixel's value. */
const DETAIL = [
  { across: 64, amount: 80 },
  { across: 16, amount: 48 },
  { across: 4, amount: 24 },
];
const GRAIN = 24;

/** A small seeded generator (mulberry32): the same numbers for the same seed, on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
