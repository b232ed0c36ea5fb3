/**
 * The business's own pages, in content: Markdown pages of its own (content/pages/*.md), articles
 * (content/articles/*.md, with the words of their index in content/pages/articles.json) and the
 * gallery of its work (content/gallery.json). Each is optional: a site without them has none of
 * their pages, and its other pages show nothing of them.
 */
import { z } from 'zod';
import { expectedOneOf, type JsonPath } from '../errors.ts';
import { META_LIMITS, tooLong } from './limits.ts';
import type { ContentFileSpec } from './load.ts';
import type { KnownSlugs, MarkdownFolder } from './markdown.ts';
import { contentFile, imageRefSchema, metaSchema, metaText, sectionSchema, slug, text } from './schema.ts';

/** A calendar day as written in content: "2025-03-14". */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, such as "2025-03-14"')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'is not a day of the calendar');

const menuSchema = z
  .enum(['header', 'footer'])
  .describe(
    'Where the page is linked: "header" (the header\'s menu, and the footer\'s quick links) or "footer" (the quick links only). Left out: in no menu.',
  );

const draftSchema = z.boolean().describe('A draft: npm run dev shows it, npm run build leaves it out.').optional();

/** A page's search title: its own `metaTitle`, else its title, which must then fit. */
const searchTitle = <Data extends { title: string; metaTitle?: string | undefined }>(data: Data, context: z.RefinementCtx) => {
  if (data.metaTitle === undefined && data.title.length > META_LIMITS.title)
    context.addIssue({
      code: 'custom',
      path: ['title'],
      message: `${tooLong(data.title, META_LIMITS.title)}; shorten it, or give a shorter "metaTitle" for search results`,
    });
};

const frontMatterFields = {
  title: text.describe("The page's heading, its name in menus and breadcrumbs, and its search title unless metaTitle is given."),
  metaTitle: metaText(META_LIMITS.title)
    .describe(`The search-result title, when the title is too long for one (at most ${META_LIMITS.title} characters).`)
    .optional(),
  description: metaText(META_LIMITS.description).describe(
    `The search-result description (at most ${META_LIMITS.description} characters); an article's summary on its card and in the feed.`,
  ),
  draft: draftSchema,
};

/** The front matter of a page of the business's own: content/pages/<slug>.md, at /<slug>/. */
export const pageFrontMatter = z
  .strictObject({
    ...frontMatterFields,
    menu: menuSchema.optional(),
    menuLabel: text.describe('Its name in the menu, when shorter than the title.').optional(),
  })
  .superRefine(searchTitle)
  .describe('The front matter of a page of your own (content/pages/<slug>.md): its title, description and menu.');

const slugList = (what: string) => z.array(slug).min(1).describe(what).optional();

/** The front matter of an article: content/articles/<slug>.md, at /articles/<slug>/. */
export const articleFrontMatter = z
  .strictObject({
    ...frontMatterFields,
    date: daySchema.describe('The day it was published: "2025-03-14".'),
    updated: daySchema.describe('The day it was last changed, when it was: "2025-06-01".').optional(),
    author: text.describe('Who wrote it, as the article names them: "Dana Ruiz, master plumber".'),
    hero: imageRefSchema.describe('A photo at the top of the article.').optional(),
    services: slugList('Slugs of the services it is about: it links to them, and shows on their pages.'),
    areas: slugList('Slugs of the areas it is about: it shows on their pages.'),
  })
  .superRefine(searchTitle)
  .superRefine((article, context) => {
    if (article.updated !== undefined && article.updated < article.date)
      context.addIssue({ code: 'custom', path: ['updated'], message: `is before the article's date, ${article.date}` });
  })
  .describe('The front matter of an article (content/articles/<slug>.md).');

export type PageFrontMatter = z.infer<typeof pageFrontMatter>;
export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;

/** A slug that names no known service or area, where it stands. */
function unknownSlug(value: string | undefined, known: string[] | null, kind: string, where: JsonPath) {
  if (value === undefined || !known || known.includes(value)) return [];
  return [{ where, message: `unknown ${kind} "${value}"; ${expectedOneOf(value, known, `known ${kind}s`)}` }];
}

const unknownSlugs = (list: string[] | undefined, known: string[] | null, kind: string, at: JsonPath) =>
  (list ?? []).flatMap((value, index) => unknownSlug(value, known, kind, [...at, index]));

export const freePagesFolder: MarkdownFolder<typeof pageFrontMatter> = { folder: 'pages', frontMatter: pageFrontMatter };

export const articlesFolder: MarkdownFolder<typeof articleFrontMatter> = {
  folder: 'articles',
  frontMatter: articleFrontMatter,
  check: (article, known: KnownSlugs) => [
    ...unknownSlugs(article.services, known.services, 'service', ['services']),
    ...unknownSlugs(article.areas, known.areas, 'area', ['areas']),
  ],
};

export const articlesPageSchema = contentFile('The words of the articles: their index pages, and what every article shares.', {
  meta: metaSchema,
  heading: text.describe('The heading of the index, and its name in menus and breadcrumbs: "Tips & Advice".'),
  intro: text,
  menu: menuSchema.optional(),
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

const jobSchema = z
  .strictObject({
    title: text.describe('What was done: "New 200-amp panel".'),
    text: text.describe('A sentence or two about the job.'),
    date: daySchema.describe('When it was done: "2025-03-14".'),
    service: slug.describe("The slug of its service: the job shows on that service's pages.").optional(),
    area: slug.describe("The slug of its area: the job shows on that city's pages.").optional(),
    photo: imageRefSchema.describe('The finished work.'),
    before: imageRefSchema.describe('The same place before the work, shown beside the photo.').optional(),
  })
  .describe('A job, with its photos.');

export const gallerySchema = contentFile('The gallery of your work: its page, and the jobs it shows, newest first.', {
  meta: metaSchema,
  heading: text.describe('The heading of the gallery, and its name in menus and breadcrumbs: "Our Work".'),
  intro: text,
  menu: menuSchema.optional(),
  recent: sectionSchema.describe('The jobs shown on the pages of their service and area.'),
  jobs: z.array(jobSchema).min(1, 'needs at least one job'),
});

export type Job = z.infer<typeof jobSchema>;

export const galleryFile = {
  file: 'gallery.json',
  schema: gallerySchema,
  optional: true,
  check: (gallery, known) =>
    gallery.jobs.flatMap((job, index) => {
      const at = ['jobs', { key: index, label: job.title }];
      return [
        ...unknownSlug(job.service, known.services, 'service', [...at, 'service']),
        ...unknownSlug(job.area, known.areas, 'area', [...at, 'area']),
      ];
    }),
} satisfies ContentFileSpec<typeof gallerySchema>;
