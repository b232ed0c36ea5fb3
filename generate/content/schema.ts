import dynamicIconImports from 'lucide-react/dynamicIconImports.mjs';
import { z } from 'zod';
import { didYouMean, expectedOneOf } from '../errors.ts';
import { dayRangesProblem, RANGE_PATTERN, WEEKDAYS } from './hours.ts';
import { baseUrlProblem } from '../pages/paths.ts';
import { META_LIMITS, tooLong } from './limits.ts';
import { contrastProblems, type StatedColours, themeColours } from './theme.ts';

/*
 * One schema per content file. The pipeline parses each file once, here at the edge;
 * templates take the inferred types as props and never check them again.
 * Every object is strict, so a misspelt field ("subtitel") fails instead of vanishing.
 * Each `.describe()` is what an editor shows for the field (content/schemas/, made from these
 * schemas by `npm run schemas`), in the words of docs/content.md.
 */

/**
 * How every content file is parsed: with each issue's input (for the error's wording), and without
 * zod's JIT, which writes and compiles a parser for each object shape on first use: a content file
 * is parsed once per build, so that compile would never be paid back.
 */
export const PARSE_OPTIONS = { reportInput: true, jitless: true } as const;

export const text = z.string().trim().min(1, 'must not be empty');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = z.string().regex(SLUG, 'must be a lowercase slug such as "fairview" or "emergency-repair"');
export const paragraphs = z.array(text).min(1, 'needs at least one paragraph');

/** Every content file may name the JSON Schema editors check it with (content/schemas/); the build ignores it. */
const schemaReference = {
  $schema: z.string().describe('The JSON Schema your editor checks this file with; the build ignores it.').optional(),
};

/** A content file of fields: they, and the editor's `$schema`, which the content leaves out. */
export function contentFile<Shape extends z.core.$ZodLooseShape>(description: string, shape: Shape) {
  const file = z.strictObject({ ...schemaReference, ...shape });
  return file.transform((value) => withoutSchemaReference(value as z.output<typeof file> & { $schema?: string })).describe(description);
}

/** A content file's value without the editor's `$schema`. */
function withoutSchemaReference<File extends { $schema?: string }>({ $schema: _, ...content }: File): Omit<File, '$schema'> {
  return content;
}

/**
 * A content file of records keyed by slug, in display order (services.json, areas.json), and the
 * editor's `$schema`, which the content leaves out. Keys are checked as z.record checks them, even
 * when a record has problems of its own, so that one run names every problem.
 */
