/*
 * Content already validated and resolved into links and image files, so templates compute nothing that could fail
 * and touch nothing outside their props. Templates import the content model's types from here, never from generate/:
 * this module is the one door between the two.
 */
import type { Root as HastRoot } from 'hast';
import type { ServicePrice } from '../generate/content/schema.ts';
import type { Site } from '../generate/content/site/index.ts';
import type { Strings } from '../generate/strings/index.ts';

export type { IconName, TitledText } from '../generate/content/icons.ts';
/** The words templates say around content, in the site's language ("{name}" filled with `phrase`). */
export type Words = Strings['pages'];
export type {
  AboutPageCopy,
  AreaPageCopy,
  CoveragePageCopy,
  HomePageCopy,
  NotFoundPageCopy,
  ServicePageCopy,
  ServicesPageCopy,
} from '../generate/content/page-schema.ts';

/** An image the build encoded at several widths and formats, ready for <picture>. */
export type Image = {
  /** "" for a decorative image. */
  alt: string;
  /** Intrinsic size (of the widest file), for width/height on <img>: nothing shifts while it loads. */
  width: number;
  height: number;
  /** The fallback (JPEG, or PNG where the source has transparency) for browsers that ignore srcset. */
  src: string;
  /** The fallback at every width: "url 400w, url 800w". */
  srcset: string;
  /** Modern formats first (AVIF, WebP), each at every width. */
  sources: Array<{ type: string; srcset: string }>;
  /** How wide the image shows at each viewport width (from templates/imageSlots.ts). */
  sizes: string;
};

/** The page's social-sharing card (og:image). */
export type SocialImage = { url: string; width: number; height: number; alt: string };

export type Link = { label: string; href: string };

/** A long list of children is cut to its first few, with `more` leading to the page that lists them all. */
export type NavItem = Link & { children: Link[]; more?: Link };

export type Phone = Site['phone'];

/** Where the business works, how fast it comes and what it charges to travel. */
export type Coverage = Omit<Site['coverage'], 'zones'> & {
  /** Every zone, as a sentence names them: "Travis County, Williamson County and Hays County". */
  area: string;
  /** The main zone, then the others, each under its label, for the coverage details. */
  zones: Array<{ label: string; names: string }>;
};

/** The street address customers visit, when the business has one: its lines, a map of it, and the words of its card. */
export type StreetAddress = {
  /** As a letter is addressed: ["1200 Main Street, Suite 4", "Springfield, TX 78701"]. */
  lines: string[];
  mapsUrl: string;
  labels: { heading: string; directions: string };
};

/** The words of buttons, links and headings many pages share; the emergency line's are in `Emergency`. */
export type Labels = Omit<Site['labels'], 'emergencyCall' | 'emergencyLine' | 'callUsText'> & { callUsText: string };

/** The emergency line of a business that has one: the number it dials and how pages word it. */
export type Emergency = {
  phone: Phone;
  /** Whether it dials a number of its own, not the main one: then pages show it beside the main number. */
  ownNumber: boolean;
  /** A call link's words: "Call 24/7". */
  call: string;
  /** The words above the number on the large floating button: "24/7 Emergency Service". */
  line: string;
  /** The floating button's landmark: "24/7 emergency call". */
  landmark: string;
  /** What the small floating button says to a screen reader before the number: "Call 24/7: emergency service". */
  spoken: string;
  /** When it answers: the owner's words ("24/7, including nights, weekends and holidays"), or its hours in runs of days. */
  hours: HoursInWords;
};

/** Hours as the contact page lists them: "Monday – Friday" and each range, "7:00 am – 6:00 pm" (or "Open 24 hours", or "Closed"). */
export type HoursList = Array<{ days: string; times: string[] }>;

/** Hours in a line: runs of days apart by " · ", each in pieces kept on one line ("Mon–Fri 7 am–noon,", "1 pm–6 pm"). */
export type HoursInWords = string | string[][];

/** The contact page's hours: the opening hours, and the emergency line's where they add to them. */
export type ContactHours = { opening: HoursList; emergency: { heading: string; rows: HoursList } | null };

/** What every page template takes besides its own props: the shared words, the language's phone line, and the emergency line. */
export type SiteWide = { labels: Labels; words: Words; phone: Phone; emergency: Emergency | null };

/** A service's price as pages state it ("From $149", "$89 through March 31, 2026"), and as search engines read it. */
export type Price = ServicePrice & { currency: string; words: string };

/** The services page's first chip, for every service: no category may take its slug. A value among the types, as the
 * model that counts the chips and the template that draws them both read it. */
export const ALL_CHIP_SLUG = 'all';

export type ServiceSummary = {
  slug: string;
  title: string;
  href: string;
  image: Image;
  category: string;
  /** Category slugs the card is filtered under on the services page: its category, plus "emergency". */
  filterCategories: string[];
  description: string;
  features: string[];
  /** None without a price, or once its last day has passed. */
  price?: Price;
};

export type AreaSummary = {
  slug: string;
  name: string;
  href: string;
  responseTime: string;
  zipCodes: string;
  /** The language of the words of its record a card shows (its response time), where not the page's: a town a translation lacks. */
  lang?: string;
};

