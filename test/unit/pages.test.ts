/**
 * The pages stage (generate/pages/): every URL shape and the file it is written to, and the header's
 * menus derived from the route table, up to a business in 100 cities.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Content, type LoadedContent, loadContent } from '../../generate/content/load.ts';
import { pageContentFiles } from '../../generate/page-types/index.ts';
import { serviceInAreaLink, serviceInText, type WrittenAt } from '../../generate/pages/model.ts';
import { labelsOf } from '../../generate/pages/hours.ts';
import { buildNavigation } from '../../generate/pages/navigation.ts';
import { enUS } from '../../generate/strings/en-US.ts';
import { esUS } from '../../generate/strings/es-US.ts';
import { frCA } from '../../generate/strings/fr-CA.ts';
import { languageOf, stringsFor } from '../../generate/strings/index.ts';
import { phrase, zipCodeWords } from '../../templates/phrase.ts';
import { ServiceOverview } from '../../templates/components/ServiceOverview.tsx';
import type { Coverage, Labels, Words } from '../../templates/view.ts';
import { CoverageDetails } from '../../templates/components/CoverageDetails.tsx';
import { absoluteUrl, outputFileFor, ownPath, slugify } from '../../generate/pages/paths.ts';
import type { Route } from '../../generate/page-types/page-type.ts';
import { service } from '../../generate/page-types/service.ts';
import { serviceInArea } from '../../generate/page-types/service-in-area.ts';
import { buildRoutes } from '../../generate/pages/routes.ts';
import {
  contentlessVerdicts,
  type SimilarVerdict,
  sharedTitleWarnings,
  type Verdict,
  verdictWarnings,
} from '../../generate/pages/duplicate-content.ts';
import { MAX_CITIES_LISTED, structuredData } from '../../generate/render/structured-data.ts';
import LucidePhone from 'lucide-react/icons/phone';
import LucideStar from 'lucide-react/icons/star';
import { ArrowLabel } from '../../templates/components/ArrowLabel.tsx';
import { AreaCardGrid } from '../../templates/components/AreaCard.tsx';
import { EmailLink, emailParts, longestEmailPart } from '../../templates/components/EmailLink.tsx';
import { Phone, Star } from '../../templates/components/lucide.ts';
import { HeadingName, SlashBreaks, slashParts } from '../../templates/components/SlashBreaks.tsx';
import { SiteFooter } from '../../templates/components/SiteFooter.tsx';
import { SiteHeader } from '../../templates/components/SiteHeader.tsx';
import { menuHasOwnRow } from '../../templates/components/DesktopNav.tsx';
import { AreaPage, type AreaPageProps } from '../../templates/pages/AreaPage.tsx';
import type { CoveragePageProps } from '../../templates/pages/CoveragePage.tsx';
import type { HomePageProps } from '../../templates/pages/HomePage.tsx';
import { ServiceInAreaPage, type ServiceInAreaPageProps } from '../../templates/pages/ServiceInAreaPage.tsx';
import type { ServicePageProps } from '../../templates/pages/ServicePage.tsx';
import { stubCards, stubRoutes, stubSite, testChrome } from '../helpers/chrome.ts';
import { writeScaledContent } from '../helpers/scale.ts';
import { contentDir, plainText, projectDir } from '../helpers/site.ts';
import { inFileOrder } from '../../generate/errors.ts';
import { tempSite } from '../helpers/temp-site.ts';

/** A local file with these neighbours and nothing else of note. */
const localOf = (nearby: string[]) => ({
  conditions: ['Salt air.'],
  neighborhoods: ['Midtown'],
  permits: 'None.',
  typicalJobs: ['Springs.'],
  nearby,
  faq: [{ question: 'Q?', answer: 'A.' }],
});

describe('outputFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/about/', 'about/index.html'],
    ['/services/', 'services/index.html'],
    ['/services/garage-door-springs-repair-in-thousand-oaks/', 'services/garage-door-springs-repair-in-thousand-oaks/index.html'],
    ['/404/', '404/index.html'],
    ['/404.html', '404.html'],
  ])('writes %s to %s', (urlPath, file) => {
    expect(outputFileFor(urlPath)).toBe(file);
  });

  it.each(['about/', '/about'])('rejects %s, which a host would have to redirect', (urlPath) => {
    expect(() => outputFileFor(urlPath)).toThrow();
  });
});

describe('slugify', () => {
  it.each([
    ['Repair', 'repair'],
    ['Maintenance & Tune-Up', 'maintenance-and-tune-up'],
    ['  Emergency!  ', 'emergency'],
  ])('turns %s into %s', (label, slug) => {
    expect(slugify(label)).toBe(slug);
  });
});

describe('ownPath', () => {
  it("reads a link at the site's address as its path, however the address is written, and leaves another site's", () => {
    const origin = 'https://www.example.com';
    expect(ownPath('https://www.example.com/contact/#hours', origin)).toBe('/contact/#hours');
    expect(ownPath('https://www.example.com', origin)).toBe('/');
    expect(ownPath('https://WWW.Example.com?ref=1', origin)).toBe('/?ref=1');
    expect(ownPath('http://www.example.com/about/', origin)).toBe('/about/');
    expect(ownPath('https://www.example.com.evil.net/about/', origin)).toBe('https://www.example.com.evil.net/about/');
    expect(ownPath('https://example.com/about/', origin)).toBe('https://example.com/about/');
    expect(ownPath('mailto:a@www.example.com', origin)).toBe('mailto:a@www.example.com');
    expect(ownPath('/about/', origin)).toBe('/about/');
    expect(ownPath('https://www.example.com/contacto/#correo-electrónico', origin)).toBe('/contacto/#correo-electrónico');
  });
});

