/** The favicon's ICO wrapper, on a PNG made here (test/site/images.test.ts builds the real icons). */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icoFromPng } from '../../generate/images/icons.ts';

describe('icoFromPng', () => {
  it('wraps a PNG in an ICO directory entry', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const ico = icoFromPng(png, 16);
    expect(ico.subarray(0, 6)).toEqual(Buffer.from([0, 0, 1, 0, 1, 0]));
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(22)).toEqual(png);
  });
});
