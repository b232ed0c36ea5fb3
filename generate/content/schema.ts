/*
 * The content schemas' shared pieces, services.json and areas.json. Every object is strict, so a misspelt field ("subtitel")
 * fails instead of vanishing; each `.describe()` is what an editor shows for the field (content/schemas/, `npm run schemas`).
 */
import { z } from 'zod';
import { type ContentFile, contentProblem, expectedOneOf, type JsonPath } from '../errors.ts';
import { META_LIMITS, tooLong } from './limits.ts';
import { fact, languageDefault } from './words.ts';

/** Each issue with its input, for the messages (issues.ts words them from it); no JIT, which compiles a parser per shape: a file parsed once a build never repays it. */
export const PARSE_OPTIONS = { reportInput: true, jitless: true } as const;

/** A refinement's problem, if it found one, at `path` within the value it checks. */
export function addProblem(context: z.RefinementCtx, message: string | null | undefined, path?: PropertyKey[]): void {
  if (message) context.addIssue({ code: 'custom', message, path });
}

export const text = z.string().trim().min(1, 'must not be empty');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The slug a name or an accented word was likely meant as: "Puerto Huéneme" is "puerto-hueneme"; "" for none. */
const meantSlug = (words: string) =>
  words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const slug = z.string().regex(SLUG, {
  error: ({ input }) => {
    const meant = typeof input === 'string' ? meantSlug(input) : '';
    return `must be a lowercase slug such as "fairview" or "emergency-repair"${meant ? `; did you mean "${meant}"?` : ''}`;
  },
});

/**
 * A service's or a city's own slug, which names a folder of the output beside the other's in one name (file systems
 * take at most 255 bytes). Only the record's own: a reference to it, or a slug it had before, is held to no length.
 */
const SLUG_LIMIT = 120;
export const pageSlug = slug.max(SLUG_LIMIT, {
  error: ({ input }) => `is ${String(input).length} characters; a slug is the end of its pages' addresses: keep it within ${SLUG_LIMIT}`,
});

/** Each former slug of services.json's or areas.json's records as written (their `formerSlugs`), to the record's key now. */
export type Renamed = ReadonlyMap<string, string>;

/** The former slugs of records read as written: a file with problems of its own still names what an old slug became. */
export function renamedIn(records: unknown): Renamed {
  const renamed = new Map<string, string>();
  if (!records || typeof records !== 'object') return renamed;
  for (const [key, record] of Object.entries(records)) {
    const formers = (record as { formerSlugs?: unknown } | null)?.formerSlugs;
    if (SLUG.test(key) && Array.isArray(formers))
      for (const former of formers) if (typeof former === 'string' && !renamed.has(former)) renamed.set(former, key);
  }
  return renamed;
}

/**
 * The hint for a slug that names no service or area of `known`, the keys of services.json or areas.json as written: the
 * key it was renamed to (`renamed`), the key that will be it once renamed (a key must be a slug), else the valid key it
 * is likely a slip for, or the valid keys. `listed` introduces the keys, `write` says to use the renamed one.
 */
export function knownSlugsHint(
  kind: 'service' | 'area',
  slug: string,
  known: string[],
  renamed: Renamed,
  { listed = `known ${kind}s`, write = 'write that' }: { listed?: string; write?: string } = {},
): string {
  const file = `${kind}s.json`;
  const now = renamed.get(slug);
  if (now !== undefined) return `it is ${JSON.stringify(now)} now (${file}'s formerSlugs): ${write}`;
  const toRename = known.find((key) => !SLUG.test(key) && meantSlug(key) === slug);
  if (toRename !== undefined) return `${file}'s ${JSON.stringify(toRename)} is not a valid key yet: rename it "${slug}"`;
  // An invalid key is no service or area yet: offering it would lead to the same error.
  const valid = known.filter((key) => SLUG.test(key));
  return valid.length > 0 ? expectedOneOf(slug, valid, listed) : `${file} has no ${kind} with a valid key yet`;
}

