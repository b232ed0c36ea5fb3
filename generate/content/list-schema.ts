/** The content files that hold a list under a key (testimonials.json, redirects.json), so that they can name their editor schema too. */
import { z } from 'zod';
import { fact } from './words.ts';
import { addProblem, contentFile, httpsUrl, pastDaySchema, slug, text } from './schema.ts';
import { canonicalTag } from './site/labels.ts';

const testimonialSchema = z
  .strictObject({
    name: fact(text.describe('The customer\'s name as shown: "Alex P.".')),
    location: fact(text.describe('Where the customer lives, as shown: "Fairview, TX".')),
    rating: z.number().int().min(1, 'must be from 1 to 5').max(5, 'must be from 1 to 5').describe('Stars, from 1 to 5.'),
    review: text,
    service: slug.describe('Slug of the service the review is about; the card links to it.'),
    area: slug.describe("Slug of the area the customer lives in: the review shows on that city's pages too.").optional(),
    source: fact(text.describe('Where the review was posted, shown with it: "Google", "Yelp". A sample review has none.')).optional(),
    date: pastDaySchema('it was posted').describe('When the review was posted, as YYYY-MM-DD.'),
    url: httpsUrl.describe('A link to the review where it was posted.').optional(),
    language: fact(
      z
        .string()
        .refine((tag) => canonicalTag(tag) === tag, {
          error: (issue) => {
            const canonical = canonicalTag(String(issue.input));
            return canonical ? `must be written "${canonical}"` : 'must be a language tag as BCP 47 writes it, such as "es" or "en-US"';
          },
        })
        .describe(
          'The language the review is written in, when it is not the pages\' ("es"): a screen reader then reads it in its own. Default: the pages\' language.',
        ),
    ).optional(),
    sample: z
      .boolean()
      .describe('true for a sample review, not from a real customer: shown as a sample, and a --production build refuses to publish it.')
      .optional(),
  })
  .superRefine((review, context) => {
    // A sample was posted nowhere: its card's badge says what it is, in the page's language.
    if (review.source === undefined && !review.sample)
      addProblem(context, 'missing: where the review was posted ("Google", "Yelp"); only a sample review has none', ['source']);
  });

export const testimonialsSchema = contentFile('Customer reviews, shown on the home page.', {
  testimonials: z.array(testimonialSchema),
});

/** The longest part of a redirect's "from" between slashes (its characters are ASCII, one byte each). */
const MAX_PATH_PART = 200;

const redirectSchema = z.strictObject({
  from: z
    .string()
    .regex(/^\/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-]$/, 'must be a path such as "/areas/fairview", starting with "/" and not ending with "/"')
    // Its page for hosts without rules is written at `<from>.html`: a ".." part would put it outside the site.
    .regex(
      /^(?!.*\/\/)(?!.*\/\.\.?(\/|$))/,
      'must not have a "." or ".." part, or an empty one ("//"): each part between slashes names a folder or a page',
    )
    // A file name takes at most 255 bytes: a longer part would fail the write of its page, `<part>.html`.
    .refine((from) => from.split('/').every((part) => part.length <= MAX_PATH_PART), {
      error: `each part between slashes may have at most ${MAX_PATH_PART} characters, as its page for hosts without rules is a file named after it`,
    })
    .describe('The old path, without a trailing slash: "/areas/fairview" (the slash form is redirected too).'),
  to: z
    .string()
    .regex(/^\/([A-Za-z0-9._~-]+\/)*$/, 'must be a page of this site such as "/service-areas/fairview/"')
    .describe('The page it moved to, ending in "/".'),
  status: z
    .union([z.literal(301), z.literal(302)], { error: 'must be 301 (moved for good) or 302 (moved for now)' })
    .describe('301 (moved for good) or 302 (moved for now).'),
  // Each host's file ends a comment at a line break: one in the text would make the rest a rule of the host's.
  why: fact(
    text
      .regex(
        /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u,
        "must be one line of text, with no line break or other control character; it becomes a comment in the hosts' rule files",
      )
      .describe(
        "Why the redirect exists, for the next person who edits this file; no visitor reads it. One line: it becomes a comment in the hosts' rule files.",
      ),
  ),
});

/** Old addresses that moved: each host format, the preview server and the redirect pages derive from this list. */
export const redirectsSchema = contentFile('Old addresses that moved. The build fails if "to" is not a page or "from" is one.', {
  redirects: z.array(redirectSchema),
});
