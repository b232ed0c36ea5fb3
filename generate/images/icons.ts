import { readFile } from 'node:fs/promises';
import type { Content } from '../content/load.ts';
import { shortNameOf } from '../content/site/business.ts';
import type { Language } from '../strings/index.ts';
import { BuildCache, type CachedFile } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import type { SourceImage } from './images.ts';
import { openSource } from './sharp.ts';
import type { OutputFiles } from '../output/write.ts';

/** The icons browsers and phones look for, all made from the logo, at fixed names at the site's root, where browsers ask. */
export const ICON_FILES = {
  svg: 'favicon.svg',
  ico: 'favicon.ico',
  appleTouch: 'apple-touch-icon.png',
  manifest: 'site.webmanifest',
  small: 'icon-192.png',
  large: 'icon-512.png',
} as const;

/** The square PNG icons' sizes in pixels, for the manifest and the JSON-LD logo. */
export const ICON_SIZES = { small: { width: 192, height: 192 }, large: { width: 512, height: 512 } } as const;

/** This file's code and the sharp kernel's: in every icon's cache key, so editing either redraws the icons. */
const ICON_CODE_VERSION = codeVersion([import.meta.url, new URL('./sharp.ts', import.meta.url)], ['sharp']);

export async function buildIcons(logo: SourceImage, content: Content, language: Language, cache: BuildCache): Promise<OutputFiles> {
  const { colors } = content.site.theme;
  const square = (size: number, background?: string) =>
    cache.file(BuildCache.key(logo.hash, `icon ${size} ${background ?? 'transparent'}`, ICON_CODE_VERSION), 'png', () =>
      squareIcon(logo, size, background),
    );

  const [ico, appleTouch, small, large] = await Promise.all([
    cache.file(BuildCache.key(logo.hash, 'favicon.ico 32', ICON_CODE_VERSION), 'ico', async () =>
      icoFromPng(await readFile((await square(32)).copyOf), 32),
    ),
    // iOS paints transparent corners black: the touch icon has the theme's ground.
    square(180, colors.iconBackground),
    square(ICON_SIZES.small.width),
    square(ICON_SIZES.large.width),
  ]);
  const { site } = content;
  const manifest = {
    name: site.businessName,
    short_name: site.shortName ?? shortNameOf(site.businessName, language.strings.joining),
    // The language its name and short name are written in: the pages'.
    lang: language.tag,
    start_url: '/',
    display: 'browser',
    theme_color: colors.ink,
    background_color: '#ffffff',
    icons: [
      { src: `/${ICON_FILES.small}`, sizes: '192x192', type: 'image/png' },
      { src: `/${ICON_FILES.large}`, sizes: '512x512', type: 'image/png' },
    ],
  };
  const files: OutputFiles = new Map<string, string | Uint8Array | CachedFile>([
    [ICON_FILES.ico, ico],
    [ICON_FILES.appleTouch, appleTouch],
    [ICON_FILES.small, small],
    [ICON_FILES.large, large],
    [ICON_FILES.manifest, `${JSON.stringify(manifest, null, 2)}\n`],
  ]);
  // Never the logo's own bytes: an SVG at the site's address runs its scripts there (see svg.ts).
  if (logo.safeSvg !== undefined) files.set(ICON_FILES.svg, logo.safeSvg);
  return files;
}

/** The logo drawn into a square PNG of `size` px, on `background` or transparent. */
async function squareIcon(logo: SourceImage, size: number, background?: string): Promise<Buffer> {
  let image = (await openSource(logo, size)).resize(size, size, {
    fit: 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  if (background) image = image.flatten({ background });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * An .ico file holding one PNG image, which every browser since IE 11 reads
 * (the ICO directory entry may point at PNG data instead of a bitmap).
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image data
  header.writeUInt32LE(header.length, 18); // where it starts
  return Buffer.concat([header, png]);
}