describe('absoluteUrl', () => {
  it('joins the base URL and a path with one slash', () => {
    expect(absoluteUrl('https://example.com', '/about/')).toBe('https://example.com/about/');
    expect(absoluteUrl('https://example.com/', '/')).toBe('https://example.com/');
  });
});

describe('the header menus', () => {
  const temp = tempSite();
  const assetsDir = path.join(projectDir, 'assets');
  const routesOf = (loaded: LoadedContent) => buildRoutes(stubSite(loaded));
  let real: LoadedContent;
  let scaledSite: LoadedContent;
  let scaled: Content;
  beforeAll(async () => {
    real = await loadContent(contentDir, assetsDir, pageContentFiles);
    await writeScaledContent(contentDir, temp.at('content'), 100);
    scaledSite = await loadContent(temp.at('content'), assetsDir, pageContentFiles);
    scaled = scaledSite.content;
  });

  it('lists every service and every one of six cities under their page', () => {
    const nav = buildNavigation(routesOf(real), enUS.links.allInMenu);
    expect(nav.map((item) => [item.label, item.href, item.children.length, item.more])).toEqual([
      ['Home', '/', 0, undefined],
      ['Services', '/services/', 6, undefined],
      ['Service Areas', '/service-areas/', 6, undefined],
      ['About Us', '/about/', 0, undefined],
      ['Contact Us', '/contact/', 0, undefined],
    ]);
  });

  it('makes a group of one page a plain link, not a dropdown listing one city', () => {
    const oneCity = routesOf(real).filter((route) => route.nav?.parent !== '/service-areas/' || route.path === '/service-areas/oxnard/');
    const areas = buildNavigation(oneCity, enUS.links.allInMenu).find((item) => item.href === '/service-areas/')!;
    expect([areas.label, areas.children, areas.more]).toEqual(['Service Areas', [], undefined]);
  });

  describe('of a business in 100 cities', () => {
    const firstEight = () =>
      Object.entries(scaled.areas)
        .slice(0, 8)
        .map(([slug, area]) => ({ label: area.name, href: `/service-areas/${slug}/` }));

    it('lists the first eight cities, then "All 100 Service Areas" leading to the page that lists them all', () => {
      expect(Object.keys(scaled.areas)).toHaveLength(100);
      const areas = buildNavigation(routesOf(scaledSite), enUS.links.allInMenu).find((item) => item.href === '/service-areas/')!;
      expect(areas.children).toEqual(firstEight());
      expect(areas.more).toEqual({ label: 'All 100 Service Areas', href: '/service-areas/' });
      const services = buildNavigation(routesOf(scaledSite), enUS.links.allInMenu).find((item) => item.href === '/services/')!;
      expect([services.children.length, services.more]).toEqual([6, undefined]);
    });

    it('renders eight city links and "All 100 Service Areas" in the desktop dropdown and in the mobile menu', () => {
      const routes = routesOf(scaledSite);
      const chrome = testChrome(stubSite(scaledSite), routes);
      const $ = cheerio.load(renderToStaticMarkup(createElement(SiteHeader, { chrome, currentPath: '/' })));
      const links = (found: ReturnType<typeof $>) =>
        found.map((_, a) => ({ label: plainText($(a).text()), href: $(a).attr('href') })).get();
      const cities = firstEight();

      const dropdown = $('nav[aria-label="Main"] li.nav-group').filter((_, li) => $(li).children('a').attr('href') === '/service-areas/');
      expect(links(dropdown.find('.nav-dropdown a'))).toEqual([...cities, { label: 'All 100 Service Areas', href: '/service-areas/' }]);

      const group = $('nav[aria-label="Main menu"] details').filter(
        (_, d) => plainText($(d).children('summary').text()) === 'Service Areas',
      );
      expect(links(group.find('a'))).toEqual([{ label: 'All 100 Service Areas', href: '/service-areas/' }, ...cities]);
    });

    it('names the counties, not 100 cities, in the business every page carries, so each page stays small', () => {
      const routes = routesOf(scaledSite);
      const jsonLd = structuredData(scaled, stubCards);
      const business = (route: (typeof routes)[number]) =>
        jsonLd(route)
          .map((node) => node as Record<string, unknown>)
          .find((node) => String(node['@id']).endsWith('#business'))!;
      const home = routes.find((route) => route.path === '/')!;
      expect(Object.keys(scaled.areas).length).toBeGreaterThan(MAX_CITIES_LISTED);
      expect(business(home).areaServed).toEqual([
        { '@type': 'AdministrativeArea', name: 'Ventura County, CA' },
        { '@type': 'AdministrativeArea', name: 'Santa Barbara County, CA' },
      ]);
      // A city's own pages still name their city; no page's JSON-LD grows with the number of cities.
      const city = routes.find((route) => route.path === '/services/garage-door-springs-repair-in-ventura/')!;
      expect(JSON.stringify(jsonLd(city))).toContain('"areaServed":{"@type":"City","name":"Ventura, CA"}');
      const largest = Math.max(...routes.filter((route) => route.type !== service).map((route) => JSON.stringify(jsonLd(route)).length));
      expect(largest).toBeLessThan(4 * 1024);
    });

    it('lists a service in 12 cities, then "All 100 service areas"; a service in a city links at most 4 nearby', async () => {
      const routes = routesOf(scaledSite);
      const service = routes.find((route) => route.path === '/services/garage-door-springs-repair/') as Route<ServicePageProps>;
      expect(service.props.areas.links).toHaveLength(12);
      expect(service.props.areas.links[0]).toEqual({
        label: 'Garage door spring repair in Ventura',
        href: '/services/garage-door-springs-repair-in-ventura/',
      });
      expect(service.props.areas.more).toEqual({ label: 'All 100 service areas', href: '/service-areas/' });
      // A city whose local file names many neighbours: its pages link the nearest four.
      const nearby = Object.keys(scaled.areas).slice(1, 20);
      const withNeighbours = { ...scaledSite, content: { ...scaled, local: { ventura: { ...localOf(nearby), services: {} } } } };
      const inCity = routesOf(withNeighbours).find(
        (route) => route.path === '/services/garage-door-springs-repair-in-ventura/',
      ) as Route<ServiceInAreaPageProps>;
      expect(inCity.props.nearby.map((link) => link.href)).toEqual(
        nearby.slice(0, 4).map((slug) => `/services/garage-door-springs-repair-in-${slug}/`),
      );
    });
  });
});

