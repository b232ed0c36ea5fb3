/** The business's own pages: Markdown pages, articles, the gallery; each optional, and a site without them shows nothing of them. */
import { z } from 'zod';
import type { JsonPath } from '../errors.ts';
import { HASHED_ASSETS_PATH } from '../hosting/headers.ts';
import { LIST_PAGE, ownPaths, paths, sectionsIn } from '../pages/paths.ts';
import { LANGUAGES, languageName, languageOf, prefixOf, sameLanguage } from '../strings/index.ts';
import { META_LIMITS } from './limits.ts';
import { type ContentFileSpec, unknownServiceAndArea, unknownSlug } from './load.ts';
import type { KnownSlugs, MarkdownFolder } from './markdown.ts';
import {
  addProblem,
  contentFile,
  daySchema,
  hasCome,
  imageRefSchema,
  metaSchema,
  metaText,
  pastDaySchema,
  sectionSchema,
  slug,
  text,
} from './schema.ts';

const menuFields = {
  menu: z
    .enum(['header', 'footer', 'both'])
    .describe(
      'Where the page is linked: "header" (the header\'s menu), "footer" (the footer\'s quick links) or "both". Left out: in no menu.',
    )
    .optional(),
  order: z
    .number()
    .int()
    .min(1)
    .describe("Its place in the menus it is in: 1 is first. Left out: after the site's own pages, in the order of the file names.")
    .optional(),
};

const slugList = (what: string) => z.array(slug).min(1).describe(what).optional();

/** The names a renamed file had, each redirected to its address now, as a service's former slugs are. */
const formerSlugs = (example: string) =>
  slugList(
    `The names this file had before, each once: its address under each, in every language, is redirected to its page now. ["${example}"]`,
  );

const draftSchema = z.boolean().describe('A draft: npm run dev shows it, npm run build leaves it out.').optional();

const searchFields = {
  title: metaSchema.shape.title,
  description: metaText(META_LIMITS.description).describe(
    `The search-result description (at most ${META_LIMITS.description} characters); an article's summary on its card and in the feed.`,
  ),
};

/** The front matter of a page of the business's own: content/pages/<slug>.md, at /<slug>/. */
const pageFrontMatter = z
  .strictObject({
    ...searchFields,
    heading: text.describe('The page\'s heading, and its name in menus and breadcrumbs: "Financing".'),
    intro: text.describe('A sentence under the heading.').optional(),
    hero: imageRefSchema.describe('A photo beside the heading.').optional(),
    ...menuFields,
    formerSlugs: formerSlugs('payment-plans'),
    draft: draftSchema,
  })
  .describe('The front matter of a page of your own (content/pages/<slug>.md): its search title and description, heading and menu.');

/** The front matter of an article: content/articles/<slug>.md, at /articles/<slug>/. */
const articleFrontMatter = z
  .strictObject({
    ...searchFields,
    date: daySchema.describe('The day it was published: "2025-03-14".'),
    updated: daySchema.describe('The day it was last changed, when it was: "2025-06-01".').optional(),
    author: text.describe('Who wrote it, by name alone: "Sam Lee".'),
    authorTitle: text
      .describe('The author\'s job title, shown after the name and given to search engines as their jobTitle: "lead technician".')
      .optional(),
    image: imageRefSchema.describe('A photo at the top of the article, and on its card in search results.').optional(),
    services: slugList('Slugs of the services it is about: it links to them, and shows on their pages.'),
    areas: slugList('Slugs of the areas it is about: it shows on their pages.'),
    formerSlugs: formerSlugs('first-article'),
    draft: draftSchema,
  })
  .superRefine((article, context) => {
    if (article.updated !== undefined && article.updated < article.date)
      addProblem(context, `is before the article's date, ${article.date}`, ['updated']);
  })
  .describe('The front matter of an article (content/articles/<slug>.md).');

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;

const unknownSlugs = (list: string[] | undefined, known: KnownSlugs, kind: 'service' | 'area', at: JsonPath) =>
  (list ?? []).flatMap((value, index) => unknownSlug(value, known, kind, [...at, index]));

/** A page at the slug of a service's or an area's page: the two would compete in searches, each weaker than one alone. */
function samePlaceAs(pageSlug: string, known: KnownSlugs): string[] {
  const pages = [
    ...(known.services?.includes(pageSlug) ? [{ what: "the service's page", at: paths.service(pageSlug) }] : []),
    ...(known.areas?.includes(pageSlug) ? [{ what: "the service area's page", at: paths.area(pageSlug) }] : []),
  ];
  return pages.map(
    ({ what, at }) =>
      `builds ${paths.ownPage(pageSlug)} beside ${what} ${at}, two pages competing for the same searches; give the file another name, or link to ${at} instead`,
  );
}

export const freePagesFolder: MarkdownFolder<typeof pageFrontMatter> = {
  folder: 'pages',
  frontMatter: pageFrontMatter,
  address: paths.ownPage,
  // Hosts cache /assets/ for a year, and /es/ is the Spanish pages' folder whether or not the site has them yet.
  reserved: {
    names: [HASHED_ASSETS_PATH.slice(1, -1), ...LANGUAGES.map((tag) => new Intl.Locale(tag).language)],
    why: () => 'the name of a folder the build writes itself (the site’s files, or a language’s pages)',
  },
  warn: samePlaceAs,
};

