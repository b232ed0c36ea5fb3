/**
 * The real site's pages as the spec describes them (generate/render/ and templates/): every route
 * written, the header, menus and footer on every page, head and structured data, and each page type.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { BUILD_TIME, htmlFiles, loadHtml, loadPage, plainText, readContent, spanishPagePaths } from '../helpers/site.ts';

const siteDir = inject('siteDir');
const site = readContent('site.json');
const services: Record<string, any> = readContent('services.json');
const areas: Record<string, any> = readContent('areas.json');
const testimonials: any[] = readContent('testimonials.json').testimonials;
const serviceSlugs = Object.keys(services);
const areaSlugs = Object.keys(areas);

const topLevelPaths = ['/', '/about/', '/services/', '/service-areas/', '/contact/', '/404/'];
const servicePaths = serviceSlugs.map((slug) => `/services/${slug}/`);
const areaPaths = areaSlugs.map((slug) => `/service-areas/${slug}/`);
const serviceInAreaPaths = areaSlugs.flatMap((area) => serviceSlugs.map((service) => `/services/${service}-in-${area}/`));
const allPaths = [...topLevelPaths, ...servicePaths, ...areaPaths, ...serviceInAreaPaths];
/** The pages of the Spanish translation (content/translations/es-US/): the spec's promises below are the English pages'. */
const spanishPaths = spanishPagePaths();

const text = ($: CheerioAPI, selector = 'body') => plainText($(selector).text());
/** The site's pages as files: every HTML file but the meta-refresh pages left at moved addresses. */
const pageFiles = () => htmlFiles(siteDir).filter((file) => file.endsWith('index.html') || file === '404.html');
const hrefs = ($: CheerioAPI, selector = 'a') =>
  $(selector)
    .map((_, a) => $(a).attr('href'))
    .get();
/** Links whose visible text starts with a label, e.g. "Learn More" (an aria-label names the target). */
const linksLabelled = ($: CheerioAPI, label: string) =>
  $('a')
    .filter((_, a) => plainText($(a).text()).startsWith(label))
    .map((_, a) => $(a).attr('href'))
    .get();

