/** The business's facts in site.json: who it is, how to call it, where it is and where it is published. */
import { z } from 'zod';
import { fact } from '../words.ts';
import { didYouMean } from '../../errors.ts';
import { addProblem, hasCome, httpsUrl, imageRefSchema, text } from '../schema.ts';
import businessTypes from './business-types.json' with { type: 'json' };

/** schema.org's LocalBusiness and the types below it (written from schema-dts by `npm run schemas`). */
const BUSINESS_TYPES = businessTypes as [string, ...string[]];

/** A number as a tel: link dials it: "+", a country code and the number, digits only. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** An extension after a number as shown: "ext 2", "x2", ", Ext. 12". */
const EXTENSION = /(?<!\p{L})(?:ext(?:ension)?\.?|x|#)\s*\d{1,6}\s*$/iu;

/** Why a number is not in E.164 form; written as a local number of ten digits, the form it has in the US and Canada. */
function e164Problem(written: string): string {
  const digits = written.replace(/\D/g, '');
  const local = !written.trim().startsWith('+') && digits.length === 10 ? `; in the US or Canada, "${written}" is "+1${digits}"` : '';
  return `must be in E.164 form, such as "+15555550123"${local}`;
}

/** A phone number, as pages show it and as a tel: link dials it. */
export const phoneSchema = z
  .strictObject({
    display: fact(text.describe('The number as shown on the pages: "(555) 555-0123".')),
    e164: z
      .string()
      .regex(E164, { error: (issue) => e164Problem(String(issue.input)) })
      .describe('The number as dialled by a tel: link, in E.164 form: "+15555550123".'),
  })
  .superRefine(({ display, e164 }, context) => {
    // A slip in either would have those who type the number shown and those who tap it call different lines; a trunk 0 is not dialled.
    // An e164 not in E.164 form is named as such; set beside it, a display of the same digits would read as a second slip.
    if (!E164.test(e164)) return;
    // A tel: link dials no extension: the pages would show "ext 2" and every tap would reach the main line alone.
    const extension = EXTENSION.exec(display);
    if (extension) {
      const message = `"${display}" shows an extension, which a tap on the number cannot dial: it calls ${e164} alone; write the number without "${extension[0].trim()}", and give the extension in words where it helps (such as labels.callUsText)`;
      return addProblem(context, message, ['display']);
    }
    const shown = display.replace(/[^\p{L}\d]/gu, '').replace(/^0+/, '');
    if (/^\d{6,}$/.test(shown) && !e164.endsWith(shown))
      addProblem(context, `"${display}" is not ${e164}, the number e164 beside it dials; write the same number in both`, ['display']);
  });

/** Why `value` cannot be the base URL, or null: links start at the root ("/services/"), so the site cannot live under a path. */
export function baseUrlProblem(value: string): string | null {
  if (!/^https?:\/\/[^/]/.test(value) || !URL.canParse(value)) {
    // A domain written as it is said ("www.example.com") is the address with https:// left off.
    const meant = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value) ? `https://${value.toLowerCase()}` : null;
    return `must be an absolute http(s) URL such as https://example.com${meant ? `; write "${meant}"` : ''}`;
  }
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return `must be the site's address with no path, such as ${url.origin}: the site's links start at the root, so it cannot be published under a path`;
  }
  return null;
}

/** What most phones show whole under a home-screen icon. */
const SHORT_NAME_LENGTH = 12;

/** A name's first words that fit in SHORT_NAME_LENGTH, not ending on one that only joins: "Sparkle & Shine Cleaning" → "Sparkle". */
export function shortNameOf(name: string, joining: readonly string[]): string {
  const [first, ...rest] = name.split(/\s+/);
  const kept = [first!];
  for (const word of rest) {
    if ([...kept, word].join(' ').length > SHORT_NAME_LENGTH) break;
    kept.push(word);
  }
  const joins = (word: string) => !/[\p{L}\p{N}]/u.test(word) || joining.includes(word.toLowerCase());
  while (kept.length > 1 && joins(kept.at(-1)!)) kept.pop();
  return kept.join(' ');
}

/** The currencies Intl formats, by their ISO 4217 codes. */
const CURRENCIES = Intl.supportedValuesOf('currency');

/** Why a code cannot be the site's currency: one not written in capitals, or none ISO 4217 has. */
function currencyProblem(code: string): string | null {
  if (CURRENCIES.includes(code)) return null;
  if (CURRENCIES.includes(code.toUpperCase())) return `must be written "${code.toUpperCase()}"`;
  return `"${code}" is not an ISO 4217 currency code; ${didYouMean(code, CURRENCIES) || 'write its three capital letters, such as "USD", "CAD" or "EUR"'}`;
}

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "US"');