/**
 * Why an article may not be named `name`: the site's languages (`languages`, the main one first) whose list of articles
 * puts its later pages there, at their addresses; else the languages a translation into would, at theirs.
 */
function laterPagesWhy(name: string, languages: string[]): string {
  const named = (tag: string) => languageOf(tag).strings.sections.page === name;
  const laterPages = (tag: string, prefix: string) =>
    sectionsIn(languageOf(tag).strings.sections, prefix)(paths.listPage(ownPaths.articles, 2));
  const here = languages.flatMap((tag, index) => (named(tag) ? [laterPages(tag, index === 0 ? '' : prefixOf(tag))] : []));
  if (here.length > 0) return `where the list of articles puts its later pages (${here.join(', ')})`;
  const others = LANGUAGES.filter((tag) => named(tag) && !languages.some((own) => sameLanguage(own, tag)));
  const names = new Intl.ListFormat('en', { type: 'disjunction' }).format(others.map(languageName));
  const at = others.map((tag) => laterPages(tag, prefixOf(tag))).join(', ');
  return `where a translation into ${names} would put the later pages of the list of articles (${at})`;
}

export const articlesFolder: MarkdownFolder<typeof articleFrontMatter> = {
  folder: 'articles',
  frontMatter: articleFrontMatter,
  address: paths.article,
  // In every language's word, whichever the pages' own: /articulos/pagina/2/ on a Spanish-first site, and a translation's to come.
  reserved: {
    names: [...new Set([LIST_PAGE, ...LANGUAGES.map((tag) => languageOf(tag).strings.sections.page)])],
    why: laterPagesWhy,
  },
  check: (article, known: KnownSlugs) => [
    ...unknownSlugs(article.services, known, 'service', ['services']),
    ...unknownSlugs(article.areas, known, 'area', ['areas']),
  ],
  // As Hugo does: an article dated in the future waits for a build on or after its day.
  notYet: ({ date }) =>
    hasCome(date)
      ? undefined
      : { where: ['date'], note: `${date} is in the future, so the article is left out; build and publish again on ${date} to publish it` },
};

const articlesPageSchema = contentFile('The words of the articles: their index pages, and what every article shares.', {
  meta: metaSchema,
  heading: text.describe('The heading of the index, and its name in menus and breadcrumbs: "Tips & Advice".'),
  intro: text,
  ...menuFields,
  feed: text.describe('The title of the articles\' Atom feed: "Tips from {business}".'),
  related: sectionSchema.describe('The articles shown on the pages of the services and areas they are about.'),
  services: sectionSchema.describe('The links at the end of an article to the services it is about.'),
  callCard: z.strictObject({ heading: text, text: text }).describe('The call card that ends every article.'),
});

/** The words of the articles' index, read when there are articles. */
export const articlesPageFile = {
  file: 'pages/articles.json',
  schema: articlesPageSchema,
  optional: true,
} satisfies ContentFileSpec<typeof articlesPageSchema>;

const photoSchema = imageRefSchema
  .extend({
    // A job's photo is what its card and the gallery show, never decoration: "" would leave a screen reader nothing.
    alt: z
      .string()
      .trim()
      .min(1, 'must not be empty: say what the photo shows, for those who cannot see it')
      .describe('What the photo shows, for those who cannot see it: "An old gray fuse box with six fuses".'),
    caption: text.describe('A line under the photo: "The old panel, with its fuses".').optional(),
    role: z
      .enum(['before', 'after', 'photo'])
      .describe('"before" and "after" are labelled so in words under the photo, each beside the other; "photo" is any other.'),
  })
  .describe('A photo of the job.');

const jobSchema = z
  .strictObject({
    title: text.describe('What was done: "New 200-amp panel".'),
    date: pastDaySchema('it was done').describe('When it was done: "2025-03-14".'),
    description: text.describe('A sentence or two about the job.'),
    service: slug.describe("The slug of its service: the job shows on that service's pages."),
    area: slug.describe("The slug of its area: the job shows on that city's pages."),
    photos: z
      .array(photoSchema)
      .min(1, 'needs at least one photo')
      .max(6, 'shows at most 6 photos')
      // Its card on other pages shows the finished work alone: a "before" photo there would pass for the result.
      .refine((photos) => photos.length === 0 || photos.some(({ role }) => role !== 'before'), {
        error: 'needs a photo of the finished work ("after" or "photo") beside its "before" photos',
      }),
  })
  .describe('A job, with its photos.');

const gallerySchema = contentFile('The gallery of your work: its page, and the jobs it shows, newest first.', {
  meta: metaSchema,
  heading: text.describe('The heading of the gallery, and its name in menus and breadcrumbs: "Our Work".'),
  intro: text,
  ...menuFields,
  recent: sectionSchema.describe('The jobs shown on the pages of their service and area.'),
  jobs: z.array(jobSchema).min(1, 'needs at least one job'),
});

export type Job = z.infer<typeof jobSchema>;

export const galleryFile = {
  file: 'gallery.json',
  schema: gallerySchema,
  optional: true,
  check: (gallery, known) =>
    gallery.jobs.flatMap((job, index) => unknownServiceAndArea(job, known, ['jobs', { key: index, label: job.title }])),
} satisfies ContentFileSpec<typeof gallerySchema>;
