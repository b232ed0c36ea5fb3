/** The site model: what several pages show alike (a service's card, a review, the chips) is made here once, so pages never differ on it. */
import type { ServiceCategory } from '../../templates/components/ServiceCatalog.tsx';
import type { ImageSlotName } from '../../templates/imageSlots.ts';
import { wholeName } from '../../templates/components/nonBreaking.ts';
import { phrase } from '../../templates/phrase.ts';
import { ALL_CHIP_SLUG } from '../../templates/view.ts';
import type {
  ArticleSummary,
  AreaSummary,
  Image,
  JobPhoto,
  JobView,
  Link,
  Price,
  Related,
  ServiceSummary,
  TestimonialView,
} from '../../templates/view.ts';
import type { MarkdownDocument } from '../content/markdown.ts';
import { type ArticleFrontMatter, articlesFolder, articlesPageFile, freePagesFolder, galleryFile, type Job } from '../content/own-pages.ts';
import type { Content, LoadedContent } from '../content/load.ts';
import { mapJson } from '../content/json.ts';
import { hasExpired, type ImageRef, type Service } from '../content/schema.ts';
import { type ContentFile, contentPlace, displayPath } from '../errors.ts';
import { type Language, sameLanguage } from '../strings/index.ts';
import { licenseStatement } from './facts.ts';
import { ownPaths, paths, slugify } from './paths.ts';

/** Resolves a content image, shown in a layout slot, to the files the image stage wrote: the reference content holds, not a copy, so a warning names where it is written. */
export type ImageResolver = (ref: ImageRef, slot: ImageSlotName) => Image;

/** The services page's chips, and the chips each service is filtered under. */
export type Categories = { chips: ServiceCategory[]; filtersOf: (service: string) => string[] };

export type SiteModel = Omit<LoadedContent, 'folders'> & {
  /** The language of the pages (site.json's `language`): its tag and its strings. */
  language: Language;
  categories: Categories;
  areas: AreaSummary[];
  testimonials: TestimonialView[];
  /** The license as pages state it; none when the trade needs none. */
  license: string | undefined;
  /** The articles, newest first (drafts only when the build shows them); none without content/articles/. */
  articles: Array<ArticleSummary & { slug: string; document: MarkdownDocument<ArticleFrontMatter> }>;
};

/** What page types make their pages from: the site model, with the images the image stage made. */
export type PageSources = SiteModel & {
  image: ImageResolver;
  /** A page's hero image, when its copy gives one: half the width of wide screens. */
  hero: (copy: { hero: { image?: ImageRef } }) => Image | undefined;
  services: ServiceSummary[];
  /** The jobs of the gallery, newest first, with their photos; none without content/gallery.json. */
  jobs: Array<JobView & { job: Job }>;
};

export function resolveSite({ folders: _, ...loaded }: LoadedContent, language: Language): SiteModel {
  const { content } = loaded;
  return {
    ...loaded,
    language,
    categories: categoryFilter(content.services, content.site.labels.emergencyCategory),
    areas: Object.entries(content.areas).map(([slug, area]) => ({
      slug,
      name: area.name,
      href: paths.area(slug),
      responseTime: area.responseTime,
      zipCodes: area.zipCodes,
    })),
    testimonials: testimonialViews(content, language),
    license: licenseStatement(content.site, language.strings),
    articles: articleSummaries(loaded.documents(articlesFolder), language),
  };
}

/** The stylesheet of the business's own pages, in the templates' folder, for a site that has some. */
export const OWN_PAGES_CSS = 'own-pages/own-pages.css';

/** The sections of the site's own pages, which take styles of their own and are listed in the hosts' header rules. */
export function ownSections(site: SiteModel): string[] {
  return [
    ...site.documents(freePagesFolder).map((document) => paths.ownPage(document.slug)),
    ...(site.articles.length > 0 ? [ownPaths.articles] : []),
    ...(site.copy(galleryFile) ? [ownPaths.gallery] : []),
  ];
}

