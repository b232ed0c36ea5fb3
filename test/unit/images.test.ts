/**
 * The images stage on tiny files an owner might drop into assets/ straight from a phone: names with spaces, capitals
 * and accents, damaged files, photos of any shape. No site is built: the stage is called with a content file of its own.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BuildCache, type CachedFile } from '../../generate/cache/build-cache.ts';
import { type ContentFileSpec, imageRefsIn, loadContent } from '../../generate/content/load.ts';
import { parseJson } from '../../generate/content/json.ts';
import { HEIC_ADVICE } from '../../generate/content/schema.ts';
import { BuildError } from '../../generate/errors.ts';
import { processImages, type SourceImage } from '../../generate/images/images.ts';
import type { Route } from '../../generate/page-types/page-type.ts';
import { buildSocialCards, NAME_ROOM, nameLayout } from '../../generate/render/social-cards.ts';
import { measure } from '../../generate/images/sharp.ts';
import { pageContentSources } from '../../generate/page-types/index.ts';
import { type ImageResolver, resolveSite, type SiteModel, withImages } from '../../generate/pages/model.ts';
import { buildRoutes } from '../../generate/pages/routes.ts';
import { languageOf } from '../../generate/strings/index.ts';
import { stubImages } from '../helpers/chrome.ts';
import { projectDir } from '../helpers/site.ts';
import { imageSlots, type ImageSlotName } from '../../templates/imageSlots.ts';
import { ArticleImage } from '../../templates/own-pages/ArticleImage.tsx';

let work: string;
let assetsDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'images-unit-'));
  assetsDir = path.join(work, 'assets');
  await mkdir(path.join(assetsDir, 'photos'), { recursive: true });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A small noisy picture, as a camera gives. */
function picture(width: number, height: number, seed = 0): Sharp {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40 + seed, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  });
}

const jpeg = (width: number, height: number, seed = 0) => picture(width, height, seed).jpeg({ quality: 90 }).toBuffer();

const logo = { src: 'logo.svg', alt: '' };
const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="20" fill="#0f766e"/></svg>';

/** The stage run on these sources, named in one content file (`images[i].src`), with the logo given. */
async function stageWith(
  files: Record<string, Buffer | string>,
  options: { logo?: { src: string; alt: string }; cache?: BuildCache } = {},
) {
  for (const [src, bytes] of Object.entries({ 'logo.svg': logoSvg, ...files })) await writeFile(path.join(assetsDir, src), bytes);
  const spec = { file: 'photos.json' } as ContentFileSpec;
  const theLogo = options.logo ?? logo;
  const value = { logo: theLogo, images: Object.keys(files).map((src) => ({ src, alt: src })) };
  return processImages({
    contentFiles: [{ spec, value }],
    logo: theLogo,
    assetsDir,
    cache: options.cache ?? new BuildCache(await mkdtemp(path.join(work, 'cache-'))),
    contentFileOf: () => ({ path: 'content/photos.json' }),
  });
}

/** The stage run on content files given as JSON texts (`content/<name>`), each value placed at its line and column. */
async function stageOfTexts(texts: Record<string, string>) {
  const parsed = Object.fromEntries(Object.entries(texts).map(([file, text]) => [file, parseJson(text, file)]));
  const cache = new BuildCache(await mkdtemp(path.join(work, 'cache-')));
  const run = () =>
    processImages({
      contentFiles: Object.entries(parsed).map(([file, { value }]) => ({ spec: { file } as ContentFileSpec, value })),
      logo,
      assetsDir,
      cache,
      contentFileOf: (spec) => ({
        path: `content/${(spec as ContentFileSpec).file}`,
        positionOf: parsed[(spec as ContentFileSpec).file]!.positionOf,
      }),
    });
  return { parsed, run };
}