describe('the home page of a business with 200 reviews and 40 services', () => {
  it('shows its first six reviews and first nine services, then a link to all 40 services', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const [review] = loaded.content.testimonials.testimonials;
    const [slug, first] = Object.entries(loaded.content.services)[0]!;
    const services = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`${slug}-${i}`, first]));
    const testimonials = Array.from({ length: 200 }, (_, i) => ({ ...review!, name: `Customer ${i}`, service: `${slug}-0` }));
    const many = { ...loaded, content: { ...loaded.content, services, testimonials: { testimonials } } };
    const home = buildRoutes(stubSite(many)).find((route) => route.path === '/') as Route<HomePageProps>;
    expect(home.props.testimonials.map((view) => view.name)).toEqual(testimonials.slice(0, 6).map((view) => view.name));
    expect(home.props.services.map((card) => card.slug)).toEqual(Object.keys(services).slice(0, 9));
    expect(home.props.allServices).toEqual({ label: 'All 40 services', href: '/services/' });
  });

  it('links to no list of all service areas when the business has one town: its chip is the link', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const [slug, area] = Object.entries(loaded.content.areas)[0]!;
    const oneTown = { ...loaded, content: { ...loaded.content, areas: { [slug]: area }, local: {} } };
    const homeOf = (site: LoadedContent) => buildRoutes(stubSite(site)).find((route) => route.path === '/') as Route<HomePageProps>;
    expect(homeOf(oneTown).props.allAreas).toBeUndefined();
    expect(homeOf(loaded).props.allAreas).toEqual({ label: 'View All Service Areas', href: '/service-areas/' });
  });

  it('links to no list of all services when it shows them all', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const home = buildRoutes(stubSite(loaded)).find((route) => route.path === '/') as Route<HomePageProps>;
    expect([home.props.services.length, home.props.allServices]).toEqual([Object.keys(loaded.content.services).length, undefined]);
  });
});

describe('the town page of a business with 40 services', () => {
  it('shows the first nine services as cards, as the home page does, and links each of the others once in a list below them', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    // The six real services (their reviews and local notes name them), then 34 more.
    const first = Object.values(loaded.content.services)[0]!;
    const services = {
      ...loaded.content.services,
      ...Object.fromEntries(
        Array.from({ length: 34 }, (_, i) => [`service-${i + 6}`, { ...first, title: `Service ${i + 6}`, nameInText: `service ${i + 6}` }]),
      ),
    };
    const many = { ...loaded, content: { ...loaded.content, services } };
    const routes = buildRoutes(stubSite(many));
    const town = routes.find((route) => route.path === '/service-areas/ventura/') as Route<AreaPageProps>;
    const home = routes.find((route) => route.path === '/') as Route<HomePageProps>;
    expect(town.props.services.map(({ service }) => service.slug)).toEqual(home.props.services.map((card) => card.slug));
    expect(town.props.services.map(({ href }) => href)).toEqual(
      Object.keys(services)
        .slice(0, 9)
        .map((key) => `/services/${key}-in-ventura/`),
    );
    expect(town.props.moreServices).toEqual(
      Object.keys(services)
        .slice(9)
        .map((key) => ({ label: services[key as keyof typeof services]!.title, href: `/services/${key}-in-ventura/` })),
    );

    // Headed in the page's language: in Spanish, in Spanish words.
    const render = (words: Words) =>
      cheerio.load(
        renderToStaticMarkup(
          createElement(AreaPage, {
            ...town.props,
            labels: labelsOf(loaded.content.site, languageOf('en-US')),
            words,
            phone: loaded.content.site.phone,
            emergency: null,
          }),
        ),
      );
    for (const [words, heading] of [
      [enUS.pages, 'More services in Ventura'],
      [esUS.pages, 'Más servicios en Ventura'],
    ] as const) {
      const $ = render(words);
      const list = $('#more-services-heading').next('ul');
      expect(plainText($('#more-services-heading').text())).toBe(heading);
      expect(
        list
          .find('a')
          .map((_, a) => $(a).attr('href'))
          .get(),
      ).toEqual(town.props.moreServices.map((link) => link.href));
      expect($('#services article.card')).toHaveLength(9);
    }
  });

  it('shows every service as a card when there are nine or fewer, and no list', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const town = buildRoutes(stubSite(loaded)).find((route) => route.path === '/service-areas/ventura/') as Route<AreaPageProps>;
    expect([town.props.services.length, town.props.moreServices]).toEqual([Object.keys(loaded.content.services).length, []]);
  });
});