describe('routes', () => {
  it('writes all 54 pages of the spec and the Spanish pages its translation gives the words of, one index.html per folder, plus 404.html in each language and the redirect page', () => {
    expect(allPaths).toHaveLength(54);
    const expectedFiles = [
      ...[...allPaths, ...spanishPaths].map((p) => (p === '/' ? 'index.html' : `${p.slice(1)}index.html`)),
      '404.html',
      ...(spanishPaths.length > 0 ? ['es/404.html'] : []),
      'service-areas/santa.html',
    ].sort();
    expect(htmlFiles(siteDir)).toEqual(expectedFiles);
  });

  it('makes 404.html the same page as /404/', () => {
    expect(readFileSync(path.join(siteDir, '404.html'), 'utf8')).toBe(readFileSync(path.join(siteDir, '404/index.html'), 'utf8'));
  });

  it('starts every page with <!DOCTYPE html> and ships no React to the browser', () => {
    for (const file of pageFiles()) {
      const html = readFileSync(path.join(siteDir, file), 'utf8');
      expect(html.startsWith(`<!DOCTYPE html><html lang="${file.startsWith('es/') ? 'es-US' : 'en-US'}">`), file).toBe(true);
      expect(html, file).not.toMatch(/react|data-reactroot|__next/i);
    }
  });

  it('ends every internal link in "/" (or names a file), so no host needs a redirect', () => {
    for (const urlPath of allPaths) {
      const $ = loadPage(siteDir, urlPath);
      for (const href of hrefs($)) {
        if (/^(https?:|tel:|#)/.test(href)) continue;
        expect(href, `${urlPath} links to ${href}`).toMatch(/^\/([\w.-]+\/)*([\w.-]+\.\w+)?$/);
        expect(href.endsWith('/') || /\.\w+$/.test(href), `${urlPath} links to ${href}`).toBe(true);
      }
    }
  });
});

describe('every page', () => {
  const pages = allPaths.map((urlPath) => [urlPath] as const);

  it.each(pages)('%s has the header: logo home, phone, navigation with both dropdowns, and the quote button', (urlPath) => {
    const $ = loadPage(siteDir, urlPath);
    const header = $('body > header');
    expect(header.find('a[href="/"] img').length).toBe(1);
    expect(header.find(`a[href="tel:${site.phone.e164}"]`).length).toBe(1);
    const nav = header.find('nav[aria-label="Main"]');
    const topLevel = nav
      .children('ul')
      .children('li')
      .children('a')
      .map((_, a) => plainText($(a).text()))
      .get();
    expect(topLevel).toEqual(['Home', 'Services', 'Service Areas', 'About Us', 'Contact Us']);
    for (const path of [...servicePaths, ...areaPaths]) expect(nav.find(`a[href="${path}"]`).length, path).toBe(1);
    expect(plainText(nav.find(`a[href="/services/garage-door-maintenance/"]`).text())).toBe('Maintenance & Tune-Up');
    const quote = header.find('a[href="/contact/"].btn');
    expect(
      quote
        .children('span')
        .map((_, s) => $(s).text())
        .get(),
    ).toEqual(['Free Quote', 'Get A Free Quote']);
  });

  it('puts a menu that takes a row of its own under the phone after the phone and the quote button, in the order a keyboard reaches them', () => {
    // The English menu with the language link beside it is too long for the logo's row (DesktopNav), so it goes under it.
    const header = loadPage(siteDir, '/')('body > header');
    const all = header.find('*').get();
    const at = (selector: string) => all.indexOf(header.find(selector).get(0)!);
    expect(at('a[href^="tel:"]')).toBeLessThan(at('nav[aria-label="Main"]'));
    expect(at('a.btn[href="/contact/"]')).toBeLessThan(at('nav[aria-label="Main"]'));
    const reordered = header.find('[class]').filter((_, element) => /(^|\s|:)order-/.test(element.attribs.class ?? ''));
    expect(reordered.length, 'no CSS order: what a keyboard reaches next is what is seen next').toBe(0);
  });

  it("has one header, the same markup on every page but for aria-current and the language link's target, so its menus' behaviour is tried on one page", () => {
    const headerOf = (urlPath: string) => {
      // A copy: the parsed page is shared with every other test that reads it.
      const header = (urlPath === '/404.html' ? loadHtml(siteDir, '404.html') : loadPage(siteDir, urlPath))('body > header').clone();
      header.find('[aria-current]').removeAttr('aria-current');
      // The language link leads to the page's own Spanish version (translations.test.ts).
      header.find('a[hreflang]').removeAttr('href');
      return header.toString();
    };
    const first = headerOf(allPaths[0]!);
    expect(first).toContain('data-menu');
    for (const urlPath of [...allPaths.slice(1), '/404.html']) expect(headerOf(urlPath), urlPath).toBe(first);
  });

  it.each(pages)('%s has the mobile menu as a <details> with Services and Service Areas groups', (urlPath) => {
    const $ = loadPage(siteDir, urlPath);
    const menu = $('details[data-menu]');
    expect(menu.length).toBe(1);
    expect(menu.attr('open')).toBeUndefined();
    const groups = menu.find('nav details');
    expect(groups.map((_, g) => plainText($(g).children('summary').text())).get()).toEqual(['Services', 'Service Areas']);
    expect(groups.find('.group-toggle').length).toBe(2);
    expect(hrefs($, 'details[data-menu] a')).toEqual(expect.arrayContaining([...servicePaths, ...areaPaths, '/about/', '/contact/']));
  });

  it.each(pages)('%s has the footer as the spec lists it', (urlPath) => {
    const $ = loadPage(siteDir, urlPath);
    const footer = $('body > footer');
    expect(text($, 'footer')).toContain(
      site.footer.description
        .replace('{business}', site.businessName)
        .replace('{homeCity}', site.homeCity)
        .replace('{foundingYear}', String(site.foundingYear)),
    );
    expect(footer.find('a[href^="https://www.google.com/maps/"]').first().text()).toBe(`${site.homeCity}, ${site.region}`);
    expect(footer.find(`a[href="tel:${site.phone.e164}"]`).length).toBe(1);
    expect(hrefs($, 'footer nav[aria-label="Quick Links"] a')).toEqual(['/', '/services/', '/service-areas/', '/about/', '/contact/']);
    expect(hrefs($, 'footer nav[aria-label="Our Services"] a')).toEqual([
      ...site.footer.services.map((s: string) => `/services/${s}/`),
      '/services/',
    ]);
    expect(plainText(footer.find('nav[aria-label="Our Services"] a').last().text())).toBe('View All Services');
    const areaNav = footer.find('nav[aria-label="Service Areas"]');
    expect(
      areaNav
        .find('a[href^="/service-areas/"]')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual([...site.footer.areas.map((a: string) => `/service-areas/${a}/`), '/service-areas/']);
    expect(areaNav.find('a[href^="https://www.google.com/maps/"]').length).toBe(site.footer.areas.length);
    expect(plainText(areaNav.find('a').last().text())).toBe('View All Service Areas');
    expect(text($, 'footer')).toContain(`© ${BUILD_TIME.getUTCFullYear()} ${site.businessName}`);
  });

  it.each(pages)('%s has the floating 24/7 call button', (urlPath) => {
    const $ = loadPage(siteDir, urlPath);
    const button = $('a[data-emergency-call]');
    expect(button.attr('href')).toBe(`tel:${site.phone.e164}`);
    expect(plainText(button.text())).toContain('Call 24/7');
    expect(plainText(button.text())).toContain('24/7 Emergency Service');
  });

  it('starts no visually hidden words with punctuation, in either language: Chromium reads them after a space ("Call 24/7 : emergency")', () => {
    for (const file of pageFiles()) {
      const $ = loadHtml(siteDir, file);
      for (const hidden of $('.sr-only').toArray()) expect($(hidden).text(), file).not.toMatch(/^\s*[:;,.!?)]/);
    }
  });

  it.each(pages)('%s marks the current page and section with aria-current', (urlPath) => {
    const $ = loadPage(siteDir, urlPath);
    const current = $('nav[aria-label="Main"] a[aria-current]')
      .map((_, a) => [[$(a).attr('href'), $(a).attr('aria-current')]])
      .get();
    const section = ['/services/', '/service-areas/', '/about/', '/contact/'].find((s) => urlPath.startsWith(s));
    const expected: Array<[string, string]> = [];
    if (urlPath === '/') expected.push(['/', 'page']);
    if (section) expected.push([section, section === urlPath ? 'page' : 'true']);
    if (section && section !== urlPath && [...servicePaths, ...areaPaths].includes(urlPath)) expected.push([urlPath, 'page']);
    expect(current).toEqual(expected);
  });

  it.each(pages)('%s has a skip link first, then a main landmark it targets', (urlPath) => {
    const $ = loadPage(siteDir, urlPath);
    const first = $('body').children().first();
    expect(first.attr('href')).toBe('#main');
    expect(plainText(first.text())).toBe('Skip to content');
    expect($('main#main').length).toBe(1);
    expect($('h1').length).toBe(1);
  });
});

describe('head', () => {
  it('gives every page its own title and description, and its own canonical URL ending in "/", the pages kept out of search engines too', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
    for (const urlPath of allPaths.filter((p) => p !== '/404/')) {
      const $ = loadPage(siteDir, urlPath);
      const title = $('title').text();
      const description = $('meta[name="description"]').attr('content')!;
      expect(titles.has(title), `duplicate title ${title}`).toBe(false);
      expect(descriptions.has(description), `duplicate description on ${urlPath}`).toBe(false);
      titles.add(title);
      descriptions.add(description);
      // Kept out of search engines by the duplicate-content guard (guard.test.ts): noindex, and a canonical URL of its
      // own, as Google advises against mixing noindex with a canonical naming another page.
      const keptOut = $('meta[name="robots"]').attr('content') === 'noindex';
      if (keptOut) expect([...serviceInAreaPaths, ...areaPaths], `${urlPath} is noindex`).toContain(urlPath);
      const canonical = `${site.baseUrl}${urlPath}`;
      expect($('link[rel="canonical"]').attr('href'), urlPath).toBe(canonical);
      expect(sitemap.includes(`<loc>${site.baseUrl}${urlPath}</loc>`), urlPath).toBe(!keptOut);
      expect($('meta[property="og:url"]').attr('content')).toBe(canonical);
      expect($('meta[property="og:title"]').attr('content')).toBe(title);
      expect($('meta[property="og:description"]').attr('content')).toBe(description);
      expect($('meta[name="twitter:title"]').attr('content')).toBe(title);
      expect($('meta[name="robots"]').length).toBe(keptOut ? 1 : 0);
    }
  });

  it('keeps every title within 60 characters, where search results cut it', () => {
    for (const file of pageFiles()) {
      const title = loadHtml(siteDir, file)('title').text();
      expect(title.length, `${file}: ${title}`).toBeLessThanOrEqual(60);
    }
  });

  it('fills the service-in-area titles from the template in pages/service.json', () => {
    const $ = loadPage(siteDir, '/services/garage-door-cable-repair-in-thousand-oaks/');
    expect($('title').text()).toBe('Garage Door Cable Repair in Thousand Oaks, CA');
  });

  it('keeps the 404 page out of search engines, with no canonical URL', () => {
    const $ = loadPage(siteDir, '/404/');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="canonical"]').length).toBe(0);
    expect($('title').text()).toBe(`Page Not Found | ${site.businessName}`);
  });
});

