/**
 * One module per page type declares its content, routes, template and what it gives the shared stages, so the route
 * table is derived from the list in index.ts alone. The built-in sections are also known by their paths elsewhere: their
 * words in a translation (pages/languages.ts `pathsIn`), the hosts' cache rules (hosting/headers.ts, pages/model.ts
 * `ownSections`), the section redirects (hosting/redirects.ts) and the header's menus (render/chrome.ts).
 */
import type { ComponentType } from 'react';
import type { FAQPage, ImageObject, Offer, Thing } from 'schema-dts';
import type { Image, Link, Price, Question, SiteWide } from '../../templates/view.ts';
import type { z } from 'zod';
import type { ContentFileSpec, ContentSource } from '../content/load.ts';
import { contentPlace } from '../errors.ts';
import type { PageSources } from '../pages/model.ts';

/** For the duplicate-content guard: pages without it are not compared. */
export type Siblings = {
  groups: string[];
  ownContent: boolean;
  /** A page that may be a near-copy of its siblings, kept out of search engines when it is (not the page it copies). */
  mayCopy?: true;
  /** Kept out of search engines unless it has content of its own. */
  needsOwnContent?: boolean;
  /**
   * Where the page's own words are written, which the report asks for when the page has none or too few; `record`, the
   * part of the file that gives them (`services.drain-cleaning`), which its pages in every language share.
   */
  ownWordsIn?: { file: string; place: string; record?: string };
};

/** Which top-level menus list a page ("both" unless given), and its place there. */
export type MenuPlace = { menu?: 'header' | 'footer' | 'both'; order?: number };

/** A page's place in the menus, as content gives it (`menu`, `order`): none when content names no menu. */
export const menuPlace = (label: string, { menu, order }: MenuPlace): Pick<PageEntry<unknown>, 'nav'> =>
  menu ? { nav: { label, menu, ...(order !== undefined && { order }) } } : {};

/** A page as its type makes it: everything but what the route table adds. */
export type PageEntry<Props> = {
  /** URL path, ending in "/". */
  path: string;
  /** The page's short name, in breadcrumbs: "Services", "Drain Cleaning in Springfield". */
  label: string;
  title: string;
  description: string;
  /** Under its parent in the header's menu, else at the top level of the menus `menu` names; `order` 1 is first, else route order. */
  nav?: { label: string; parent?: string } & MenuPlace;
  /** The day the page last changed ("2025-03-14"), when content says: the sitemap's <lastmod>. */
  lastModified?: string;
  siblings?: Siblings;
  /** Never for search engines (the 404 page): noindex, no canonical URL, out of the sitemap. */
  neverIndexed?: true;
  /** Other files of the output with this page's text: the 404 page is also `404.html`. */
  alsoAt?: string[];
  /** Where in content the page was made from, as messages name it: `content/areas.json: round-rock`. */
  source: string;
  /** A page exists in a translation only when the translation gives all these words; without them, in the main language alone. */
  words?: PageWords[];
  /**
   * Where a link to it leads in a language it is not built in: the first of these built there, the linking page aside.
   * Its own language link leads to the last built there: a link to a service in a town names the town, while the page
   * itself is most nearly its service's.
   */
  standIns?: string[];
  props: Props;
};

/** Where a page's main text is in content: a file, or one record of it (`within`: a service's slug). */
export type PageWords = { file: ContentFileSpec; within?: string[] };

export type Route<Props = unknown> = PageEntry<Props> & {
  type: PageType<Props>;
  /** Output file relative to the output folder. */
  file: string;
  /** Left out of search engines and the sitemap: the 404 page, and a page the duplicate-content guard keeps out. */
  noindex: boolean;
  /** The trail from the home page, in breadcrumbs and JSON-LD; empty on the home and 404 pages. */
  breadcrumbs: Link[];
  /** The page in every language it is indexed in, itself among them: its hreflang alternates; none on a site in one language. */
  versions: Version[];
  /** The page in every language it is built in, indexed or not, itself among them: where its language links lead. */
  counterparts: Version[];
  /** The pages its links lead to in another language, by path, to that language's tag (languages.ts): their `hreflang`. */
  linkLanguages?: Record<string, string> | undefined;
};