export type TestimonialView = {
  name: string;
  location: string;
  rating: number;
  review: string;
  /** The review's language, where it is not the page's: "es" on an English page. */
  lang?: string;
  /** Its service's page; none in a language that lacks the service. */
  service?: Link | undefined;
  /** Where it was posted ("Google"; a sample has none), when ("2025-03-14" and "March 2025"), and a link to it there. */
  source?: string;
  date: Day;
  url?: string;
  /** A sample, not from a real customer: the card says so. */
  sample: boolean;
};

/** Text written in Markdown: its sanitised tree (hast), and the image each <img> of it names, by its `src`. */
export type ProseBody = { tree: HastRoot; images: Record<string, Image> };

/** A day as pages show it: "2025-03-14" for <time>, "March 14, 2025" to read. */
export type Day = { iso: string; label: string };

/** An article as cards list it (its index, and the pages of the services and areas it is about). */
export type ArticleSummary = { title: string; href: string; date: Day; description: string };

/** A photo of a job, the full-size file it links to (no script: a plain link), and the words under it ("Before: the old panel"). */
export type JobPhoto = { image: Image; full: string; label?: string };

/** A job of the gallery, as its card shows it: its photos, what was done, where and when. */
export type JobView = {
  title: string;
  description: string;
  date: Day;
  /** The city's name. */
  place: string;
  /** Its service's page: none on that service's own pages. */
  service?: Link | undefined;
  photos: JobPhoto[];
};

/** Cards of what the business wrote or did, under a heading: a service's or a city's articles, or its recent jobs. */
export type Related<Item> = { heading: string; intro?: string; items: Item[]; all: Link };

/** The jobs of the gallery and the articles about a service or a city: none on a site without them. */
export type RelatedItems = { work: Related<JobView> | null; articles: Related<ArticleSummary> | null };

export type Question = { question: string; answer: string };

/** The parts shared by every page: header, footer, floating call button, and the built asset files. */
export type Chrome = SiteWide & {
  businessName: string;
  /** The main language's tag on a translation's pages: the name is a fact, written in that language (`lang`). */
  businessNameLanguage?: string | undefined;
  /** The address customers may write to, under the phone in the footer; none for a business reached by phone alone. */
  email?: string;
  /** The pages' language: its BCP 47 tag (`lang`) and Open Graph's form of it (`og:locale`). */
  language: { tag: string; ogLocale: string };
  logo: Image;
  nav: NavItem[];
  quoteHref: string;
  /** The home page of the pages' language: the logo's link. */
  homeHref: string;
  /** The site's other languages; the header's link leads to a language's home page (if built) from a page it has no version of. */
  languages: Array<{ tag: string; name: string; home?: string }>;
  footer: {
    description: string;
    /** Where the business is: its street address when customers visit it, else its city ("Springfield, IL"); and a map of it. */
    location: { lines: string[]; mapsUrl: string };
    quickLinks: Link[];
    services: Link[];
    allServices?: Link;
    areas: Array<Link & { mapsUrl: string }>;
    allAreas?: Link;
    /** The opening hours in a line: "Mon–Fri 7 am–6 pm · Sat 8 am–noon", or "Open 24/7". */
    hours: HoursInWords;
    /** The business's license, as every page's footer states it, in the words content gives it. */
    license?: string;
    /** From SOURCE_DATE_EPOCH when set, so two builds of one input are identical. */
    year: number;
  };
  stylesheetHref: string;
  scriptHref: string;
  /** The brand's ink colour, for <meta name="theme-color">. */
  themeColour: string;
  /** The Content-Security-Policy for a <meta http-equiv>, so hosts without header control are covered. */
  contentSecurityPolicy: string;
  /** The pages the header and footer link to in another language (a page the language lacks), by path, to its tag: their `hreflang`. */
  linkLanguages?: Record<string, string> | undefined;
  /** The articles' Atom feed, which every page names for feed readers: only a site with articles has one. */
  feed?: Link;
  /** Every page asks search engines not to index it: a build for a staging host. */
  noindex?: true;
  /** The icon files at the site's root; favicon.svg only when the logo is an SVG. */
  icons: { ico: string; svg: string | null; appleTouch: string; manifest: string };
};

/** What goes in <head> besides the shared assets. */
export type Head = {
  title: string;
  description: string;
  /** Absolute URL; null for pages that must not be indexed under one address (the 404 page). */
  canonicalUrl: string | null;
  noindex: boolean;
  siteName: string;
  /** JSON-LD nodes for search engines. */
  structuredData: object[];
  /** The trail from the home page, shown above the page and given to search engines; empty on the home and 404 pages. */
  breadcrumbs: Link[];
  /** The page's own card for link previews. */
  socialImage: SocialImage;
  /** The largest image above the fold, preloaded so it paints first. */
  preloadImage: Image | undefined;
  /** The page in every language it exists in, itself among them (hreflang links); none on a site in one language. */
  versions: Array<{ language: string; path: string; url: string; ogLocale: string }>;
  /** The absolute URL of the page in the main language, for x-default; none on a site in one language. */
  defaultUrl: string | undefined;
  /** By language, the page's version there, else its nearest breadcrumb ancestor's: where the language link leads. */
  nearestVersions: Record<string, string>;
};

/** A link to the page in another language: its tag (`hreflang`, `lang`), the language's name in itself, and where it leads. */
export type LanguageLink = { tag: string; name: string; href: string };