describe("a town's ZIP codes", () => {
  it.each([
    ['en-US', '97701', ['ZIP code', 'ZIP code 97701', 'Serving ZIP code 97701 · T: 1']],
    ['en-US', '97701, 97702', ['ZIP codes', 'ZIP codes 97701, 97702', 'Serving ZIP codes 97701, 97702 · T: 1']],
    ['en-US', '97701-97709', ['ZIP codes', 'ZIP codes 97701-97709', 'Serving ZIP codes 97701-97709 · T: 1']],
    ['fr-CA', '97701', ['Code postal', 'Code postal 97701', 'Code postal desservi\u00a0: 97701 · T\u00a0: 1']],
  ])('are worded in the singular for one code alone (%s: %s)', (tag, zipCodes, expected) => {
    const words = zipCodeWords(stringsFor(tag)!.pages, zipCodes);
    expect([
      words.zipCodes,
      phrase(words.zipCodesAre, { zipCodes }),
      phrase(words.servingZipCodes, { zipCodes, typicalResponse: 'T', time: '1' }),
    ]).toEqual(expected);
  });
});

describe('the service radius in the coverage details', () => {
  it.each([
    ['en-US', 1, '1 mile from Bend'],
    ['en-US', 25, '25 miles from Bend'],
    ['es-US', 1, 'hasta 1 milla de Bend'],
    ['fr-CA', 1, '1 mille autour de Bend'],
  ])('%s, %i: "%s"', (tag, radiusMiles, said) => {
    const strings = stringsFor(tag)!;
    const coverage = { zones: [], radiusMiles, responseTime: 'Same day', travelCharges: 'None' } as unknown as Coverage;
    const html = renderToStaticMarkup(
      createElement(CoverageDetails, {
        coverage,
        homeCity: 'Bend',
        emergency: null,
        labels: strings.labels as Labels,
        words: strings.pages,
      }),
    );
    expect(cheerio.load(html)('dd').first().text()).toBe(said);
  });
});

describe("the header's logo", () => {
  it('keeps the proportions of a logo that is not square, fitting it in its square rather than stretching it', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    // stubImages makes every image 800×600, as wide a logo as a wordmark is.
    const chrome = testChrome(stubSite(loaded), stubRoutes(loaded));
    const $ = cheerio.load(renderToStaticMarkup(createElement(SiteHeader, { chrome, currentPath: '/' })));
    expect($('header a').first().find('img').attr('class')).toMatch(/(^| )object-contain( |$)/);
  });
});

describe("the business's name in the header and footer", () => {
  it('keeps a separator (" · ", " & ") at the end of a line, never at the start of the next', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const chrome = { ...testChrome(stubSite(loaded), stubRoutes(loaded)), businessName: 'Rivera Plumbing · Drains & Sewers' };
    const kept = 'Rivera Plumbing\u00a0· Drains\u00a0& Sewers';
    const header = cheerio.load(renderToStaticMarkup(createElement(SiteHeader, { chrome, currentPath: '/' })));
    expect(header('header a').first().children('span').text()).toBe(kept);
    const footer = cheerio.load(renderToStaticMarkup(createElement(SiteFooter, { chrome })));
    expect(footer('footer h2').first().text()).toBe(kept);
  });

  it('takes two lines rather than six on a desktop whose menu is on a row of its own, where the row has room for it', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const chrome = testChrome(stubSite(loaded), stubRoutes(loaded));
    const languageLinks = [{ tag: 'es-US', name: 'Español', href: '/es/' }];
    const nameClasses = (links: typeof languageLinks) => {
      const $ = cheerio.load(renderToStaticMarkup(createElement(SiteHeader, { chrome, currentPath: '/', languageLinks: links })));
      return $('header a:has(img)').children('span').attr('class')!.split(' ');
    };
    // The menu beside the name keeps it narrow; under the name, from 1280 px, it leaves the name the row's room.
    expect(menuHasOwnRow(chrome.nav, [])).toBe(false);
    expect(nameClasses([])).not.toContain('xl:max-w-[22rem]');
    expect(menuHasOwnRow(chrome.nav, languageLinks)).toBe(true);
    expect(nameClasses(languageLinks)).toContain('xl:max-w-[22rem]');
  });

  it('takes the room beside the buttons from 1024 px, where the menu is behind its button: as many lines as fit, never pushing them under it', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const chrome = testChrome(stubSite(loaded), stubRoutes(loaded));
    const $ = cheerio.load(renderToStaticMarkup(createElement(SiteHeader, { chrome, currentPath: '/' })));
    const classes = $('header a:has(img)')
      .attr('class')!
      .split(' ')
      .concat($('header a:has(img)').children('span').attr('class')!.split(' '));
    // The link grows into the free room alone (flex-1, no narrower than its longest word), so a wider cap wraps no button.
    expect(classes).toEqual(expect.arrayContaining(['flex-1', 'min-w-min', 'lg:max-w-[18rem]', 'xl:max-w-[10rem]']));
  });
});

