import type { AboutPageProps } from '../../templates/pages/AboutPage.tsx';
import type { AreaPageProps } from '../../templates/pages/AreaPage.tsx';
import type { CoveragePageProps } from '../../templates/pages/CoveragePage.tsx';
import type { HomePageProps } from '../../templates/pages/HomePage.tsx';
import type { NotFoundPageProps } from '../../templates/pages/NotFoundPage.tsx';
import type { ServiceInAreaPageProps } from '../../templates/pages/ServiceInAreaPage.tsx';
import type { ServicePageProps } from '../../templates/pages/ServicePage.tsx';
import type { ServicesPageProps } from '../../templates/pages/ServicesPage.tsx';
import type { ImageSlotName } from '../../templates/imageSlots.ts';
import type { Image, TestimonialView } from '../../templates/view.ts';
import type { Content, ContentFileKey, ContentFileOf } from '../content/load.ts';
import { META_LIMITS, tooLong } from '../content/limits.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import { BuildError, type ContentFile, contentPlace, contentProblem } from '../errors.ts';
import { outputFileFor, paths } from './paths.ts';
import type { ImageRef } from '../content/schema.ts';
import { areaSummaries, categoryFilter, coverageProps, licenseStatement, serviceSummaries, testimonialViews } from './props.ts';
import { contactHours } from './hours.ts';
import { areaPageProps, hasLocalNotes, serviceInAreaPageProps, servicePageProps } from './service-props.ts';

/** Which page template renders a route, with exactly the props that template takes. */
export type Page =
  | { template: 'home'; props: HomePageProps }
  | { template: 'about'; props: AboutPageProps }
  | { template: 'services'; props: ServicesPageProps }
  | { template: 'coverage'; props: CoveragePageProps }
  | { template: 'area'; props: AreaPageProps }
  | { template: 'service'; props: ServicePageProps }
  | { template: 'serviceInArea'; props: ServiceInAreaPageProps }
  | { template: 'notFound'; props: NotFoundPageProps };

export type Route = {
  /** URL path, ending in "/". */
  path: string;
  /** Output file relative to the output folder. */
  file: string;
  /** The page's short name, in breadcrumbs: "Services", "Drain Cleaning in Round Rock". */
  label: string;
  title: string;
  description: string;
  /** Left out of search engines and the sitemap: the 404 page, and a page the duplicate-content guard finds too close to a sibling. */
  noindex: boolean;
  /** The path of the page's canonical URL: its own, the page it is a near-copy of, or none (the 404 page). */
  canonical: string | null;
  /**
   * For the duplicate-content guard (duplicate-content.ts): the groups of siblings the page is
   * compared within, whether it has content of its own (a service-in-city page's local notes),
   * and the page it points search engines to if it is a near-copy. Pages without it are not compared.
   */
  siblings?: { groups: string[]; ownContent: boolean; copyOf?: string };
  /** Where the route appears in the header navigation: top level, or under its parent's path. */
  nav?: { label: string; parent?: string };
  /** Where in content the route was made from, as messages name it: `content/areas.json: round-rock`. */
  source: string;
  page: Page;
};

/** A route as the table lists it; the output file, the default noindex and canonical are filled in after. */
type RouteEntry = Omit<Route, 'file' | 'noindex' | 'canonical'> & { noindex?: boolean; canonical?: string | null };

/** Resolves a content image, shown in a layout slot, to the files the image stage wrote. */
export type ImageResolver = (ref: ImageRef, slot: ImageSlotName) => Image;

/**
 * The site's one route table, built from content. The navigation, the footer's lists and the
 * link check all derive from it; nothing else lists the pages.
 */