describe('scripts and styles', () => {
  it('has no inline script or style anywhere (JSON-LD data blocks aside), only one deferred script file and one stylesheet', () => {
    const scripts = new Set<string>();
    const stylesheets = new Set<string>();
    for (const file of htmlFiles(siteDir)) {
      const html = readFileSync(path.join(siteDir, file), 'utf8');
      expect(html, file).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
      const $ = loadHtml(siteDir, file);
      $('script:not([type="application/ld+json"])').each((_, script) => {
        expect($(script).attr('src'), file).toMatch(/^\/assets\/site-[0-9a-f]{10}\.js$/);
        expect($(script).is('[defer]'), file).toBe(true);
        expect($(script).text(), file).toBe('');
        scripts.add($(script).attr('src')!);
      });
      $('link[rel="stylesheet"]').each((_, link) => {
        stylesheets.add($(link).attr('href')!);
      });
    }
    expect(scripts.size).toBe(1);
    expect(stylesheets.size).toBe(1);
    expect([...stylesheets][0]).toMatch(/^\/assets\/styles-[0-9a-f]{10}\.css$/);
  });

  it('ships a minified stylesheet that holds the category filter rules made from content', () => {
    const href = loadPage(siteDir, '/')('link[rel="stylesheet"]').attr('href')!;
    const css = readFileSync(path.join(siteDir, href), 'utf8');
    expect(css.split('\n').length).toBeLessThan(5);
    expect(css).toContain('#category-repair:checked');
    expect(css).toMatch(/\[data-categories~="?emergency"?\]/);
  });
});