function slugRecords<Record extends z.ZodType>(description: string, record: Record, kind: string) {
  return z
    .strictObject(schemaReference)
    .catchall(record)
    .superRefine(
      (records, context) => {
        const slugs = Object.keys(records).filter((key) => key !== '$schema');
        for (const key of slugs) {
          const checked = slug.safeParse(key);
          if (!checked.success)
            context.addIssue({ code: 'invalid_key', origin: 'record', issues: checked.error.issues, input: key, path: [key] });
        }
        if (slugs.length === 0) context.addIssue({ code: 'custom', message: `must define at least one ${kind}` });
      },
      { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
    )
    .meta({ propertyNames: { pattern: `^(?:\\$schema|${SLUG.source.slice(1, -1)})$` } })
    .transform((file) => withoutSchemaReference(file) as { [slug: string]: z.output<Record> })
    .describe(description);
}

/**
 * A path that cannot lead out of the assets folder, whatever the system: relative, "/"-separated,
 * with no ".." step (even one that would come back in), no backslash (a separator on Windows)
 * and no ":" (a drive, on Windows). A link inside assets/ that points out is caught when the file is read.
 */
function isPathInsideAssets(src: string): boolean {
  return !src.startsWith('/') && !/[\\:\0]/.test(src) && !src.split('/').includes('..') && /\.(?:jpe?g|png|webp|svg|avif)$/i.test(src);
}

/** An image in `assets/`: `src` is relative to that folder; `alt` may be "" for a decorative image. */
export const imageRefSchema = z
  .strictObject({
    src: text
      .refine(isPathInsideAssets, 'must be a path inside assets/ ending in .jpg, .png, .webp, .svg or .avif')
      .describe('The image file, relative to assets/: "images/repair-fairview.jpg" (JPEG, PNG, WebP or SVG, any size).'),
    alt: z.string().describe('Text that describes the image; "" only for a purely decorative image.'),
  })
  .describe('An image in assets/.');

/**
 * Text of at most `limit` characters as a visitor reads it, placeholders filled (the loader fills
 * them before this check). A refinement rather than a maximum length, so that the JSON Schema
 * editors use does not count `{business}` as its 10 characters.
 */
const metaText = (limit: number) => text.refine((value) => value.length <= limit, { error: (issue) => tooLong(issue.input, limit) });

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

/**
 * Every icon of lucide (https://lucide.dev/icons), by the name it has there: the keys of lucide-react's
 * public map of icon imports, which the render stage loads each named icon through.
 */
export const iconNames = Object.keys(dynamicIconImports) as [IconName, ...IconName[]];

/** An icon's name: one of lucide's, or the message says which it is a slip for. */
const iconName = z
  .enum(iconNames, {
    error: (issue) =>
      typeof issue.input === 'string'
        ? `unknown icon "${issue.input}"; ${didYouMean(issue.input, iconNames) || 'name an icon of https://lucide.dev/icons as it is named there, such as "users" or "shield-check"'}`
        : undefined,
  })
  // Once in each file's JSON Schema, which lists every name for the editor to offer.
  .meta({ id: 'icon', description: 'An icon of https://lucide.dev/icons by its name there: "users", "shield-check", "droplets".' });

export const titledTextSchema = z.strictObject({
  title: text,
  text: text,
  icon: iconName.optional(),
});

export const heroSchema = z.strictObject({
  heading: text,
  text: text,
  image: imageRefSchema.optional(),
});

export const sectionSchema = z.strictObject({ heading: text, intro: text.optional() });

/** What a license's wording may name, each filled from the license's own fields. */
export const LICENSE_PLACEHOLDERS = ['authority', 'kind', 'number', 'holder'] as const;

/**
 * A license of any trade and place: who issued it, its kind or class, its number and who holds it,
 * stated in the owner's words, since each jurisdiction says what it must be shown as.
 */
const licenseSchema = z
  .strictObject({
    authority: text.describe('Who issued the license, as the pages name it: a licensing board or agency ("State Board of Examiners").'),
    kind: text.describe('The kind or class of license, when it has one: "Master Electrician", "Class B".').optional(),
    number: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,23}$/,
        'must be the license number as issued (letters, digits, spaces, "-", "." or "/"), such as "1234567" or "M-12345"',
      )
      .describe('The license number as issued: shown in the footer of every page and on About and Contact.'),
    holder: text
      .describe('The person the license is issued to, when it is a person\'s and the business names them: "Jane Doe".')
      .optional(),
    wording: text
      .describe(
        'How the pages state the license, with {authority}, {kind}, {number} and {holder} filled in: "{authority}, {kind} {number}; responsible license holder: {holder}". Without it: "{authority} license #{number}", with the kind and the holder when given.',
      )
      .optional(),
    fictional: z
      .boolean()
      .describe('true while the number is a stand-in: the report warns, and a --production build refuses to publish it.')
      .optional(),
  })
  .describe("The business's license, when its trade needs one: stated in the footer of every page and on About and Contact.");

/**
 * Where customers come to the business, for a storefront or an office they visit. A service-area
 * business, which serves customers where they are, leaves it out: Google's guidelines for business
 * profiles ask such a business not to show its street address.
 */
const addressSchema = z
  .strictObject({
    street: text.describe('The street, number and any suite, as a letter is addressed: "1200 Main Street, Suite 4".'),
    locality: text.describe('The city or town of the address: "Fairview".'),
    region: text.describe('The state or region, when it is not the site\'s `region`: "TX".').optional(),
    postalCode: text.describe('The postal or ZIP code: "78701".').optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "US"')
      .describe('ISO country code, when it is not the site\'s `country`: "US".')
      .optional(),
  })
  .describe(
    'The street address customers visit (a storefront or office): shown on the contact page and in the footer, and given to search engines. Leave it out for a business that serves customers at their place.',
  );

