/** site.json, assembled from the modules of this folder; none of them reads the pages' code or the icon set. */
import { z } from 'zod';
import { addProblem, contentFile } from '../schema.ts';
import { businessFields } from './business.ts';
import { coverageSchema } from './coverage.ts';
import { emergencySchema, hoursSchema } from './hours.ts';
import { stringsFor } from '../../strings/index.ts';
import { labelsSchema, languageSchema, translationsSchema } from './labels.ts';
import { licenseSchema } from './license.ts';
import { footerSchema, menusSchema } from './navigation.ts';
import { themeSchema } from './theme.ts';

const siteFile = contentFile('The business: its name, phone number, address on the web, coverage and footer.', {
  ...businessFields,
  hours: hoursSchema,
  emergency: emergencySchema,
  theme: themeSchema,
  coverage: coverageSchema,
  license: licenseSchema.optional(),
  duplicateContent: z
    .strictObject({
      maxSimilarity: z
        .number()
        .min(0)
        .max(1)
        .describe(
          'The most two sibling pages may share (Jaccard similarity of the word 5-shingles of their main text, 0 to 1); a service-in-city page over it is built but kept out of search engines.',
        ),
    })
    .default({ maxSimilarity: 0.5 })
    .describe("The build's duplicate-content guard (docs/local-pages.md)."),
  footer: footerSchema,
  menus: menusSchema.optional(),
  language: languageSchema,
  translations: translationsSchema,
  labels: labelsSchema,
});

export const siteSchema = siteFile
  .superRefine((site, context) => {
    if (site.emergency.availability === 'none' && site.coverage.emergencyHours !== undefined)
      addProblem(context, 'there is no emergency line when emergency.availability is "none"; remove this', ['coverage', 'emergencyHours']);
    // A translation's pages are under its language subtag (/es/): one language per subtag, and not the main one.
    const subtag = (tag: string) => new Intl.Locale(tag).language;
    for (const [index, tag] of site.translations.entries())
      if (subtag(tag) === subtag(site.language))
        addProblem(context, `"${tag}" is in the language of the main pages ("${site.language}"); list only other languages`, [
          'translations',
          index,
        ]);
  })
  // Each label content leaves out: its words in the pages' language.
  .transform((site) => ({ ...site, labels: { ...stringsFor(site.language)!.labels, ...site.labels } }));

export type Site = z.infer<typeof siteSchema>;