describe('one phone number site-wide', () => {
  it('dials and shows only the number in site.json', () => {
    for (const file of pageFiles()) {
      const html = readFileSync(path.join(siteDir, file), 'utf8');
      const dialled = new Set([...html.matchAll(/href="tel:([^"]*)"/g)].map((m) => m[1]));
      expect([...dialled], file).toEqual([site.phone.e164]);
      const shown = new Set([...plainText(html).matchAll(/\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}/g)].map((m) => m[0]));
      expect([...shown], file).toEqual([site.phone.display]);
    }
  });
});

describe('links out of the site', () => {
  it('opens maps links with rel="noopener noreferrer"', () => {
    const $ = loadPage(siteDir, '/');
    const external = $('a[href^="http"]');
    expect(external.length).toBeGreaterThan(0);
    external.each((_, a) => expect($(a).attr('rel')).toBe('noopener noreferrer'));
  });
});

describe('home page', () => {
  let $: CheerioAPI;
  beforeAll(() => {
    $ = loadPage(siteDir, '/');
  });

  it('has the hero heading and call buttons', () => {
    expect(text($, 'h1')).toBe('Fast, Reliable Garage Door Solutions in Ventura');
    const hero = $('main > section').first();
    expect(hero.find(`a[href="tel:${site.phone.e164}"]`).length).toBeGreaterThan(0);
  });

  it('has the about teaser with Read More to /about/', () => {
    expect(linksLabelled($, 'Read More')).toEqual(['/about/']);
  });

  it('has six service cards, each with Learn More to its service page', () => {
    expect(linksLabelled($, 'Learn More')).toEqual(servicePaths);
    expect($('#services article').length).toBe(6);
  });

  it('has the emergency banner with a Have Any Questions phone link', () => {
    const link = $('aside[aria-label="Emergency service"] a[href^="tel:"]');
    expect(plainText(link.text())).toBe(`Have Any Questions? ${site.phone.display}`);
  });

  it('has the four Why Choose items', () => {
    expect(
      $('#why-choose h3')
        .map((_, h) => $(h).text())
        .get(),
    ).toEqual(['Family Owned', 'Fast Response', 'Expert Technicians', 'Quality Guaranteed']);
  });

  it('has three testimonials, each rated in words for assistive technology and linking to its service', () => {
    const cards = $('#testimonials li > *');
    expect(cards.length).toBe(3);
    cards.each((index, card) => {
      const testimonial = testimonials[index];
      expect($(card).find('[role="img"]').attr('aria-label')).toBe(`Rated ${testimonial.rating} out of 5`);
      expect($(card).find('[role="img"] svg').length).toBe(5);
      expect(plainText($(card).text())).toContain(testimonial.review);
      expect(plainText($(card).text())).toContain(testimonial.name);
      expect(plainText($(card).text())).toContain(testimonial.location);
      expect($(card).find('a').attr('href')).toBe(`/services/${testimonial.service}/`);
      // Not a figure, whose name would be its whole caption, read twice: the author, place and date follow the quote once.
      expect($(card).is('figure, [aria-label], [aria-labelledby]')).toBe(false);
      expect(plainText($(card).find('blockquote + footer > span').first().text())).toBe(testimonial.name);
    });
    expect($('#testimonials figure, #testimonials figcaption')).toHaveLength(0);
  });

  it('has the area links, the phone and View All Service Areas', () => {
    expect(hrefs($, '#areas li a')).toEqual(areaPaths);
    expect($(`#areas a[href="tel:${site.phone.e164}"]`).length).toBe(1);
    expect(linksLabelled($, 'View All Service Areas')).toContain('/service-areas/');
  });
});

describe('about page', () => {
  it('has the hero, Our Story, the four core values, Why Choose and the emergency banner', () => {
    const $ = loadPage(siteDir, '/about/');
    expect(text($, 'main > section:first-of-type').toLowerCase()).toContain('your trusted garage door experts since 2008');
    expect(text($, '#story-heading')).toBe('Our Story');
    expect(
      $('#core-values h3')
        .map((_, h) => $(h).text())
        .get(),
    ).toEqual(['Customer First', 'Integrity', 'Excellence', 'Speed']);
    expect(
      $('#why-choose h3')
        .map((_, h) => $(h).text())
        .get(),
    ).toEqual(['Licensed & Insured', '24/7 Emergency Service', 'Upfront Pricing']);
    expect($('aside[aria-label="Emergency service"] a[href^="tel:"]').length).toBe(1);
  });
});