/** A day in the pages' language: "March 14, 2025". */
export const dayIn = (language: Language, iso: string, style: 'long' | 'month' = 'long') => ({
  iso,
  label: new Intl.DateTimeFormat(
    language.tag,
    style === 'long' ? { dateStyle: 'long', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' },
  ).format(new Date(`${iso}T00:00:00Z`)),
});

/** A service's price in the pages' language and the site's currency ("From $149", no cents when whole); none once its last day has passed. */
export function priceOf(site: SiteModel, service: Service): Price | undefined {
  const { price } = service;
  if (!price || hasExpired(price)) return undefined;
  const { tag, strings } = site.language;
  const { currency } = site.content.site;
  const whole = Number.isInteger(price.amount) && { minimumFractionDigits: 0 };
  const amount = new Intl.NumberFormat(tag, { style: 'currency', currency, ...whole }).format(price.amount);
  const shown = price.from ? phrase(strings.pages.priceFrom, { price: amount }) : amount;
  const words = price.until ? phrase(strings.pages.priceUntil, { price: shown, date: dayIn(site.language, price.until).label }) : shown;
  return { ...price, currency, words };
}

/** Newest first; on one day, by slug, so the order never depends on the file system's. */
const newestFirst = <Item extends { date: { iso: string } }>(items: Item[], key: (item: Item) => string) =>
  items.sort((a, b) => (a.date.iso !== b.date.iso ? (a.date.iso < b.date.iso ? 1 : -1) : key(a) < key(b) ? -1 : 1));

function articleSummaries(documents: Array<MarkdownDocument<ArticleFrontMatter>>, language: Language): SiteModel['articles'] {
  const summaries = documents.map((document) => ({
    slug: document.slug,
    title: document.data.title,
    href: paths.article(document.slug),
    date: dayIn(language, document.data.date),
    description: document.data.description,
    document,
  }));
  return newestFirst(summaries, (article) => article.slug);
}

/** The largest file of an image, which a photo links to and search engines want: its widest fallback, or the SVG itself. */
export const largestFile = (image: Image) => (image.srcset ? image.srcset.split(', ').at(-1)!.split(' ')[0]! : image.src);

const fullSize = (image: Image): JobPhoto => ({ image, full: largestFile(image) });

/** The gallery's jobs as cards show them, newest first: a job's one photo across its card, more two a row (`pair`). */
function jobViews(site: SiteModel, image: ImageResolver): PageSources['jobs'] {
  const gallery = site.copy(galleryFile);
  if (!gallery) return [];
  const { content, language } = site;
  const { before, after } = language.strings.pages;
  const roleWords = { before, after, photo: undefined };
  const views = gallery.jobs.map((job) => ({
    job,
    title: job.title,
    description: job.description,
    date: dayIn(language, job.date, 'month'),
    place: content.areas[job.area]!.name,
    service: { label: content.services[job.service]!.title, href: paths.service(job.service) },
    photos: job.photos.map((photo) => {
      const label = [roleWords[photo.role], photo.caption].filter(Boolean).join(': ');
      return { ...fullSize(image(photo, job.photos.length > 1 ? 'pair' : 'half')), ...(label && { label }) };
    }),
  }));
  return newestFirst(views, (view) => view.title);
}

/** A job's finished work, shown alone on its card beside other pages' cards: its first "after" photo, else its first other than "before". */
function finishedWork(job: Job): ImageRef {
  return job.photos.find((photo) => photo.role === 'after') ?? job.photos.find((photo) => photo.role === 'photo')!;
}

/**
 * The home page and each town's page show this many services as cards, three rows on a desktop; past it, the home
 * page links to the services page, and a town's page lists the rest as plain links, so every service in it stays linked.
 */
export const MAX_SERVICE_CARDS = 9;

/** At most this many articles or jobs show on a service's or a city's page. */
const MAX_RELATED = 3;

/** The articles and jobs a service's or city's page shows, those about both first; null for none, so the page shows no empty section. */
export function relatedTo(
  site: PageSources,
  about: { service?: string; area?: string },
): { articles: Related<ArticleSummary> | null; work: Related<JobView> | null } {
  const score = (services: string[] | undefined, areas: string[] | undefined) =>
    (about.service !== undefined && services?.includes(about.service) ? 1 : 0) +
    (about.area !== undefined && areas?.includes(about.area) ? 1 : 0);
  const pick = <Item>(items: Array<{ item: Item; score: number }>) =>
    items
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_RELATED)
      .map(({ item }) => item);
  const articles = pick(
    site.articles.map(({ slug: _, document, ...article }) => ({
      item: article,
      score: score(document.data.services, document.data.areas),
    })),
  );
  // On a service's or a city's page a job shows its finished work alone, on a card of the three-column grid.
  const jobs = pick(
    site.jobs.map(({ job, ...view }) => ({
      item: {
        ...view,
        photos: [fullSize(site.image(finishedWork(job), 'card'))],
        // On its service's own pages a job needs no link back to them.
        ...(about.service !== undefined && job.service === about.service && { service: undefined }),
      },
      score: score([job.service], [job.area]),
    })),
  );
  const articlesCopy = site.copy(articlesPageFile);
  const gallery = site.copy(galleryFile);
  return {
    articles:
      articles.length > 0 && articlesCopy
        ? { ...articlesCopy.related, items: articles, all: { label: articlesCopy.heading, href: ownPaths.articles } }
        : null,
    work: jobs.length > 0 && gallery ? { ...gallery.recent, items: jobs, all: { label: gallery.heading, href: ownPaths.gallery } } : null,
  };
}