/** A phone number, as pages show it and as a tel: link dials it. */
const phoneSchema = z.strictObject({
  display: text.describe('The number as shown on the pages: "(555) 555-0123".'),
  e164: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be in E.164 form, such as "+15555550123"')
    .describe('The number as dialled by a tel: link, in E.164 form: "+15555550123".'),
});

/** One range of opening hours on the 24-hour clock. */
const timeRange = z
  .string()
  .regex(RANGE_PATTERN, 'must be a range on the 24-hour clock such as "07:00-18:00" ("00:00-24:00" for the whole day)')
  .refine((range) => range.slice(0, 5) !== range.slice(6), 'starts and ends at the same time; write "00:00-24:00" for the whole day');

/** A day's ranges, in order; none for a closed day. */
const dayHours = z
  .array(timeRange)
  .superRefine((ranges, context) => {
    const problem = dayRangesProblem(ranges);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.index] });
  })
  .describe('Ranges such as ["07:00-12:00", "13:00-18:00"], in order; [] (or leaving the day out) for closed.')
  .optional();

/** A week of hours, each day by its name; a day left out is closed. */
const weekHours = (description: string) =>
  z
    .strictObject({
      monday: dayHours,
      tuesday: dayHours,
      wednesday: dayHours,
      thursday: dayHours,
      friday: dayHours,
      saturday: dayHours,
      sunday: dayHours,
    })
    .refine((week) => WEEKDAYS.some((day) => (week[day]?.length ?? 0) > 0), 'must give the hours of at least one day')
    .describe(description);

export const hoursSchema = weekHours(
  'When the business is open, day by day, on the 24-hour clock: "monday": ["07:00-18:00"]. "24:00" may end a range; a range whose end is before its start runs past midnight ("18:00-07:00"); "00:00-24:00" is the whole day. A day left out, or [], is closed. Shown on the contact page and in the footer, and given to search engines.',
);

const AVAILABILITIES = ['round-the-clock', 'on-call', 'none'] as const;

export const emergencySchema = z
  .strictObject({
    availability: z
      .enum(AVAILABILITIES, {
        error: (issue) =>
          typeof issue.input === 'string'
            ? `unknown availability "${issue.input}"; ${expectedOneOf(issue.input, AVAILABILITIES, 'expected one of')}`
            : undefined,
      })
      .describe(
        'When emergency calls are answered: "round-the-clock" (at any hour, every day), "on-call" (at the hours below, such as nights and weekends) or "none" (no emergency service: the pages then say nothing of emergencies, and the floating button is a plain call button).',
      ),
    hours: weekHours('When the on-call line answers, as `hours` writes them; "on-call" only: "monday": ["18:00-07:00"].').optional(),
    phone: phoneSchema.describe('A separate number for emergencies; without it, emergency calls go to the main phone.').optional(),
  })
  .superRefine((emergency, context) => {
    if (emergency.availability === 'on-call' && !emergency.hours)
      context.addIssue({
        code: 'custom',
        path: ['availability'],
        message: '"on-call" needs "hours" beside it: when the on-call line answers, such as "monday": ["18:00-07:00"]',
      });
    if (emergency.availability !== 'on-call' && emergency.hours)
      context.addIssue({
        code: 'custom',
        path: ['hours'],
        message: `only an "on-call" line has hours of its own; remove them for "${emergency.availability}"`,
      });
    if (emergency.availability === 'none' && emergency.phone)
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'there is no emergency line when availability is "none"; remove this number',
      });
  })
  .describe('Emergency calls: whether and when they are answered, and on which number.');

/** A label: the words of a button, link or heading the templates show on many pages. */
const label = (words: string, where: string) => text.default(words).describe(`${where} Default: "${words}".`);