async function problemsWith(files: Record<string, Buffer | string>): Promise<string[]> {
  try {
    await stageWith(files);
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
  throw new Error('the images stage succeeded');
}

describe('output file names', () => {
  const phone = {
    'photos/IMG 2041.JPG': 1,
    'Photo Jun 3 2025.jpeg': 2,
    'Screenshot 2025-06-01 at 9.14.22 AM.PNG': 3,
    'Jardín.jpg': 4,
    '写真.jpg': 5,
  };
  const sources = async () => {
    const files: Record<string, Buffer> = {};
    for (const [src, seed] of Object.entries(phone)) {
      files[src] = src.endsWith('.PNG') ? await picture(120, 80, seed).ensureAlpha(0.5).png().toBuffer() : await jpeg(120, 80, seed);
    }
    return files;
  };

  it('are lower-case ASCII words joined by "-", with the content hash, for any source name and every kind of image', async () => {
    const stage = await stageWith(
      { ...(await sources()), 'Mi Logo (final).svg': logoSvg },
      { logo: { src: 'Mi Logo (final).svg', alt: '' } },
    );
    const names = [...stage.files.keys()].sort();
    for (const name of names) expect(name).toMatch(/^assets\/[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{10}\.(?:avif|webp|jpg|png|svg)$/);
    const stems = new Set(names.map((name) => name.replace(/^assets\/(.*?)(?:-\d+)?-[0-9a-f]{10}\.\w+$/, '$1')));
    // A name of no Latin letters at all is still a name.
    expect([...stems].sort()).toEqual([
      'image',
      'img-2041',
      'jardin',
      'mi-logo-final',
      'photo-jun-3-2025',
      'screenshot-2025-06-01-at-9-14-22-am',
    ]);
    // Every srcset entry is one URL and one width: a space in a name would split it.
    for (const src of Object.keys(phone)) {
      const image = stage.resolve({ src, alt: '' }, 'card');
      for (const srcset of [image.srcset, ...image.sources.map((source) => source.srcset)]) {
        for (const entry of srcset.split(', ')) expect(entry).toMatch(/^\/assets\/[a-z0-9-]+\.\w+ \d+w$/);
      }
    }
  });

  it('stay apart for two sources whose names read the same, and come from the cache on the next build', async () => {
    const cacheDir = await mkdtemp(path.join(work, 'cache-'));
    const files = { 'photos/IMG 2041.JPG': await jpeg(120, 80, 1), 'img-2041.jpg': await jpeg(120, 80, 9) };
    const first = await stageWith(files, { cache: new BuildCache(cacheDir) });
    const one = urlsOf(first, 'photos/IMG 2041.JPG');
    const other = urlsOf(first, 'img-2041.jpg');
    expect(one.filter((url) => other.includes(url))).toEqual([]);
    const cache = new BuildCache(cacheDir);
    const second = await stageWith(files, { cache });
    expect(cache.countSince({ encoded: 0, cached: 0 })).toEqual({ encoded: 0, cached: first.files.size });
    expect([...second.files.keys()].sort()).toEqual([...first.files.keys()].sort());
  });
});

/** The URLs a source is published under. */
function urlsOf(stage: Awaited<ReturnType<typeof stageWith>>, src: string): string[] {
  const image = stage.resolve({ src, alt: '' }, 'card');
  return [image.srcset, ...image.sources.map((source) => source.srcset)].flatMap((srcset) =>
    srcset.split(', ').map((entry) => entry.split(' ')[0]!),
  );
}

describe('damaged sources', () => {
  /** A JPEG cut short, as a copy stopped halfway leaves it. */
  const cutShort = async (seed: number) => {
    const bytes = await jpeg(600, 400, seed);
    return bytes.subarray(0, Math.round(bytes.length * 0.6));
  };
  /** A JPEG with its coded data overwritten here and there: the header reads, the pixels do not. */
  const garbled = async (seed: number) => {
    const bytes = Buffer.from(await jpeg(800, 600, seed));
    for (let at = Math.floor(bytes.length * 0.2); at < bytes.length * 0.9; at += 50) bytes[at] = (at * 3) & 0xff;
    return bytes;
  };

  it('are named each in one line of its own, with none of another file’s, however their reads fall together', async () => {
    // What each says read alone; the noise in the pictures varies what libjpeg finds first.
    const alone = (bytes: Buffer) =>
      measure(bytes).then(
        () => 'read fine',
        (error: Error) => error.message,
      );
    // libvips logs every file it reads at once in one place: read together, one file's message often held the other's lines, or none.
    for (let round = 0; round < 8; round++) {
      const files = { 'photos/a.jpg': await cutShort(round), 'photos/b.jpg': await garbled(round) };
      const [a, b] = [await alone(files['photos/a.jpg']), await alone(files['photos/b.jpg'])];
      expect([a, b]).toEqual([
        'cannot be decoded; the file may be damaged (VipsJpeg: premature end of JPEG image)',
        expect.stringMatching(/^cannot be decoded; the file may be damaged \(VipsJpeg: Corrupt JPEG data: [^\n]+\)$/),
      ]);
      expect(await problemsWith(files), `round ${round}`).toEqual([
        `content/photos.json: images[0].src: photos/a.jpg ${a}`,
        `content/photos.json: images[1].src: photos/b.jpg ${b}`,
      ]);
    }
  });

  it('that do not read whole are named with their problems, for npm run dev to wait on while a copy may be under way', async () => {
    // Empty, not an image sharp reads, cut short; sharp reads no image without a width and height, so that cause has no bytes here.
    // A HEIC photo is whole, and not waited on.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(2000)]);
    const files = {
      'photos/nothing.jpg': Buffer.alloc(0),
      'photos/words.jpg': Buffer.from('not a picture'),
      'photos/half.jpg': await cutShort(2),
      'photos/IMG_2042.jpg': heic,
    };
    const error = await stageWith(files).catch((error: unknown) => error);
    if (!(error instanceof BuildError)) throw new Error('the images stage did not fail with its problems');
    const bySrc = new Map(error.unreadable.map(({ src, problem }) => [src, problem]));
    expect([...bySrc.keys()].sort()).toEqual(['photos/half.jpg', 'photos/nothing.jpg', 'photos/words.jpg']);
    expect(bySrc.get('photos/half.jpg')).toMatch(/^content\/photos\.json: images\[2\]\.src: photos\/half\.jpg cannot be decoded; /);
    expect(bySrc.get('photos/nothing.jpg')).toMatch(/^content\/photos\.json: images\[0\]\.src: photos\/nothing\.jpg is an empty file /);
    expect(bySrc.get('photos/words.jpg')).toMatch(/^content\/photos\.json: images\[1\]\.src: photos\/words\.jpg is not an image sharp /);
    // Each is one of the problems said, the HEIC photo's the one besides.
    expect(error.problems.filter((problem) => ![...bySrc.values()].includes(problem))).toEqual([
      expect.stringContaining('photos/IMG_2042.jpg is a HEIC photo'),
    ]);
  });

  it('used in several places, is named once, at the first in file order, with the others in the same line, as a missing one is', async () => {
    await writeFile(path.join(assetsDir, 'photos/torn.jpg'), await cutShort(1));
    const texts: Record<string, string> = {
      'site.json': '{\n  "hero": { "image": { "src": "photos/torn.jpg", "alt": "" } }\n}\n',
      'gallery.json': `{
  "jobs": [
    { "photos": [{ "src": "photos/torn.jpg", "alt": "Before" }] },
    { "photos": [{ "src": "photos/torn.jpg", "alt": "After" }] }
  ]
}
`,
    };
    const { run } = await stageOfTexts(texts);
    const failed = run();
    await expect(failed).rejects.toThrow(BuildError);
    const { problems } = (await failed.catch((error: BuildError) => error)) as BuildError;
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/gallery\.json:3:27: jobs\[0\]\.photos\[0\]\.src: photos\/torn\.jpg cannot be decoded; .*; also used at content\/gallery\.json:4:27, content\/site\.json:2:31$/,
      ),
    ]);
  });
});

