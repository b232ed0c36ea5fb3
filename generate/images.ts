import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Image } from '../templates/view.ts';
import { imageRefsIn, type Content } from './content.ts';
import { BuildError, formatJsonPath } from './errors.ts';
import { hashedAssetPath } from './hash.ts';
import type { OutputFiles } from './output.ts';
import type { ImageResolver } from './routes.ts';
import type { ImageRef } from './schema.ts';

type SourceImage = { url: string; width: number; height: number };

/**
 * Copies every image the content uses to a content-hashed file and reads its size, so every
 * <img> carries width and height. (Encoding to responsive AVIF/WebP comes with the image issue.)
 */
export async function processImages(
  content: Content,
  assetsDir: string,
  contentFileOf: (key: keyof Content) => string,
): Promise<{ files: OutputFiles; resolve: ImageResolver }> {
  const files: OutputFiles = new Map();
  const bySource = new Map<string, SourceImage>();
  const problems: string[] = [];

  for (const [key, value] of Object.entries(content)) {
    for (const { where, src } of imageRefsIn(value, [])) {
      if (bySource.has(src)) continue;
      const fullPath = path.join(assetsDir, src);
      const bytes = await readFile(fullPath);
      try {
        const { width, height } = await sharp(bytes).metadata();
        if (!width || !height) throw new Error('it has no dimensions');
        const file = hashedAssetPath(src, bytes);
        files.set(file, bytes);
        bySource.set(src, { url: `/${file}`, width, height });
      } catch (error) {
        problems.push(
          `${contentFileOf(key as keyof Content)}: ${formatJsonPath([...where, 'src'])}: ${src} is not a readable image (${(error as Error).message})`,
        );
      }
    }
  }
  if (problems.length > 0) throw new BuildError(problems);

  const resolve = (ref: ImageRef): Image => {
    const image = bySource.get(ref.src);
    if (!image) throw new Error(`image ${ref.src} was not processed`);
    return { src: image.url, width: image.width, height: image.height, alt: ref.alt };
  };
  return { files, resolve };
}
