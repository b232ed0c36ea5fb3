import type {
  BreadcrumbList,
  ContactPoint,
  FAQPage,
  ImageObject,
  LocalBusiness,
  Offer,
  PostalAddress,
  Thing,
  WithContext,
} from 'schema-dts';
import type { Phone, Price, Question, SocialImage } from '../../templates/view.ts';
import type { Content } from '../content/load.ts';
import { ICON_FILES, ICON_SIZES } from '../images/icons.ts';
import { isRoundTheClock } from '../content/site/hours.ts';
import { ALL_WEEK, hoursSpecification } from '../pages/hours.ts';
import type { JsonLdKit, Node, Route } from '../page-types/page-type.ts';
import { postalAddress, zoneNames } from '../pages/facts.ts';
import { largestFile } from '../pages/model.ts';
import { absoluteUrl, paths } from '../pages/paths.ts';

/**
 * JSON-LD per Google's structured-data guidelines: a question repeated on many pages is marked up on one only, and the business
 * gets no review ratings, as Google ignores self-serving reviews.
 */
export type JsonLd = WithContext<Thing>;

/** Google reads `image` and `logo` only as JPEG, PNG, WebP or GIF files, never SVG, so an illustration gives nothing. */
function imageObject(url: string, { width, height }: { width: number; height: number }): ImageObject {
  const pixels = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' }) as const;
  return { '@type': 'ImageObject', url, width: pixels(width), height: pixels(height) };
}

/** A page's social card (its og:image, 1200×630) as an image for search engines. */
const cardImage = (card: SocialImage): ImageObject => imageObject(card.url, card);

/**
 * Text that pages in several languages give under one @id, tagged with its language (a JSON-LD value object), so
 * that the business has one description a language rather than several untagged ones that disagree. schema-dts
 * types schema.org's Text as a string alone, hence the cast. One language is left as it was.
 */
const languageTagged = (text: string, language: string | undefined): string =>
  (language === undefined ? text : { '@value': text, '@language': language }) as unknown as string;

/** The most cities the business node lists by name; beyond it, every zone of `site.coverage`. */
export const MAX_CITIES_LISTED = 24;

/** A phone line of a site in several languages, and the languages it is answered in (schema.org's `availableLanguage`). */
export type PhoneLine = { telephone: string; availableLanguage: string[] };

/**
 * A site in several languages, as one page's JSON-LD sees it: the page's language, every phone line, and the main
 * language's phone, the business's own on every page (a translation's line is one of its contact points).
 */
export type Languages = { tag: string; lines: PhoneLine[]; mainPhone: Phone };

/** The business every page shares is made once: made per page, it was most of a warm build for a business in a thousand cities. */
export function structuredData(content: Content, cardAt: (path: string) => SocialImage, languages?: Languages): (route: Route) => JsonLd[] {
  const { site } = content;
  const phone = languages?.mainPhone ?? site.phone;
  const url = (path: string) => absoluteUrl(site.baseUrl, path);
  const business = { '@id': `${url(paths.home)}#business` };
  const city = (name: string): Node<'City'> => ({ '@type': 'City', name: `${name}, ${site.region}` });
  const cities = Object.values(content.areas).map((area) => city(area.name));
  // Every page carries the business: past a few dozen cities, the list of cities would be most of each
  // page's bytes, so the business names the zones it covers (counties, districts) instead.
  const zones = zoneNames(site).map(
    (zone): Node<'AdministrativeArea'> => ({ '@type': 'AdministrativeArea', name: `${zone}, ${site.region}` }),
  );

  const emergencyContact = emergencyContactOf(site, phone);
  const contactPoints: ContactPoint[] = [
    ...(emergencyContact ? [emergencyContact] : []),
    ...(languages?.lines ?? []).map((line): ContactPoint => ({ '@type': 'ContactPoint', contactType: 'customer service', ...line })),
  ];

  // The type name comes from content (site.businessType); its properties are LocalBusiness's.
  const businessNode: Node<'LocalBusiness'> = {
    '@type': site.businessType as 'LocalBusiness',
    ...business,
    name: site.businessName,
    telephone: phone.e164,
    ...(site.email && { email: site.email }),
    url: url(paths.home),
    logo: imageObject(url(`/${ICON_FILES.large}`), ICON_SIZES.large),
    image: cardImage(cardAt(paths.home)),
    description: languageTagged(site.footer.description, languages?.tag),
    foundingDate: String(site.foundingYear),
    address: addressNode(site),
    areaServed: cities.length <= MAX_CITIES_LISTED ? cities : zones,
    openingHoursSpecification: hoursSpecification(site.hours),
    ...(contactPoints.length > 0 && { contactPoint: contactPoints.length === 1 ? contactPoints[0] : contactPoints }),
    ...(site.profiles && site.profiles.length > 0 && { sameAs: site.profiles }),
    ...(site.mapUrl && { hasMap: site.mapUrl }),
    ...(site.priceRange && { priceRange: site.priceRange }),
  } satisfies LocalBusiness;
  const kit: JsonLdKit = {
    areaServed: businessNode.areaServed!,
    city,
    service: (route, node) => ({ '@type': 'Service', ...node, url: url(route.path), provider: business }),
    image: (route, image) => (image.src.endsWith('.svg') ? cardImage(cardAt(route.path)) : imageObject(url(largestFile(image)), image)),
    faqPage,
    offer,
    // Google's article guidelines recommend an image: without a photo of its own, the page's social card.
    article: (route, node) => ({
      '@type': 'BlogPosting',
      ...node,
      // An article signed with the business's name is the business's, not a person's of that name.
      ...(sameName((node.author as { name?: unknown } | undefined)?.name, site.businessName) && { author: business }),
      ...(!node.image && { image: cardImage(cardAt(route.path)) }),
      url: url(route.path),
      mainEntityOfPage: url(route.path),
      publisher: business,
    }),
    webPage: (route, node) => ({ '@type': 'WebPage', ...node, url: url(route.path), publisher: business }),
    // What Google's site names read on a home page: the site's name and its home's URL.
    webSite: (route) => ({
      '@type': 'WebSite',
      '@id': `${url(route.path)}#website`,
      name: site.businessName,
      url: url(route.path),
      ...(languages && { inLanguage: languages.tag }),
      publisher: business,
    }),
    photo: (image, node) => {
      const file = url(largestFile(image));
      return { ...imageObject(file, image), contentUrl: file, ...node, creator: business, creditText: site.businessName };
    },
  };
  return (route) => {
    const nodes: Thing[] = [businessNode, ...inLanguage(route.type.structuredData?.(route, kit) ?? [], route, url, languages?.tag)];
    if (route.breadcrumbs.length > 0) nodes.push(breadcrumbList(route, url));
    return nodes.map((node) => ({ '@context': 'https://schema.org', ...(node as object) }) as JsonLd);
  };
}