export const labelsSchema = z
  .strictObject({
    quote: label('Get A Free Quote', 'The quote button in the header on wide screens, in the menu and in heroes.'),
    quoteShort: label('Free Quote', 'The quote button in the header on medium screens.'),
    bookService: label('Book Service Now', "A service page's hero and its summary box."),
    scheduleService: label('Schedule Service', 'The booking button of the band that ends a service page.'),
    requestService: label('Request Service', 'The link of each service card on the services page and the area pages.'),
    learnMore: label('Learn More', 'The link of each service card on the home page.'),
    readMore: label('Read More', "The home page's link to the about page."),
    callNow: label('Call Now', 'The words before the number on call buttons.'),
    call: label('Call', 'The words before the number on short call buttons, and on the social cards.'),
    callUs: label('Call Us', "The heading of the contact page's phone card; the floating button's words when there is no emergency line."),
    callUsText: text
      .describe(
        'The text under that heading. Default: "Talk to a real person, any time." when the phone is answered at any hour, else "Talk to a real person during opening hours."',
      )
      .optional(),
    openingHours: label('Opening Hours', "The heading of the contact page's hours; read out before the footer's summary of them."),
    haveQuestions: label('Have Any Questions?', "The phone link of the home page's banner."),
    serviceArea: label('Service Area', "The heading of the contact page's card of where the business works."),
    emergencyService: label('Emergency Service', "The heading of the contact page's emergency card."),
    emergencyCall: text
      .describe(
        'The floating call button\'s words on small screens and the emergency links\' words. Default: "Call 24/7" when emergency calls are answered round the clock, "Emergency Call" for an on-call line.',
      )
      .optional(),
    emergencyLine: text
      .describe(
        'The words above the number on the floating call button on large screens. Default: "24/7 Emergency Service" round the clock, "After-Hours Emergency Line" for an on-call line.',
      )
      .optional(),
    viewAllServices: label('View All Services', "The footer's link to the services page."),
    viewAllAreas: label('View All Service Areas', 'The links to the service areas page in the footer and on the home page.'),
    returnHome: label('Return to Home', "The 404 page's link home."),
    pageNotFound: label('Oops! Page not found', "The 404 page's words under its number."),
    serviceIncludes: label('Service Includes', "The heading of a service's features on its pages."),
    atAGlance: label('At a glance', "The heading of a service page's summary box."),
    warranty: label('Warranty', "The word before a service's warranty in its summary box."),
    allServices: label('All Services', "The services page's category chip that shows every service."),
    emergencyCategory: label(
      'Emergency',
      'The services page\'s category chip of the emergency services (shown only when a service has "emergency": true).',
    ),
    quickLinks: label('Quick Links', "The heading of the footer's list of the main pages."),
    ourServices: label('Our Services', "The heading of the footer's list of services."),
    homePage: label('Home', 'The home page in menus and breadcrumbs.'),
    servicesPage: label('Services', 'The services page in menus, breadcrumbs and the footer.'),
    serviceAreasPage: label('Service Areas', 'The service areas page in menus, breadcrumbs and the footer.'),
    aboutPage: label('About Us', 'The about page in menus and breadcrumbs.'),
    contactPage: label('Contact Us', 'The contact page in menus and breadcrumbs.'),
    primaryZone: text
      .describe(
        'Over the first of coverage.zones in the coverage details. Default: "Primary zone", or "Service zone" when it is the only one.',
      )
      .optional(),
    otherZones: text
      .describe('Over the other zones in the coverage details. Default: "Secondary zone", or "Secondary zones" when there are several.')
      .optional(),
    visitUs: label('Visit Us', 'The heading over the street address on the contact page.'),
    directions: label('Get directions', 'The link to the street address on a map.'),
  })
  .prefault({})
  .describe('The words of buttons, links and headings the pages share, each defaulting to the words shown in its description.');
/** A colour as CSS and every tool writes it in full: "#1e3a5f", kept in lower case. */
const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb, such as "#1e3a5f"')
  .transform((value) => value.toLowerCase());

/**
 * The brand's colours. Every text/background pair the templates use is checked against WCAG AA
 * (theme.ts) once each colour is well formed, and the failing colour named at its line; the
 * optional ones are then given their defaults.
 */