describe("the header's language links", () => {
  it('move to the strip above the bar below 768 px when there are two: beside the phone the bar has room for one alone', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const chrome = testChrome(stubSite(loaded), stubRoutes(loaded));
    const spanish = { tag: 'es-US', name: 'Español', href: '/es/' };
    const french = { tag: 'fr-CA', name: 'Français', href: '/fr/' };
    const classes = (languageLinks: (typeof spanish)[]) => {
      const $ = cheerio.load(renderToStaticMarkup(createElement(SiteHeader, { chrome, currentPath: '/', languageLinks })));
      return { strip: $('header > p').attr('class')!.split(' '), bar: $('header > div a[hreflang]').first().attr('class')!.split(' ') };
    };
    // One link: in the bar from 640 px, the strip hidden there (both back to the strip from 768 px, beside the quote button).
    expect(classes([spanish]).strip).toContain('sm:hidden');
    expect(classes([spanish]).bar).toContain('sm:flex');
    // Two: the strip stays up to 1024 px, the bar shows them from there alone.
    const two = classes([spanish, french]);
    expect(two.strip).not.toContain('sm:hidden');
    expect(two.strip).toContain('lg:hidden');
    expect(two.bar).not.toContain('sm:flex');
    expect(two.bar).toContain('lg:flex');
  });
});

describe('an email address on a narrow line (templates/components/EmailLink.tsx)', () => {
  it('may break after its "@" and before each dot, so no line starts with an "@" or ends with a dot', () => {
    expect(emailParts('office@bluebonnetplumbing.example')).toEqual(['office@', 'bluebonnetplumbing', '.example']);
    expect(emailParts('maria.lopez@mail.example.com')).toEqual(['maria', '.lopez@', 'mail', '.example', '.com']);
    expect(longestEmailPart('office@bluebonnetplumbing.example')).toBe(18);
  });

  it('shows the address whole, a <wbr> at each break, in a mailto: link to it', () => {
    const email = 'maria.lopez@mail.example.com';
    const $ = cheerio.load(renderToStaticMarkup(createElement(EmailLink, { email, className: 'text-link' })));
    expect($('a').attr('href')).toBe(`mailto:${email}`);
    expect($('a').text()).toBe(email);
    expect($('a span').html()).toBe('maria<wbr>.lopez@<wbr>mail<wbr>.example<wbr>.com');
  });
});

describe('words joined by a slash in a heading (templates/components/SlashBreaks.tsx)', () => {
  const html = (text: string) => renderToStaticMarkup(createElement(SlashBreaks, { text }));

  it('may break after a slash between letters, never inside a number such as 24/7', () => {
    expect(slashParts('Move-In/Move-Out')).toEqual(['Move-In/', 'Move-Out']);
    expect(slashParts('Heating/Cooling/Venting')).toEqual(['Heating/', 'Cooling/', 'Venting']);
    expect(slashParts('24/7')).toEqual(['24/7']);
    // An abbreviation, or a word too short to be worth a line of its own, stays whole.
    for (const word of ['A/C', 'N/A', 'I/O', 'and/or']) expect(slashParts(word)).toEqual([word]);
    expect(slashParts('A/C/Heating')).toEqual(['A/C/', 'Heating']);
  });

  it('keeps each part whole, not broken at its hyphens, and reads as the words written', () => {
    expect(html('Move-In/Move-Out Cleaning')).toBe(
      '<span><span class="whitespace-nowrap">Move-In/</span><wbr/><span class="whitespace-nowrap">Move-Out</span> Cleaning</span>',
    );
    expect(cheerio.load(html('Move-In/Move-Out Cleaning')).text()).toBe('Move-In/Move-Out Cleaning');
    expect(html('24/7 Emergency Service')).toBe('24/7 Emergency Service');
  });

  it('lets a part too long to be sure of fitting break as any word does', () => {
    expect(html('Kitchen-Remodeling/Repair')).toBe('<span>Kitchen-Remodeling/<wbr/><span class="whitespace-nowrap">Repair</span></span>');
    expect(html('About After-Renovation Cleaning')).toBe('About After-Renovation Cleaning');
  });

  it('keeps a hyphenated word whole without a slash too ("Same-" over "Day" no more), with its own hyphen, as find-in-page matches it', () => {
    expect(html('Same-Day Visits')).toBe('<span><span class="whitespace-nowrap">Same-Day</span> Visits</span>');
    expect(html('Insured & Background-Checked')).toBe('Insured &amp; Background-Checked');
    expect(html('24-Hour Re-Clean')).toBe(
      '<span><span class="whitespace-nowrap">24-Hour</span> <span class="whitespace-nowrap">Re-Clean</span></span>',
    );
    expect(cheerio.load(html('Ready for Move-In Day?')).text()).toBe('Ready for Move-In Day?');
    // A dash between words is no hyphenated word.
    expect(html('Fast - Friendly')).toBe('Fast - Friendly');
  });

  it("keeps the page's town name on one line where it fits, with what touches it, and wraps it between its words where it does not", () => {
    const inTown = (text: string, name: string) =>
      renderToStaticMarkup(createElement(HeadingName.Provider, { value: name }, createElement(SlashBreaks, { text })));
    // An inline block: whole on the next line rather than split, yet free to wrap inside at a large text size.
    expect(inTown('Serving St. Petersburg', 'St. Petersburg')).toBe(
      '<span>Serving <span class="inline-block">St. Petersburg</span></span>',
    );
    // A line may break on either side of a block: the "?" and the comma go in with the name, never alone on a line.
    expect(inTown('Trouble in Twin Falls?', 'Twin Falls')).toBe('<span>Trouble in <span class="inline-block">Twin Falls?</span></span>');
    expect(inTown('Repair in Twin Falls, ID', 'Twin Falls')).toBe(
      '<span>Repair in <span class="inline-block">Twin Falls,</span> ID</span>',
    );
    expect(cheerio.load(inTown('Same-Day Repair in Twin Falls', 'Twin Falls')).text()).toBe('Same-Day Repair in Twin Falls');
    expect(inTown('Crews (Twin Falls) Today', 'Twin Falls')).toBe(
      '<span>Crews <span class="inline-block">(Twin Falls)</span> Today</span>',
    );
    // A slash after the name is no part of it: the name after it gets a block of its own.
    expect(
      cheerio
        .load(inTown('Twin Falls/Twin Falls Repair', 'Twin Falls'))('.inline-block')
        .toArray()
        .map((block) => cheerio.load(block).text()),
    ).toEqual(['Twin Falls', 'Twin Falls']);
    // A one-word name, or a heading without the name, is as before.
    expect(inTown('Serving Boise', 'Boise')).toBe('Serving Boise');
    expect(inTown('Our Services', 'Twin Falls')).toBe('Our Services');
  });
});

