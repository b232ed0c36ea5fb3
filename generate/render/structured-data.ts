import type { Image } from '../../templates/view.ts';
import type { Content } from '../content/load.ts';
import { ICON_FILES } from '../images/icons.ts';
import { absoluteUrl, paths } from '../pages/paths.ts';
import { breadcrumbsFor } from '../pages/navigation.ts';
import type { ImageResolver, Route } from '../pages/routes.ts';

/**
 * JSON-LD for search engines (schema.org), following Google's structured-data guidelines: the
 * business as a LocalBusiness subtype, each service page as a Service it provides, and a
 * BreadcrumbList on inner pages. No review ratings for the business itself: Google ignores
 * self-serving reviews, and the testimonials are the business's own samples.
 */
export type JsonLd = Record<string, unknown>;

/** The widest file of an image's fallback srcset: search engines want large images. */
const widest = (image: Image) => image.srcset.split(', ').pop()!.split(' ')[0]!;

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The JSON-LD of each route. What every page shares (the business, with every city it serves) is
 * made once: made per page, a business in 1,000 cities spent most of a warm build here.
 */
export function structuredData(routes: Route[], content: Content, image: ImageResolver): (route: Route) => JsonLd[] {
  const { site } = content;
  const url = (path: string) => absoluteUrl(site.baseUrl, path);
  const businessId = `${url(paths.home)}#business`;
  /** Enough of the business to name it wherever another node points at it. */
  const businessRef = {
    '@type': site.businessType,
    '@id': businessId,
    name: site.businessName,
    telephone: site.phone.e164,
    url: url(paths.home),
  };
  const city = (name: string) => ({ '@type': 'City', name: `${name}, ${site.region}` });
  const allCities = Object.values(content.areas).map((area) => city(area.name));

  const business: JsonLd = {
    ...businessRef,
    logo: url(`/${ICON_FILES.large}`),
    ...(content.homePage.hero.image && { image: url(widest(image(content.homePage.hero.image, 'half'))) }),
    description: site.footer.description,
    foundingDate: String(site.foundingYear),
    address: { '@type': 'PostalAddress', addressLocality: site.homeCity, addressRegion: site.region, addressCountry: site.country },
    areaServed: allCities,
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, opens: '00:00', closes: '23:59' }],
  };

  return (route) => {
    const nodes: JsonLd[] = [];
    const page = route.page;
    if (page.template === 'home' || (page.template === 'coverage' && route.path === paths.contact) || page.template === 'about') {
      nodes.push(business);
    } else if (page.template === 'service') {
      const { service, area } = page.props;
      nodes.push({
        '@type': 'Service',
        name: route.label,
        serviceType: service.title,
        description: service.description,
        url: url(route.path),
        image: url(widest(page.props.image)),
        provider: businessRef,
        areaServed: area ? city(area.name) : allCities,
      });
    } else if (page.template === 'area') {
      nodes.push({ ...businessRef, areaServed: city(page.props.area.name) });
    }

    const crumbs = breadcrumbsFor(route, routes);
    if (crumbs.length > 0) {
      nodes.push({
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          item: url(crumb.href),
        })),
      });
    }
    return nodes.map((node) => ({ '@context': 'https://schema.org', ...node }));
  };
}