describe('services page', () => {
  let $: CheerioAPI;
  beforeAll(() => {
    $ = loadPage(siteDir, '/services/');
  });

  it('has category chips whose counts come from the data', () => {
    const categories = Object.values(services).map((s) => s.card.category as string);
    const expected = [
      `All Services (${serviceSlugs.length})`,
      ...[...new Set(categories)].map((c) => `${c} (${categories.filter((x) => x === c).length})`),
      `Emergency (${Object.values(services).filter((s) => s.emergency).length})`,
    ];
    expect(
      $('.category-filter label')
        .map((_, l) => plainText($(l).text()))
        .get(),
    ).toEqual(expected);
    expect(expected).toEqual(['All Services (6)', 'Repair (3)', 'Installation (1)', 'Maintenance (1)', 'Replacement (1)', 'Emergency (2)']);
  });

  it('makes the chips a radio group, All checked, so they filter without JavaScript', () => {
    const radios = $('.category-filter input[type="radio"][name="service-category"]');
    expect(radios.length).toBe(6);
    expect($('.category-filter input:checked').attr('value')).toBe('all');
    expect($('.category-filter legend').length).toBe(1);
  });

  it('files each card under its category, and emergencies under Emergency too', () => {
    const filed = $('.service-catalog li[data-categories]')
      .map((_, li) => $(li).attr('data-categories'))
      .get();
    expect(filed).toEqual(['repair emergency', 'repair', 'installation', 'maintenance', 'repair emergency', 'replacement']);
  });

  it('has six cards with image, badge, description, four features and Request Service', () => {
    const cards = $('.service-catalog article');
    expect(cards.length).toBe(6);
    cards.each((index, card) => {
      const service = services[serviceSlugs[index]!];
      expect($(card).find('img').attr('width')).toBeTruthy();
      expect(plainText($(card).find('span.rounded-full').text())).toBe(service.card.category);
      expect(plainText($(card).text())).toContain(service.card.description);
      expect(
        $(card)
          .find('ul li')
          .map((_, li) => plainText($(li).text()))
          .get(),
      ).toEqual(service.card.features);
      // Its link's name says which service: one "Request Service" of six alike is no name (2.4.4).
      expect($(card).find('a').attr('aria-label')).toBe(`Request Service: ${service.title}`);
    });
    expect(linksLabelled($, 'Request Service')).toEqual(servicePaths);
  });

  it('has the Why Choose list and a call card', () => {
    expect($('#why-choose li').length).toBe(readContent('pages/services.json').whyChoose.items.length);
    expect($(`#call-heading`).length).toBe(1);
    expect($(`section[aria-labelledby="call-heading"] a[href^="tel:"]`).length).toBe(1);
  });
});

describe('service areas and contact pages', () => {
  it.each([
    ['/contact/', 'Call 24/7'],
    ['/es/contacto/', 'Llame 24/7'],
  ])('%s: the emergency card, whose line is the main one, says "%s" rather than the number again', (urlPath, call) => {
    const $ = loadPage(siteDir, urlPath);
    expect(plainText($('#contact a[href^="tel:"]').last().text())).toBe(call);
  });

  it.each(['/service-areas/', '/contact/'])(
    '%s has six area cards, coverage, a call card, the guarantee, three contact cards and, on /contact/, the hours',
    (urlPath) => {
      const $ = loadPage(siteDir, urlPath);
      expect(hrefs($, '#areas li a')).toEqual(areaPaths);
      expect($('#areas li').text(), 'a range or an amount that may split').not.toMatch(/\d-\d|\d \p{L}/u);
      const coverage = text($, '#coverage dl');
      for (const fact of [
        'Ventura County',
        'Santa Barbara County',
        `${site.coverage.radiusMiles} miles from ${site.homeCity}`,
        site.coverage.responseTime,
        site.coverage.travelCharges,
      ]) {
        expect(coverage).toContain(fact);
      }
      expect($('section[aria-labelledby="call-heading"] a[href^="tel:"]').length).toBe(1);
      expect($('#guarantee li').length).toBe(site.guarantees.length);
      expect(text($, '#guarantee')).toContain('5-year warranty');
      expect(
        $('#contact h3')
          .map((_, h) => $(h).text())
          .get(),
      ).toEqual(['Call Us', 'Service Area', 'Emergency Service', ...(urlPath === '/contact/' ? ['Opening Hours'] : [])]);
      expect(text($, '#contact')).toContain(`Serving ${areaSlugs.length} cities`);
      expect(text($, '#contact')).toContain('Serving 6 cities');
    },
  );

  it('has no form anywhere on the site', () => {
    for (const file of htmlFiles(siteDir)) expect(readFileSync(path.join(siteDir, file), 'utf8'), file).not.toMatch(/<form/);
  });

  it('links Santa Barbara to its real page: the old /service-areas/santa defect is corrected', () => {
    for (const file of htmlFiles(siteDir)) {
      const html = readFileSync(path.join(siteDir, file), 'utf8');
      expect(html, file).not.toMatch(/href="\/service-areas\/santa\/?"/);
    }
    expect(hrefs(loadPage(siteDir, '/contact/'))).toContain('/service-areas/santa-barbara/');
    expect(hrefs(loadPage(siteDir, '/'), 'footer a')).toContain('/service-areas/santa-barbara/');
  });
});