/** A page's breadcrumbs, from the home page to itself. */
function breadcrumbList(route: Route, url: (path: string) => string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: route.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: url(crumb.href),
    })),
  };
}

/** The business's postal address: its street address when customers visit it, else its city alone. */
function addressNode(site: Content['site']): PostalAddress {
  const address = postalAddress(site);
  return {
    '@type': 'PostalAddress',
    // A service-area business: its city, never a street (Google's business profile guidelines).
    ...(address && { streetAddress: address.street }),
    addressLocality: address?.locality ?? site.homeCity,
    addressRegion: address?.region ?? site.region,
    ...(address?.postalCode && { postalCode: address.postalCode }),
    addressCountry: address?.country ?? site.country,
  };
}

/** An emergency line's contact point, saying when it answers, unless the business itself is open round the clock on that number (`phone`). */
function emergencyContactOf(site: Content['site'], phone: Phone): ContactPoint | false {
  const { emergency } = site;
  return (
    emergency.availability !== 'none' &&
    (!isRoundTheClock(site.hours) || emergency.phone !== undefined) && {
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: (emergency.phone ?? phone).e164,
      hoursAvailable: hoursSpecification(emergency.availability === 'on-call' ? emergency.hours! : ALL_WEEK),
    }
  );
}

/** Questions and answers as a FAQPage, or nothing for none. */
function faqPage(questions: Question[]): FAQPage[] {
  const mainEntity = questions.map(({ question, answer }) => ({
    '@type': 'Question' as const,
    name: question,
    acceptedAnswer: { '@type': 'Answer' as const, text: answer },
  }));
  return questions.length === 0 ? [] : [{ '@type': 'FAQPage', mainEntity }];
}

/**
 * A service's price as an Offer, a special valid through its last day. schema.org's `price` is the offer's price, so a
 * starting price is given only as the lowest of a range (PriceSpecification's `minPrice`).
 */
function offer({ amount, currency, from, until }: Price): Offer {
  return {
    '@type': 'Offer',
    ...(from ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: amount, priceCurrency: currency } } : { price: amount }),
    priceCurrency: currency,
    ...(until && { validThrough: until }),
  };
}

/** The kinds of node a page gives that stand for the page (a WebPage and its kinds, as FAQPage) or its text, saying which language they are in. */
const WRITTEN = new Set(['WebPage', 'FAQPage', 'BlogPosting', 'CollectionPage', 'ImageGallery']);

/**
 * On a site in several languages, the language and URL of a page's writing nodes, or a WebPage that says them: a
 * page's FAQPage is the page itself, so a second page node for the same URL would make one page two, and it is
 * named by the page's title as that WebPage is (an article has its headline). One language is left as it was.
 */
function inLanguage(nodes: Thing[], route: Route, url: (path: string) => string, language: string | undefined): Thing[] {
  if (language === undefined) return nodes;
  const written = (node: Thing) => typeof node === 'object' && WRITTEN.has(String((node as { '@type'?: unknown })['@type']));
  const saying = (node: object) =>
    ({
      ...node,
      ...(!('name' in node) && !('headline' in node) && { name: route.title }),
      ...(!('url' in node) && { url: url(route.path) }),
      inLanguage: language,
    }) as Thing;
  if (nodes.some(written)) return nodes.map((node) => (written(node) ? saying(node as object) : node));
  return [...nodes, { '@type': 'WebPage', url: url(route.path), name: route.title, inLanguage: language }];
}

/** Two names alike but for case and spacing: a byline typed in capitals, or with a space too many. */
const sameName = (name: unknown, other: string) =>
  typeof name === 'string' && name.trim().replace(/\s+/g, ' ').toLowerCase() === other.trim().replace(/\s+/g, ' ').toLowerCase();
