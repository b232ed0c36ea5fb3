/** The business's license in site.json, when its trade needs one. */
import { z } from 'zod';
import { fact, factInWords } from '../words.ts';
import { text } from '../schema.ts';

/** What a license's wording may name, each filled from the license's own fields. */
export const LICENSE_PLACEHOLDERS = ['authority', 'kind', 'number', 'holder'] as const;

/** A license of any trade and place, in the owner's words, since each jurisdiction says how it must be shown. */
export const licenseSchema = z
  .strictObject(
    {
      // A translation may name the agency in its language; one that does not keeps the main file's name.
      authority: factInWords(
        text.describe(
          'Who issued the license, as the pages name it: a licensing board or agency ("State Board of Examiners"). A translation may give its name in its language.',
        ),
      ),
      kind: text.describe('The kind or class of license, when it has one: "Master Electrician", "Class B".').optional(),
      number: z
        .string()
        .regex(
          /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,23}$/,
          'must be the license number as issued (letters, digits, spaces, "-", "." or "/"), such as "1234567" or "M-12345"',
        )
        .describe('The license number as issued: shown in the footer of every page and on About and Contact.'),
      holder: fact(
        text.describe('The person the license is issued to, when it is a person\'s and the business names them: "Jane Doe".'),
      ).optional(),
      wording: text
        .describe(
          'How the pages state the license, with {authority}, {kind}, {number} and {holder} filled in: "{authority}, {kind} {number}; responsible license holder: {holder}". Without it: "{authority} license #{number}", with the kind and the holder when given.',
        )
        .optional(),
      fictional: z
        .boolean()
        .describe('true while the number is a stand-in: the report warns, and a --production build refuses to publish it.')
        .optional(),
    },
    {
      // An owner who shows no license writes null or {}: removing the field is how.
      error: (issue) => (issue.code === 'invalid_type' ? 'must be a group of fields; to show no license, remove the field' : undefined),
    },
  )
  .describe("The business's license, when its trade needs one: stated in the footer of every page and on About and Contact.");
