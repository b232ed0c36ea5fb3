/**
 * What the real site must say to be lawful and honest (issue 12): the contractor license on every
 * page, reviews with their source and date and samples called samples, no promise a service cannot
 * keep, service names that read as words, each service's warranty, and links that name service and city.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { htmlFiles, loadHtml, loadPage, plainText, readContent } from '../helpers/site.ts';

const siteDir = inject('siteDir');
const site = readContent('site.json');
const services: Record<string, any> = readContent('services.json');
const areas: Record<string, any> = readContent('areas.json');
const testimonials: any[] = readContent('testimonials.json').testimonials;
const text = ($: CheerioAPI, selector = 'body') => plainText($(selector).text());
const pageFiles = () => htmlFiles(siteDir).filter((file) => file.endsWith('index.html') || file === '404.html');
const license = `${site.license.authority} license #${site.license.number}`;

describe('the contractor license (B&P Code §7030.5)', () => {
  it('is in the footer of every page', () => {
    // A translation words it in its language (its site.json's license.wording), the facts the same.
    const spanish = readContent('translations/es-US/site.json')
      .license.wording.replace('{authority}', site.license.authority)
      .replace('{number}', site.license.number);
    for (const file of pageFiles())
      expect(text(loadHtml(siteDir, file), 'footer'), file).toContain(file.startsWith('es/') ? spanish : `Licensed contractor: ${license}`);
  });

  it.each(['/about/', '/contact/'])('is stated in the main text of %s', (urlPath) => {
    expect(text(loadPage(siteDir, urlPath), 'main')).toContain(`Licensed contractor: ${license}`);
  });

  it('says a licensed contractor, never a team of licensed technicians', () => {
    for (const file of pageFiles()) expect(text(loadHtml(siteDir, file)), file).not.toMatch(/licensed technicians/i);
  });
});

describe('reviews', () => {
  it('show where and when each was posted, and call a sample a sample', () => {
    const $ = loadPage(siteDir, '/');
    const cards = $('#testimonials article');
    expect(cards.length).toBe(testimonials.length);
    cards.each((index, card) => {
      const review = testimonials[index];
      const [year, month] = review.date.split('-');
      const monthName = new Date(Date.UTC(Number(year), Number(month) - 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
      // A sample was posted nowhere, so its line is the date alone (no "Sample" left in English on a translated page).
      const posted = $(card).find('footer > span').eq(2).text();
      expect(plainText(posted)).toBe(review.source ? `${review.source}, ${monthName} ${year}` : `${monthName} ${year}`);
      expect($(card).find('time').attr('datetime')).toBe(review.date);
      expect(plainText($(card).text()).includes('Sample review, not from a customer')).toBe(review.sample === true);
    });
  });

  it('are never called real while any is a sample', () => {
    expect(testimonials.some((review) => review.sample)).toBe(true);
    for (const file of pageFiles()) expect(text(loadHtml(siteDir, file)), file).not.toMatch(/\breal (homeowners|customers|reviews)\b/i);
  });

  it('show on the pages of the city the customer lives in', () => {
    for (const review of testimonials.filter((r) => r.area)) {
      expect(text(loadPage(siteDir, `/service-areas/${review.area}/`), '#reviews')).toContain(review.review);
      expect(text(loadPage(siteDir, `/services/${review.service}-in-${review.area}/`), '#reviews')).toContain(review.review);
    }
  });
});

describe('copy', () => {
  const installations = Object.keys(services).filter((slug) => ['Installation', 'Replacement'].includes(services[slug].card.category));

  it('promises no same-day service on installation and replacement pages', () => {
    expect(installations).toEqual(['new-garage-door-installation', 'garage-door-replacement']);
    for (const slug of installations) {
      for (const urlPath of [`/services/${slug}/`, ...Object.keys(areas).map((area) => `/services/${slug}-in-${area}/`)]) {
        const $ = loadPage(siteDir, urlPath);
        expect(`${text($, 'main')} ${$('meta[name="description"]').attr('content')}`, urlPath).not.toMatch(/same[- ]day/i);
      }
    }
  });

  it('writes a service name mid-sentence as words, not as a title', () => {
    for (const file of pageFiles()) {
      const body = text(loadHtml(siteDir, file), 'main');
      for (const service of Object.values(services)) expect(body, file).not.toMatch(new RegExp(`\\b(provide|offer) ${service.title}`));
    }
    expect(text(loadPage(siteDir, '/services/garage-door-springs-repair-in-oxnard/'), '#serving-area')).toContain(
      'We provide garage door spring repair throughout Oxnard',
    );
  });

  it.each(Object.keys(services))('states the warranty of %s on its page and its city pages', (slug) => {
    for (const urlPath of [`/services/${slug}/`, `/services/${slug}-in-oxnard/`]) {
      expect(text(loadPage(siteDir, urlPath), 'main'), urlPath).toContain(`Warranty: ${services[slug].warranty}`);
    }
  });
});

describe('links between local pages', () => {
  it.each(Object.keys(services))('the %s page lists the service in every city, each link naming both', (slug) => {
    const $ = loadPage(siteDir, `/services/${slug}/`);
    const links = $('#areas a')
      .map((_, a) => [[$(a).attr('href'), plainText($(a).text())]])
      .get();
    const name = services[slug].nameInText as string;
    expect(links).toEqual(
      expect.arrayContaining(
        Object.entries(areas).map(([area, { name: city }]) => [
          `/services/${slug}-in-${area}/`,
          `${name.charAt(0).toUpperCase()}${name.slice(1)} in ${city}`,
        ]),
      ),
    );
  });

  it('writes no sitemap entry for a page it marks noindex', () => {
    const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
    for (const file of pageFiles()) {
      const $ = loadHtml(siteDir, file);
      if ($('meta[name="robots"]').attr('content') !== 'noindex') continue;
      expect(sitemap, file).not.toContain(`/${file.replace(/index\.html$/, '')}</loc>`);
    }
  });
});