const themeColorsSchema = z
  .strictObject({
    ink: hexColour.describe("Headings, the header's text and the footer's ground; the browser's toolbar colour. Dark: text on white."),
    brand: hexColour.describe(
      'The ground of the hero bands, the call cards and the social cards, under white text; outline buttons and chips.',
    ),
    action: hexColour.describe('Call buttons (white text on it) and links (it as text on white).'),
    emergency: hexColour.describe('The floating call button and the emergency banner, under white text.'),
    trust: hexColour.describe('Check marks, badges (white text on it) and small headings over facts.'),
    actionHover: hexColour.describe('Call buttons and links under the pointer. Default: action, a fifth darker.').optional(),
    emergencyHover: hexColour.describe('The floating call button under the pointer. Default: emergency, a fifth darker.').optional(),
    surface: hexColour.describe('The ground of shaded bands, behind text. Default: "#f8fafc".').optional(),
    muted: hexColour.describe('Body text. Default: "#475569".').optional(),
    star: hexColour.describe('The stars of a review\'s rating. Default: "#f59e0b".').optional(),
    iconBackground: hexColour
      .describe('The ground behind the logo in the home-screen icon (phones paint a transparent one black). Default: "#ffffff".')
      .optional(),
  })
  .superRefine(
    (stated, context) => {
      for (const { role, message } of contrastProblems(stated as StatedColours))
        context.addIssue({ code: 'custom', path: [role], message, input: stated[role] });
    },
    // Only a palette of well-formed colours has contrasts to check.
    { when: ({ issues }) => issues.length === 0 },
  )
  .transform((stated) => themeColours(stated as StatedColours));

export const themeSchema = z
  .strictObject({
    colors: themeColorsSchema.describe(
      'The brand\'s colours, as "#rrggbb": the stylesheet, the browser\'s toolbar, the web app manifest, the icons and the social cards.',
    ),
  })
  .describe("The site's look.");