describe("the footer's emergency line", () => {
  it("shows a separate emergency number under the main one, named in the link by the line's words; none where the main number is the line", async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const chrome = testChrome(stubSite(loaded), stubRoutes(loaded));
    const telLinks = (emergency: typeof chrome.emergency) =>
      cheerio
        .load(renderToStaticMarkup(createElement(SiteFooter, { chrome: { ...chrome, emergency } })))('footer a[href^="tel:"]')
        .toArray()
        .map((link) => [link.attribs.href, plainText(cheerio.load(link).text())]);
    // The real site's emergency line is its main number: the footer shows that one alone.
    expect(telLinks(chrome.emergency)).toEqual([['tel:+18055550142', '(805) 555-0142']]);
    const line = { ...chrome.emergency!, phone: { display: '(805) 555-0199', e164: '+18055550199' }, ownNumber: true, line: 'Night Line' };
    expect(telLinks(line)).toEqual([
      ['tel:+18055550142', '(805) 555-0142'],
      ['tel:+18055550199', 'Night Line (805) 555-0199'],
    ]);
  });
});

describe("the footer's links", () => {
  it('keep a long name that wraps apart from the next link: padding inside the 44 px a one-line link already has', () => {
    const styles = readFileSync(path.join(projectDir, 'templates/styles.css'), 'utf8');
    const footerLink = /\.footer-link \{\s*@apply ([^;]+);/.exec(styles)![1]!.split(/\s+/);
    expect(footerLink).toContain('min-h-11');
    expect(footerLink.filter((utility) => /^py-/.test(utility))).toEqual(['py-1.5']);
  });
});

describe("a service's name mid-sentence, without its nameInText", () => {
  it.each([
    ['Garage Door Spring Repair', 'garage door spring repair'],
    ['Emergency AC Repair', 'emergency AC repair'],
    ['HVAC Tune-Up', 'HVAC tune-up'],
  ])('reads %s as "%s", keeping a word in capitals', (title, inText) => {
    expect(serviceInText({ title } as Parameters<typeof serviceInText>[0])).toBe(inText);
  });
});

describe("a link naming a town (the service page's links by town, a town page's nearby links, a town card)", () => {
  it("keeps the town's name on one line: its words joined by non-breaking spaces, outside the arrow's no-wrap span", async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const { content, language } = stubSite(loaded);
    const link = serviceInAreaLink(content, language, 'garage-door-springs-repair', 'thousand-oaks');
    expect(link.label).toBe('Garage door spring repair in Thousand\u00a0Oaks');
    // Only "Oaks" is in the span; "Thousand" is text, which main's overflow-wrap may still break on a line too narrow for it.
    const $ = cheerio.load(renderToStaticMarkup(createElement(ArrowLabel, { label: link.label })));
    expect($('span').text()).toBe('Oaks');
    expect($.root().text()).toBe(link.label);
  });

  /** The real site's routes, and what every page shares, to render a page with. */
  async function realRoutes() {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const siteWide = {
      labels: labelsOf(loaded.content.site, languageOf('en-US')),
      words: enUS.pages,
      phone: loaded.content.site.phone,
      emergency: null,
    };
    return { routes: buildRoutes(stubSite(loaded)), siteWide };
  }

  it("keeps it on one line in a town card's link and in a service-in-town page's link to the town", async () => {
    const { routes, siteWide } = await realRoutes();
    const coverage = routes.find((route) => route.path === '/service-areas/') as Route<CoveragePageProps>;
    const cards = cheerio.load(renderToStaticMarkup(createElement(AreaCardGrid, { areas: coverage.props.areas, ...siteWide })));
    expect(cards('a[href="/service-areas/thousand-oaks/"]').text()).toBe('View Thousand\u00a0Oaks services');
    const inTown = routes.find(
      (route) => route.path === '/services/garage-door-springs-repair-in-thousand-oaks/',
    ) as Route<ServiceInAreaPageProps>;
    const page = cheerio.load(renderToStaticMarkup(createElement(ServiceInAreaPage, { ...inTown.props, ...siteWide })));
    expect(page('#serving-area a[href="/service-areas/thousand-oaks/"]').text()).toBe('More about our work in Thousand\u00a0Oaks');
  });

  it("keeps it on one line in every heading of the town's page and of a service-in-town page, where it fits one", async () => {
    const { routes, siteWide } = await realRoutes();
    const headingsNaming = (html: string) => {
      const $ = cheerio.load(html);
      return $('h1, h2, h3')
        .toArray()
        .filter((heading) => $(heading).text().includes('Thousand Oaks'))
        .map((heading) => $(heading).find('.inline-block').text());
    };
    const town = routes.find((route) => route.path === '/service-areas/thousand-oaks/') as Route<AreaPageProps>;
    const inTown = routes.find(
      (route) => route.path === '/services/garage-door-springs-repair-in-thousand-oaks/',
    ) as Route<ServiceInAreaPageProps>;
    const townHeadings = headingsNaming(renderToStaticMarkup(createElement(AreaPage, { ...town.props, ...siteWide })));
    const inTownHeadings = headingsNaming(renderToStaticMarkup(createElement(ServiceInAreaPage, { ...inTown.props, ...siteWide })));
    // The hero's "…in Thousand Oaks, CA", the bands' headings ("What Customers in Thousand Oaks Say"), the closing call's.
    expect(townHeadings.length).toBeGreaterThanOrEqual(6);
    expect(inTownHeadings.length).toBeGreaterThanOrEqual(3);
    for (const kept of [...townHeadings, ...inTownHeadings]) expect(kept).toMatch(/^Thousand Oaks\S*$/);
  });
});

