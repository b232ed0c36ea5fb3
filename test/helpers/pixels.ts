/** Reading colours back out of built images, with sharp. */
import sharp from 'sharp';

/** The colour of one pixel of an image file, as "#rrggbb". */
export async function pixel(file: string, left: number, top: number): Promise<string> {
  const { data } = await sharp(file).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return `#${[...data].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** How far apart two colours are, channel by channel: JPEG moves a flat colour by a few levels. */
export function distance(a: string, b: string): number {
  const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return x.reduce((sum, channel, index) => sum + Math.abs(channel - y[index]!), 0);
}