describe('an iPhone photo renamed', () => {
  it('from .HEIC to .jpg is named as HEIC, with how to get a JPEG, since renaming does not convert it', async () => {
    // The start of an iPhone's HEIC file: an ISO box "ftyp" whose brand is "heic".
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(2000)]);
    expect(await problemsWith({ 'photos/IMG_2041.jpg': heic })).toEqual([
      `content/photos.json: images[0].src: photos/IMG_2041.jpg is a HEIC photo under another name; ${HEIC_ADVICE}`,
    ]);
  });
});

describe('an SVG over the size librsvg reads', () => {
  it("is named as too large to read, with what to do, not in librsvg's words (XML_PARSE_HUGE)", async () => {
    // One path of more than 10 MB, over libxml2's limit for an attribute.
    const d = `M0 0${' L1 1'.repeat(2_100_000)}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="${d}"/></svg>`;
    expect(await problemsWith({ 'photos/plan.svg': Buffer.from(svg) })).toEqual([
      'content/photos.json: images[0].src: photos/plan.svg is an SVG too large to read; simplify it, or export a smaller SVG or a PNG',
    ]);
  });
});

describe('an empty file', () => {
  it('is named as empty (a copy that failed leaves one), not in sharp’s words', async () => {
    expect(await problemsWith({ 'photos/empty.jpg': Buffer.alloc(0) })).toEqual([
      'content/photos.json: images[0].src: photos/empty.jpg is an empty file (0 bytes); copy the picture into the assets folder again',
    ]);
  });
});