describe.each(areaSlugs)('area page %s', (slug) => {
  it('has the title, description, services with ZIP codes, in-area Request Service links, Why Choose Us and a call card', () => {
    const area = areas[slug];
    const $ = loadPage(siteDir, `/service-areas/${slug}/`);
    expect(text($, 'h1')).toBe(area.title);
    for (const paragraph of area.description) expect(text($, 'main')).toContain(paragraph);
    expect(text($, '#services-heading')).toBe(`Our Services in ${area.name}`);
    expect(text($, '#services')).toContain(area.zipCodes);
    // A range ("93001-93009", "30-45 minutes") with a breakable hyphen split across two lines on a phone, or "minutes" left alone.
    expect($('#services > div > p').text()).not.toMatch(/\d-\d|\d \p{L}/u);
    // The time after a colon, as on the city's card: an owner's "Within 2 hours" reads right there too.
    expect(plainText($('#services > div > p').text())).toMatch(/ · Typical response: \S/);
    expect(linksLabelled($, 'Request Service')).toEqual(serviceSlugs.map((s) => `/services/${s}-in-${slug}/`));
    expect(text($, '#why-choose-heading')).toBe(`Why Choose Us in ${area.name}`);
    expect(
      $('#why-choose li')
        .map((_, li) => plainText($(li).text()))
        .get(),
    ).toEqual(area.whyChoose);
    // Its description's further paragraphs, in the white of the local conditions after them, leave one gap before them, not two.
    expect($('#conditions').prev('section').children('div').attr('class')).toBe('container-page pt-12');
    const callCard = text($, 'section[aria-labelledby="call-heading"]');
    expect(callCard).toContain(area.responseTime);
    expect(callCard).toContain(area.zipCodes);
  });
});

describe('service pages', () => {
  /** The spec's service page, in a city or not: the first three features beside "Book Service Now", then "Service Includes" with every feature. */
  const expectFeaturesAndIncludes = ($: CheerioAPI, service: { features: string[] }) => {
    for (const feature of service.features.slice(0, 3)) expect(text($, 'section[aria-labelledby="overview-heading"]')).toContain(feature);
    expect(linksLabelled($, 'Book Service Now')).toEqual(['/contact/', '/contact/']);
    expect(text($, '#includes-heading')).toBe('Service Includes');
    expect(
      $('#includes li')
        .map((_, li) => plainText($(li).text()))
        .get(),
    ).toEqual(service.features);
  };

  it.each(serviceSlugs)('%s has hero, image, descriptions, features, Book Service Now, Service Includes and the FAQ', (slug) => {
    const service = services[slug];
    const $ = loadPage(siteDir, `/services/${slug}/`);
    expect(text($, 'h1')).toBe(service.title);
    expect(text($, 'main > section:first-of-type')).toContain(service.subtitle);
    expect($('main > section:first-of-type img').attr('alt')).toBe(service.image.alt);
    expect(text($, 'main')).toContain(service.description);
    expect(text($, 'main')).toContain(service.detailedDescription);
    expectFeaturesAndIncludes($, service);
    expect(
      $('#faq details summary')
        .map((_, s) => plainText($(s).text()))
        .get(),
    ).toEqual(service.faq.map((f: any) => f.question));
    expect($('#serving-area').length).toBe(0);
  });

  it.each(serviceSlugs)('%s shows "Ready for …?" with Schedule Service only when it is not an emergency service', (slug) => {
    const service = services[slug];
    const $ = loadPage(siteDir, `/services/${slug}/`);
    const ready = $('#ready-heading');
    if (service.emergency) {
      expect(ready.length).toBe(0);
      expect(linksLabelled($, 'Schedule Service')).toEqual([]);
    } else {
      expect(text($, '#ready-heading')).toBe(`Ready for ${service.title}?`);
      expect(linksLabelled($, 'Schedule Service')).toEqual(['/contact/']);
      expect($('section[aria-labelledby="ready-heading"] a[href^="tel:"]').length).toBe(1);
    }
  });

  it.each(serviceInAreaPaths.map((p) => [p]))('%s names its area in the title and has a Serving block', (urlPath) => {
    const [, serviceSlug, areaSlug] = /^\/services\/(.+)-in-(.+)\/$/.exec(urlPath)!;
    const service = services[serviceSlug!];
    const area = areas[areaSlug!];
    const $ = loadPage(siteDir, urlPath);
    expect(text($, 'h1')).toBe(`${service.title} in ${area.name}`);
    expect(text($, '#serving-area-heading')).toBe(`Serving ${area.name}`);
    expect(text($, '#serving-area')).toContain(area.responseTime);
    expect(text($, '#serving-area')).toContain(area.zipCodes);
    expect($('#serving-area li').text(), 'a range or an amount that may split').not.toMatch(/\d-\d|\d \p{L}/u);
    expect(hrefs($, '#serving-area a')).toEqual([`/service-areas/${areaSlug}/`]);
    expect($('#ready-heading').length).toBe(service.emergency ? 0 : 1);
  });

  it.each(serviceInAreaPaths.map((p) => [p]))(
    '%s has the first three features, Book Service Now, then Service Includes with every feature, before Serving',
    (urlPath) => {
      const [, serviceSlug] = /^\/services\/(.+)-in-(.+)\/$/.exec(urlPath)!;
      const service = services[serviceSlug!];
      const $ = loadPage(siteDir, urlPath);
      expectFeaturesAndIncludes($, service);
      const order = $('main > section')
        .map((_, section) => $(section).attr('id'))
        .get();
      expect(order.indexOf('includes')).toBeGreaterThan(-1);
      expect(order.indexOf('includes')).toBeLessThan(order.indexOf('serving-area'));
    },
  );
});