/** The model with the images of the image stage: every service's card. */
export function withImages(site: SiteModel, image: ImageResolver): PageSources {
  const services = Object.entries(site.content.services).map(([slug, service]) => ({
    slug,
    title: service.title,
    href: paths.service(slug),
    image: image(service.image, 'card'),
    category: service.card.category,
    filterCategories: site.categories.filtersOf(slug),
    description: service.card.description,
    features: service.card.features,
    price: priceOf(site, service),
  }));
  return { ...site, image, hero: (copy) => copy.hero.image && image(copy.hero.image, 'half'), services, jobs: jobViews(site, image) };
}

/**
 * The services page's chips. A chip's slug is an id and a CSS class name in the page, so a label of no letters a-z, or one whose
 * slug another has, gets one of its own; no chips at all when none would narrow the list.
 */
export function categoryFilter(services: Content['services'], emergencyLabel: string): Categories {
  const byLabel = new Map<string, ServiceCategory>();
  const taken = new Set([ALL_CHIP_SLUG]);
  const chipOf = (label: string) => {
    if (byLabel.has(label)) return byLabel.get(label)!;
    const base = slugify(label) || 'category';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    const chip = { slug, label, count: 0 };
    byLabel.set(label, chip);
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

/** Every review as cards show it, in content order: its service as a link, and when ("March 2025") and where it was posted. */
function testimonialViews(content: Content, pages: Language): TestimonialView[] {
  return content.testimonials.testimonials.map(({ area: _, service: slug, date, sample, language, ...testimonial }) => ({
    ...testimonial,
    ...(language && !sameLanguage(language, pages.tag) && { lang: language }),
    service: { label: content.services[slug]!.title, href: paths.service(slug) },
    date: dayIn(pages, date, 'month'),
    sample: sample ?? false,
  }));
}

/** A service's name as it reads mid-sentence: "drain cleaning"; a word in capitals is an acronym and stays so ("AC repair"). */
export function serviceInText(service: Service): string {
  return service.nameInText ?? service.title.replace(/\p{L}+/gu, (word) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase()));
}

/** Where a city's own words go, for the report: its local file, said to be one to write where there is none yet. */
export function localWordsIn(site: SiteModel, areaSlug: string): { file: string; place: string } {
  const file = displayPath(site.localFileOf(areaSlug).path);
  const place = site.content.areas[areaSlug]!.name;
  return { file: areaSlug in site.content.local ? file : `${file} (a new file, as docs/local-pages.md shows)`, place };
}

/** A link to a service in a city, named for both: "A service in Springfield", the city's name kept on one line. */
export function serviceInAreaLink(content: Content, language: Language, serviceSlug: string, areaSlug: string): Link {
  const name = serviceInText(content.services[serviceSlug]!);
  return {
    label: phrase(language.strings.pages.serviceInArea, {
      service: `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
      area: wholeName(content.areas[areaSlug]!.name),
    }),
    href: paths.serviceInArea(serviceSlug, areaSlug),
  };
}

/** A city's pages show at most this many of its reviews. */
const MAX_REVIEWS = 3;

/** Reviews from customers in a city, those about `serviceSlug` first. */
export function reviewsIn(site: SiteModel, areaSlug: string, serviceSlug?: string): TestimonialView[] {
  const inArea = site.content.testimonials.testimonials.flatMap((testimonial, index) =>
    testimonial.area === areaSlug ? [{ view: site.testimonials[index]!, first: testimonial.service === serviceSlug }] : [],
  );
  return [...inArea.filter((review) => review.first), ...inArea.filter((review) => !review.first)]
    .slice(0, MAX_REVIEWS)
    .map((review) => review.view);
}

/** A place in content that holds a text, as messages name it (`content/areas.json:31:7: <city>.whyChoose[0]`), and its record (file and first key). */
export type WrittenAt = { place: string; record: string };

/** Every place in content that holds a text. */
export function whereWritten(site: SiteModel): (text: string) => WrittenAt[] {
  const strings: Array<{ text: string; file: ContentFile; where: PropertyKey[] }> = [];
  const walk = (file: ContentFile, value: unknown) =>
    mapJson(value, (item, where) => {
      if (typeof item === 'string') strings.push({ text: item, file, where });
      return undefined;
    });
  for (const { spec, value } of site.files) walk(site.fileOf(spec), value);
  for (const [slug, local] of Object.entries(site.content.local)) walk(site.localFileOf(slug), local);
  return (text) =>
    strings
      .filter((string) => string.text.includes(text))
      .map(({ file, where }) => ({ place: contentPlace(file, where), record: `${file.path}#${String(where[0])}` }));
}
