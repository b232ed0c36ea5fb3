import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageCrop, imageSlots, type ImageSlotName } from '../../templates/imageSlots.ts';
import type { Image } from '../../templates/view.ts';
import { type ContentFileOf, type ImagePlace as Place, imageRefsIn, type LoadedContent, realImageFile } from '../content/load.ts';
import { BuildError, contentProblem, placesInFileOrder, problemAtFirstUse, type UnreadableImage } from '../errors.ts';
import { contentHash } from '../cache/hash.ts';
import { BuildCache, type CachedFile } from '../cache/build-cache.ts';
import type { OutputFiles } from '../output/write.ts';
import { slugify } from '../pages/paths.ts';
import { HEIC_ADVICE, type ImageRef } from '../content/schema.ts';
import type { OutputInfo, Sharp } from 'sharp';
import { decode, encode, encoders, firstLine, type Format, loadSharp, measure, SHARP_CODE_VERSION, type SourceFacts } from './sharp.ts';
import { safeSvg } from './svg.ts';

/** Widths every photo or illustration is encoded at (never wider than its source). */
const IMAGE_WIDTHS = [400, 800, 1200, 1600];
/** The logo shows at 40-48 px: 1x, 2x and 3x screens. */
const LOGO_WIDTHS = [48, 96, 144];
/** Below this share of a photo left showing in a slot of another shape, the build warns. */
const MIN_SHOWN = 0.7;
/** No file the site serves may be larger: a phone on mobile data pays for every byte. */
const MAX_IMAGE_BYTES = 200 * 1024;

/** What measure() learns of it (its upright size among them), and what the build knows of it besides. */
export type SourceImage = SourceFacts & {
  src: string;
  bytes: Buffer;
  hash: string;
  /** Where content first names it in file order, for messages: content/services.json, `["x"].image.src`. */
  usedAt: Place;
  /** Every place content names it, which a problem with it lists. */
  places: Place[];
  /** For an SVG: the SVG as the site publishes it (and favicon.svg, for the logo), with nothing that runs or loads. */
  safeSvg?: string;
};

type Variant = { format: Format | 'svg'; width: number; height: number; url: string };

type ImageStage = {
  files: OutputFiles;
  sources: Map<string, SourceImage>;
  /** The <picture> data for a content image shown in a layout slot; `ref` as content holds it (not a copy), so a warning names where it is written. */
  resolve: (ref: ImageRef, slot: ImageSlotName) => Image;
  /** Sources too small for a slot they fill, or too large to handle well; call after every resolve. */
  warnings: () => string[];
};

/**
 * Photos get AVIF, WebP and a JPEG or PNG fallback at several widths; an SVG is published as one SVG, made safe,
 * as it is sharp at every width and fewer bytes than its rasters.
 */
export async function processImages(options: {
  /** Every content file, with its content: the images they name. */
  contentFiles: LoadedContent['files'];
  /** The logo, published as favicon.svg too. */
  logo: ImageRef;
  assetsDir: string;
  cache: BuildCache;
  contentFileOf: ContentFileOf;
}): Promise<ImageStage> {
  const { contentFiles, assetsDir, cache, contentFileOf } = options;
  const problems: string[] = [];
  const unreadable: UnreadableImage[] = [];
  const failIfAny = () => {
    if (problems.length > 0) throw new BuildError(problems.sort(), { unreadable });
  };
  const usedAt = new Map<string, Place[]>();
  // Every place content names an image, in content order, each known by the reference written there.
  const places: Place[] = [];
  const rankOf = new WeakMap<object, number>();
  for (const { spec, value } of contentFiles) {
    for (const { where, src, ref } of imageRefsIn(value)) {
      const place = { file: contentFileOf(spec), where };
      // A YAML alias writes one reference in two places: the first names it.
      if (!rankOf.has(ref)) rankOf.set(ref, places.push(place) - 1);
      usedAt.set(src, [...(usedAt.get(src) ?? []), place]);
    }
  }
  const sources = await readSources(usedAt, assetsDir, cache, problems, unreadable);
  failIfAny();
  const removedFromSvgs = await publishSvgs(sources, options.logo.src, cache, problems);
  failIfAny();
  const files: OutputFiles = new Map();
  const variants = new Map<string, Variant[]>();
  await Promise.all(
    [...sources.values()].map(async (source) => {
      const widths = source.src === options.logo.src ? LOGO_WIDTHS : IMAGE_WIDTHS;
      try {
        variants.set(source.src, await encodeVariants(source, widths, cache, files));
      } catch (error) {
        problems.push(problemAtFirstUse(source.places, `${source.src} ${firstLine(error as Error)}`));
      }
    }),
  );
  failIfAny();

  // Each image in each slot, with the rank of its first place in content: a warning about the slot names that use.
  // A copy of a reference (a translation's, its words over the main file's) has no place of its own: the main file's use names it.
  const usages = new Map<string, number>();
  const resolve = (ref: ImageRef, slot: ImageSlotName): Image => {
    const all = variants.get(ref.src);
    if (!all) throw new Error(`image ${ref.src} was not processed`);
    const key = `${ref.src}\0${slot}`;
    usages.set(key, Math.min(usages.get(key) ?? Infinity, rankOf.get(ref) ?? Infinity));
    return imageOf(all, ref.alt, slot);
  };
  const warnings = () => {
    // In the order of their names, so the warnings' order is the same on every build.
    const placed = [...usages]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, rank]) => {
        const [src, slot] = key.split('\0') as [string, ImageSlotName];
        return { src, slot, place: places[rank] ?? sources.get(src)!.usedAt };
      });
    return imageWarnings(sources, placed, removedFromSvgs, options.logo.src);
  };
  return { files, sources, resolve, warnings };
}