describe('404 page', () => {
  it('says 404, Oops! Page not found, in its heading, which a screen reader lists alone, and links Return to Home', () => {
    const $ = loadPage(siteDir, '/404/');
    expect(text($, 'h1')).toBe('404 Oops! Page not found');
    expect(linksLabelled($, 'Return to Home')).toEqual(['/']);
    expect($('[data-not-found]').length).toBe(1);
  });
});

describe('structured data (JSON-LD)', () => {
  const jsonLd = (urlPath: string) => {
    const $ = loadPage(siteDir, urlPath);
    return $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()))
      .get() as Array<Record<string, unknown>>;
  };
  const absolute = z.string().startsWith(`${site.baseUrl}/`);
  const city = z.strictObject({ '@type': z.literal('City'), name: z.string().endsWith(`, ${site.region}`) });
  const pixels = z.strictObject({
    '@type': z.literal('QuantitativeValue'),
    value: z.number().int().positive(),
    unitCode: z.literal('E37'),
  });
  const imageObject = z.strictObject({ '@type': z.literal('ImageObject'), url: absolute, width: pixels, height: pixels });
  const businessRef = {
    '@context': z.literal('https://schema.org'),
    '@type': z.literal(site.businessType),
    '@id': z.literal(`${site.baseUrl}/#business`),
    name: z.literal(site.businessName),
    telephone: z.literal(site.phone.e164),
    url: z.literal(`${site.baseUrl}/`),
  };
  const business = z.strictObject({
    ...businessRef,
    logo: imageObject,
    image: imageObject,
    // A site in two languages tags it with the page's language (checked below).
    description:
      spanishPaths.length > 0
        ? z.strictObject({ '@value': z.string().min(50), '@language': z.enum(['en-US', 'es-US']) })
        : z.string().min(50),
    foundingDate: z.literal(String(site.foundingYear)),
    address: z.strictObject({
      '@type': z.literal('PostalAddress'),
      addressLocality: z.literal(site.homeCity),
      addressRegion: z.literal(site.region),
      addressCountry: z.literal('US'),
    }),
    areaServed: z.array(city).length(areaSlugs.length),
    openingHoursSpecification: z.tuple([
      z.strictObject({
        '@type': z.literal('OpeningHoursSpecification'),
        dayOfWeek: z.tuple([
          z.literal('Monday'),
          z.literal('Tuesday'),
          z.literal('Wednesday'),
          z.literal('Thursday'),
          z.literal('Friday'),
          z.literal('Saturday'),
          z.literal('Sunday'),
        ]),
        opens: z.literal('00:00'),
        closes: z.literal('23:59'),
      }),
    ]),
    // A site in two languages lists its line with the languages it is answered in.
    ...(spanishPaths.length > 0 && {
      contactPoint: z.strictObject({
        '@type': z.literal('ContactPoint'),
        contactType: z.literal('customer service'),
        telephone: z.literal(site.phone.e164),
        availableLanguage: z.tuple([z.literal('en-US'), z.literal('es-US')]),
      }),
    }),
  });
  const breadcrumbs = (names: string[]) =>
    z.strictObject({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('BreadcrumbList'),
      itemListElement: z.tuple(
        names.map((name, index) =>
          z.strictObject({ '@type': z.literal('ListItem'), position: z.literal(index + 1), name: z.literal(name), item: absolute }),
        ) as unknown as [z.ZodTypeAny, ...z.ZodTypeAny[]],
      ),
    });
  const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

  const businessOf = (urlPath: string) => jsonLd(urlPath).filter((node) => node['@type'] === site.businessType);
  const byId = z.strictObject({ '@id': z.literal(`${site.baseUrl}/#business`) });

  it('describes the one business in full on every page, open 24/7, with its cities and no self-serving rating', () => {
    for (const urlPath of [...allPaths, ...spanishPaths]) {
      const nodes = businessOf(urlPath);
      expect(nodes, urlPath).toHaveLength(1);
      // One business in both languages: its description in the page's (the footer's words).
      expect(issues(business, nodes[0]), urlPath).toEqual([]);
      if (spanishPaths.length > 0)
        expect((nodes[0]!.description as Record<string, string>)['@language'], urlPath).toBe(
          spanishPaths.includes(urlPath) ? 'es-US' : 'en-US',
        );
    }
    for (const file of htmlFiles(siteDir))
      expect(readFileSync(path.join(siteDir, file), 'utf8'), file).not.toMatch(/aggregateRating|"review"/);
  });

  it('describes a service page as a Service its business, by @id, provides everywhere it works, with its questions', () => {
    const nodes = jsonLd('/services/garage-door-cable-repair/');
    const [service, faq, trail] = ['Service', 'FAQPage', 'BreadcrumbList'].map((type) => nodes.find((node) => node['@type'] === type));
    const schema = z.strictObject({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('Service'),
      name: z.literal('Garage Door Cable Repair'),
      serviceType: z.literal('Garage Door Cable Repair'),
      description: z.string().min(50),
      url: z.literal(`${site.baseUrl}/services/garage-door-cable-repair/`),
      image: imageObject,
      provider: byId,
      areaServed: z.array(city).length(areaSlugs.length),
    });
    expect(issues(schema, service)).toEqual([]);
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    expect((faq!.mainEntity as Array<{ name: string }>).map((q) => q.name)).toEqual(
      services['garage-door-cable-repair'].faq.map((q: { question: string }) => q.question),
    );
    expect(issues(breadcrumbs(['Home', 'Services', 'Garage Door Cable Repair']), trail)).toEqual([]);
  });

  it('points every image and logo at a JPEG, PNG, WebP or GIF file of the site, of the size it states (Google reads no SVG)', async () => {
    const stated = new Map<string, { width: number; height: number }>();
    const collect = (value: unknown, key = ''): void => {
      if (Array.isArray(value)) {
        for (const item of value) collect(item, key);
        return;
      }
      if (typeof value !== 'object' || value === null) {
        if (key === 'image' || key === 'logo') throw new Error(`a bare ${key} URL, with no size: ${String(value)}`);
        return;
      }
      const node = value as Record<string, any>;
      if (key === 'image' || key === 'logo') {
        expect(issues(imageObject, node)).toEqual([]);
        stated.set(node.url, { width: node.width.value, height: node.height.value });
        return;
      }
      for (const [name, child] of Object.entries(node)) collect(child, name);
    };
    for (const urlPath of allPaths) for (const node of jsonLd(urlPath)) collect(node);
    expect(stated.size).toBeGreaterThan(allPaths.length / 2);
    for (const [url, size] of stated) {
      const file = path.join(siteDir, decodeURIComponent(new URL(url).pathname));
      const { format, width, height } = await sharp(readFileSync(file)).metadata();
      expect(['jpeg', 'png', 'webp', 'gif'], url).toContain(format);
      expect({ width, height }, url).toEqual(size);
    }
    const home = businessOf('/')[0] as Record<string, any>;
    expect(home.image.width.value).toBeGreaterThanOrEqual(1200);
  });

  it('gives a service-in-area page a Service in its one city, provided by the business by @id', () => {
    const nodes = jsonLd('/services/garage-door-cable-repair-in-oxnard/');
    const service = nodes.find((node) => node['@type'] === 'Service');
    expect(service).toMatchObject({
      name: 'Garage Door Cable Repair in Oxnard',
      areaServed: { '@type': 'City', name: 'Oxnard, CA' },
      provider: { '@id': `${site.baseUrl}/#business` },
    });
    expect(issues(breadcrumbs(['Home', 'Services', 'Garage Door Cable Repair in Oxnard']), nodes.at(-1))).toEqual([]);
  });

  it('gives an area page a Service in that city by the business, by @id, and no second business', () => {
    const nodes = jsonLd('/service-areas/thousand-oaks/');
    expect(businessOf('/service-areas/thousand-oaks/')).toHaveLength(1);
    const service = nodes.find((node) => node['@type'] === 'Service');
    expect(service).toMatchObject({
      areaServed: { '@type': 'City', name: 'Thousand Oaks, CA' },
      provider: { '@id': `${site.baseUrl}/#business` },
    });
    expect(Object.keys(service!.provider as object)).toEqual(['@id']);
    expect(issues(breadcrumbs(['Home', 'Service Areas', 'Thousand Oaks']), nodes.at(-1))).toEqual([]);
  });

  it('shows the same breadcrumbs on the page as it gives search engines', () => {
    const $ = loadPage(siteDir, '/service-areas/thousand-oaks/');
    const shown = $('nav[aria-label="Breadcrumb"] li')
      .map((_, li) => $(li).text().replace('›', '').trim())
      .get();
    expect(shown).toEqual(['Home', 'Service Areas', 'Thousand Oaks']);
    expect(loadPage(siteDir, '/')('nav[aria-label="Breadcrumb"]').length).toBe(0);
  });
});