/** What a slug of a service or an area that names none is told (`knownSlugsHint`). */
export const unknownSlugMessage = (kind: 'service' | 'area', slug: string, known: string[], renamed: Renamed) =>
  `unknown ${kind} "${slug}"; ${knownSlugsHint(kind, slug, known, renamed)}`;

/** A file's former-slug messages after `"x" is`: the record's own slug, the record (`key`) at it now, another's former slug. */
type FormerSlugWords = { own: string; live(key: string): string; formerOf(key: string): string };

/**
 * A former slug names one address its record (`key`, its own slug `slug`) had: never its own slug, nor another record's
 * now (`liveAt`: that record's key), nor another's former slug (an old address leads to one page), each once. Each is
 * named at `at`, then its index; `formerOf`, each former slug taken already to its record's key, gains these.
 */
export function formerSlugProblems(
  records: Array<{ key: string; slug: string; formers: string[]; file: ContentFile; at: JsonPath }>,
  liveAt: (address: string) => string | undefined,
  words: FormerSlugWords,
  formerOf = new Map<string, string>(),
): string[] {
  return records.flatMap(({ key, slug, formers, file, at }) =>
    formers.flatMap((former, index) => {
      const live = liveAt(former);
      const before = formerOf.get(former);
      formerOf.set(former, before ?? key);
      const problem = (message: string) => [contentProblem(file, [...at, index], `"${former}" is ${message}`)];
      if (former === slug) return problem(words.own);
      if (live !== undefined) return problem(`${words.live(live)}; remove it here`);
      if (before === key) return problem('listed twice; list it once');
      if (before) return problem(`${words.formerOf(before)} too: an old address can lead to one page only; keep it in one`);
      return [];
    }),
  );
}

export const paragraphs = z.array(text).min(1, 'needs at least one paragraph');
export const httpsUrl = z.url({ protocol: /^https$/, message: 'must be an absolute https URL' });
/** A calendar day as written in content: "2025-03-14". */
export const daySchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'missing: this field is required; give a date written YYYY-MM-DD, such as "2025-03-14"' : undefined,
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD, such as "2025-03-14"', abort: true })
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    // Month 13 is no date at all; February 30 rolls over into March.
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'is not a day of the calendar');

/** Whether a day has come, by the clock of the build's machine: a day's grace, as east of UTC it may already be tomorrow. */
export const hasCome = (day: string) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A day that has come, such as a review's (`what`: "it was posted"). */
export const pastDaySchema = (what: string) => daySchema.refine(hasCome, `is in the future; give the day ${what}`);

/** Every content file may name the JSON Schema editors check it with (content/schemas/); the build ignores it. */
const schemaReference = {
  $schema: z.string().describe('The JSON Schema your editor checks this file with; the build ignores it.').optional(),
};

/** A content file of fields: they, and the editor's `$schema`, which the content leaves out. */
export function contentFile<Shape extends z.core.$ZodLooseShape>(description: string, shape: Shape) {
  const file = z.strictObject({ ...schemaReference, ...shape });
  return file.transform((value) => withoutSchemaReference(value as z.output<typeof file> & { $schema?: string })).describe(description);
}

function withoutSchemaReference<File extends { $schema?: string }>({ $schema: _, ...content }: File): Omit<File, '$schema'> {
  return content;
}

