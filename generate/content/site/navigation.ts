/** What the header's menus and the footer list, in site.json: services and areas by slug. */
import { z } from 'zod';
import { slug, text } from '../schema.ts';

export const footerSchema = z.strictObject({
  description: text.describe("A few sentences about the business, in every page's footer; search engines get them as its description."),
  services: z.array(slug).min(1).describe('Slugs of the services listed under "Our Services" in the footer.'),
  areas: z.array(slug).min(1).describe('Slugs of the areas listed under "Service Areas" in the footer.'),
});

export const menusSchema = z
  .strictObject({
    services: z
      .array(slug)
      .min(1, 'needs at least one service')
      .describe('Slugs of the services the Services menu shows, in its order. Without it: the first 8 of services.json.')
      .optional(),
    areas: z
      .array(slug)
      .min(1, 'needs at least one area')
      .describe('Slugs of the areas the Service Areas menu shows, in its order. Without it: the first 8 of areas.json.')
      .optional(),
  })
  .describe('What the header menus (desktop dropdowns and mobile menu) show; a menu that leaves some out ends with a link to them all.');
