/**
 * The sharp kernel every image maker shares (the images stage, the icons, the social cards): how a
 * source is opened and drawn at a width, and each format's encoder settings. sharp itself is loaded
 * only when something has to be drawn, so a warm build never loads it.
 */
import type { Sharp } from 'sharp';

/** What drawing needs to know of a source. */
export type Drawable = { bytes: Buffer; format: string; width: number };

export type Format = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * Each format's settings, chosen by measurement (AVIF effort 2 encodes six times faster than 4 for
 * files about 18% larger). They are data so that they can be part of every file's cache key:
 * changing one makes new files with new names.
 */
export const encoders = {
  avif: { type: 'image/avif', quality: 50, options: { effort: 2 } },
  webp: { type: 'image/webp', quality: 72, options: { effort: 4 } },
  // JPEG has no transparency: whatever is transparent becomes white.
  jpeg: { type: 'image/jpeg', quality: 72, options: { mozjpeg: true }, background: '#ffffff' },
  png: { type: 'image/png', quality: 80, options: { palette: true, effort: 7, compressionLevel: 9 } },
} satisfies Record<Format, { type: string; quality: number; options: object; background?: string }>;

export function encode(image: Sharp, format: Format, quality: number): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality, ...encoders.avif.options });
    case 'webp':
      return image.webp({ quality, ...encoders.webp.options });
    case 'jpeg':
      return image.flatten({ background: encoders.jpeg.background }).jpeg({ quality, ...encoders.jpeg.options });
    case 'png':
      return image.png({ quality, ...encoders.png.options });
  }
}

/**
 * How `openSource` and `decode` turn a source into pixels, in words, in every cache key of what
 * they make. Change this text whenever you change either, so that no file made the old way is reused.
 */
export const DECODE_RULES = 'svg: density 72 dpi × width / source width, then resize; other: auto-orient, then resize';

/** sharp, loaded only when an image has to be measured or encoded: a warm build never needs it. */
export const loadSharp = async () => (await import('sharp')).default;

/**
 * The source opened to be drawn `width` px wide: a vector at the density that draws it that wide
 * (librsvg renders at 72 dpi by default), a photo turned upright. The icons open the logo this way too.
 */
export async function openSource(source: Drawable, width: number): Promise<Sharp> {
  const sharp = await loadSharp();
  return source.format === 'svg'
    ? sharp(source.bytes, { density: Math.max(1, (72 * width) / source.width) })
    : sharp(source.bytes, { autoOrient: true });
}

/** The source as pixels at `width`: vectors rendered at that size, photos turned upright and scaled. */
export async function decode(source: Drawable, width: number): Promise<Sharp> {
  return (await openSource(source, width)).resize(width);
}

/** What, besides the source, the width and the quality, decides an encoded file's bytes. */
export const pipeline = Object.fromEntries(
  (Object.keys(encoders) as Format[]).map((format) => [format, JSON.stringify([DECODE_RULES, encoders[format]])]),
) as Record<Format, string>;