const siteFile = contentFile('The business: its name, phone number, address on the web, coverage and footer.', {
  businessName: text.describe('The business name; other files write {business} and the build fills it in.'),
  businessType: z
    .string()
    .regex(/^[A-Z][A-Za-z]+$/, 'must be a schema.org type name such as "HomeAndConstructionBusiness"')
    .describe('The schema.org LocalBusiness type for search engines: "HomeAndConstructionBusiness", "Locksmith", "Plumber"…'),
  phone: phoneSchema.describe('The main phone number; other files write {phone} for it as shown.'),
  hours: hoursSchema,
  emergency: emergencySchema,
  baseUrl: z
    .string()
    .regex(/[^/]$/, 'must not end with "/"')
    .superRefine((value, context) => {
      const problem = baseUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .describe('Where the site is published, without a trailing slash: canonical and Open Graph URLs start with it.'),
  foundingYear: z.number().int().min(1800).max(2100).describe('The year the business was founded; other files write {foundingYear}.'),
  homeCity: text.describe('The city the business works from: the hero, the footer and the maps search; other files write {homeCity}.'),
  region: text.describe('The state, province or region after each city name in a maps search: "TX"; other files write {region}.'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "US"')
    .describe('ISO country code: "US".'),
  address: addressSchema.optional(),
  logo: imageRefSchema.describe('The logo, best as an SVG: it also makes the favicons, the touch icon and the manifest icons.'),
  theme: themeSchema,
  mapsSearchUrl: z
    .url({ protocol: /^https$/, message: 'must be an absolute https URL' })
    .describe('A maps search URL; the city name and region are appended, URL-encoded.'),
  coverage: z
    .strictObject({
      zones: z
        .array(text)
        .min(1, 'needs at least one zone')
        .describe(
          'The counties, districts or regions served, the main one first: "Travis County", "Williamson County". The pages join them as a sentence does; search engines get them when the cities are too many to list.',
        ),
      radiusMiles: z.number().int().positive().describe('How far from homeCity the business travels, in miles.'),
      responseTime: text.describe('How soon the business usually arrives, as the pages state it: "Same day for most calls".'),
      emergencyHours: text
        .describe(
          'When emergency calls are answered, in your words: "Nights and weekends". Default: "24/7" round the clock, or the on-call hours; leave it out when emergency.availability is "none".',
        )
        .optional(),
      travelCharges: text.describe('What travel costs, as the pages state it: "No travel charge within 20 miles".'),
    })
    .describe(
      'Where the business works, how soon it comes and what travel costs: the coverage details of the contact and service areas pages.',
    ),
  guarantees: z
    .array(text)
    .min(1)
    .describe('What the business promises, one sentence each: listed on the contact and service areas pages.'),
  license: licenseSchema.optional(),
  profiles: z
    .array(z.url({ protocol: /^https$/, message: 'must be an absolute https URL' }))
    .describe("The business's own profiles elsewhere (Google Business Profile, Yelp, BBB): search engines get them as sameAs.")
    .optional(),
  mapUrl: z
    .url({ protocol: /^https$/, message: 'must be an absolute https URL' })
    .describe("A link to the business on a map (its Google Business Profile's map link), for search engines' hasMap.")
    .optional(),
  priceRange: text.describe('A price range as search engines show it ("$$", or "$150-$2,500"), only if the owner gives one.').optional(),
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
  footer: z.strictObject({
    description: text.describe("A few sentences about the business, in every page's footer; search engines get them as its description."),
    services: z.array(slug).min(1).describe('Slugs of the services listed under "Our Services" in the footer.'),
    areas: z.array(slug).min(1).describe('Slugs of the areas listed under "Service Areas" in the footer.'),
  }),
  menus: z
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
    .describe('What the header menus (desktop dropdowns and mobile menu) show; a menu that leaves some out ends with a link to them all.')
    .optional(),
  labels: labelsSchema,
});

export const siteSchema = siteFile.superRefine((site, context) => {
  if (site.emergency.availability === 'none' && site.coverage.emergencyHours !== undefined)
    context.addIssue({
      code: 'custom',
      path: ['coverage', 'emergencyHours'],
      message: 'there is no emergency line when emergency.availability is "none"; remove this',
    });
});

export const serviceSchema = z
  .strictObject({
    title: text,
    navLabel: text.describe('The label in menus, when it differs from the title: "Maintenance & Tune-Up".').optional(),
    nameInText: text
      .describe('The name as it reads mid-sentence and in links: "emergency repair". Without it, the title in lower case.')
      .optional(),
    subtitle: text,
    description: text,
    detailedDescription: text,
    warranty: text.describe('The warranty on this work, as the service page states it: "1-year warranty on parts and labor".'),
    image: imageRefSchema,
    features: z.array(text).length(6, 'must list exactly 6 features').describe('Six features.'),
    emergency: z.boolean().describe('Emergency services skip the "Ready for …?" scheduling block: you call, you don\'t schedule.'),
    faq: z.array(z.strictObject({ question: text, answer: text })).describe('Questions and answers on the service page.'),
    card: z
      .strictObject({
        category: text.describe('The badge on the card and the category chip it is filtered under: "Repair".'),
        description: text,
        features: z.array(text).length(4, 'must list exactly 4 features').describe('Four features.'),
      })
      .describe('The service card on the services page.'),
    meta: metaSchema,
  })
  .describe('A service: its page, its card and its menu entry.');

export const servicesSchema = slugRecords('The services, keyed by slug ("emergency-repair"), in display order.', serviceSchema, 'service');

export const areaSchema = z
  .strictObject({
    name: text.describe('The city\'s name: "North Fairview".'),
    title: text,
    description: paragraphs.describe('One or more paragraphs about that city in particular.'),
    zipCodes: text
      .regex(/^\d{5}(?:-\d{5})?(?:, \d{5}(?:-\d{5})?)*$/, 'must be ZIP codes or ranges such as "12345-12349" or "12350, 12352"')
      .describe('ZIP codes or ranges as written on the page: "12345-12349".'),
    responseTime: text.describe('Typical arrival time: "30-45 minutes".'),
    whyChoose: z.array(text).length(4, 'must list exactly 4 reasons').describe('Four reasons to choose the business in that city.'),
    meta: metaSchema,
  })
  .describe('A city: its area page, a page for each service there, its menu entry and its card.');

export const areasSchema = slugRecords('The cities served, keyed by slug ("north-fairview"), in display order.', areaSchema, 'area');

export type ImageRef = z.infer<typeof imageRefSchema>;
export type TitledText = z.infer<typeof titledTextSchema>;
export type IconName = keyof typeof dynamicIconImports;
export type Site = z.infer<typeof siteSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Area = z.infer<typeof areaSchema>;
