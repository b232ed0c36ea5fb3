import type { ServicePageProps } from '../../templates/pages/ServicePage.tsx';
import { contentPlace } from '../errors.ts';
import { servicePageFile } from '../content/page-schema.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import { priceOf, relatedTo, serviceInAreaLink, serviceInText } from '../pages/model.ts';
import { paths } from '../pages/paths.ts';
import { pageType } from './page-type.ts';
import { siteFiles } from '../content/load.ts';
import { phrase } from '../../templates/phrase.ts';

/** A service page lists at most this many cities; past that, a link to the page that lists them all (a business in 100 cities). */
const MAX_AREA_LINKS = 12;

/** A service everywhere: its whole description, and the service city by city, those with local notes first. */
export const service = pageType<ServicePageProps>({
  name: 'service',
  content: [servicePageFile],
  pages: (site) =>
    Object.entries(site.content.services).map(([slug, service]) => {
      const { content, copy, fileOf, image, language } = site;
      const areaSlugs = Object.keys(content.areas);
      const withNotes = new Set(areaSlugs.filter((area) => content.local[area]?.services[slug]));
      const ordered = [...withNotes, ...areaSlugs.filter((area) => !withNotes.has(area))];
      const inText = serviceInText(service);
      return {
        path: paths.service(slug),
        label: service.title,
        ...service.meta,
        nav: { label: service.navLabel ?? service.title, parent: paths.services },
        source: contentPlace(fileOf('services'), [slug]),
        words: [{ file: siteFiles.services, within: [slug] }, { file: servicePageFile }],
        siblings: { groups: [`service:${slug}`], ownContent: true },
        props: {
          service: { ...service, inText, price: priceOf(site, service) },
          image: image(service.image, 'half'),
          areas: {
            links: ordered.slice(0, MAX_AREA_LINKS).map((area) => serviceInAreaLink(content, language, slug, area)),
            ...(ordered.length > MAX_AREA_LINKS && {
              more: { label: phrase(language.strings.links.allAreas, { count: ordered.length }), href: paths.serviceAreas },
            }),
          },
          related: relatedTo(site, { service: slug }),
          copy: fillPagePlaceholders(copy(servicePageFile), { service: service.title, serviceInText: inText }),
          bookHref: paths.contact,
        },
      };
    }),
  template: () => import('../../templates/pages/ServicePage.tsx').then((module) => module.ServicePage),
  lcpImage: (props) => props.image,
  structuredData: (route, kit) => [
    kit.service(route, {
      name: route.label,
      serviceType: route.props.service.title,
      description: route.props.service.description,
      image: kit.image(route, route.props.image),
      areaServed: kit.areaServed,
      ...(route.props.service.price && { offers: kit.offer(route.props.service.price) }),
    }),
    ...kit.faqPage(route.props.service.faq),
  ],
});
