import type { Strings } from '../strings/en-US.ts';
/** The word of a long list's later pages in the words of `paths` (a language's own: languages.ts): /articles/page/2/. */
export const LIST_PAGE = 'page';

/**
 * Every internal URL ends in `/` and is served from `<folder>/index.html`, so no host needs a redirect to serve a link
 * (S3 website hosting, for one, redirects `/about` to `/about/`).
 */
export const paths = {
  home: '/',
  about: '/about/',
  services: '/services/',
  serviceAreas: '/service-areas/',
  contact: '/contact/',
  notFound: '/404/',
  service: (serviceSlug: string) => `/services/${serviceSlug}/`,
  serviceInArea: (serviceSlug: string, areaSlug: string) => `/services/${serviceSlug}${AREA_SEPARATOR}${areaSlug}/`,
  area: (areaSlug: string) => `/service-areas/${areaSlug}/`,
  /** A page of the business's own, content/pages/<slug>.md. */
  ownPage: (slug: string) => `/${slug}/`,
  article: (slug: string) => `/articles/${slug}/`,
  /** Page 2 and on of a list cut into pages: `/articles/page/2/`; page 1 is the list's own address. */
  listPage: (list: string, page: number) => (page === 1 ? list : `${list}${LIST_PAGE}/${page}/`),
} as const;

/** Kept apart from `paths`, whose plain values the hosts' header rules list as the sections every site has. */
export const ownPaths = {
  articles: '/articles/',
  /** The Atom feed of the articles, beside their index in each language (`/es/articles/feed.xml`). */
  feed: (index: string) => `${index}feed.xml`,
  gallery: '/gallery/',
} as const;

/**
 * A section of `paths` in a language's words under `prefix` (/es/servicios/ for /services/, /es/articulos/pagina/2/
 * for /articles/page/2/); a path in no section just under the prefix. The hosts' section rules take the main language's.
 */
export function sectionsIn(words: Strings['sections'], prefix: string): (path: string) => string {
  const sections = [
    [paths.services, words.services],
    [paths.serviceAreas, words.serviceAreas],
    [paths.about, words.about],
    [paths.contact, words.contact],
    [ownPaths.articles, words.articles],
    [ownPaths.gallery, words.gallery],
  ] as const;
  return (path) => {
    const section = sections.find(([from]) => path.startsWith(from));
    if (!section) return `${prefix}${path}`;
    return `${prefix}/${section[1]}/${path.slice(section[0].length).replace(new RegExp(`^${LIST_PAGE}/`), `${words.page}/`)}`;
  };
}

/** A service's, a city's, a service-in-city page's, an own page's and an article's address in a language, from the slugs its addresses use there. */
export function localPathsIn(words: Strings['sections'], prefix: string) {
  const section = sectionsIn(words, prefix);
  return {
    service: (service: string) => `${section(paths.services)}${service}/`,
    area: (area: string) => `${section(paths.serviceAreas)}${area}/`,
    serviceInArea: (service: string, area: string) => `${section(paths.services)}${service}-${words.inArea}-${area}/`,
    // Under the prefix and the articles' word, whatever the slug: a page's "contact" is not the contact page's section.
    page: (slug: string) => `${prefix}/${slug}/`,
    article: (slug: string) => `${section(ownPaths.articles)}${slug}/`,
  };
}

/** The old app's service route value is `{service}` or `{service}-in-{area}`. */
const AREA_SEPARATOR = '-in-';

/** A folder address is served from this file in the folder: `/about/` from `about/index.html`. */
export const INDEX_FILE = 'index.html';
/** What every host serves for a missing path (Netlify, Cloudflare Pages, GitHub Pages, S3's error document): the /404/ page. */
export const NOT_FOUND_FILE = '404.html';

/** The file a URL path is served from: `/about/` → `about/index.html`, `/404.html` → `404.html`; throws for a path that names none. */
export function outputFileFor(urlPath: string): string {
  const file = fileAt(urlPath);
  if (file !== null) return file;
  throw new Error(
    urlPath.startsWith('/') ? `URL path must end in "/" or a file extension: ${urlPath}` : `URL path must start with "/": ${urlPath}`,
  );
}

/** The same, or null for a path that names no file, such as `/about`, which a host would have to redirect. */
export function fileAt(urlPath: string): string | null {
  if (!urlPath.startsWith('/')) return null;
  if (urlPath.endsWith('/')) return `${urlPath.slice(1)}${INDEX_FILE}`;
  if (/\.[a-z0-9]+$/i.test(urlPath)) return urlPath.slice(1);
  return null;
}

/** The other way: the URL path a file of the output is served at. `services/x/index.html` → `/services/x/`, `404.html` → `/404.html`. */
export function urlPathOf(file: string): string {
  const isIndex = file === INDEX_FILE || file.endsWith(`/${INDEX_FILE}`);
  return `/${isIndex ? file.slice(0, -INDEX_FILE.length) : file}`;
}

/** The file left at a moved address for hosts without redirect rules: `/service-areas/santa` → `service-areas/santa.html`, which they serve for it. */
export function movedPageFile(from: string): string {
  return outputFileFor(`${from}.html`);
}

/** A label as a slug for ids, data attributes and image files: "Tune-Up & Repair" → "tune-up-and-repair", "Reparación" → "reparacion". */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A link written at the site's own address (`https://example.com/contact/`, its host in any case, by http too) as
 * the path it names; any other as written.
 */
export function ownPath(url: string, origin: string): string {
  const at = /^https?:\/\/[^/?#]*/i.exec(url)?.[0];
  if (!origin || !at || !URL.canParse(at) || new URL(at).host !== new URL(origin).host) return url;
  const rest = url.slice(at.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The absolute URL of a site path, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(baseUrl: string, urlPath: string): string {
  return new URL(urlPath, `${baseUrl.replace(/\/+$/, '')}/`).href;
}
