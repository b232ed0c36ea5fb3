import type { ServiceInAreaPageProps } from '../../templates/pages/ServiceInAreaPage.tsx';
import { META_LIMITS, tooLong } from '../content/limits.ts';
import { servicePageFile } from '../content/page-schema.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import { BuildError, type ContentFile, contentPlace, contentProblem } from '../errors.ts';
import { hasLocalNotes, localWordsIn, relatedTo, reviewsIn, serviceInAreaLink, serviceInText } from '../pages/model.ts';
import { paths } from '../pages/paths.ts';
import { type PageEntry, pageType } from './page-type.ts';
import { siteFiles } from '../content/load.ts';
import { localSpecOf } from '../content/local.ts';
import { phrase } from '../../templates/phrase.ts';

/** A service-in-city page links the same service in at most this many nearby cities, nearest first. */
const MAX_NEARBY_LINKS = 4;

/** Of each meta field too long once filled: its longest page and how many are, so that one line, not one a page, names it. */
type Overlong = Partial<Record<keyof typeof META_LIMITS, { label: string; value: string; count: number }>>;

/** Filled titles can outgrow what the content schema checked on the text with placeholders. */
function noteOverlong(overlong: Overlong, meta: Record<keyof typeof META_LIMITS, string>, label: string): void {
  for (const field of ['title', 'description'] as const) {
    const [value, worst] = [meta[field], overlong[field]];
    if (value.length > META_LIMITS[field])
      overlong[field] = { ...(worst && worst.value.length >= value.length ? worst : { label, value }), count: (worst?.count ?? 0) + 1 };
  }
}

function overlongProblems(file: ContentFile, overlong: Overlong): string[] {
  const fix = "shorten it, or fill it with shorter names: {serviceInText} is a service's nameInText, which may be shorter than its title";
  return (['title', 'description'] as const).flatMap((field) => {
    const worst = overlong[field];
    if (!worst) return [];
    const more = worst.count > 1 ? `; ${worst.count - 1} more ${worst.count > 2 ? 'pages have' : 'page has'} it too long as well` : '';
    return [
      contentProblem(
        file,
        ['inAreaMeta', { key: field, label: worst.label }],
        `${tooLong(worst.value, META_LIMITS[field])}${more}; ${fix}`,
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
    const overlong: Overlong = {};
    const pages = Object.entries(content.areas).flatMap(([areaSlug, area]) =>
      Object.entries(content.services).map(([serviceSlug, service]): PageEntry<ServiceInAreaPageProps> => {
        const values = { service: service.title, serviceInText: serviceInText(service), area: area.name };
        const copy = fillPagePlaceholders(site.copy(servicePageFile), values);
        const label = `for ${serviceSlug} in ${areaSlug}`;
        noteOverlong(overlong, copy.inAreaMeta, label);
        const local = content.local[areaSlug];
        const notes = local?.services[serviceSlug];
        return {
          path: paths.serviceInArea(serviceSlug, areaSlug),
          label: phrase(language.strings.pages.serviceInArea, { service: service.title, area: area.name }),
          ...copy.inAreaMeta,
          source: contentPlace(fileOf(servicePageFile), [{ key: 'inAreaMeta', label }]),
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
            ownContent:
              hasLocalNotes(content, serviceSlug, areaSlug) ||
              site.jobs.some(({ job }) => job.service === serviceSlug && job.area === areaSlug),
            copyOf: paths.service(serviceSlug),
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
            phone: content.site.phone,
            bookHref: paths.contact,
          },
        };
      }),
    );
    const problems = overlongProblems(fileOf(servicePageFile), overlong);
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
    }),
    // Only this service's own questions here: the city's are marked up on the city page, the service's on its page.
    ...kit.faqPage(route.props.faq.own),
  ],
});
