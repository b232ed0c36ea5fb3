import type { AboutPageProps } from '../templates/pages/AboutPage.tsx';
import type { AreaPageProps } from '../templates/pages/AreaPage.tsx';
import type { CoveragePageProps } from '../templates/pages/CoveragePage.tsx';
import type { HomePageProps } from '../templates/pages/HomePage.tsx';
import type { NotFoundPageProps } from '../templates/pages/NotFoundPage.tsx';
import type { ServicePageProps } from '../templates/pages/ServicePage.tsx';
import type { ServicesPageProps } from '../templates/pages/ServicesPage.tsx';
import type { ServiceCategory } from '../templates/components/ServiceCatalog.tsx';
import type { ImageSlotName } from '../templates/imageSlots.ts';
import type { AreaSummary, Image, Link, NavItem, ServiceSummary, TestimonialView } from '../templates/view.ts';
import { fillPagePlaceholders, type Content } from './content.ts';
import { BuildError } from './errors.ts';
import { outputFileFor, paths, slugify } from './paths.ts';
import type { ImageRef } from './schema.ts';

/** Which page template renders a route, with exactly the props that template takes. */
export type Page =
  | { template: 'home'; props: HomePageProps }
  | { template: 'about'; props: AboutPageProps }
  | { template: 'services'; props: ServicesPageProps }
  | { template: 'coverage'; props: CoveragePageProps }
  | { template: 'area'; props: AreaPageProps }
  | { template: 'service'; props: ServicePageProps }
  | { template: 'notFound'; props: NotFoundPageProps };

export type Route = {
  /** URL path, ending in "/". */
  path: string;
  /** Output file relative to the output folder. */
  file: string;
  /** The page's short name, in breadcrumbs: "Services", "Garage Door Cable Repair in Oxnard". */
  label: string;
  title: string;
  description: string;
  /** Left out of search engines and the sitemap, with no canonical URL (the 404 page). */
  noindex: boolean;
  /** Where the route appears in the header navigation: top level, or under its parent's path. */
  nav?: { label: string; parent?: string };
  /** The content the route was made from, named in error messages. */
  source: string;
  page: Page;
};

/** A route as the table lists it; the output file and the default noindex are filled in after. */
type RouteEntry = Omit<Route, 'file' | 'noindex'> & { noindex?: boolean };

/** Resolves a content image, shown in a layout slot, to the files the image stage wrote. */
export type ImageResolver = (ref: ImageRef, slot: ImageSlotName) => Image;

/** The category every emergency service is also filed under on the services page. */
const EMERGENCY_CATEGORY = { slug: 'emergency', label: 'Emergency' };

/**
 * The site's one route table, built from content. The navigation, the footer's lists and the
 * link check all derive from it; nothing else lists the pages.
 */