describe('the business name on the social cards', () => {
  // Half the font size a letter, as a bold sans serif about is.
  const width = (size: number, text: string) => text.length * size * 0.5;
  const room = NAME_ROOM;

  it('is one line at 40 px when it fits beside the logo', () => {
    expect(nameLayout(width, 'Ortega Family Garage Doors')).toEqual({ size: 40, lines: ['Ortega Family Garage Doors'] });
  });

  it('takes two smaller lines for a long name, every line within the card, never cut at its edge', () => {
    const name = 'Southern California Heating, Cooling, Plumbing & Electrical Contractor';
    const { size, lines } = nameLayout(width, name);
    expect(width(40, name)).toBeGreaterThan(room);
    expect([size < 40, lines.length, lines.join(' ')]).toEqual([true, 2, name]);
    expect(lines.filter((line) => width(size, line) > room)).toEqual([]);
  });
});

describe('the logo on the social cards', () => {
  it('is drawn from a PNG of any size: a logo of 9 MB, whole in the card, passed what librsvg parses in one attribute', async () => {
    const big = await sharp({ create: { width: 1500, height: 1500, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.toString('base64').length).toBeGreaterThan(10_000_000);
    const logo = { src: 'logo.png', bytes: big, hash: 'big-logo', format: 'png', width: 1500, height: 1500, opaque: true } as SourceImage;
    const site = {
      businessName: 'A Business',
      baseUrl: 'https://www.a-business.example',
      phone: { display: '(555) 555-0100' },
      labels: { call: 'Call' },
      hours: {},
      emergency: { availability: 'none' },
      theme: { colors: { brand: '#1e3a5f', action: '#b45309' } },
    };
    const model = { content: { site }, language: languageOf('en-US') } as unknown as SiteModel;
    const home = { path: '/', label: 'Home', title: 'Home', type: {} } as unknown as Route;
    const cache = new BuildCache(await mkdtemp(path.join(work, 'cache-')));
    const [card] = (await buildSocialCards([home], model, logo, cache).files).values();
    expect((await sharp((card as CachedFile).copyOf).metadata()).width).toBe(1200);
  });
});

describe('photos cut to their slot', () => {
  const cropWarnings = async (src: string, bytes: Buffer, slots: ImageSlotName[]) => {
    const stage = await stageWith({ [src]: bytes });
    for (const slot of slots) stage.resolve({ src, alt: '' }, slot);
    return stage.warnings().filter((warning) => warning.includes('cutting off'));
  };

  it('are warned of at each slot that hides too much of them, once each', async () => {
    expect(await cropWarnings('photos/stump.jpg', await jpeg(90, 120), ['card', 'pair', 'card', 'pair', 'half'])).toEqual([
      expect.stringMatching(
        /^content\/photos\.json: images\[0\]\.src: photos\/stump\.jpg is 90×120 px, but a card shows it at 16:10, cutting off its top and bottom: 53% of it is hidden/,
      ),
      expect.stringMatching(
        /^content\/photos\.json: images\[0\]\.src: photos\/stump\.jpg is 90×120 px, but a photo of a before\/after pair shows it at 4:3, cutting off its top and bottom: 44% of it is hidden/,
      ),
    ]);
  });

  it('are named where the use whose slot cuts or widens them is written, not where the photo is first named', async () => {
    // The photo of the site's hero (a half, which crops nothing) is one of a gallery job's pair too: the pair cuts it.
    // A small photo on a service's card fills a wider half alone in a gallery job: that job is the use to fix.
    await writeFile(path.join(assetsDir, 'logo.svg'), logoSvg);
    await writeFile(path.join(assetsDir, 'photos/trunk.jpg'), await jpeg(90, 120));
    await writeFile(path.join(assetsDir, 'photos/gate.jpg'), await jpeg(300, 200));
    const texts: Record<string, string> = {
      'site.json': `{
  "logo": { "src": "logo.svg", "alt": "" },
  "hero": { "image": { "src": "photos/trunk.jpg", "alt": "A trunk" } },
  "card": { "src": "photos/gate.jpg", "alt": "A gate" }
}
`,
      'gallery.json': `{
  "jobs": [
    {
      "photos": [
        { "src": "photos/gate.jpg", "alt": "Before" },
        { "src": "photos/trunk.jpg", "alt": "After" }
      ]
    },
    { "photos": [{ "src": "photos/gate.jpg", "alt": "Done" }] }
  ]
}
`,
    };
    const { parsed, run } = await stageOfTexts(texts);
    const stage = await run();
    type Ref = { src: string; alt: string };
    const site = parsed['site.json']!.value as { hero: { image: Ref }; card: Ref };
    const { jobs } = parsed['gallery.json']!.value as { jobs: Array<{ photos: Ref[] }> };
    stage.resolve(site.hero.image, 'half');
    stage.resolve(site.card, 'card');
    for (const photo of jobs[0]!.photos) stage.resolve(photo, 'pair');
    stage.resolve(jobs[1]!.photos[0]!, 'half');
    const warnings = stage.warnings();
    expect(warnings.filter((warning) => warning.includes('cutting off'))).toEqual([
      expect.stringMatching(
        /^content\/gallery\.json:6:18: jobs\[0\]\.photos\[1\]\.src: photos\/trunk\.jpg is 90×120 px, but a photo of a before\/after pair/,
      ),
    ]);
    expect(warnings.filter((warning) => warning.includes('photos/gate.jpg is 300 px wide'))).toEqual([
      expect.stringMatching(
        /^content\/gallery\.json:9:27: jobs\[1\]\.photos\[0\]\.src: photos\/gate\.jpg is 300 px wide but fills a 720 px slot/,
      ),
    ]);
  });

  it('at the top of an article, a portrait one is cut to 4:3 and warned of; a wide one is shown whole', async () => {
    expect(await cropWarnings('photos/tall.jpg', await jpeg(90, 160), ['article'])).toEqual([
      expect.stringMatching(
        /photos\/tall\.jpg is 90×160 px, but the top of an article shows it no taller than 4:3, cutting off its top and bottom: 58% of it is hidden/,
      ),
    ]);
    expect(await cropWarnings('photos/wide.jpg', await jpeg(320, 120), ['article'])).toEqual([]);
    const classOf = (width: number, height: number) => {
      const image = { alt: '', width, height, src: '/a.jpg', srcset: '', sources: [], sizes: imageSlots.article.sizes };
      return cheerio
        .load(renderToStaticMarkup(createElement(ArticleImage, { image })))('img')
        .attr('class')!
        .split(' ');
    };
    expect(classOf(1200, 1600)).toEqual(expect.arrayContaining(['aspect-[4/3]', 'object-cover']));
    expect(classOf(1600, 1200)).not.toContain('object-cover');
    expect(classOf(1600, 900)).not.toContain('object-cover');
  });
});

describe('the pages of the examples', () => {
  // The stage knows where a use is written by the reference content holds: a copy of it would be named at the image's first use.
  it.each(['electrician-fort-collins', 'plumber-austin'])(
    'of %s resolve each image (a gallery job, its finished work, an article) by the reference content holds',
    async (example) => {
      const dir = path.join(projectDir, 'examples', example);
      const loaded = await loadContent(path.join(dir, 'content'), path.join(dir, 'assets'), pageContentSources);
      const held = new Set(loaded.files.flatMap(({ value }) => imageRefsIn(value).map(({ ref }) => ref)));
      const slots = new Set<string>();
      const copies: string[] = [];
      const image: ImageResolver = (ref, slot) => {
        slots.add(slot);
        if (!held.has(ref)) copies.push(`${ref.src} (${slot})`);
        return stubImages(ref, slot);
      };
      buildRoutes(withImages(resolveSite(loaded, languageOf(loaded.content.site.language)), image));
      expect(copies).toEqual([]);
      expect([...slots].sort()).toEqual(example === 'plumber-austin' ? ['article', 'card', 'half'] : ['card', 'half', 'pair']);
    },
  );
});
