/** The pages' language and shared labels in site.json, each defaulting to the American English strings the editor's help shows. */
import { z } from 'zod';
import { enUS } from '../../strings/en-US.ts';
import { LANGUAGES, stringsFor } from '../../strings/index.ts';
import { addProblem, text } from '../schema.ts';
import { fact, languageDefault } from '../words.ts';

const { labels: defaults, callUsText, zones, emergency } = enUS;

/** A label: the words of a button, link or heading; left out, the strings of the pages' language give it (site/index.ts). */
const labelWords = (description: string) => text.optional().describe(description);
const label = (key: keyof typeof defaults, where: string) => labelWords(`${where} Default: "${defaults[key]}" (in English).`);

export const labelsSchema = languageDefault(
  z.strictObject({
    quote: label('quote', 'The quote button in the header on wide screens, in the menu and in heroes.'),
    quoteShort: label('quoteShort', 'The quote button in the header on medium screens.'),
    bookService: label('bookService', "A service page's hero and its summary box."),
    scheduleService: label('scheduleService', 'The booking button of the band that ends a service page.'),
    requestService: label('requestService', 'The link of each service card on the services page and the area pages.'),
    learnMore: label('learnMore', 'The link of each service card on the home page.'),
    readMore: label('readMore', "The home page's link to the about page."),
    callNow: label('callNow', 'The words before the number on call buttons.'),
    call: label('call', 'The words before the number on short call buttons, and on the social cards.'),
    callUs: label('callUs', "The heading of the contact page's phone card; the floating button's words when there is no emergency line."),
    callUsText: labelWords(
      `The text under that heading. Default: "${callUsText.anyTime}" when the phone is answered at any hour, else "${callUsText.openingHours}"`,
    ),
    emailUs: label('emailUs', "The heading of the contact page's email card, when site.json gives an `email`."),
    openingHours: label('openingHours', "The heading of the contact page's hours; read out before the footer's summary of them."),
    haveQuestions: label(
      'haveQuestions',
      "The phone link of the home page's banner (an emergency line with a number of its own is called as emergencyCall says).",
    ),
    serviceArea: label('serviceArea', "The heading of the contact page's card of where the business works."),
    emergencyService: label('emergencyService', "The heading of the contact page's emergency card."),
    emergencyCall: labelWords(
      `The floating call button's words on small screens and the emergency links' words. Default: "${emergency.roundTheClock.call}" when emergency calls are answered round the clock, "${emergency.onCall.call}" for an on-call line.`,
    ),
    emergencyLine: labelWords(
      `The words above the number on the floating call button on large screens. Default: "${emergency.roundTheClock.line}" round the clock, "${emergency.onCall.line}" for an on-call line.`,
    ),
    viewAllServices: label('viewAllServices', "The footer's link to the services page."),
    viewAllAreas: label('viewAllAreas', 'The links to the service areas page in the footer and on the home page.'),
    returnHome: label('returnHome', "The 404 page's link home."),
    pageNotFound: label('pageNotFound', "The 404 page's words under its number."),
    serviceIncludes: label('serviceIncludes', "The heading of a service's features on its pages."),
    atAGlance: label('atAGlance', "The heading of a service page's summary box."),
    warranty: label('warranty', "The word before a service's warranty in its summary box."),
    price: label('price', "The word before a service's price in its summary box, when services.json gives it one."),
    allServices: label('allServices', "The services page's category chip that shows every service."),
    emergencyCategory: label(
      'emergencyCategory',
      'The services page\'s category chip of the emergency services (shown only when a service has "emergency": true).',
    ),
    quickLinks: label('quickLinks', "The heading of the footer's list of the main pages."),
    ourServices: label('ourServices', "The heading of the footer's list of services."),
    homePage: label('homePage', 'The home page in menus and breadcrumbs.'),
    servicesPage: label('servicesPage', 'The services page in menus, breadcrumbs and the footer.'),
    serviceAreasPage: label('serviceAreasPage', 'The service areas page in menus, breadcrumbs and the footer.'),
    aboutPage: label('aboutPage', 'The about page in menus and breadcrumbs.'),
    contactPage: label('contactPage', 'The contact page in menus and breadcrumbs.'),
    primaryZone: labelWords(
      `Over the first of coverage.zones in the coverage details. Default: "${zones.primary}", or "${zones.only}" when it is the only one.`,
    ),
    otherZones: labelWords(
      `Over the other zones in the coverage details. Default: "${zones.other}", or "${zones.others}" when there are several.`,
    ),
    visitUs: label('visitUs', 'The heading over the street address on the contact page.'),
    response: label(
      'response',
      'Before a city\'s time to arrive on its card: the word for how soon the business comes (a cleaner\'s may be "Drive time").',
    ),
    typicalResponse: label('typicalResponse', "Before a city's time to arrive under its page's heading."),
    responseTime: label(
      'responseTime',
      "The heading of the time to arrive in the coverage details, a city's call card and a service-in-city page.",
    ),
    directions: label('directions', 'The link to the street address on a map.'),
  }),
)
  .prefault({})
  .describe(
    "The words of buttons, links and headings the pages share, each defaulting to its words in the pages' language (in English, the words shown in its description).",
  );

/** A language tag as BCP 47 and Intl write it ("en-US" for "en-us"); undefined for one that is none. */
export function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** Why a tag cannot be the pages' language: not BCP 47 as Intl writes it, or a language without strings. */
function languageProblem(tag: string): string | null {
  const canonical = canonicalTag(tag);
  if (canonical === undefined) return 'must be a language tag such as "en-US": a language and its region, as BCP 47 writes them';
  if (canonical !== tag) return `must be written "${canonical}"`;
  if (!stringsFor(tag)) return `the pages have no words in "${tag}" yet; languages there are: ${LANGUAGES.join(', ')}`;
  return null;
}

/** A language tag of content: BCP 47 as Intl writes it, in a language the engine has strings in. */
const languageTag = () => z.string().superRefine((tag, context) => addProblem(context, languageProblem(tag)));

export const languageSchema = fact(
  languageTag()
    .default(LANGUAGES[0]!)
    .describe(
      `The language of the pages, as a BCP 47 tag: the engine's words in it (there are ${LANGUAGES.join(', ')}; another region of one of those languages, such as "en-GB", takes its words), with its days, times and lists as that language and region write them. Default: "${LANGUAGES[0]}".`,
    ),
);

/** The languages the site is translated into besides its main one, each a folder content/translations/<tag>/ (docs/content.md). */
export const translationsSchema = fact(
  z
    .array(fact(languageTag()))
    .superRefine((tags, context) => {
      // Each translation's pages are under its language subtag (/es/): one translation per language.
      const subtags = tags.map((tag) => new Intl.Locale(tag).language);
      for (const [index, tag] of tags.entries())
        if (subtags.indexOf(subtags[index]!) !== index)
          addProblem(context, `"${tag}" is a second translation into "${subtags[index]}"; list one`, [index]);
    })
    .default([])
    .describe(
      `The languages the pages are translated into besides \`language\`, as BCP 47 tags (there are words for ${LANGUAGES.join(', ')}): the words of each are in content/translations/<tag>/, and a page exists in a language only when its main content is translated there. Default: none.`,
    ),
);