export function buildRoutes(content: Content, image: ImageResolver): Route[] {
  const { site } = content;
  const phone = site.phone;
  const services = serviceSummaries(content, image);
  const areas = areaSummaries(content);
  const heroImage = (ref: ImageRef | undefined) => (ref ? image(ref, 'half') : undefined);

  const entries: RouteEntry[] = [
    {
      path: paths.home,
      label: 'Home',
      ...content.homePage.meta,
      nav: { label: 'Home' },
      source: 'pages/home.json',
      page: {
        template: 'home',
        props: {
          copy: content.homePage,
          phone,
          heroImage: heroImage(content.homePage.hero.image),
          aboutImage: image(content.homePage.about.image, 'half'),
          about: { label: 'About Us', href: paths.about },
          quoteHref: paths.contact,
          services,
          testimonials: testimonialViews(content, services),
          areas,
          allAreas: { label: 'View All Service Areas', href: paths.serviceAreas },
        },
      },
    },
    {
      path: paths.services,
      label: 'Services',
      ...content.servicesPage.meta,
      nav: { label: 'Services' },
      source: 'pages/services.json',
      page: {
        template: 'services',
        props: {
          copy: content.servicesPage,
          phone,
          heroImage: heroImage(content.servicesPage.hero.image),
          quoteHref: paths.contact,
          categories: serviceCategories(services),
          services,
        },
      },
    },
    ...Object.entries(content.services).map(([slug, service]): RouteEntry => ({
      path: paths.service(slug),
      label: service.title,
      ...service.meta,
      nav: { label: service.navLabel ?? service.title, parent: paths.services },
      source: `services.json: ${slug}`,
      page: servicePage(content, slug, null, image),
    })),
    {
      path: paths.serviceAreas,
      label: 'Service Areas',
      ...content.serviceAreasPage.meta,
      nav: { label: 'Service Areas' },
      source: 'pages/service-areas.json',
      page: { template: 'coverage', props: coverageProps(content, content.serviceAreasPage, areas, image) },
    },
    ...Object.entries(content.areas).map(([slug, area]): RouteEntry => ({
      path: paths.area(slug),
      label: area.name,
      ...area.meta,
      nav: { label: area.name, parent: paths.serviceAreas },
      source: `areas.json: ${slug}`,
      page: {
        template: 'area',
        props: {
          area,
          copy: fillPageCopy(content.areaPage, { area: area.name }),
          phone,
          heroImage: undefined,
          services: services.map((service) => ({ service, href: paths.serviceInArea(service.slug, slug) })),
        },
      },
    })),
    {
      path: paths.about,
      label: 'About Us',
      ...content.aboutPage.meta,
      nav: { label: 'About Us' },
      source: 'pages/about.json',
      page: {
        template: 'about',
        props: {
          copy: content.aboutPage,
          phone,
          heroImage: heroImage(content.aboutPage.hero.image),
          storyImage: image(content.aboutPage.story.image, 'half'),
          quoteHref: paths.contact,
        },
      },
    },
    {
      path: paths.contact,
      label: 'Contact Us',
      ...content.contactPage.meta,
      nav: { label: 'Contact Us' },
      source: 'pages/contact.json',
      page: { template: 'coverage', props: coverageProps(content, content.contactPage, areas, image) },
    },
    ...serviceInAreaRoutes(content, image),
    {
      path: paths.notFound,
      label: 'Page Not Found',
      ...content.notFoundPage.meta,
      noindex: true,
      source: 'pages/not-found.json',
      page: { template: 'notFound', props: { copy: content.notFoundPage, phone, homeHref: paths.home } },
    },
  ];
  const routes = entries.map((entry): Route => ({ noindex: false, ...entry, file: outputFileFor(entry.path) }));

  assertUniqueOutputFiles(routes);
  return routes;
}

function serviceInAreaRoutes(content: Content, image: ImageResolver): RouteEntry[] {
  return Object.entries(content.areas).flatMap(([areaSlug, area]) =>
    Object.entries(content.services).map(([serviceSlug, service]): RouteEntry => {
      const meta = fillPageCopy(content.servicePage.inAreaMeta, { service: service.title, area: area.name });
      const source = `pages/service.json: inAreaMeta, for ${serviceSlug} in ${areaSlug}`;
      assertMetaLength(meta, source);
      return {
        path: paths.serviceInArea(serviceSlug, areaSlug),
        label: `${service.title} in ${area.name}`,
        ...meta,
        source,
        page: servicePage(content, serviceSlug, areaSlug, image),
      };
    }),
  );
}

/** A service page, on its own or for one area (`/services/{service}-in-{area}/`). */
function servicePage(content: Content, serviceSlug: string, areaSlug: string | null, image: ImageResolver): Page {
  const service = content.services[serviceSlug]!;
  const area = areaSlug ? content.areas[areaSlug]! : null;
  return {
    template: 'service',
    props: {
      service,
      image: image(service.image, 'half'),
      area: area && { name: area.name, href: paths.area(areaSlug!), zipCodes: area.zipCodes, responseTime: area.responseTime },
      copy: fillPageCopy(content.servicePage, { service: service.title, ...(area && { area: area.name }) }),
      phone: content.site.phone,
      bookHref: paths.contact,
    },
  };
}

function coverageProps(
  content: Content,
  copy: Content['contactPage'],
  areas: AreaSummary[],
  image: ImageResolver,
): CoveragePageProps {
  const { site } = content;
  return {
    copy,
    phone: site.phone,
    heroImage: copy.hero.image ? image(copy.hero.image, 'half') : undefined,
    homeCity: site.homeCity,
    coverage: site.coverage,
    guarantees: site.guarantees,
    areas,
  };
}

function serviceSummaries(content: Content, image: ImageResolver): ServiceSummary[] {
  return Object.entries(content.services).map(([slug, service]) => ({
    slug,
    title: service.title,
    href: paths.service(slug),
    image: image(service.image, 'card'),
    category: service.card.category,
    filterCategories: [slugify(service.card.category), ...(service.emergency ? [EMERGENCY_CATEGORY.slug] : [])],
    description: service.card.description,
    features: service.card.features,
    emergency: service.emergency,
  }));
}

