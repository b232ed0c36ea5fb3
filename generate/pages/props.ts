/** What each page template receives, made from content: summaries, per-template props, the LCP image. */
import type { CoveragePageProps } from '../../templates/pages/CoveragePage.tsx';
import type { ServiceCategory } from '../../templates/components/ServiceCatalog.tsx';
import type { AreaSummary, Coverage, Image, ServiceSummary, StreetAddress, TestimonialView } from '../../templates/view.ts';
import type { Content } from '../content/load.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import { paths, slugify } from './paths.ts';
import type { ImageResolver, Page } from './routes.ts';

export function coverageProps(
  content: Content,
  copy: Content['contactPage'],
  areas: AreaSummary[],
  image: ImageResolver,
  areaLayout: CoveragePageProps['areaLayout'],
): CoveragePageProps {
  const { site } = content;
  return {
    copy,
    phone: site.phone,
    heroImage: copy.hero.image ? image(copy.hero.image, 'half') : undefined,
    homeCity: site.homeCity,
    coverage: coverageView(site),
    address: streetAddress(site),
    guarantees: site.guarantees,
    areas,
    areaLayout,
    license: licenseStatement(site),
    neighborhoods: Object.entries(content.areas).flatMap(([slug, area]) => {
      const local = content.local[slug];
      return local ? [{ area: { label: area.name, href: paths.area(slug) }, names: local.neighborhoods }] : [];
    }),
  };
}

/** A list as the site's copy writes one, without the serial comma: "A", "A and B", "A, B and C" (as British English lists). */
const asList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** The coverage as pages show it: the zones joined as a sentence names them, and the main one apart from the others. */
function coverageView(site: Content['site']): Coverage {
  const { zones, ...facts } = site.coverage;
  const [main, ...others] = zones;
  const { labels } = site;
  return {
    ...facts,
    area: asList.format(zones),
    zones: [
      { label: labels.primaryZone ?? (others.length > 0 ? 'Primary zone' : 'Service zone'), names: main! },
      ...(others.length > 0
        ? [{ label: labels.otherZones ?? (others.length > 1 ? 'Secondary zones' : 'Secondary zone'), names: asList.format(others) }]
        : []),
    ],
  };
}

export function serviceSummaries(content: Content, image: ImageResolver): ServiceSummary[] {
  const { filtersOf } = categoryFilter(content.services, content.site.labels.emergencyCategory);
  return Object.entries(content.services).map(([slug, service]) => ({
    slug,
    title: service.title,
    href: paths.service(slug),
    image: image(service.image, 'card'),
    category: service.card.category,
    filterCategories: filtersOf(slug),
    description: service.card.description,
    features: service.card.features,
    emergency: service.emergency,
  }));
}

/** The chip ServiceCatalog puts first, for every service: no category may take its slug. */
const ALL_CHIP_SLUG = 'all';

/**
 * The services page's chips: each card category in order of first use, then the emergency chip
 * (`emergencyLabel`) when some service is an emergency one (shared with a category of that name), each counted; and the chips
 * each service shows under. A chip's slug is its label's (an id and a CSS class name in the page),
 * made unique: a label of no letters a-z, or one whose slug another has, gets one of its own. No
 * chips at all when none would narrow the list (one category, no emergency service set apart).
 */
export function categoryFilter(
  services: Content['services'],
  emergencyLabel: string,
): { chips: ServiceCategory[]; filtersOf: (service: string) => string[] } {
  const byLabel = new Map<string, ServiceCategory>();
  const taken = new Set([ALL_CHIP_SLUG]);
  const chipOf = (label: string) => {
    let chip = byLabel.get(label);
    if (!chip) {
      const base = slugify(label) || 'category';
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      taken.add(slug);
      chip = { slug, label, count: 0 };
      byLabel.set(label, chip);
    }
    return chip;
  };
  const entries = Object.entries(services);
  const chipsOf = new Map(entries.map(([slug, service]) => [slug, new Set([chipOf(service.card.category)])]));
  if (entries.some(([, service]) => service.emergency)) {
    const emergency = chipOf(emergencyLabel);
    for (const [slug, service] of entries) if (service.emergency) chipsOf.get(slug)!.add(emergency);
  }
  for (const chips of chipsOf.values()) for (const chip of chips) chip.count += 1;
  const chips = [...byLabel.values()];
  if (chips.every((chip) => chip.count === entries.length)) return { chips: [], filtersOf: () => [] };
  return { chips, filtersOf: (slug) => [...chipsOf.get(slug)!].map((chip) => chip.slug) };
}

/**
 * The category slugs the services page filters by, for the stylesheet's filter rules: the services
 * page's own chips (`categoryFilter`), made from content alone, so that the stylesheet can
 * compile before images and routes are made.
 */
export function filterCategorySlugs(content: Content): string[] {
  return categoryFilter(content.services, content.site.labels.emergencyCategory).chips.map((category) => category.slug);
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
  return mapsSearch(site, `${place}, ${site.region}`);
}

function mapsSearch(site: Content['site'], query: string): string {
  return `${site.mapsSearchUrl}${encodeURIComponent(query)}`;
}

/** The business's street address with the site's region and country where it leaves them out; none for a service-area business. */
export function postalAddress(site: Content['site']) {
  return site.address && { region: site.region, country: site.country, ...site.address };
}

/** The street address as pages show it; none for a service-area business. */
export function streetAddress(site: Content['site']): StreetAddress | undefined {
  const address = postalAddress(site);
  if (!address) return undefined;
  const lines = [address.street, `${address.locality}, ${address.region}${address.postalCode ? ` ${address.postalCode}` : ''}`];
  return {
    lines,
    mapsUrl: mapsSearch(site, lines.join(', ')),
    labels: { heading: site.labels.visitUs, directions: site.labels.directions },
  };
}

/**
 * The license as pages state it: its wording, its own fields filled in; without one, a plain
 * statement of what the license has ("Board of Examiners, Master Electrician license #E-1234").
 */
export function licenseStatement(site: Content['site']): string | undefined {
  const { license } = site;
  if (!license) return undefined;
  const wording =
    license.wording ?? `{authority}${license.kind ? ', {kind}' : ''} license #{number}${license.holder ? ', held by {holder}' : ''}`;
  return fillPagePlaceholders(wording, {
    authority: license.authority,
    number: license.number,
    ...(license.kind && { kind: license.kind }),
    ...(license.holder && { holder: license.holder }),
  });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Every review as cards show it, in content order: its service as a link, and when and where it was posted. */
export function testimonialViews(content: Content, services: ServiceSummary[]): TestimonialView[] {
  return content.testimonials.testimonials.map(({ area: _, service: slug, date, sample, ...testimonial }) => {
    const service = services.find((summary) => summary.slug === slug)!;
    const [year, month] = date.split('-');
    return {
      ...testimonial,
      service: { label: service.title, href: service.href },
      date: { iso: date, label: `${MONTHS[Number(month) - 1]} ${year}` },
      sample: sample ?? false,
    };
  });
}

/** The page's largest image above the fold, which gets fetchpriority="high" and a preload: its hero image. */
export function lcpImage(page: Page): Image | undefined {
  switch (page.template) {
    case 'service':
    case 'serviceInArea':
      return page.props.image;
    case 'area':
    case 'notFound':
      return undefined;
    default:
      return page.props.heroImage;
  }
}
