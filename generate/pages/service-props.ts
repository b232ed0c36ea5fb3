/**
 * The props of the service pages and the area pages, and how they link each other: each service
 * page lists the same service city by city, each service-in-city page the same service in the
 * nearest cities, each city page its neighbours; every link names service and city.
 */
import type { AreaPageProps } from '../../templates/pages/AreaPage.tsx';
import type { ServiceInAreaPageProps } from '../../templates/pages/ServiceInAreaPage.tsx';
import type { ServicePageProps } from '../../templates/pages/ServicePage.tsx';
import type { Link, ServiceSummary, TestimonialView } from '../../templates/view.ts';
import type { Content } from '../content/load.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import type { Service } from '../content/schema.ts';
import { paths } from './paths.ts';
import type { ImageResolver } from './routes.ts';

/** A service page lists at most this many cities; past that, a link to the page that lists them all (a business in 100 cities). */
export const MAX_AREA_LINKS = 12;
/** A service-in-city page links the same service in at most this many nearby cities, nearest first. */
export const MAX_NEARBY_LINKS = 4;
/** A city's pages show at most this many of its reviews. */
const MAX_REVIEWS = 3;

/** A service's name as it reads mid-sentence: "drain cleaning". */
export function serviceInText(service: Service): string {
  return service.nameInText ?? service.title.toLowerCase();
}

/** Whether a service in a city has notes of its own in content/local/, the test of a page worth indexing. */
export function hasLocalNotes(content: Content, serviceSlug: string, areaSlug: string): boolean {
  return Boolean(content.local[areaSlug]?.services[serviceSlug]);
}

/** A link to a service in a city, named for both: "Drain cleaning in Round Rock". */
function serviceInAreaLink(content: Content, serviceSlug: string, areaSlug: string): Link {
  const name = serviceInText(content.services[serviceSlug]!);
  return {
    label: `${name.charAt(0).toUpperCase()}${name.slice(1)} in ${content.areas[areaSlug]!.name}`,
    href: paths.serviceInArea(serviceSlug, areaSlug),
  };
}

/** A service everywhere: its whole description, and the service city by city, those with local notes first. */
export function servicePageProps(content: Content, slug: string, image: ImageResolver): ServicePageProps {
  const service = content.services[slug]!;
  const areaSlugs = Object.keys(content.areas);
  const ordered = [
    ...areaSlugs.filter((area) => hasLocalNotes(content, slug, area)),
    ...areaSlugs.filter((area) => !hasLocalNotes(content, slug, area)),
  ];
  return {
    service,
    image: image(service.image, 'half'),
    areas: {
      links: ordered.slice(0, MAX_AREA_LINKS).map((area) => serviceInAreaLink(content, slug, area)),
      ...(ordered.length > MAX_AREA_LINKS && { more: { label: `All ${ordered.length} service areas`, href: paths.serviceAreas } }),
    },
    copy: fillPagePlaceholders(content.servicePage, { service: service.title, serviceInText: serviceInText(service) }),
    phone: content.site.phone,
    bookHref: paths.contact,
  };
}

/** A service in one city: the service in brief, and what is local about it there. */
export function serviceInAreaPageProps(
  content: Content,
  serviceSlug: string,
  areaSlug: string,
  image: ImageResolver,
  testimonials: TestimonialView[],
): ServiceInAreaPageProps {
  const service = content.services[serviceSlug]!;
  const area = content.areas[areaSlug]!;
  const local = content.local[areaSlug];
  const notes = local?.services[serviceSlug];
  return {
    service: {
      title: service.title,
      subtitle: service.subtitle,
      summary: service.card.description,
      features: service.features,
      warranty: service.warranty,
      emergency: service.emergency,
    },
    image: image(service.image, 'half'),
    area: {
      name: area.name,
      href: paths.area(areaSlug),
      zipCodes: area.zipCodes,
      responseTime: area.responseTime,
      neighborhoods: local?.neighborhoods ?? [],
    },
    about: notes?.notes ?? [service.description, service.detailedDescription],
    reviews: reviewsIn(areaSlug, testimonials, content, serviceSlug),
    faq: { own: notes?.faq ?? [], shared: local ? local.faq : service.faq },
    nearby: (local?.nearby ?? []).slice(0, MAX_NEARBY_LINKS).map((nearby) => serviceInAreaLink(content, serviceSlug, nearby)),
    copy: fillPagePlaceholders(content.servicePage, {
      service: service.title,
      serviceInText: serviceInText(service),
      area: area.name,
    }),
    phone: content.site.phone,
    bookHref: paths.contact,
  };
}

/** A city: every service in it, and what is local about it when it has a file in content/local/. */
export function areaPageProps(
  content: Content,
  areaSlug: string,
  services: ServiceSummary[],
  testimonials: TestimonialView[],
): AreaPageProps {
  const area = content.areas[areaSlug]!;
  const local = content.local[areaSlug];
  return {
    area,
    local: local
      ? {
          conditions: local.conditions,
          typicalJobs: local.typicalJobs,
          neighborhoods: local.neighborhoods,
          permits: local.permits,
          faq: local.faq,
          nearby: local.nearby.map((slug) => ({ label: content.areas[slug]!.name, href: paths.area(slug) })),
        }
      : null,
    reviews: reviewsIn(areaSlug, testimonials, content),
    copy: fillPagePlaceholders(content.areaPage, { area: area.name }),
    phone: content.site.phone,
    heroImage: undefined,
    services: services.map((service) => ({ service, href: paths.serviceInArea(service.slug, areaSlug) })),
  };
}

/** Reviews from customers in a city, those about `serviceSlug` first. */
function reviewsIn(areaSlug: string, testimonials: TestimonialView[], content: Content, serviceSlug?: string): TestimonialView[] {
  const inArea = content.testimonials.testimonials.flatMap((testimonial, index) =>
    testimonial.area === areaSlug ? [{ view: testimonials[index]!, first: testimonial.service === serviceSlug }] : [],
  );
  return [...inArea.filter((review) => review.first), ...inArea.filter((review) => !review.first)]
    .slice(0, MAX_REVIEWS)
    .map((review) => review.view);
}