/** The services page's chips: each category in order of first use, then Emergency; counts from the data. */
export function serviceCategories(services: ServiceSummary[]): ServiceCategory[] {
  const labels = new Map<string, string>();
  for (const service of services) labels.set(slugify(service.category), service.category);
  if (services.some((service) => service.emergency)) labels.set(EMERGENCY_CATEGORY.slug, EMERGENCY_CATEGORY.label);
  return [...labels].map(([slug, label]) => ({
    slug,
    label,
    count: services.filter((service) => service.filterCategories.includes(slug)).length,
  }));
}

/** The category slugs the services page filters by, for the stylesheet's filter rules. */
export function filterCategorySlugs(routes: Route[]): string[] {
  const slugs = routes.flatMap((route) => (route.page.template === 'services' ? route.page.props.categories : []));
  return [...new Set(slugs.map((category) => category.slug))];
}

export function areaSummaries(content: Content): AreaSummary[] {
  return Object.entries(content.areas).map(([slug, area]) => ({
    slug,
    name: area.name,
    href: paths.area(slug),
    responseTime: area.responseTime,
    zipCodes: area.zipCodes,
    mapsUrl: mapsUrl(content.site, area.name),
  }));
}

export function mapsUrl(site: Content['site'], place: string): string {
  return `${site.mapsSearchUrl}${encodeURIComponent(`${place}, ${site.region}`)}`;
}

function testimonialViews(content: Content, services: ServiceSummary[]): TestimonialView[] {
  return content.testimonials.map((testimonial) => {
    const service = services.find((summary) => summary.slug === testimonial.service)!;
    return { ...testimonial, service: { label: service.title, href: service.href } };
  });
}

/** Fills `{service}`/`{area}` in every string of a piece of page copy. */
function fillPageCopy<T>(copy: T, values: Record<string, string>): T {
  return JSON.parse(JSON.stringify(copy), (_key, value: unknown) =>
    typeof value === 'string' ? fillPagePlaceholders(value, values) : value,
  ) as T;
}

/** Filled titles can outgrow what the content schema checked on the template. */
function assertMetaLength(meta: { title: string; description: string }, source: string): void {
  const problems: string[] = [];
  if (meta.title.length > 70) problems.push(`${source}: title "${meta.title}" is ${meta.title.length} characters once filled; keep it to 70`);
  if (meta.description.length > 170) problems.push(`${source}: description is ${meta.description.length} characters once filled; keep it to 170`);
  if (problems.length > 0) throw new BuildError(problems);
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

/** The page's largest image above the fold, which gets fetchpriority="high" and a preload: its hero image. */
export function lcpImage(page: Page): Image | undefined {
  switch (page.template) {
    case 'service':
      return page.props.image;
    case 'area':
    case 'notFound':
      return undefined;
    default:
      return page.props.heroImage;
  }
}

/**
 * The trail from the home page to a route, through every route whose path contains it:
 * Home › Services › Garage Door Cable Repair in Oxnard. The home and 404 pages have none.
 */
export function breadcrumbsFor(route: Route, routes: Route[]): Link[] {
  if (route.path === paths.home || route.noindex) return [];
  return routes
    .filter((other) => route.path.startsWith(other.path) && other.path !== route.path)
    .sort((a, b) => a.path.length - b.path.length)
    .concat(route)
    .map((crumb) => ({ label: crumb.label, href: crumb.path }));
}

/** A menu group lists at most this many pages; a longer list is a page of its own (a business in 100 cities). */
export const MAX_MENU_CHILDREN = 8;

/** The header navigation: top-level routes in table order, each with the first routes filed under it. */
export function buildNavigation(routes: Route[]): NavItem[] {
  return routes
    .filter((route) => route.nav && !route.nav.parent)
    .map((route) => {
      const children = routes
        .filter((child) => child.nav?.parent === route.path)
        .map((child) => ({ label: child.nav!.label, href: child.path }));
      return {
        label: route.nav!.label,
        href: route.path,
        children: children.slice(0, MAX_MENU_CHILDREN),
        ...(children.length > MAX_MENU_CHILDREN && { more: { label: `All ${children.length} ${route.nav!.label}`, href: route.path } }),
      };
    });
}
