import { describe, expect, inject, it } from 'vitest';
import { BuildError } from '../../generate/errors.ts';
import { LinkCheck } from '../../generate/output/links.ts';
import { checkLinksWithLinkinator } from '../helpers/linkinator.ts';
import { htmlFiles } from '../helpers/site.ts';

const about = '<!DOCTYPE html><main id="story"><a href="/">Home</a></main>';

function problemsWith(home: string, extra: Record<string, string> = {}): string[] {
  const files = new Map<string, string>([
    ['index.html', `<!DOCTYPE html><main id="main">${home}</main>`],
    ['about/index.html', about],
    ['assets/a-400.avif', 'x'],
    ['assets/a-800.avif', 'x'],
    ...Object.entries(extra),
  ]);
  try {
    const links = new LinkCheck();
    for (const [file, text] of files) if (file.endsWith('.html')) links.add(file, text);
    links.check(new Set(files.keys()));
    return [];
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
}

describe('LinkCheck (the build’s check, in memory)', () => {
  it('passes good internal links, fragments and srcsets, and leaves tel: and external links alone', () => {
    expect(
      problemsWith(
        '<a href="/about/">About</a><a href="/about/#story">Story</a><a href="#main">Skip</a><a href="tel:+18055550142">Call</a>' +
          '<a href="https://maps.example/?a=1&amp;b=2">Map</a><img src="/assets/a-400.avif" srcSet="/assets/a-400.avif 400w, /assets/a-800.avif 800w">',
      ),
    ).toEqual([]);
  });

  it('fails on a link to a missing page, naming the pages it is on, once', () => {
    expect(problemsWith('<a href="/missing/">x</a><a href="/missing/">again</a>', { '404.html': '<a href="/missing/">x</a>' })).toEqual([
      'broken link to /missing/ on /, /404.html',
    ]);
  });

  it('fails on a link without its trailing slash, which only works through a redirect', () => {
    expect(problemsWith('<a href="/about">About</a>')).toEqual(['broken link to /about on /']);
  });

  it('fails on a missing #fragment, here or on another page', () => {
    expect(problemsWith('<a href="/about/#nope">x</a><a href="#top">y</a>')).toEqual([
      'broken link to #top on /',
      'broken link to /about/#nope on /',
    ]);
  });

  it('fails on a missing image in a srcset or a preload', () => {
    expect(
      problemsWith(
        '<link rel="preload" imageSrcSet="/assets/a-400.avif 400w, /assets/gone-800.avif 800w"><img src="/assets/a-400.avif" srcset="/assets/nope.avif 1x">',
      ),
    ).toEqual(['broken link to /assets/gone-800.avif on /', 'broken link to /assets/nope.avif on /']);
  });
});

describe('the built site', () => {
  it('has no broken link or #fragment on any page, crawled over HTTP by linkinator', async () => {
    const siteDir = inject('siteDir');
    await expect(checkLinksWithLinkinator(siteDir, htmlFiles(siteDir))).resolves.toBeUndefined();
  });
});
