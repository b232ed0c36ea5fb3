import type { AreaPageProps } from '../../templates/pages/AreaPage.tsx';
import { contentPlace } from '../errors.ts';
import { areaPageFile } from '../content/page-schema.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import { localWordsIn, MAX_SERVICE_CARDS, relatedTo, reviewsIn } from '../pages/model.ts';
import { paths } from '../pages/paths.ts';
import { pageType } from './page-type.ts';
import { siteFiles } from '../content/load.ts';
import { localSpecOf } from '../content/local.ts';

/** The fields of a city's local file its own page shows in words. */
const LOCAL_AREA_FIELDS = ['conditions', 'permits', 'typicalJobs', 'faq'];

/** A city: every service in it, and what is local about it when it has a file in content/local/. */
export const area = pageType<AreaPageProps>({
  name: 'area',
  content: [areaPageFile],
  pages: (site) => {
    const { content, services } = site;
    return Object.entries(content.areas).map(([slug, area]) => {
      const local = content.local[slug];
      return {
        path: paths.area(slug),
        label: area.name,
        ...area.meta,
        nav: { label: area.name, parent: paths.serviceAreas },
        source: contentPlace(site.fileOf('areas'), [slug]),
        // Its local notes are its main text too: all but the notes of each service, which are their pages'.
        words: [
          { file: siteFiles.areas, within: [slug] },
          { file: areaPageFile },
          ...(local ? LOCAL_AREA_FIELDS.map((field) => ({ file: localSpecOf(slug), within: [field] })) : []),
        ],
        siblings: {
          groups: ['areas', `area:${slug}`],
          ownContent: slug in content.local,
          mayCopy: true,
          ownWordsIn: localWordsIn(site, slug),
        },
        props: {
          area,
          local: local
            ? {
                conditions: local.conditions,
                typicalJobs: local.typicalJobs,
                neighborhoods: local.neighborhoods,
                permits: local.permits,
                faq: local.faq,
                nearby: local.nearby.map((near) => ({ label: content.areas[near]!.name, href: paths.area(near) })),
              }
            : null,
          reviews: reviewsIn(site, slug),
          related: relatedTo(site, { area: slug }),
          copy: fillPagePlaceholders(site.copy(areaPageFile), { area: area.name }),
          services: services.slice(0, MAX_SERVICE_CARDS).map((service) => ({ service, href: paths.serviceInArea(service.slug, slug) })),
          // Named by title alone, as the cards are: the list's heading names the town, which each link need not repeat.
          moreServices: services
            .slice(MAX_SERVICE_CARDS)
            .map((service) => ({ label: service.title, href: paths.serviceInArea(service.slug, slug) })),
        },
      };
    });
  },
  template: () => import('../../templates/pages/AreaPage.tsx').then((module) => module.AreaPage),
  structuredData: (route, kit) => [
    kit.service(route, { name: route.props.area.title, description: route.description, areaServed: kit.city(route.props.area.name) }),
    ...kit.faqPage(route.props.local?.faq ?? []),
  ],
});
