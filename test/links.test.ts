import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BuildError } from '../generate/errors.ts';
import { checkLinks } from '../generate/links.ts';
import { htmlFiles } from './helpers/site.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'links-'));
  await mkdir(path.join(dir, 'about'));
  await writeFile(path.join(dir, 'about/index.html'), '<!DOCTYPE html><main id="story"><a href="/">Home</a></main>');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function problemsWith(home: string): Promise<string[]> {
  await writeFile(path.join(dir, 'index.html'), `<!DOCTYPE html>${home}`);
  try {
    await checkLinks(dir, ['index.html', 'about/index.html']);
    return [];
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
}

describe('checkLinks', () => {
  it('passes good internal links and leaves tel: and external links alone', async () => {
    expect(await problemsWith('<a href="/about/">About</a><a href="/about/#story">Story</a><a href="tel:+18055550142">Call</a><a href="https://maps.example/">Map</a>')).toEqual([]);
  });

  it('fails on a link to a missing page, naming the page it is on, once', async () => {
    expect(await problemsWith('<a href="/missing/">x</a><a href="/missing/">again</a>')).toEqual(['broken link to /missing/ on /']);
  });

  it('fails on a link without its trailing slash, which only works through a redirect', async () => {
    expect(await problemsWith('<a href="/about">About</a>')).toEqual(['broken link to /about on /']);
  });

  it('fails on a link to a missing #fragment', async () => {
    expect(await problemsWith('<a href="/about/#nope">x</a>')).toEqual(['broken link to /about/#nope on /']);
  });
});

describe('the built site', () => {
  it('has no broken link or #fragment on any page (linkinator)', async () => {
    const siteDir = inject('siteDir');
    await expect(checkLinks(siteDir, htmlFiles(siteDir))).resolves.toBeUndefined();
  });
});
