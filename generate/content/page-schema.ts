/** The words of each page type, one content file each (content/pages/*.json), built from the shared pieces of schema.ts. */
import { z } from 'zod';
import type { ContentFileSpec } from './load.ts';
import { titledTextSchema } from './icons.ts';
import { contentFile, heroSchema, imageRefSchema, metaSchema, paragraphs, sectionSchema, text } from './schema.ts';

/** The band of one sentence and a big phone link (emergency red): left out, the page has none. */
const bannerSchema = z
  .strictObject({ text: text })
  .describe(
    'The band of one sentence and a big phone link, in the emergency colour: "Burst pipe? We answer day and night." Left out, the page has none.',
  )
  .optional();

const homePageSchema = contentFile('The words of the home page.', {
  meta: metaSchema,
  hero: heroSchema,
  about: z.strictObject({ eyebrow: text, heading: text, text: paragraphs, image: imageRefSchema }),
  services: sectionSchema,
  emergencyBanner: bannerSchema,
  whyChoose: sectionSchema.extend({ items: z.array(titledTextSchema).length(4, 'must list exactly 4 items') }),
  testimonials: sectionSchema,
  areas: sectionSchema,
});

const aboutPageSchema = contentFile('The words of the about page.', {
  meta: metaSchema,
  hero: heroSchema,
  story: z.strictObject({ heading: text, text: paragraphs, image: imageRefSchema }),
  coreValues: sectionSchema.extend({ items: z.array(titledTextSchema).length(4, 'must list exactly 4 values') }),
  whyChoose: sectionSchema.extend({ items: z.array(titledTextSchema).min(1) }),
  emergencyBanner: bannerSchema,
});

const callCardSchema = z.strictObject({ heading: text, text: text });

const servicesPageSchema = contentFile('The words of the services page.', {
  meta: metaSchema,
  hero: heroSchema,
  catalog: sectionSchema,
  whyChoose: sectionSchema.extend({ items: z.array(text).min(1) }),
  callCard: callCardSchema,
});

/** Shared by the service areas page and the contact page, which show the same blocks. */
const coveragePageSchema = contentFile('The words of the service areas page, or of the contact page: both show the same blocks.', {
  meta: metaSchema,
  hero: heroSchema,
  areas: sectionSchema,
  coverage: sectionSchema,
  callCard: callCardSchema,
  guarantee: sectionSchema,
  contact: sectionSchema,
  neighborhoods: sectionSchema
    .describe('The neighborhoods of each city with a file in content/local/, listed city by city; left out, the page shows none.')
    .optional(),
});

/** Copy of the service pages; `{service}`, `{serviceInText}` and `{area}` are filled per page. */
const servicePageSchema = contentFile(
  'The words every service page shares; {service} (the title), {serviceInText} (its name mid-sentence) and {area} are filled in for each page.',
  {
    inAreaMeta: metaSchema.describe(
      'The title and description of the service-in-area pages ("/services/<service>-in-<area>/"), with {service} and {area}.',
    ),
    servingArea: z.strictObject({ text: text }),
    readyFor: z.strictObject({ text: text }),
    faq: sectionSchema,
    areas: sectionSchema.describe('The service page\'s list of the same service in each city ("Emergency repair in Fairview").'),
    reviews: sectionSchema.describe("A service-in-area page's reviews from customers in that city."),
    nearby: sectionSchema.describe("A service-in-area page's links to the same service in nearby cities."),
  },
);

/** Copy of the area pages; `{area}` is filled per page. The local sections show only for a city with a file in content/local/. */
const areaPageSchema = contentFile('The words every area page shares; {area} is filled in for each page.', {
  services: sectionSchema,
  whyChoose: sectionSchema,
  callCard: callCardSchema,
  conditions: sectionSchema.describe("The heading of the city's local conditions (content/local/<area>.json)."),
  typicalJobs: sectionSchema,
  neighborhoods: sectionSchema,
  permits: sectionSchema
    .describe("The heading of a city's permit notes (content/local/<area>.json's permits): needed only when a city gives them.")
    .optional(),
  reviews: sectionSchema,
  faq: sectionSchema,
  nearby: sectionSchema,
});

const notFoundPageSchema = contentFile('The words of the page shown for an address that does not exist.', {
  meta: metaSchema,
  text: text,
});

export type HomePageCopy = z.infer<typeof homePageSchema>;
export type AboutPageCopy = z.infer<typeof aboutPageSchema>;
export type ServicesPageCopy = z.infer<typeof servicesPageSchema>;
export type CoveragePageCopy = z.infer<typeof coveragePageSchema>;
export type ServicePageCopy = z.infer<typeof servicePageSchema>;
export type AreaPageCopy = z.infer<typeof areaPageSchema>;
export type NotFoundPageCopy = z.infer<typeof notFoundPageSchema>;

/** A file of pages/: where it is, its schema, and the placeholders filled for each page besides the site's. */
const pageFile = <Schema extends z.ZodType>(file: string, schema: Schema, pagePlaceholders: string[] = []) =>
  ({ file: `pages/${file}`, schema, pagePlaceholders }) satisfies ContentFileSpec<Schema>;

export const homePageFile = pageFile('home.json', homePageSchema);
export const aboutPageFile = pageFile('about.json', aboutPageSchema);
export const servicesPageFile = pageFile('services.json', servicesPageSchema);
export const serviceAreasPageFile = pageFile('service-areas.json', coveragePageSchema);
export const contactPageFile = pageFile('contact.json', coveragePageSchema);
export const servicePageFile = pageFile('service.json', servicePageSchema, ['service', 'serviceInText', 'area']);
export const areaPageFile = {
  ...pageFile('area.json', areaPageSchema, ['area']),
  // A trade without permits leaves out their heading, and its cities their notes.
  check: (copy, known) => {
    const withPermits = Object.keys(known.local).filter((slug) => known.local[slug]!.permits !== undefined);
    if (copy.permits || withPermits.length === 0) return [];
    return [
      {
        where: ['permits'],
        message: `missing: the heading over the permit notes of ${withPermits.map((slug) => `local/${slug}.json`).join(', ')}; give it here, or remove their permits`,
      },
    ];
  },
} satisfies ContentFileSpec<typeof areaPageSchema>;
export const notFoundPageFile = pageFile('not-found.json', notFoundPageSchema);
