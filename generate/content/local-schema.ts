/** A city's optional local file: a service-in-city page without its notes here is kept out of search engines (docs/local-pages.md). */
import { z } from 'zod';

import { contentFile, paragraphs, slug, text } from './schema.ts';

const question = z.strictObject({ question: text, answer: text }).describe('A question a customer there asks, and its answer.');

const localServiceSchema = z
  .strictObject({
    notes: paragraphs.describe(
      'What this service means in this city, in 2 paragraphs: what its weather, its buildings or its rules change about the work.',
    ),
    faq: z.array(question).describe("One question about this service in this city, shown with the city's own questions.").optional(),
  })
  .describe('This service in this city: its page /services/{service}-in-{area}/.');

export const localSchema = contentFile(
  'What is local about one city (content/local/{area-slug}.json): its page and its service-in-city pages are made from it.',
  {
    conditions: paragraphs.describe('Local conditions that matter for the work, in 1 or 2 paragraphs: climate, buildings, local rules.'),
    neighborhoods: z
      // Words, not facts: "Downtown" is "Centro" to a Spanish reader; a translation that leaves them out keeps these names.
      .array(text.describe('A neighborhood\'s name, as written there: "Riverside Heights".'))
      .min(1, 'needs at least one neighborhood')
      .describe('Neighborhoods served, 8 to 14 names: "Midtown", "Riverside".'),
    permits: text.describe('HOA and permit notes for that city, in one paragraph, for a trade that needs permits there.').optional(),
    typicalJobs: z.array(text).min(1, 'needs at least one job').describe('4 to 6 typical jobs there, one sentence each.'),
    nearby: z
      .array(slug)
      .describe('Other areas (slugs from areas.json), nearest first: their pages are linked as "Emergency repair in Fairview".'),
    faq: z.array(question).min(1, 'needs at least one question').describe('2 or 3 questions particular to this city.'),
    services: z
      .record(slug, localServiceSchema)
      .describe(
        'Keyed by service slug from services.json: what each service means in this city. A service left out has no page of its own in search engines there.',
      ),
  },
);

export type Local = z.infer<typeof localSchema>;