describe('a service in a city, for a translation', () => {
  it("needs its service's and its city's words, and its notes and the city's questions in the city's local file where the city has one", async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const { camarillo: _, ...local } = loaded.content.local;
    const pages = serviceInArea.pages(stubSite({ ...loaded, content: { ...loaded.content, local } }));
    const words = (urlPath: string) =>
      pages.find((page) => page.path === urlPath)!.words!.map(({ file, within = [] }) => [file.file, ...within].join(' '));
    expect(words('/services/garage-door-springs-repair-in-oxnard/')).toEqual([
      'services.json garage-door-springs-repair',
      'areas.json oxnard',
      'pages/service.json',
      'local/oxnard.json services garage-door-springs-repair',
      // The city's questions are its FAQ: left out, the page would show them in the main language.
      'local/oxnard.json faq',
    ]);
    // Without a local file there are no notes to translate: a translation cannot give a file the main content lacks.
    expect(words('/services/garage-door-springs-repair-in-camarillo/')).toEqual([
      'services.json garage-door-springs-repair',
      'areas.json camarillo',
      'pages/service.json',
    ]);
  });

  it('counts in the report each service of a city without notes once, however many languages build its page', async () => {
    const loaded = await loadContent(contentDir, path.join(projectDir, 'assets'), pageContentFiles);
    const { camarillo: _, ...local } = loaded.content.local;
    const main = serviceInArea.pages(stubSite({ ...loaded, content: { ...loaded.content, local } }));
    const camarillo = main.filter((page) => page.path.endsWith('-in-camarillo/')) as unknown as Route[];
    const spanish = camarillo.map((route) => ({ ...route, path: `/es${route.path}` }));
    const [line] = verdictWarnings(contentlessVerdicts([...camarillo, ...spanish]), 0.5, () => []);
    const services = Object.keys(loaded.content.services).length;
    expect(line).toContain(`no local notes for ${services} services in Camarillo`);
    expect(line).toContain(`${camarillo[0]!.path}, `);
    expect(line).toContain(spanish[0]!.path);
  });
});