/** The files of the output a page is written to: its own, then those it is also at (the 404 page's `404.html`). */
export const filesOf = (route: Pick<Route, 'file' | 'alsoAt'>): string[] => [route.file, ...(route.alsoAt ?? [])];

/** A page in one language: the language's tag and the page's path in it. */
export type Version = { language: string; path: string };

export type PageType<Props> = {
  /** The type's name, in cache keys and messages. */
  name: string;
  /** What it reads besides the site's files; the loader checks them with the site's files. */
  content: ContentSource[];
  /** Every page of the type, in the order of the route table. */
  pages: (site: PageSources) => Array<PageEntry<Props>>;
  /** The template, loaded with React when a page of the type is first rendered. */
  template: () => Promise<ComponentType<Props & SiteWide>>;
  /** The largest image above the fold, preloaded: none unless given. */
  lcpImage?: (props: Props) => Image | undefined;
  /** JSON-LD of its own, besides the business and the breadcrumbs on every page. */
  structuredData?: (route: Route<Props>, kit: JsonLdKit) => Thing[];
  /** The words on its social card: the page's label unless given. */
  cardTitle?: (route: Route<Props>) => string;
  /** Files besides its pages (the articles' feed); asynchronous, so what makes them is loaded only for a site that has them. */
  files?: (
    routes: Array<Route<Props>>,
    site: PageSources,
    where: { baseUrl: string; pathOf: (path: string) => string },
  ) => Promise<Map<string, string>>;
};

/** What page types make their own JSON-LD with (render/structured-data.ts): each node points at the one business. */
export type JsonLdKit = {
  /** The business's own areaServed: its cities, or its zones past MAX_CITIES_LISTED. */
  areaServed: NonNullable<Node<'LocalBusiness'>['areaServed']>;
  city: (name: string) => Node<'City'>;
  /** A Service at the route's URL, provided by the business. */
  service: (route: { path: string }, node: Omit<Node<'Service'>, '@type' | 'provider' | 'url'>) => Node<'Service'>;
  /** A content image for search engines: the image itself when it is a photo, else the page's social card. */
  image: (route: { path: string }, image: Image) => ImageObject;
  faqPage: (questions: Question[]) => FAQPage[];
  /** A service's price as an Offer: a starting price as the lowest of a range, a special valid through its last day. */
  offer: (price: Price) => Offer;
  /** The site, named on its home page (each language's): a home page at the route's URL, published by the business. */
  webSite: (route: { path: string }) => Node<'WebSite'>;
  /** A page of the business's own at the route's URL, published by the business. */
  webPage: (route: { path: string }, node: Omit<Node<'WebPage'>, '@type' | 'publisher' | 'url'>) => Node<'WebPage'>;
  /** A photo of the business's own work: the file itself, its size, and the business as its creator. */
  photo: (image: Image, node: Omit<ImageObject, '@type' | 'url' | 'contentUrl' | 'width' | 'height' | 'creator'>) => ImageObject;
  /** An article at the route's URL, published by the business; without an image of its own, the page's social card is its image. */
  article: (
    route: { path: string },
    node: Omit<Node<'BlogPosting'>, '@type' | 'publisher' | 'url' | 'mainEntityOfPage'>,
  ) => Node<'BlogPosting'>;
};

/** A schema.org type's leaf (its own properties), by its name: `Node<'Service'>`. */
export type Node<Type extends string> = Extract<Thing, { '@type': Type }>;

/** An identity, so a type's props are checked against its template here, once. */
export const pageType = <Props>(type: PageType<Props>): PageType<Props> => type;

/** A page type of any props, as the list holds them: the route table only passes a route's props back to its own type. */
// biome-ignore lint/suspicious/noExplicitAny: the list holds types of different props, each consistent with itself
export type AnyPageType = PageType<any>;

/** The one page of a file of page copy: at `path`, its title and description the file's `meta`, in both menus as `label`. */
export function onePage<Props>(
  site: PageSources,
  from: ContentFileSpec<z.ZodType<{ meta: { title: string; description: string } }>>,
  { path, label, props, words = [] }: { path: string; label: string; props: Props; words?: PageWords[] },
): Array<PageEntry<Props>> {
  const source = contentPlace(site.fileOf(from), null);
  return [{ path, label, ...site.copy(from).meta, nav: { label }, source, words: [{ file: from }, ...words], props }];
}