const problemAt = (place: Place, message: string) => contentProblem(place.file, place.where, message);

/**
 * Each source content names, read and measured; one that cannot be is a problem, said once with every place it is named,
 * and one that does not read whole is in `unreadable` too.
 */
async function readSources(
  usedAt: Map<string, Place[]>,
  assetsDir: string,
  cache: BuildCache,
  problems: string[],
  unreadable: UnreadableImage[],
) {
  const sources = new Map<string, SourceImage>();
  const failed: Array<{ src: string; places: Place[]; fullPath: string }> = [];
  await Promise.all(
    [...usedAt].map(async ([src, places]) => {
      // Checked when content loads too; checked again here, where the file is read.
      const found = await realImageFile(assetsDir, src);
      if ('problem' in found) {
        problems.push(problemAtFirstUse(places, found.problem));
        return;
      }
      try {
        sources.set(src, await readSource(src, found.path, places, cache));
      } catch {
        failed.push({ src, places, fullPath: found.path });
      }
    }),
  );
  // libvips keeps one error log for all the files it reads at once: a file that failed is read again alone, so its message is its own.
  for (const { src, places, fullPath } of failed) {
    try {
      sources.set(src, await readSource(src, fullPath, places, cache));
    } catch (error) {
      const problem = problemAtFirstUse(places, `${src} ${(error as Error).message}`);
      problems.push(problem);
      if (error instanceof NotReadWhole) unreadable.push({ src, problem });
    }
  }
  return sources;
}

/** An SVG is a document of the site's origin, so each is made safe to publish: it may not run or load anything. */
async function publishSvgs(sources: Map<string, SourceImage>, logo: string, cache: BuildCache, problems: string[]): Promise<string[]> {
  const published = (src: string) => (src === logo ? 'favicon.svg' : 'SVG');
  const removed: string[] = [];
  await Promise.all(
    [...sources.values()]
      .filter((source) => source.format === 'svg')
      .map(async (source) => {
        try {
          const safe = await safeSvg(source, cache);
          source.safeSvg = safe.svg;
          if (safe.removed.length > 0)
            removed.push(
              problemAt(source.usedAt, `${source.src}: removed from the published ${published(source.src)}: ${safe.removed.join(', ')}`),
            );
        } catch (error) {
          // librsvg drew it, but svgo's stricter XML parser cannot read it: say where, as svgo does.
          if ((error as Error).name !== 'SvgoParserError') throw error;
          const where = firstLine(error as Error).replace(/^<input>:(\d+):(\d+):/, 'line $1, column $2:');
          problems.push(problemAtFirstUse(source.places, `${source.src} cannot be published as ${published(source.src)}: ${where}`));
        }
      }),
  );
  return removed;
}

/** An image for <picture> from its files, shown in a layout slot: an SVG as it is, else every width of every format. */
function imageOf(all: Variant[], alt: string, slot: ImageSlotName): Image {
  const { sizes } = imageSlots[slot];
  const vector = all.find((v) => v.format === 'svg');
  if (vector) return { alt, width: vector.width, height: vector.height, src: vector.url, srcset: '', sources: [], sizes };
  const fallback = all.filter((v) => v.format === 'jpeg' || v.format === 'png');
  const srcset = (format: Variant['format']) =>
    all
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  const widest = fallback[fallback.length - 1]!;
  // For browsers that ignore srcset: a middle size, sharp enough on most screens.
  const plain = fallback.find((v) => v.width >= 800) ?? widest;
  return {
    alt,
    width: widest.width,
    height: widest.height,
    src: plain.url,
    srcset: srcset(widest.format),
    sources: (['avif', 'webp'] as const).map((format) => ({ type: encoders[format].type, srcset: srcset(format) })),
    sizes,
  };
}

