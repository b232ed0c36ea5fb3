/** Which failed builds npm run dev holds back for a photo still being copied in (generate/serve/arrivals.ts). */
import path from 'node:path';
import { expect, it } from 'vitest';
import sharp from 'sharp';
import { measure } from '../../generate/images/sharp.ts';
import { Arrivals } from '../../generate/serve/arrivals.ts';

const assetsDir = path.resolve('/site/assets');
const at = 'content/gallery.json:39:18: jobs[1].photos[1].src:';

it('holds back a build that fails only because a photo just written does not read whole yet', () => {
  const arrivals = new Arrivals(
    assetsDir,
    () => {},
    () => {},
  );
  arrivals.changed('change', path.join(assetsDir, 'photos/ev.jpg'));
  const truncated = `${at} photos/ev.jpg cannot be decoded; the file may be damaged (VipsJpeg: premature end of JPEG image)`;
  expect(arrivals.growing([truncated])).toEqual(['photos/ev.jpg']);
  expect(arrivals.growing([`${at} photos/ev.jpg is an empty file (0 bytes); copy the picture into the assets folder again`])).toEqual([
    'photos/ev.jpg',
  ]);
  // Another problem beside it is the owner's to see now.
  expect(arrivals.growing([truncated, 'content/site.json:3:1: invalid JSON: the file is empty'])).toBeNull();
});

it('reports at once what a whole photo fails on, and a photo that was not just written', () => {
  const arrivals = new Arrivals(
    assetsDir,
    () => {},
    () => {},
  );
  arrivals.changed('add', path.join(assetsDir, 'photos/ev.jpg'));
  // Copied whole, and too detailed: waiting would only build it twice.
  expect(arrivals.growing([`${at} photos/ev.jpg is too detailed to fit the 200 KB budget`])).toBeNull();
  expect(arrivals.growing([`${at} photos/old.jpg cannot be decoded; the file may be damaged (VipsJpeg: bad)`])).toBeNull();
  arrivals.changed('unlink', path.join(assetsDir, 'photos/ev.jpg'));
  expect(arrivals.growing([`${at} photos/ev.jpg cannot be decoded; the file may be damaged (VipsJpeg: bad)`])).toBeNull();
});

it('knows the images stage’s words for a photo cut short', async () => {
  // Noise, so that half of it holds the whole header and half the picture.
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#808080', noise } })
    .jpeg()
    .toBuffer();
  const said = async (bytes: Buffer) => (await measure(bytes).catch((error: Error) => error.message)) as string;
  const arrivals = new Arrivals(
    assetsDir,
    () => {},
    () => {},
  );
  arrivals.changed('add', path.join(assetsDir, 'photos/new.jpg'));
  for (const cut of [photo.length / 2, 8]) {
    const problem = `${at} photos/new.jpg ${await said(photo.subarray(0, cut))}`;
    expect(arrivals.growing([problem]), problem).toEqual(['photos/new.jpg']);
  }
});
