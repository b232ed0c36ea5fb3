/**
 * The image pipeline on real files: a 4000×3000 JPEG like a phone photo, a PNG with transparency
 * and an SVG illustration, built into a small site (the locksmith fixture) with its own cache.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import fg from 'fast-glob';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../generate.ts';
import { BuildError } from '../../generate/errors.ts';
import { imageSlots } from '../../templates/imageSlots.ts';
import { editContent, htmlFiles, loadHtml, loadPage, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const site = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business'), copy: ['content', 'assets'], cache: 'empty' });
let contentDir: string;
let assetsDir: string;
let outDir: string;
let first: BuildResult;

/** A photo-like picture: a gradient with grain, as a camera would give, 4000×3000, about 3 MB. */
async function photo(width: number, height: number): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#7aa2c8"/><stop offset="1" stop-color="#c8734a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#1e3a5f"/></svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A badge on a transparent ground. */
function badge(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><circle cx="450" cy="300" r="260" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const buildFixture = () => site.build();

beforeAll(async () => {
  ({ contentDir, assetsDir, outDir } = site);
  await writeFile(path.join(assetsDir, 'images/photo.jpg'), await photo(4000, 3000));
  await writeFile(path.join(assetsDir, 'images/badge.png'), await badge('#0f766e'));
  await editContent(contentDir, 'services.json', (services) => {
    services['lockout-service'].image = { src: 'images/photo.jpg', alt: 'A locksmith at a front door' };
    services['lock-rekeying'].image = { src: 'images/badge.png', alt: 'A green badge' };
  });
  await editContent(contentDir, 'pages/home.json', (home) => {
    home.hero.image = { src: 'images/lock.svg', alt: '' };
    // Long enough for two lines on its card.
    home.hero.heading = 'Locked Out of Your Home or Car in {homeCity}?';
  });
  first = await buildFixture();
});

/** Every file of the built fixture, or those matching a pattern. */
const readdirDeep = (dir: string) => fg.sync('**/*', { cwd: dir });
const files = (pattern: RegExp) => readdirDeep(outDir).filter((file) => pattern.test(file));
const meta = async (file: string) => sharp(path.join(outDir, file)).metadata();

describe('encoding', () => {
  it('writes AVIF, WebP and JPEG at 400, 800, 1200 and 1600 px for a large photo, with hashed names', async () => {
    const written = files(/^assets\/photo-/);
    expect(written).toHaveLength(12);
    for (const width of [400, 800, 1200, 1600]) {
      for (const [extension, format] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const file = written.find((f) => new RegExp(`^assets/photo-${width}-[0-9a-f]{10}\\.${extension}$`).test(f));
        expect(file, `${width} ${extension}`).toBeDefined();
        const info = await meta(file!);
        expect(info.format).toBe(format);
        expect([info.width, info.height]).toEqual([width, (width * 3) / 4]);
      }
    }
  });

  it('falls back to PNG where the source has transparency, keeps the alpha, and never enlarges past the source', async () => {
    const written = files(/^assets\/badge-/).sort();
    expect(written.map((f) => f.replace(/-[0-9a-f]{10}\./, '.')).sort()).toEqual([
      'assets/badge-400.avif',
      'assets/badge-400.png',
      'assets/badge-400.webp',
      'assets/badge-800.avif',
      'assets/badge-800.png',
      'assets/badge-800.webp',
    ]);
    for (const file of written) expect((await meta(file)).hasAlpha, file).toBe(true);
  });

  it('publishes an SVG illustration as one SVG, made safe, with nothing to encode', async () => {
    const written = files(/^assets\/lock-/);
    expect(written).toEqual([expect.stringMatching(/^assets\/lock-[0-9a-f]{10}\.svg$/)]);
    const svg = await readFile(path.join(outDir, written[0]!), 'utf8');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    const { width, height } = await meta(written[0]!);
    const $ = loadPage(outDir, '/');
    const hero = $('main > section img').first();
    expect(hero.attr('src')).toBe(`/${written[0]}`);
    expect([hero.attr('width'), hero.attr('height')]).toEqual([String(width), String(height)]);
    expect([hero.attr('srcset'), hero.attr('sizes'), hero.parent('picture').children('source').length]).toEqual([undefined, undefined, 0]);
  });

  it('keeps every image the site serves within 200 KB, the large photo’s included', async () => {
    for (const file of readdirDeep(outDir).filter((f) => /\.(avif|webp|jpg|png)$/.test(f))) {
      expect((await readFile(path.join(outDir, file))).length, file).toBeLessThanOrEqual(200 * 1024);
    }
  });
});

describe('markup', () => {
  const sources = ($: CheerioAPI, img: ReturnType<CheerioAPI>) =>
    img
      .parent('picture')
      .children('source')
      .map((_, s) => ({ type: $(s).attr('type'), srcset: $(s).attr('srcset'), sizes: $(s).attr('sizes') }))
      .get();

  it('uses <picture> with AVIF and WebP sources, srcset, sizes from the layout, and width and height', () => {
    const $ = loadPage(outDir, '/services/lockout-service/');
    const hero = $('main > section img[alt="A locksmith at a front door"]').first();
    const expectSrcset = (extension: string) =>
      new RegExp(`^${[400, 800, 1200, 1600].map((w) => `/assets/photo-${w}-[0-9a-f]{10}\\.${extension} ${w}w`).join(', ')}$`);
    expect(sources($, hero)).toEqual([
      { type: 'image/avif', srcset: expect.stringMatching(expectSrcset('avif')), sizes: imageSlots.half.sizes },
      { type: 'image/webp', srcset: expect.stringMatching(expectSrcset('webp')), sizes: imageSlots.half.sizes },
    ]);
    expect(hero.attr('srcset')).toMatch(expectSrcset('jpg'));
    expect(hero.attr('src')).toMatch(/^\/assets\/photo-800-[0-9a-f]{10}\.jpg$/);
    expect(hero.attr('sizes')).toBe(imageSlots.half.sizes);
    expect([hero.attr('width'), hero.attr('height')]).toEqual(['1600', '1200']);
  });

  it('gives cards the card slot’s sizes, and loads them lazily', () => {
    const $ = loadPage(outDir, '/services/');
    const card = $('.service-catalog img[alt="A green badge"]');
    expect(card.attr('sizes')).toBe(imageSlots.card.sizes);
    expect(card.attr('loading')).toBe('lazy');
    expect(card.attr('decoding')).toBe('async');
    expect(card.attr('srcset')).toMatch(/^\/assets\/badge-400-[0-9a-f]{10}\.png 400w, \/assets\/badge-800-[0-9a-f]{10}\.png 800w$/);
  });

  it('fetches the largest image above the fold first and preloads it, on the pages that have one', () => {
    for (const file of htmlFiles(outDir)) {
      const $ = loadHtml(outDir, file);
      const priority = $('img[fetchpriority="high"]');
      const preload = $('link[rel="preload"][as="image"]');
      if (priority.length === 0) {
        expect(preload.length, file).toBe(0);
        continue;
      }
      expect(priority.length, file).toBe(1);
      expect(priority.attr('loading')).toBe('eager');
      expect(preload.attr('fetchpriority'), file).toBe('high');
      const avif = sources($, priority)[0];
      if (!avif) {
        // An SVG: one file, preloaded by its address.
        expect([preload.attr('href'), preload.attr('imagesrcset')], file).toEqual([priority.attr('src'), undefined]);
        continue;
      }
      expect(preload.attr('type'), file).toBe('image/avif');
      expect(preload.attr('imagesrcset'), file).toBe(avif.srcset);
      expect(preload.attr('imagesizes'), file).toBe(avif.sizes);
    }
    expect(loadPage(outDir, '/')('link[rel="preload"][as="image"]').length).toBe(1);
    expect(loadPage(outDir, '/service-areas/capitola/')('link[rel="preload"][as="image"]').length).toBe(0);
  });

  it('takes alt text from content, empty for a decorative image', () => {
    expect(loadPage(outDir, '/')('main > section img').first().attr('alt')).toBe('');
    expect(loadPage(outDir, '/services/lock-rekeying/')('main > section img').first().attr('alt')).toBe('A green badge');
  });
});

describe('icons and social cards', () => {
  it('makes favicon.svg, a 32 px favicon.ico, a 180 px apple-touch-icon, 192 and 512 px icons and a manifest, linked from every page', async () => {
    const ico = await readFile(path.join(outDir, 'favicon.ico'));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32]);
    expect(await sharp(ico.subarray(ico.readUInt32LE(18))).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    for (const [file, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      expect(await meta(file), file).toMatchObject({ format: 'png', width: size, height: size });
    }
    expect((await readFile(path.join(outDir, 'favicon.svg'), 'utf8')).startsWith('<svg')).toBe(true);
    const manifest = JSON.parse(await readFile(path.join(outDir, 'site.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({
      name: 'Harbor Lock & Key',
      short_name: 'Harbor Lock',
      icons: [
        { src: '/icon-192.png', sizes: '192x192' },
        { src: '/icon-512.png', sizes: '512x512' },
      ],
    });
    for (const file of htmlFiles(outDir).filter((f) => f.endsWith('index.html'))) {
      const $ = loadHtml(outDir, file);
      expect($('link[rel="icon"][href="/favicon.ico"]').length, file).toBe(1);
      expect($('link[rel="icon"][href="/favicon.svg"][type="image/svg+xml"]').length, file).toBe(1);
      expect($('link[rel="apple-touch-icon"]').attr('href'), file).toBe('/apple-touch-icon.png');
      expect($('link[rel="manifest"]').attr('href'), file).toBe('/site.webmanifest');
    }
  });

  it('gives every page its own 1200×630 card, with its size, alt text and an absolute URL', async () => {
    const cards = new Set<string>();
    for (const file of htmlFiles(outDir).filter((f) => f.endsWith('index.html'))) {
      const $ = loadHtml(outDir, file);
      const url = $('meta[property="og:image"]').attr('content')!;
      expect(url, file).toMatch(/^https:\/\/harborlock\.example\/assets\/social\/[a-z0-9-]+-[0-9a-f]{10}\.jpg$/);
      expect($('meta[property="og:image:width"]').attr('content')).toBe('1200');
      expect($('meta[property="og:image:height"]').attr('content')).toBe('630');
      expect($('meta[property="og:image:alt"]').attr('content')).toBe($('title').text());
      expect($('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image');
      expect(await meta(new URL(url).pathname.slice(1)), file).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      cards.add(url);
    }
    expect(cards.size).toBe(first.pages);
  });

  it("draws each page's title on the card's shared background, and nothing else differs", async () => {
    const cardOf = async (urlPath: string) => {
      const url = loadPage(outDir, urlPath)('meta[property="og:image"]').attr('content')!;
      return sharp(path.join(outDir, new URL(url).pathname))
        .raw()
        .toBuffer();
    };
    const [home, about] = await Promise.all([cardOf('/'), cardOf('/about/')]);
    const rows = (card: Buffer, from: number, to: number) => card.subarray(from * 1200 * 3, to * 1200 * 3);
    // The business, its logo and its number above and below the title: the same pixels on every card.
    expect(rows(home, 0, 144).equals(rows(about, 0, 144))).toBe(true);
    expect(rows(home, 432, 630).equals(rows(about, 432, 630))).toBe(true);
    // The titles between them: each card's own, in white (some pixel is nearly white).
    expect(rows(home, 144, 432).equals(rows(about, 144, 432))).toBe(false);
    for (const card of [home, about]) expect(rows(card, 144, 432).some((value) => value > 240)).toBe(true);
    // Laid out as the layout says: from the left margin (80 px) to at most the right one, and the
    // block centred on the same rows whether the title takes one line ("About Us") or two.
    const [homeInk, aboutInk] = [inkBox(home), inkBox(about)];
    for (const ink of [homeInk, aboutInk]) {
      expect(ink.left).toBeGreaterThanOrEqual(78);
      expect(ink.left).toBeLessThan(92);
      expect(ink.right).toBeLessThanOrEqual(1200 - 78);
    }
    expect(homeInk.bottom - homeInk.top, 'two lines against one').toBeGreaterThan(1.8 * (aboutInk.bottom - aboutInk.top));
    expect(Math.abs((homeInk.top + homeInk.bottom) / 2 - (aboutInk.top + aboutInk.bottom) / 2)).toBeLessThan(12);
  });
});

/** Where a card's title is: the box of its white pixels between the shared parts (rows 144 to 432). */
function inkBox(card: Buffer): { left: number; right: number; top: number; bottom: number } {
  const box = { left: 1200, right: 0, top: 630, bottom: 0 };
  for (let y = 144; y < 432; y++) {
    for (let x = 0; x < 1200; x++) {
      const at = (y * 1200 + x) * 3;
      if (Math.min(card[at]!, card[at + 1]!, card[at + 2]!) < 200) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x + 1);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y + 1);
    }
  }
  return box;
}

describe('the cache', () => {
  it('encodes nothing on a second build', async () => {
    // The photo's 12 files, the badge's 6 and the icons; the SVGs are published, not encoded.
    expect(first.images.encoded).toBeGreaterThanOrEqual(18 + 4);
    const second = await buildFixture();
    expect(second.images.encoded).toBe(0);
    // Every file comes from the cache (but the 32 px PNG inside favicon.ico, asked for only to make it).
    expect(second.images.cached).toBe(first.images.encoded - 1);
    // One card per page, counted apart from the images.
    expect(first.socialCards.encoded).toBe(first.pages);
    expect(second.socialCards).toEqual({ encoded: 0, cached: first.pages });
    expect(second.rendered).toBe(0);
  });

  it('re-encodes only the source that changed', async () => {
    await writeFile(path.join(assetsDir, 'images/badge.png'), await badge('#c2410c'));
    const third = await buildFixture();
    // badge.png: 2 widths × AVIF, WebP and PNG.
    expect(third.images.encoded).toBe(6);
    expect(third.socialCards.encoded).toBe(0);
  });

  it('draws again only the card whose title changed', async () => {
    const cards = () =>
      new Map(htmlFiles(outDir).map((file) => [file, loadHtml(outDir, file)('meta[property="og:image"]').attr('content')]));
    const before = cards();
    await editContent(contentDir, 'pages/home.json', (home) => {
      home.hero.heading = 'Locks Opened in {homeCity}';
    });
    const fourth = await buildFixture();
    expect(fourth.socialCards).toEqual({ encoded: 1, cached: first.pages - 1 });
    const after = cards();
    expect([...after.keys()].filter((file) => after.get(file) !== before.get(file))).toEqual(['index.html']);
  });

  it("shows the home page's heading on its card, not its title, which names the business every card shows", async () => {
    await editContent(contentDir, 'pages/home.json', (home) => {
      home.hero.heading = 'About Us';
    });
    // The about page's card, drawn already: the same words make the same card.
    expect((await buildFixture()).socialCards.encoded).toBe(0);
    const card = (file: string) => {
      const url = loadHtml(outDir, file)('meta[property="og:image"]').attr('content')!;
      return sharp(path.join(outDir, new URL(url).pathname))
        .raw()
        .toBuffer();
    };
    const [home, about] = await Promise.all([card('index.html'), card('about/index.html')]);
    expect(home.equals(about)).toBe(true);
  });
});

describe('bad input', () => {
  async function problemsWith(src: string, contents: Buffer | string): Promise<string[]> {
    await writeFile(path.join(assetsDir, src), contents);
    await editContent(contentDir, 'services.json', (services) => {
      services['lock-rekeying'].image.src = src;
    });
    const before = await readFile(path.join(outDir, 'index.html'), 'utf8');
    try {
      await buildFixture();
      return [];
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      expect(await readFile(path.join(outDir, 'index.html'), 'utf8'), 'the old site stays').toBe(before);
      return error.problems;
    }
  }

  it.each(['images/notes.jpg', 'images/notes.svg'])('names the record and the file when %s is not an image', async (src) => {
    expect(await problemsWith(src, 'this is a text file')).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`content/services\.json:\d+:\d+: \["lock-rekeying"\]\.image\.src: ${src.replace('.', '\\.')} is not an image sharp can read`,
        ),
      ),
    ]);
  });

  it('names the record and the file when an image is damaged', async () => {
    // Cut off mid-picture: the headers read fine, the pixels run out.
    const whole = await photo(800, 600);
    const damaged = whole.subarray(0, Math.round(whole.length * 0.6));
    expect(await problemsWith('images/damaged.jpg', damaged)).toEqual([
      expect.stringMatching(
        /content\/services\.json:\d+:\d+: \["lock-rekeying"\]\.image\.src: images\/damaged\.jpg cannot be decoded; the file may be damaged/,
      ),
    ]);
  });

  it('names the record and the file when the file is missing', async () => {
    await editContent(contentDir, 'services.json', (services) => {
      services['lock-rekeying'].image.src = 'images/gone.jpg';
    });
    await expect(buildFixture()).rejects.toThrow(
      /services\.json:\d+:\d+: \["lock-rekeying"\]\.image\.src: image file .*images\/gone\.jpg does not exist/,
    );
  });

  it('warns about a source too small for the slot it fills, once, at the widest of its slots', async () => {
    await writeFile(path.join(assetsDir, 'images/small.jpg'), await photo(600, 400));
    await editContent(contentDir, 'services.json', (services) => {
      services['lock-rekeying'].image.src = 'images/small.jpg';
    });
    const result = await buildFixture();
    // The fixture's stand-ins and local pages warn too (production.test.ts, guard.test.ts).
    expect(result.warnings.filter((warning) => warning.includes(' px wide but fills '))).toEqual([
      expect.stringMatching(
        /services\.json:\d+:\d+: \["lock-rekeying"\]\.image\.src: images\/small\.jpg is 600 px wide but fills a 720 px slot \(1440 px on high-density screens\)/,
      ),
    ]);
  });

  it('warns about a portrait photo a card crops to 16:10, once, and not about a landscape one', async () => {
    await writeFile(path.join(assetsDir, 'images/portrait.jpg'), await photo(1500, 2000));
    await writeFile(path.join(assetsDir, 'images/landscape.jpg'), await photo(2000, 1500));
    await editContent(contentDir, 'services.json', (services) => {
      services['lock-rekeying'].image.src = 'images/portrait.jpg';
      services['lockout-service'].image.src = 'images/landscape.jpg';
    });
    const result = await buildFixture();
    expect(result.warnings.filter((warning) => warning.includes('cutting off'))).toEqual([
      expect.stringMatching(
        /services\.json:\d+:\d+: \["lock-rekeying"\]\.image\.src: images\/portrait\.jpg is 1500×2000 px, but a card shows it at 16:10, cutting off its top and bottom: 53% of it is hidden/,
      ),
    ]);
  });

  it('warns about a logo far from square, which the header shows in a square', async () => {
    await writeFile(path.join(assetsDir, 'images/wordmark.png'), await photo(600, 160));
    await editContent(contentDir, 'site.json', (site) => {
      site.logo.src = 'images/wordmark.png';
    });
    const result = await buildFixture();
    expect(result.warnings.filter((warning) => warning.includes('in a square'))).toEqual([
      expect.stringMatching(
        /site\.json:\d+:\d+: logo\.src: images\/wordmark\.png is 600×160 px, but the header shows the logo in a square/,
      ),
    ]);
  });
});