/** What to fix that does not stop the build: what was removed from SVGs, a source too small for its slot, or too large, a logo far from square. */
function imageWarnings(
  sources: Map<string, SourceImage>,
  usages: Array<{ src: string; slot: ImageSlotName; place: Place }>,
  removedFromSvgs: string[],
  logoSrc: string,
): string[] {
  const messages = [...removedFromSvgs].sort();
  const warn = (place: Place, message: string) => messages.push(problemAt(place, message));
  const logo = sources.get(logoSrc);
  // The header shows the logo in a square beside the written name: a wordmark would be a sliver there.
  if (logo && Math.max(logo.width, logo.height) > 1.5 * Math.min(logo.width, logo.height))
    warn(
      logo.usedAt,
      `${logo.src} is ${logo.width}×${logo.height} px, but the header shows the logo in a square beside the business's name, where it would be small; use a square mark (a symbol or monogram)`,
    );
  // An image in several slots is named once, at the widest, where that use is written: the one fix (a wider source) serves them all.
  const widest = new Map<string, { slotWidth: number; place: Place }>();
  for (const { src, slot, place } of usages) {
    const slotWidth = imageSlots[slot].maxWidth;
    if (slotWidth > (widest.get(src)?.slotWidth ?? 0)) widest.set(src, { slotWidth, place });
  }
  for (const [src, { slotWidth, place }] of widest) {
    const source = sources.get(src)!;
    const needed = slotWidth * 2;
    if (source.format !== 'svg' && source.width < needed) {
      warn(
        place,
        `${src} is ${source.width} px wide but fills a ${slotWidth} px slot (${needed} px on high-density screens), so it will look soft; use one at least ${needed} px wide`,
      );
    }
  }
  // A photo whose shape is far from its slot's loses much of itself to object-cover: the owner should choose what shows.
  // Named for each slot that cuts it so, as each cuts it differently, where that use is written.
  for (const { src, slot, place } of usages) {
    const { crop } = imageSlots[slot] as { crop?: ImageCrop };
    const source = sources.get(src)!;
    if (!crop || source.format === 'svg') continue;
    const [across, down] = crop.shape;
    // Above 1, the photo is wider than the slot.
    const wider = (source.width * down) / (source.height * across);
    const shown = wider < 1 ? wider : crop.tallerOnly ? 1 : 1 / wider;
    if (shown >= MIN_SHOWN) continue;
    const cut = wider > 1 ? 'sides' : 'top and bottom';
    warn(
      place,
      `${src} is ${source.width}×${source.height} px, but ${crop.named} shows it ${crop.tallerOnly ? 'no taller than' : 'at'} ${across}:${down}, cutting off its ${cut}: ${Math.round((1 - shown) * 100)}% of it is hidden; crop it to about ${across}:${down} yourself to choose what shows`,
    );
  }
  for (const source of sources.values()) {
    if (source.bytes.length > 20 * 1024 * 1024 || source.width > 8000) {
      warn(
        source.usedAt,
        `${source.src} is ${source.width}×${source.height} px (${(source.bytes.length / 1048576).toFixed(1)} MB); a source about 3200 px wide is plenty and builds much faster`,
      );
    }
  }
  return [...new Set(messages)];
}

/** A HEIF file with an HEVC brand (an iPhone's photo), whatever its name: renaming IMG_2041.HEIC to .jpg does not convert it. */
function isHeic(bytes: Buffer): boolean {
  const brand = bytes.toString('latin1', 8, 12);
  return bytes.toString('latin1', 4, 8) === 'ftyp' && ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'].includes(brand);
}

/**
 * A source that does not read whole: empty, or one measure() refuses (not an image sharp reads, no width or height, not
 * decodable), as a photo still being copied in is.
 */
class NotReadWhole extends Error {}

/** What it learns of a source is cached under the source's hash, so an unchanged source is only read, not decoded. */
async function readSource(src: string, fullPath: string, places: Place[], cache: BuildCache): Promise<SourceImage> {
  const bytes = await readFile(fullPath).catch(() => {
    throw new Error(`does not exist in the assets folder`);
  });
  // sharp throws "Input Buffer is empty" for it, outside the promise whose errors measure() words.
  if (bytes.length === 0) throw new NotReadWhole('is an empty file (0 bytes); copy the picture into the assets folder again');
  if (isHeic(bytes)) throw new Error(`is a HEIC photo under another name; ${HEIC_ADVICE}`);
  const hash = contentHash(bytes);
  const facts = await cache.json(BuildCache.key(hash, 'source facts', SHARP_CODE_VERSION), () =>
    measure(bytes).catch((error: Error) => {
      // librsvg refuses an SVG past libxml2's limits (a path of megabytes, groups nested hundreds deep) naming a flag of its own.
      throw /XML_PARSE_HUGE/.test(error.message)
        ? new Error('is an SVG too large to read; simplify it, or export a smaller SVG or a PNG')
        : new NotReadWhole(error.message);
    }),
  );
  return { src, bytes, hash, ...facts, usedAt: placesInFileOrder(places)[0]!, places };
}