/** A file of records keyed by slug, in display order; keys are checked even when a record has problems, so one run names them all. */
function slugRecords<Record extends z.ZodType>(description: string, record: Record, kind: string) {
  return z
    .strictObject(schemaReference)
    .catchall(record)
    .superRefine(
      (records, context) => {
        const slugs = Object.keys(records).filter((key) => key !== '$schema');
        for (const key of slugs) {
          const checked = pageSlug.safeParse(key);
          if (!checked.success)
            context.addIssue({ code: 'invalid_key', origin: 'record', issues: checked.error.issues, input: key, path: [key] });
        }
        if (slugs.length === 0) addProblem(context, `must define at least one ${kind}`);
      },
      { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
    )
    .meta({ propertyNames: { pattern: `^(?:\\$schema|${SLUG.source.slice(1, -1)})$`, maxLength: SLUG_LIMIT } })
    .transform((file) => withoutSchemaReference(file) as { [slug: string]: z.output<Record> })
    .describe(description);
}

/**
 * A path that cannot lead out of the assets folder on any system: relative, with no ".." step (even one that comes back),
 * no backslash and no ":" (Windows' separator and drive). A link inside assets/ that points out is caught when the file is read.
 */
function isPathInsideAssets(src: string): boolean {
  return !src.startsWith('/') && !/[\\:\0]/.test(src) && !src.split('/').includes('..') && /\.(?:jpe?g|png|webp|svg|avif)$/i.test(src);
}

/** For an iPhone's HEIC photo, which most browsers cannot show: the step that makes it a JPEG. */
export const HEIC_ADVICE =
  'a HEIC photo is an iPhone\'s own format: export it as JPEG, or set the camera to "Most Compatible" (Settings › Camera › Formats) for the next ones';

/** Why a src cannot be used; for a HEIC photo, how to get a JPEG. */
function imagePathProblem(src: string): string {
  const problem = 'must be a path inside assets/ ending in .jpg, .png, .webp, .svg or .avif';
  return /\.hei[cf]$/i.test(src) ? `${problem}; ${HEIC_ADVICE}` : problem;
}

/** An image in `assets/`: `src` is relative to that folder; `alt` may be "" for a decorative image. */
export const imageRefSchema = z
  .strictObject({
    src: fact(
      text
        .refine(isPathInsideAssets, { error: (issue) => imagePathProblem(String(issue.input)) })
        .describe('The image file, relative to assets/: "images/repair-fairview.jpg" (JPEG, PNG, WebP or SVG, any size).'),
    ),
    alt: z.string().describe('Text that describes the image; "" only for a purely decorative image.'),
  })
  .describe('An image in assets/.');

/** Text within `limit` characters with placeholders filled: a refinement, so the editors' JSON Schema does not count `{business}` as 10. */
export const metaText = (limit: number) => text.refine((value) => value.length <= limit, { error: (issue) => tooLong(issue.input, limit) });

/** Search-result title and description (the page's <title> and meta description). */
export const metaSchema = z
  .strictObject({
    title: metaText(META_LIMITS.title).describe(
      `The search-result title: at most ${META_LIMITS.title} characters, counted with placeholders filled in.`,
    ),
    description: metaText(META_LIMITS.description).describe(
      `The search-result description: at most ${META_LIMITS.description} characters, counted with placeholders filled in.`,
    ),
  })
  .describe("The page's title and description in search results.");

export const heroSchema = z.strictObject({
  heading: text,
  text: text,
  image: imageRefSchema.optional(),
});

export const sectionSchema = z.strictObject({ heading: text, intro: text.optional() });

/** A service's price in the site's currency: the price itself, or where prices start; a special's, through its last day. */
const priceSchema = z
  .strictObject({
    amount: z
      .number({
        error: (issue) =>
          typeof issue.input === 'string'
            ? `must be a number such as 149, without quotes or a currency sign (site.json's "currency" gives the currency), not the text ${JSON.stringify(issue.input)}`
            : undefined,
      })
      .positive()
      .multipleOf(0.01, 'must be in whole cents, such as 149 or 89.95')
      .describe("The price as a number in the site's currency (site.json's `currency`), without its sign: 149, or 89.95."),
    from: z.boolean().describe('true for a starting price, shown "From $149"; left out, the price itself, shown "$149".').optional(),
    until: daySchema
      .describe(
        'The last day the price holds, for a special, written YYYY-MM-DD: shown "through March 31, 2026". Once it has passed, the build warns and shows no price.',
      )
      .optional(),
  })
  .describe('The price on the service\'s card and pages, and given to search engines: {"amount": 149, "from": true} for "From $149".');

/**
 * Whether a price's last day is over, by the UTC date of the build's machine: west of UTC a few hours early, so that no
 * customer is quoted a special past its day. Such a price is shown nowhere.
 */
export const hasExpired = (price: ServicePrice) => price.until !== undefined && price.until < new Date().toISOString().slice(0, 10);

/** Slugs a service or a city had before: the build redirects every address of theirs to its page now, in every language. */
const formerSlugs = (kind: string, example: string) =>
  z
    .array(slug)
    .describe(
      `The slugs this ${kind} had before, each once: every address it had under one (its page, its pages with each ${kind === 'service' ? 'city' : 'service'}, in each language) is redirected to its page now. ["${example}"]`,
    )
    .optional();

const serviceSchema = z
  .strictObject({
    title: text,
    // Each language's default is made from its own title, which may not read well there: a translation may give one alone.
    navLabel: languageDefault(text.describe('The label in menus, when it differs from the title: "Maintenance & Tune-Up".').optional()),
    nameInText: languageDefault(
      text
        .describe('The name as it reads mid-sentence and in links: "emergency repair". Without it, the title in lower case, "AC" kept.')
        .optional(),
    ),
    subtitle: text,
    description: text,
    detailedDescription: text,
    warranty: text.describe('The warranty on this work, after the word "Warranty:" on the service page: "1 year on parts and labor".'),
    price: priceSchema.optional(),
    image: imageRefSchema,
    features: z
      .array(text)
      .min(3, 'needs at least 3 features')
      .max(9, 'lists at most 9 features')
      .describe('What the service includes, 3 to 9 short phrases: its page shows them as a grid of cards.'),
    emergency: z.boolean().describe('Emergency services skip the "Ready for …?" scheduling block: you call, you don\'t schedule.'),
    faq: z.array(z.strictObject({ question: text, answer: text })).describe('Questions and answers on the service page.'),
    card: z
      .strictObject({
        category: text.describe('The badge on the card and the category chip it is filtered under: "Repair".'),
        description: text,
        features: z
          .array(text)
          .min(2, 'needs at least 2 features')
          .max(6, 'lists at most 6 features')
          .describe('2 to 6 short phrases, checked off on the card.'),
      })
      .describe('The service card on the services page.'),
    meta: metaSchema,
    formerSlugs: formerSlugs('service', 'emergency-service'),
  })
  .describe('A service: its page, its card and its menu entry.');

export const servicesSchema = slugRecords('The services, keyed by slug ("emergency-repair"), in display order.', serviceSchema, 'service');

const areaSchema = z
  .strictObject({
    name: fact(text.describe('The city\'s name: "North Fairview".')),
    title: text,
    description: paragraphs.describe('One or more paragraphs about that city in particular.'),
    zipCodes: text
      .regex(/^\d{5}(?:-\d{5})?(?:, \d{5}(?:-\d{5})?)*$/, 'must be ZIP codes or ranges such as "12345-12349" or "12350, 12352"')
      .superRefine((codes, context) => {
        // A range is read as "from-to": written backwards it covers nothing.
        const backwards = codes.match(/\d{5}-\d{5}/g)?.find((range) => range.slice(0, 5) > range.slice(6));
        if (backwards) addProblem(context, `"${backwards}" runs backwards; write "${backwards.slice(6)}-${backwards.slice(0, 5)}"`);
      })
      .describe('ZIP codes or ranges as written on the page: "12345-12349".'),
    responseTime: text.describe('Typical arrival time: "30-45 minutes".'),
    whyChoose: z.array(text).length(4, 'must list exactly 4 reasons').describe('Four reasons to choose the business in that city.'),
    meta: metaSchema,
    formerSlugs: formerSlugs('city', 'fairview-heights'),
  })
  .describe('A city: its area page, a page for each service there, its menu entry and its card.');

export const areasSchema = slugRecords('The cities served, keyed by slug ("north-fairview"), in display order.', areaSchema, 'area');

export type ImageRef = z.infer<typeof imageRefSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type ServicePrice = z.infer<typeof priceSchema>;
