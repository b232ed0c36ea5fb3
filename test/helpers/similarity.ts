/**
 * How much two pages share, measured as the issue measured it and independently of the build's own
 * guard: the Jaccard similarity of the sets of word 5-shingles of the text inside <main>, read with cheerio.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

/** The set of word 5-shingles of a built page's <main> text (each element's text apart from the next). */
export function pageShingles(siteDir: string, file: string): Set<string> {
  const $ = cheerio.load(readFileSync(path.join(siteDir, file), 'utf8'));
  const spaced = ($('main').html() ?? '').replace(/<[^>]+>/g, ' ');
  const text = cheerio.load(`<p>${spaced}</p>`)('p').text();
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
  const shingles = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i++) shingles.add(words.slice(i, i + 5).join(' '));
  return shingles;
}

/** |A ∩ B| / |A ∪ B|. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Whether a built page lets search engines index it (no robots noindex). */
export function isIndexable(siteDir: string, file: string): boolean {
  // Its <head> alone: reading whole pages made this most of the time of a 712-page check.
  const html = readFileSync(path.join(siteDir, file), 'utf8');
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error(`${file}: no </head>`);
  const $ = cheerio.load(html.slice(0, headEnd + '</head>'.length));
  return !($('meta[name="robots"]').attr('content') ?? '').includes('noindex');
}
