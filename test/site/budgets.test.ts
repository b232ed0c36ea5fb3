/**
 * The page budgets, on the real build: bytes and counts only, never time (npm run bench measures time).
 * A page must arrive in the first round trip on a phone, with one small stylesheet, a tiny deferred
 * script, no fonts, no third party and no layout shift.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { htmlFiles, loadHtml } from '../helpers/site.ts';

const siteDir = inject('siteDir');
const gzipped = (file: string) => gzipSync(readFileSync(path.join(siteDir, file))).length;
const pages = () => htmlFiles(siteDir).filter((file) => file.endsWith('index.html') || file === '404.html');
const classesOf = (file: string) => {
  const $ = loadHtml(siteDir, file);
  return $('[class]')
    .map((_, element) => ($(element).attr('class') ?? '').split(/\s+/).filter(Boolean))
    .get() as string[];
};

describe('page budgets', () => {
  it('keeps every page within 14 KiB gzipped: the first round trip (TCP initial window of 10 segments)', () => {
    for (const file of pages()) expect(gzipped(file), file).toBeLessThanOrEqual(14 * 1024);
  });

  it('loads one content-hashed stylesheet of at most 10 KiB gzipped, and nothing else that blocks rendering', () => {
    for (const file of pages()) {
      const $ = loadHtml(siteDir, file);
      const stylesheets = $('link[rel="stylesheet"]');
      expect(stylesheets.length, file).toBe(1);
      expect(stylesheets.attr('href'), file).toMatch(/^\/assets\/styles-[0-9a-f]{10}\.css$/);
      // That scripts are deferred or data and no <style> is inline, site.test.ts checks on every HTML file.
    }
    const css = loadHtml(siteDir, 'index.html')('link[rel="stylesheet"]').attr('href')!;
    expect(gzipped(css)).toBeLessThanOrEqual(10 * 1024);
    expect(readFileSync(path.join(siteDir, css), 'utf8')).not.toMatch(/@import|@font-face/);
  });

  it('has a rule for every class a page uses (lucide names its icons for no rule): a class built by joining strings is not seen by Tailwind', () => {
    const css = readFileSync(path.join(siteDir, loadHtml(siteDir, 'index.html')('link[rel="stylesheet"]').attr('href')!), 'utf8');
    const classes = new Set(pages().flatMap(classesOf));
    const escaped = (name: string) => name.replace(/[^\w-]/g, (character) => `\\${character}`);
    const unstyled = [...classes].filter((name) => !/^lucide(-|$)/.test(name) && !css.includes(`.${escaped(name)}`));
    expect(unstyled).toEqual([]);
  });

  it('ships at most 1 KiB of JavaScript, gzipped and deferred, which no page needs to be read or used', () => {
    const scripts = new Set(
      pages().flatMap((file) =>
        loadHtml(
          siteDir,
          file,
        )('script[src]')
          .map((_, s) => s.attribs.src)
          .get(),
      ),
    );
    expect([...scripts]).toHaveLength(1);
    expect(gzipped([...scripts][0]!)).toBeLessThanOrEqual(1024);
  });

  it('uses no web fonts and makes no third-party request: every resource comes from the site itself', () => {
    expect(htmlFiles(siteDir).length).toBeGreaterThan(0);
    for (const file of pages()) {
      const $ = loadHtml(siteDir, file);
      const resources = [
        ...$('link[rel="stylesheet"], link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"], link[rel="preload"]')
          .map((_, l) => l.attribs.href ?? l.attribs.imagesrcset ?? '')
          .get(),
        ...$('script[src]')
          .map((_, s) => s.attribs.src)
          .get(),
        ...$('img')
          .map((_, i) => [i.attribs.src, ...(i.attribs.srcset ?? '').split(',')])
          .get(),
        ...$('source')
          .map((_, s) => (s.attribs.srcset ?? '').split(','))
          .get(),
      ]
        .map((url) => String(url).trim().split(/\s+/)[0]!)
        .filter(Boolean);
      for (const url of resources) expect(url, file).toMatch(/^\/(?!\/)/);
      expect($('link[as="font"]').length, file).toBe(0);
    }
  });

  it('gives every image its width and height (no layout shift) and preloads the largest one above the fold', () => {
    let heroes = 0;
    for (const file of pages()) {
      const $ = loadHtml(siteDir, file);
      $('img').each((_, img) => {
        expect(Number(img.attribs.width), `${file}: ${img.attribs.src}`).toBeGreaterThan(0);
        expect(Number(img.attribs.height), `${file}: ${img.attribs.src}`).toBeGreaterThan(0);
      });
      const hero = $('img[fetchpriority="high"]');
      if (hero.length > 0) {
        heroes += 1;
        const avif = hero.parent('picture').children('source[type="image/avif"]').attr('srcset');
        expect($('link[rel="preload"][as="image"]').attr('imagesrcset'), file).toBe(avif);
      }
    }
    expect(heroes).toBeGreaterThan(40);
  });
});
