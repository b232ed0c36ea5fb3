/** Where the business works, in site.json: its zones, how far it travels, how soon it comes and what travel costs. */
import { z } from 'zod';
import { text } from '../schema.ts';
import { languageDefault } from '../words.ts';

/** Zones under a label of their own: "Primary": ["Hillsborough County", "Pinellas County"]. */
const zoneGroupSchema = z.strictObject({
  label: text.describe('The group\'s words over its zones in the coverage details: "Primary", "Also served".'),
  zones: z.array(text).min(1, 'needs at least one zone').describe('The counties, districts or regions of the group.'),
});

export const coverageSchema = z
  .strictObject({
    zones: z
      .array(z.union([text, zoneGroupSchema]))
      .min(1, 'needs at least one zone')
      .refine((zones) => new Set(zones.map((zone) => typeof zone)).size <= 1, 'must be all names of zones, or all groups of them')
      .describe(
        'The counties, districts or regions served, the main one first: ["Travis County", "Williamson County"]; the coverage details show the first as the primary zone and the rest as secondary ones. Or groups, each under its own label: [{ "label": "Primary", "zones": ["Hillsborough County", "Pinellas County"] }, { "label": "Secondary", "zones": ["Pasco County"] }]. The pages join them as a sentence does; search engines get them all when the cities are too many to list.',
      ),
    radiusMiles: z.number().int().positive().describe('How far from homeCity the business travels, in miles.'),
    responseTime: text.describe('How soon the business usually arrives, as the pages state it: "Same day for most calls".'),
    emergencyHours: languageDefault(
      text
        .describe(
          'When emergency calls are answered, in your words: "Nights and weekends". Default: "24/7" round the clock, or the on-call hours; leave it out when emergency.availability is "none".',
        )
        .optional(),
    ),
    travelCharges: text.describe('What travel costs, as the pages state it: "No travel charge within 20 miles".'),
  })
  .describe(
    'Where the business works, how soon it comes and what travel costs: the coverage details of the contact and service areas pages.',
  );