async function encodeVariants(source: SourceImage, widths: number[], cache: BuildCache, files: OutputFiles): Promise<Variant[]> {
  // In lower-case ASCII words, as a URL takes it whole: a space in a phone's "IMG 2041.JPG" would split a srcset.
  // The key in every name keeps apart two sources whose names read the same.
  const stem = slugify(path.basename(source.src, path.extname(source.src))) || 'image';
  if (source.safeSvg !== undefined) {
    // Through the cache like an encoded file, so an unchanged SVG keeps its first modification time.
    const svg = Buffer.from(source.safeSvg);
    const key = BuildCache.key(contentHash(svg), 'published svg');
    const file = `assets/${stem}-${key.slice(0, 10)}.svg`;
    files.set(file, await cache.file(key, 'svg', async () => svg));
    return [{ format: 'svg', width: source.width, height: source.height, url: `/${file}` }];
  }
  // A photo is never enlarged.
  const fitting = widths.filter((width) => width <= source.width);
  const chosen = fitting.length > 0 ? fitting : [source.width];
  const fallback: Format = source.opaque ? 'jpeg' : 'png';
  const tasks = chosen.flatMap((width) => (['avif', 'webp', fallback] as const).map((format) => ({ width, format })));
  // PNG encoded from bare pixels differs in its colour chunks: it is drawn from the source, as before.
  const fromPixels = (format: Format) => format !== 'png';
  const pixels = pixelsOf(
    source,
    tasks.filter(({ format }) => fromPixels(format)),
  );
  return Promise.all(
    tasks.map(async ({ width, format }): Promise<Variant> => {
      const draw = () => (fromPixels(format) ? pixels.at(width) : decode(source, width));
      const { key, encoded } = await encodeWithinBudget(source, width, format, draw, cache).finally(
        () => fromPixels(format) && pixels.done(width),
      );
      // Named by what went in, so the name changes exactly when the file does and cached files need no reading.
      const file = `assets/${stem}-${width}-${key.slice(0, 10)}.${format === 'jpeg' ? 'jpg' : format}`;
      files.set(file, encoded);
      return { format, width, height: Math.round((width * source.height) / source.width), url: `/${file}` };
    }),
  );
}

/** Decoded and scaled once however many formats are encoded from it, and only on a cache miss; its pixels are let go after the last. */
function pixelsOf(source: SourceImage, uses: Array<{ width: number }>) {
  const decoded = new Map<number, Promise<{ data: Buffer; info: OutputInfo }>>();
  const left = new Map<number, number>();
  for (const { width } of uses) left.set(width, (left.get(width) ?? 0) + 1);
  const raw = (width: number) => decode(source, width).then((image) => image.raw().toBuffer({ resolveWithObject: true }));
  return {
    at: async (width: number): Promise<Sharp> => {
      if (!decoded.has(width)) decoded.set(width, raw(width));
      const { data, info } = await decoded.get(width)!;
      return (await loadSharp())(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    },
    done: (width: number) => {
      left.set(width, (left.get(width) ?? 1) - 1);
      if (left.get(width)! <= 0) decoded.delete(width);
    },
  };
}

/** Encodes at the format's quality, stepping it down until the file fits the 200 KB budget. */
async function encodeWithinBudget(
  source: SourceImage,
  width: number,
  format: Format,
  draw: () => Promise<Sharp>,
  cache: BuildCache,
): Promise<{ key: string; encoded: CachedFile }> {
  const { quality } = encoders[format];
  let size = 0;
  for (let q = quality; q >= 30; q -= 10) {
    const key = BuildCache.key(source.hash, `${format} ${width} ${q}`, SHARP_CODE_VERSION);
    const encoded = await cache.file(key, format, async () => encode(await draw(), format, q).toBuffer());
    if (encoded.size <= MAX_IMAGE_BYTES) return { key, encoded };
    size = encoded.size;
  }
  throw new Error(
    `is too detailed to fit the ${MAX_IMAGE_BYTES / 1024} KB budget: its ${width} px ${format.toUpperCase()} is ${Math.round(size / 1024)} KB even at quality 30; give a photo with less fine detail (grain, gravel, leaves, noise), or crop it closer`,
  );
}
