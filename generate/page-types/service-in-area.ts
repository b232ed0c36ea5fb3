import type { ServiceInAreaPageProps } from '../../templates/pages/ServiceInAreaPage.tsx';
import { META_LIMITS, tooLong } from '../content/limits.ts';
import { servicePageFile } from '../content/page-schema.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import { BuildError, type ContentFile, contentPlace, contentProblem } from '../errors.ts';
import { localWordsIn, priceOf, relatedTo, reviewsIn, serviceInAreaLink, serviceInText } from '../pages/model.ts';
import { paths } from '../pages/paths.ts';
import { type PageEntry, pageType } from './page-type.ts';
import { SERVICE_TITLE_LIMIT, siteFiles } from '../content/load.ts';
import { localSpecOf } from '../content/local.ts';
import { phrase } from '../../templates/phrase.ts';

/** A service-in-city page links the same service in at most this many nearby cities, nearest first. */
const MAX_NEARBY_LINKS = 4;

/** A page's title and description once filled, and the page as a message names it. */
type Filled = { meta: Record<keyof typeof META_LIMITS, string>; label: string; service: { slug: string; title: string } };

/**
 * Filled titles can outgrow what the content schema checked on the text with placeholders: of each field, the longest page and
 * how many are too long, so that one line, not one a page, names it.
 */
function overlongProblems(file: ContentFile, filled: Filled[]): string[] {
  const fix = "shorten it, or fill it with shorter names: {serviceInText} is a service's nameInText, which may be shorter than its title";
  return (['title', 'description'] as const).flatMap((field) => {
    const over = filled.filter(({ meta }) => meta[field].length > META_LIMITS[field]);
    if (over.length === 0) return [];
    const worst = over.reduce((longest, page) => (page.meta[field].length > longest.meta[field].length ? page : longest));
    // A service's title past its own limit is what to shorten, in services.json, not this file's words.
    const { slug, title } = worst.service;
    const cause =
      title.length > SERVICE_TITLE_LIMIT
        ? `the title of ${slug} in services.json is ${title.length} characters itself, past the ${SERVICE_TITLE_LIMIT} a service's title keeps within: shorten it there, and say the rest in its subtitle`
        : fix;
    const more = over.length > 1 ? `; ${over.length - 1} more ${over.length > 2 ? 'pages have' : 'page has'} it too long as well` : '';
    return [
      contentProblem(
        file,
        ['inAreaMeta', { key: field, label: worst.label }],
        `${tooLong(worst.meta[field], META_LIMITS[field])}${more}; ${cause}`,
      ),
    ];
  });
}

/** A service in one city; without local notes the page is kept out of search engines, as it would be a doorway page. */
export const serviceInArea = pageType<ServiceInAreaPageProps>({
  name: 'service in area',
  content: [servicePageFile],
  pages: (site) => {
    const { content, fileOf, image, language } = site;
    const filled: Filled[] = [];
    const pages = Object.entries(content.areas).flatMap(([areaSlug, area]) =>
      Object.entries(content.services).map(([serviceSlug, service]): PageEntry<ServiceInAreaPageProps> => {
        const values = { service: service.title, serviceInText: serviceInText(service), area: area.name };
        const copy = fillPagePlaceholders(site.copy(servicePageFile), values);
        const which = `for ${serviceSlug} in ${areaSlug}`;
        filled.push({ meta: copy.inAreaMeta, label: which, service: { slug: serviceSlug, title: service.title } });
        const local = content.local[areaSlug];
        const notes = local?.services[serviceSlug];
        return {
          path: paths.serviceInArea(serviceSlug, areaSlug),
          label: phrase(language.strings.pages.serviceInArea, { service: service.title, area: area.name }),
          ...copy.inAreaMeta,
          source: contentPlace(fileOf(servicePageFile), [{ key: 'inAreaMeta', label: which }]),
          // It follows its local notes: it exists in a translation that gives them and the city's questions (a city without a
          // local file has neither), and the service's and city's words.
          words: [
            { file: siteFiles.services, within: [serviceSlug] },
            { file: siteFiles.areas, within: [areaSlug] },
            { file: servicePageFile },
            ...(local ? [['services', serviceSlug], ['faq']].map((within) => ({ file: localSpecOf(areaSlug), within })) : []),
          ],
          standIns: [paths.area(areaSlug), paths.service(serviceSlug)],
          siblings: {
            groups: [`service:${serviceSlug}`, `area:${areaSlug}`],
            // Local notes, or a job of its own in the gallery.
            ownContent: notes !== undefined || site.jobs.some(({ job }) => job.service === serviceSlug && job.area === areaSlug),
            mayCopy: true,
            needsOwnContent: true,
            ownWordsIn: { ...localWordsIn(site, areaSlug), record: `services.${serviceSlug}` },
          },
          props: {
            service: {
              title: service.title,
              inText: values.serviceInText,
              subtitle: service.subtitle,
              summary: service.card.description,
              features: service.features,
              warranty: service.warranty,
              price: priceOf(site, service),
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
            reviews: reviewsIn(site, areaSlug, serviceSlug),
            related: relatedTo(site, { service: serviceSlug, area: areaSlug }),
            faq: { own: notes?.faq ?? [], shared: local ? local.faq : service.faq },
            nearby: (local?.nearby ?? [])
              .slice(0, MAX_NEARBY_LINKS)
              .map((nearby) => serviceInAreaLink(content, language, serviceSlug, nearby)),
            copy,
            bookHref: paths.contact,
          },
        };
      }),
    );
    const problems = overlongProblems(fileOf(servicePageFile), filled);
    if (problems.length > 0) throw new BuildError(problems);
    return pages;
  },
  template: () => import('../../templates/pages/ServiceInAreaPage.tsx').then((module) => module.ServiceInAreaPage),
  lcpImage: (props) => props.image,
  structuredData: (route, kit) => [
    kit.service(route, {
      name: route.label,
      serviceType: route.props.service.title,
      description: route.description,
      image: kit.image(route, route.props.image),
      areaServed: kit.city(route.props.area.name),
      ...(route.props.service.price && { offers: kit.offer(route.props.service.price) }),
    }),
    // Only this service's own questions here: the city's are marked up on the city page, the service's on its page.
    ...kit.faqPage(route.props.faq.own),
  ],
});