/** The storefront or office customers visit; Google's guidelines ask a service-area business to leave its street address out. */
const addressSchema = z
  .strictObject({
    street: fact(text.describe('The street, number and any suite, as a letter is addressed: "1200 Main Street, Suite 4".')),
    locality: fact(text.describe('The city or town of the address: "Fairview".')),
    region: fact(text.describe('The state or region, when it is not the site\'s `region`: "TX".')).optional(),
    postalCode: fact(text.describe('The postal or ZIP code: "78701".')).optional(),
    country: countryCode.describe('ISO country code, when it is not the site\'s `country`: "US".').optional(),
  })
  .describe(
    'The street address customers visit (a storefront or office): shown on the contact page and in the footer, and given to search engines. Leave it out for a business that serves customers at their place.',
  );

export const businessFields = {
  businessName: fact(text.describe('The business name; other files write {business} and the build fills it in.')),
  shortName: fact(
    text.describe(
      `The name under the site's icon on a phone's home screen (the web app manifest's short_name): at most ${SHORT_NAME_LENGTH} characters show whole on most phones. Default: the first words of businessName that fit in ${SHORT_NAME_LENGTH}, never ending on "&" or a word such as "and".`,
    ),
  ).optional(),
  businessType: z
    .enum(BUSINESS_TYPES, {
      error: (issue) =>
        typeof issue.input === 'string'
          ? `"${issue.input}" is not a schema.org business type; ${didYouMean(issue.input, BUSINESS_TYPES, { prefix: true }) || 'name LocalBusiness or a type below it, such as "Plumber", "Electrician", "Locksmith" or "HomeAndConstructionBusiness" (docs/content.md lists those of the common trades)'}`
          : undefined,
    })
    .describe(
      'The schema.org LocalBusiness type for search engines, the most precise there is for the trade: "Plumber", "Electrician", "Locksmith", "HousePainter", "HVACBusiness"… (docs/content.md lists those of the common trades).',
    ),
  phone: phoneSchema.describe('The main phone number; other files write {phone} for it as shown.'),
  email: fact(
    z
      .string()
      .trim()
      .email('must be an email address such as "office@example.com"')
      .describe(
        'An email address customers may write to, if the owner wants to be written to: shown beside the phone on the contact and service areas pages and under it in every footer, and given to search engines. Leave it out to be reached by phone alone.',
      ),
  ).optional(),
  baseUrl: z
    .string()
    .regex(/[^/]$/, 'must not end with "/"')
    .superRefine((value, context) => addProblem(context, baseUrlProblem(value)))
    .describe('Where the site is published, without a trailing slash: canonical and Open Graph URLs start with it.'),
  foundingYear: z
    .number()
    .int()
    .min(1800)
    .max(2100)
    // The pages say "Since {foundingYear}": a year still to come is a slip of the keyboard.
    .refine((year) => hasCome(`${year}-01-01`), {
      error: ({ input }) => `${input} is still to come; give the year the business was founded`,
    })
    .describe('The year the business was founded; other files write {foundingYear}.'),
  homeCity: fact(
    text.describe('The city the business works from: the hero, the footer and the maps search; other files write {homeCity}.'),
  ),
  region: fact(text.describe('The state, province or region after each city name in a maps search: "TX"; other files write {region}.')),
  country: countryCode.describe('ISO country code: "US".'),
  address: addressSchema.optional(),
  logo: imageRefSchema.describe('The logo, best as an SVG: it also makes the favicons, the touch icon and the manifest icons.'),
  mapsSearchUrl: httpsUrl.describe('A maps search URL; the city name and region are appended, URL-encoded.'),
  guarantees: z
    .array(text)
    .min(1)
    .describe('What the business promises, one sentence each: listed on the contact and service areas pages.'),
  profiles: z
    .array(httpsUrl)
    .describe("The business's own profiles elsewhere (Google Business Profile, Yelp, BBB): search engines get them as sameAs.")
    .optional(),
  mapUrl: httpsUrl
    .describe("A link to the business on a map (its Google Business Profile's map link), for search engines' hasMap.")
    .optional(),
  priceRange: fact(
    text.describe('A price range as search engines show it ("$$", or "$150-$2,500"), only if the owner gives one.'),
  ).optional(),
  currency: fact(
    z
      .string()
      .superRefine((code, context) => addProblem(context, currencyProblem(code)))
      .default('USD')
      .describe('The currency of the services\' prices, as ISO 4217 writes it: "USD", "CAD", "EUR". Default: "USD".'),
  ),
};