export function buildRoutes(content: Content, image: ImageResolver, contentFileOf: ContentFileOf): Route[] {
  const { site } = content;
  const { labels } = site;
  const from = (key: ContentFileKey, ...where: string[]) => contentPlace(contentFileOf(key), where.length > 0 ? where : null);
  const phone = site.phone;
  const services = serviceSummaries(content, image);
  const areas = areaSummaries(content);
  const testimonials = testimonialViews(content, services);
  const heroImage = (ref: ImageRef | undefined) => (ref ? image(ref, 'half') : undefined);

  const entries: RouteEntry[] = [
    {
      path: paths.home,
      label: labels.homePage,
      ...content.homePage.meta,
      nav: { label: labels.homePage },
      source: from('homePage'),
      page: {
        template: 'home',
        props: {
          copy: content.homePage,
          phone,
          heroImage: heroImage(content.homePage.hero.image),
          aboutImage: image(content.homePage.about.image, 'half'),
          about: { label: labels.aboutPage, href: paths.about },
          quoteHref: paths.contact,
          services,
          testimonials,
          areas,
          allAreas: { label: labels.viewAllAreas, href: paths.serviceAreas },
        },
      },
    },
    {
      path: paths.services,
      label: labels.servicesPage,
      ...content.servicesPage.meta,
      nav: { label: labels.servicesPage },
      source: from('servicesPage'),
      page: {
        template: 'services',
        props: {
          copy: content.servicesPage,
          phone,
          heroImage: heroImage(content.servicesPage.hero.image),
          quoteHref: paths.contact,
          categories: categoryFilter(content.services, labels.emergencyCategory).chips,
          services,
        },
      },
    },
    ...Object.entries(content.services).map(
      ([slug, service]): RouteEntry => ({
        path: paths.service(slug),
        label: service.title,
        ...service.meta,
        nav: { label: service.navLabel ?? service.title, parent: paths.services },
        source: from('services', slug),
        siblings: { groups: [`service:${slug}`], ownContent: true },
        page: { template: 'service', props: servicePageProps(content, slug, image) },
      }),
    ),
    {
      path: paths.serviceAreas,
      label: labels.serviceAreasPage,
      ...content.serviceAreasPage.meta,
      nav: { label: labels.serviceAreasPage },
      source: from('serviceAreasPage'),
      page: { template: 'coverage', props: coverageProps(content, content.serviceAreasPage, areas, image, 'cards') },
    },
    ...Object.entries(content.areas).map(
      ([slug, area]): RouteEntry => ({
        path: paths.area(slug),
        label: area.name,
        ...area.meta,
        nav: { label: area.name, parent: paths.serviceAreas },
        source: from('areas', slug),
        siblings: { groups: ['areas', `area:${slug}`], ownContent: slug in content.local, copyOf: paths.serviceAreas },
        page: { template: 'area', props: areaPageProps(content, slug, services, testimonials) },
      }),
    ),
    {
      path: paths.about,
      label: labels.aboutPage,
      ...content.aboutPage.meta,
      nav: { label: labels.aboutPage },
      source: from('aboutPage'),
      page: {
        template: 'about',
        props: {
          copy: content.aboutPage,
          phone,
          heroImage: heroImage(content.aboutPage.hero.image),
          storyImage: image(content.aboutPage.story.image, 'half'),
          quoteHref: paths.contact,
          license: licenseStatement(site),
        },
      },
    },
    {
      path: paths.contact,
      label: labels.contactPage,
      ...content.contactPage.meta,
      nav: { label: labels.contactPage },
      source: from('contactPage'),
      page: {
        template: 'coverage',
        props: { ...coverageProps(content, content.contactPage, areas, image, 'links'), hours: contactHours(site) },
      },
    },
    ...serviceInAreaRoutes(content, image, testimonials, contentFileOf('servicePage')),
    {
      path: paths.notFound,
      label: 'Page Not Found',
      ...content.notFoundPage.meta,
      noindex: true,
      canonical: null,
      source: from('notFoundPage'),
      page: { template: 'notFound', props: { copy: content.notFoundPage, phone, homeHref: paths.home } },
    },
  ];
  const routes = entries.map((entry): Route => ({ noindex: false, canonical: entry.path, ...entry, file: outputFileFor(entry.path) }));

  assertUniqueOutputFiles(routes);
  return routes;
}

/** The service-in-area pages: their titles and descriptions are `inAreaMeta` of `servicePageFile`, filled for each. */
function serviceInAreaRoutes(
  content: Content,
  image: ImageResolver,
  testimonials: TestimonialView[],
  servicePageFile: ContentFile,
): RouteEntry[] {
  const problems: string[] = [];
  const routes = Object.entries(content.areas).flatMap(([areaSlug, area]) =>
    Object.entries(content.services).map(([serviceSlug, service]): RouteEntry => {
      const meta = fillPagePlaceholders(content.servicePage.inAreaMeta, { service: service.title, area: area.name });
      const label = `for ${serviceSlug} in ${areaSlug}`;
      // Filled titles can outgrow what the content schema checked on the text with placeholders.
      for (const field of ['title', 'description'] as const) {
        if (meta[field].length > META_LIMITS[field]) {
          problems.push(contentProblem(servicePageFile, ['inAreaMeta', { key: field, label }], tooLong(meta[field], META_LIMITS[field])));
        }
      }
      return {
        path: paths.serviceInArea(serviceSlug, areaSlug),
        label: `${service.title} in ${area.name}`,
        ...meta,
        source: contentPlace(servicePageFile, [{ key: 'inAreaMeta', label }]),
        siblings: {
          groups: [`service:${serviceSlug}`, `area:${areaSlug}`],
          ownContent: hasLocalNotes(content, serviceSlug, areaSlug),
          copyOf: paths.service(serviceSlug),
        },
        page: { template: 'serviceInArea', props: serviceInAreaPageProps(content, serviceSlug, areaSlug, image, testimonials) },
      };
    }),
  );
  if (problems.length > 0) throw new BuildError(problems);
  return routes;
}

/** Two routes writing one file would silently lose a page. */
function assertUniqueOutputFiles(routes: Route[]): void {
  const byFile = new Map<string, Route>();
  const problems: string[] = [];
  for (const route of routes) {
    const other = byFile.get(route.file);
    if (other) problems.push(`two pages would be written to ${route.file}: ${other.source} and ${route.source}; rename a slug`);
    else byFile.set(route.file, route);
  }
  if (problems.length > 0) throw new BuildError(problems);
}