describe('the report on near-copy pages', () => {
  const copied = [
    'Our trucks carry the common springs and cables.',
    'Every technician knows all the major brands.',
    'We give a written price before any work starts.',
    'We clean up when the job is done.',
    'Family owned and operated since the start.',
  ];
  const cities = ['a', 'b', 'c', 'd', 'e'];
  const description = cities.map((city, i) => ({
    place: `content/areas.json:${i + 1}:7: ${city}.description[0]`,
    record: `areas#${city}`,
  }));
  const cardCopy = 'A service card every city page shows alike.';
  const placesOf = (sentence: string): WrittenAt[] =>
    sentence === 'Each town page repeats this one line too.'
      ? description.slice(3)
      : sentence === cardCopy
        ? [{ place: 'content/services.json:9:9: x.card.description', record: 'services#x' }]
        : description;
  const similar = (path: string, twin: string, similarity: number, shared: string[]): SimilarVerdict => ({
    path,
    reason: 'similar',
    twin,
    similarity,
    shared,
  });

  it('quotes each sentence copied across records once, with its places, and names each page with its twin', () => {
    const lines = verdictWarnings(
      [
        similar('/c/', '/a/', 0.73, copied),
        similar('/b/', '/a/', 0.74, copied),
        similar('/d/', '/e/', 0.6, ['Each town page repeats this one line too.', copied[0]!, cardCopy]),
      ],
      0.5,
      placesOf,
    );
    expect(lines).toEqual([
      '/b/ shares 0.74 of its word 5-shingles with /a/ (site.json duplicateContent.maxSimilarity: 0.5): built noindex, left out of sitemap.xml. Rewrite what both pages say word for word: "Our trucks carry the common springs and cables.", "Every technician knows all the major brands.", and "We give a written price before any work starts." (content/areas.json:1:7: a.description[0]; content/areas.json:2:7: b.description[0]; content/areas.json:3:7: c.description[0]; and 2 more places), and 2 more',
      '/c/ shares 0.73 of its word 5-shingles with /a/: built noindex the same way. Rewrite what both pages say word for word: 3 sentences quoted above, and 2 more',
      '/d/ shares 0.60 of its word 5-shingles with /e/: built noindex the same way. Rewrite what both pages say word for word: "Each town page repeats this one line too." (content/areas.json:4:7: d.description[0]; content/areas.json:5:7: e.description[0]), 1 sentence quoted above',
    ]);
  });
  it('lists the first ten cities without local notes in the order the report sorts them, the line counting the rest after them', () => {
    const cities = ['m', 'b', 'k', 'a', 'l', 'c', 'j', 'd', 'i', 'e', 'h', 'f'];
    const contentless = cities.map(
      (city): Verdict => ({
        path: `/services/x-in-${city}/`,
        reason: 'no own content',
        contentFrom: { file: `content/local/${city}.json`, place: city.toUpperCase() },
      }),
    );
    const lines = inFileOrder(verdictWarnings(contentless, 0.5, () => []));
    expect(lines.map((line) => line.slice(0, 22))).toEqual([
      ...['a', 'b', 'c', 'd', 'e', 'f', 'h', 'i', 'j', 'k'].map((city) => `content/local/${city}.json: `),
      '…and 2 more cities wit',
    ]);
  });
});

describe('a title two indexable pages share', () => {
  const page = (path: string, title: string, noindex = false) =>
    ({ path, title, noindex, source: `content/services.json:1:1: ${path}` }) as Route;

  it('is one line naming its pages and where content gives each its title, the pages kept out of search engines left out', () => {
    const routes = [
      page('/services/a/', 'A in Town'),
      page('/services/a-in-town/', 'A in Town'),
      page('/services/a-in-village/', 'A in Town', true),
      page('/services/b/', 'B'),
      page('/services/b-in-village/', 'B', true),
    ];
    expect(sharedTitleWarnings(routes)).toEqual([
      '2 indexable pages share the title "A in Town": /services/a/ (content/services.json:1:1: /services/a/), /services/a-in-town/ (content/services.json:1:1: /services/a-in-town/); give each its own meta.title, e.g. leave the city out of the service\'s own title',
    ]);
  });

  it('names three pages and counts the rest; past ten titles, one line counts the others', () => {
    const many = ['/a/', '/b/', '/c/', '/d/', '/e/'].map((path) => page(path, 'Same'));
    const [line] = sharedTitleWarnings(many);
    expect(line).toMatch(/^5 indexable pages share the title "Same": \/a\/ \([^)]*\), \/b\/ \([^)]*\), \/c\/ \([^)]*\) and 2 more; /);
    const pairs = Array.from({ length: 12 }, (_, i) => [page(`/${i}/`, `T${i}`), page(`/${i}-x/`, `T${i}`)]).flat();
    const lines = sharedTitleWarnings(pairs);
    expect(lines).toHaveLength(11);
    expect(lines[10]).toMatch(/^…and 2 more titles shared by two indexable pages or more/);
  });
});

describe('icons made once per set of props (templates/components/lucide.ts)', () => {
  it("draw lucide's own markup, each set of props its own, however often they are drawn", () => {
    const cases = [
      {},
      { size: 22 },
      { size: 22, className: 'shrink-0 text-action' },
      { size: 20, fill: 'currentColor' },
      { size: 20, fill: 'none' },
    ];
    for (const props of cases) {
      for (const [ours, lucides] of [
        [Phone, LucidePhone],
        [Star, LucideStar],
      ] as const) {
        const expected = renderToStaticMarkup(createElement(lucides, props));
        // Twice in one page and again in another: the element made the first time is the same markup.
        expect(renderToStaticMarkup(createElement('p', null, createElement(ours, props), createElement(ours, props)))).toBe(
          `<p>${expected}${expected}</p>`,
        );
        expect(renderToStaticMarkup(createElement(ours, props))).toBe(expected);
      }
    }
  });
});

describe("a service's summary box", () => {
  it('joins each label to its value as the language does: French puts a no-break space before the colon', () => {
    const labels = frCA.labels as unknown as Labels;
    const phone = { display: '(831) 555-0142', e164: '+18315550142' };
    const service = {
      features: ['Un', 'Deux', 'Trois'],
      warranty: 'Un an',
      price: { amount: 89, currency: 'CAD', words: 'À partir de 89 $' },
    };
    const props = { name: 'Serrures', paragraphs: [], service, bookHref: '/fr/nous-joindre/', phone, labels, words: frCA.pages };
    const $ = cheerio.load(renderToStaticMarkup(createElement(ServiceOverview, props)));
    const lines = $('p:has(strong)')
      .map((_, p) => [[$(p).find('strong').text(), $(p).text()]])
      .get();
    expect(lines).toEqual([
      ['Garantie\u00a0:', 'Garantie\u00a0: Un an'],
      ['Prix\u00a0:', 'Prix\u00a0: À partir de 89 $'],
    ]);
  });
});
