/**
 * The sharp kernel every image maker shares (the images stage, the icons): how a source is measured,
 * opened and drawn at a width, and each format's encoder settings.
 */
import type { Sharp } from 'sharp';
import { codeVersion } from '../cache/fingerprint.ts';

/** The code version of this kernel and of sharp: in the cache key of everything drawn through it. */
export const SHARP_CODE_VERSION = codeVersion([import.meta.url], ['sharp']);

export type Drawable = { bytes: Buffer; format: string; width: number };

export type Format = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * Each format's settings, chosen by measurement (AVIF effort 2 encodes six times faster than 4 for
 * files about 18% larger). Changing one changes SHARP_CODE_VERSION, so it makes new files with new names.
 */
export const encoders = {
  avif: { type: 'image/avif', quality: 50, options: { effort: 2 } },
  webp: { type: 'image/webp', quality: 72, options: { effort: 4 } },
  jpeg: { type: 'image/jpeg', quality: 72, options: { mozjpeg: true } },
  png: { type: 'image/png', quality: 80, options: { palette: true, effort: 7, compressionLevel: 9 } },
} satisfies Record<Format, { type: string; quality: number; options: object }>;

export function encode(image: Sharp, format: Format, quality: number): Sharp {
  // JPEG has no transparency: whatever is transparent becomes white.
  const drawn = format === 'jpeg' ? image.flatten({ background: '#ffffff' }) : image;
  return drawn.toFormat(format, { quality, ...encoders[format].options });
}

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

export async function decode(source: Drawable, width: number): Promise<Sharp> {
  return (await openSource(source, width)).resize(width);
}

/** What the images stage needs to know of a source, learned by decoding a small copy of it. */
export type SourceFacts = { format: string; width: number; height: number; opaque: boolean };

/**
 * Checks that `bytes` are an image sharp can decode, and measures it upright (after the camera's
 * orientation is applied). Throws an Error whose message completes "<src> …".
 */
export async function measure(bytes: Buffer): Promise<SourceFacts> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch((error: Error) => {
      throw new Error(`is not an image sharp can read (${firstLine(error)})`);
    });
  if (!metadata.width || !metadata.height) throw new Error('has no width or height');
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  // An SVG is published as SVG: librsvg has parsed it for its size, and whether it covers every
  // pixel matters only for a photo's fallback format (JPEG or PNG). Drawing it here cost a raster per illustration.
  if (metadata.format === 'svg') return { format: 'svg', width, height, opaque: false };
  // Decoding a small copy finds a damaged file now, and tells whether any pixel is transparent. Not by stats(),
  // which takes a failed decode for a good one when another file's read empties libvips' shared error log meanwhile.
  const { data, info } = await (await decode({ bytes, format: metadata.format, width }, Math.min(width, 400)))
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new Error(`cannot be decoded; the file may be damaged (${firstLine(error)})`);
    });
  return { format: metadata.format ?? 'unknown', width, height, opaque: isOpaque(data, info.channels) };
}

/** sharp's own line of an error: libvips' log may follow it, lines of other files read at the same time among them. */
export const firstLine = (error: Error) => error.message.split('\n')[0]!.trim();

/** Raw 8-bit pixels with no alpha channel, or whose alpha (the last channel) is full everywhere. */
function isOpaque(data: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return true;
  for (let at = channels - 1; at < data.length; at += channels) if (data[at] !== 255) return false;
  return true;
}
