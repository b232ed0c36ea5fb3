/**
 * The business's own pages, on the examples built once each: the plumber's Markdown page and
 * articles (their index, feed, JSON-LD and sitemap dates, and the articles on the pages of what
 * they are about), the electrician's gallery (before/after photos, full-size links, recent work),
 * and the camera data of its phone photos, which no published file keeps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generate/content/load.ts';
import { contentlessVerdicts } from '../../generate/pages/duplicate-content.ts';
import { pageContentSources } from '../../generate/page-types/index.ts';
import { stubRoutes } from '../helpers/chrome.ts';
import { loadPage, projectDir, spokenText } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const plumber = tempSite({ from: path.join(projectDir, 'examples/plumber-austin') });
const electrician = tempSite({ from: path.join(projectDir, 'examples/electrician-fort-collins') });
beforeAll(() => Promise.all([plumber.build(), electrician.build()]));

const text = (value: string) => value.replace(/\s+/g, ' ').trim();
const jsonLd = ($: ReturnType<typeof loadPage>) =>
  $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()))
    .get();

describe('a page of the business’s own, in Markdown (the plumber’s Financing page)', () => {
  it('is at its file’s name, in the header’s menu, its placeholders filled and its table in a box that scrolls on a phone', () => {
    const $ = loadPage(plumber.outDir, '/financing/');
    expect(text($('h1').text())).toBe('Financing');
    expect(text($('.page-hero p').first().text())).toBe('Fix it now and pay over 12 to 60 months, on any job over $1,000.');
    expect($('title').text()).toBe('Plumbing Financing | Bluebonnet Plumbing');
    expect($('header nav a[href="/financing/"]').first().text()).toBe('Financing');
    // `order: 5` puts it fifth, before Contact Us; `menu: header` keeps it out of the footer.
    expect(
      $('header nav[aria-label="Main"]')
        .find('> ul > li > a')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual(['/', '/services/', '/service-areas/', '/about/', '/financing/', '/contact/']);
    expect($('footer a[href="/financing/"]')).toHaveLength(0);
    expect(jsonLd($).find((node) => node['@type'] === 'WebPage')).toMatchObject({
      name: 'Financing',
      url: 'https://www.bluebonnetplumbing.example/financing/',
    });
    expect(text($('.prose').text())).toContain('Bluebonnet Plumbing offers financing on any job over $1,000');
    expect($('.prose ol > li')).toHaveLength(3);
    expect($('.prose .prose-table[tabindex="0"] > table th').first().text()).toBe('Plan');
    expect($('.prose h1')).toHaveLength(0);
  });
});

describe('the articles (the plumber’s four, one a draft)', () => {
  it('are listed newest first on their index, without the draft; the index is in the footer’s quick links', () => {
    const $ = loadPage(plumber.outDir, '/articles/');
    expect(
      $('main .card h2 a')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual([
      '/articles/hard-water-and-your-water-heater/',
      '/articles/signs-of-a-slab-leak/',
      '/articles/what-not-to-pour-down-the-drain/',
    ]);
    expect(
      $('main time')
        .map((_, time) => $(time).attr('datetime'))
        .get(),
    ).toEqual(['2025-03-11', '2025-01-21', '2024-11-26']);
    expect(readdirSync(path.join(plumber.outDir, 'articles'))).not.toContain('freeze-proofing-your-pipes');
    expect($('footer a[href="/articles/"]').text()).toBe('Plumbing Tips');
    expect($('header nav a[href="/articles/"]')).toHaveLength(0);
  });

  it('show their author and dates plainly, their hero preloaded, the services they name and a call card; as a BlogPosting', () => {
    const $ = loadPage(plumber.outDir, '/articles/hard-water-and-your-water-heater/');
    expect(text($('.page-hero p').text())).toBe('By Dana Ruiz, master plumber · Published March 11, 2025 · Updated June 2, 2025');
    expect(spokenText($('.page-hero p'))).toBe('By Dana Ruiz, master plumber Published March 11, 2025 Updated June 2, 2025');
    const hero = $('article picture img').first();
    expect(hero.attr('fetchpriority')).toBe('high');
    expect($(`link[rel="preload"][as="image"]`).attr('href') ?? $(`link[rel="preload"][as="image"]`).attr('imagesrcset')).toBeTruthy();
    expect(
      $('#article-services a')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual(['/services/water-heater-service/']);
    expect($('#article-call-heading').text()).toBe('Rather Have a Plumber Look at It?');
    expect(
      $('.breadcrumbs, nav[aria-label="Breadcrumb"]')
        .first()
        .find('a')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual(['/', '/articles/']);
    const posting = jsonLd($).find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: "What Austin's Hard Water Does to Your Water Heater",
      datePublished: '2025-03-11',
      dateModified: '2025-06-02',
      author: { '@type': 'Person', name: 'Dana Ruiz', jobTitle: 'master plumber' },
      url: 'https://www.bluebonnetplumbing.example/articles/hard-water-and-your-water-heater/',
      publisher: { '@id': 'https://www.bluebonnetplumbing.example/#business' },
    });
  });

  it('are in an Atom feed, newest first, that every page names; the sitemap gives each its last change', () => {
    const feed = readFileSync(path.join(plumber.outDir, 'articles/feed.xml'), 'utf8');
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="en-US">/);
    expect([...feed.matchAll(/<entry>[\s\S]*?<id>([^<]+)<\/id>/g)].map((match) => match[1])).toEqual([
      'https://www.bluebonnetplumbing.example/articles/hard-water-and-your-water-heater/',
      'https://www.bluebonnetplumbing.example/articles/signs-of-a-slab-leak/',
      'https://www.bluebonnetplumbing.example/articles/what-not-to-pour-down-the-drain/',
    ]);
    expect(feed).toContain('<updated>2025-06-02T00:00:00.000Z</updated>');
    // An entry's author is a person's name (RFC 4287 3.2), without the job title the byline gives.
    expect(feed).toContain('<name>Dana Ruiz</name>');
    expect(feed).not.toContain('master plumber');
    for (const urlPath of ['/', '/financing/', '/services/emergency-plumbing/'])
      expect(loadPage(plumber.outDir, urlPath)('link[rel="alternate"][type="application/atom+xml"]').attr('href'), urlPath).toBe(
        '/articles/feed.xml',
      );
    const sitemap = readFileSync(path.join(plumber.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(
      '<loc>https://www.bluebonnetplumbing.example/articles/signs-of-a-slab-leak/</loc><lastmod>2025-01-21</lastmod>',
    );
    expect(sitemap).toContain('<loc>https://www.bluebonnetplumbing.example/articles/</loc><lastmod>2025-06-02</lastmod>');
  });

  it('show on the pages of the services and cities they are about, and on no other', () => {
    const articlesOn = (urlPath: string) => {
      const $ = loadPage(plumber.outDir, urlPath);
      return $('#related-articles h3 a')
        .map((_, link) => $(link).attr('href'))
        .get();
    };
    expect(articlesOn('/services/water-heater-service/')).toEqual(['/articles/hard-water-and-your-water-heater/']);
    // The slab-leak article is about Round Rock and slab leaks: first on the page of both.
    expect(articlesOn('/services/slab-leak-detection-in-round-rock/')).toEqual([
      '/articles/signs-of-a-slab-leak/',
      '/articles/hard-water-and-your-water-heater/',
    ]);
    expect(articlesOn('/service-areas/austin/')).toEqual(['/articles/hard-water-and-your-water-heater/']);
    expect(articlesOn('/service-areas/lakeway/')).toEqual([]);
    expect(loadPage(plumber.outDir, '/service-areas/lakeway/')('#related-articles')).toHaveLength(0);
  });
});

describe('the gallery (the electrician’s four jobs)', () => {
  it('shows each job newest first, before and after labelled in words, each photo a link to its full-size file', () => {
    const $ = loadPage(electrician.outDir, '/gallery/');
    expect(
      $('main li article h2')
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual([
      'Level 2 charger at home',
      'Fuse box to a 200-amp panel',
      'Recessed lighting in a kitchen',
      'Knob-and-tube wiring replaced',
    ]);
    const first = $('main li article').first();
    expect(
      first
        .find('figcaption')
        .map((_, caption) => $(caption).text())
        .get(),
    ).toEqual(['Before', 'After']);
    expect(text(first.find('h2 + p').text())).toBe('Fort Collins · May 2025');
    // A screen reader reads no dot between them (some voices read it out), nor the two as one word.
    expect(spokenText(first.find('h2 + p'))).toBe('Fort Collins May 2025');
    // A screen reader meets each job's heading before its photos (the photos are shown above it).
    for (const job of $('main li article').toArray()) expect($(job).find('h2, img').first().is('h2')).toBe(true);
    expect(
      $('main li article')
        .eq(1)
        .find('figcaption')
        .map((_, caption) => $(caption).text())
        .get(),
    ).toEqual(['Before: The 1960s fuse box', 'After']);
    for (const link of first.find('figure a').toArray()) {
      const href = $(link).attr('href')!;
      expect(href).toMatch(/^\/assets\/ev-(?:before|after)-1600-[0-9a-f]{10}\.jpg$/);
      expect(readFileSync(path.join(electrician.outDir, href)).length).toBeGreaterThan(0);
      // In the first view: loaded at once; the jobs below it lazily.
      expect($(link).find('img').attr('loading')).toBe('eager');
    }
    expect(
      $('main li article')
        .slice(2)
        .find('img')
        .map((_, img) => $(img).attr('loading'))
        .get(),
    ).toEqual(Array(4).fill('lazy'));
  });

  it('describes each photo to search engines as an ImageObject: its file, words, date and city', () => {
    const $ = loadPage(electrician.outDir, '/gallery/');
    const photos = jsonLd($).filter((node) => node['@type'] === 'ImageObject');
    expect(photos).toHaveLength(8);
    const before = photos.find((photo) => photo.caption === 'Before: The 1960s fuse box');
    expect(before).toMatchObject({
      name: 'Fuse box to a 200-amp panel',
      description: 'An old gray fuse box with six screw-in fuses and loose wires below it',
      dateCreated: '2025-04-08',
      contentLocation: { '@type': 'City', name: 'Fort Collins, CO' },
    });
    expect(before.contentUrl).toMatch(/^https:\/\/[^/]+\/assets\/panel-before-1600-[0-9a-f]{10}\.jpg$/);
  });

  it('shows a service’s recent jobs on its pages', () => {
    const $ = loadPage(electrician.outDir, '/services/lighting-and-rewiring/');
    expect(
      $('#recent-work h3')
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual(['Recessed lighting in a kitchen', 'Knob-and-tube wiring replaced']);
    for (const job of $('#recent-work article').toArray()) expect($(job).find('h3, img').first().is('h3')).toBe(true);
    expect($('#recent-work a[href="/gallery/"]').text()).toBe('Our Work');
  });

  it('gives a service-in-city page with a job of its own there content of its own: without local notes it is still indexed', async () => {
    const loaded = await loadContent(electrician.contentDir, electrician.assetsDir, pageContentSources);
    const withoutNotes = { ...loaded, content: { ...loaded.content, local: {} } };
    expect(contentlessVerdicts(stubRoutes(withoutNotes))).toEqual([]);
    const gallery = loaded.copy(loaded.files.find(({ spec }) => spec.file === 'gallery.json')!.spec) as {
      jobs: Array<{ service?: string }>;
    };
    const fewerJobs = {
      ...withoutNotes,
      copy: ((spec) =>
        spec.file === 'gallery.json'
          ? { ...gallery, jobs: gallery.jobs.filter((job) => job.service !== 'panel-upgrades') }
          : loaded.copy(spec)) as typeof loaded.copy,
    };
    expect(contentlessVerdicts(stubRoutes(fewerJobs)).map((verdict) => verdict.path)).toEqual([
      '/services/panel-upgrades-in-fort-collins/',
    ]);
  });
});

describe('camera data of the photos (the electrician’s, made with GPS, a camera serial and an owner’s name)', () => {
  it('is in the sources, and in no published file made from them', async () => {
    const source = await exifr.parse(path.join(electrician.assetsDir, 'photos/panel-before.jpg'), true);
    expect(source).toMatchObject({ OwnerName: 'Jordan Linden', SerialNumber: 'SN-4417-2208' });
    expect(source.latitude).toBeCloseTo(40.585, 3);
    const published = readdirSync(path.join(electrician.outDir, 'assets')).filter((file) => /^(?:panel|ev|kitchen|attic)-/.test(file));
    expect(published.length).toBeGreaterThanOrEqual(8 * 3);
    for (const file of published) {
      const bytes = readFileSync(path.join(electrician.outDir, 'assets', file));
      const metadata = await sharp(bytes).metadata();
      expect({ file, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc }).toEqual({
        file,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
      });
      if (file.endsWith('.jpg')) expect(await exifr.parse(bytes, true), file).toBeUndefined();
    }
  });
});
