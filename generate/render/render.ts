import type { Chrome, Head, SocialImage } from '../../templates/view.ts';
import { BuildCache } from '../cache/build-cache.ts';
import { FILES_AT_ONCE, Gate } from '../cache/gate.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import { templatesDir } from '../folders.ts';
import type { CachedFile, OutputFiles } from '../output/write.ts';
import { absoluteUrl } from '../pages/paths.ts';
import { breadcrumbsFor } from '../pages/navigation.ts';
import { lcpImage } from '../pages/props.ts';
import type { Route } from '../pages/routes.ts';
import type { JsonLd } from './structured-data.ts';

/** React and the templates, loaded on the first page that is not in the cache. */
const react = () => import('./render-react.tsx');

/**
 * The code that turns a page's data into HTML: every file of the project's templates folder (the
 * React templates are always the project's own, imported as code), this file, render-react.tsx,
 * and React and the icon set. Every cached page is keyed by it, so editing any of them renders
 * every page anew.
 */
const PAGE_CODE_VERSION = codeVersion(
  [templatesDir, import.meta.url, new URL('./render-react.tsx', import.meta.url)],
  ['react', 'react-dom', 'lucide-react'],
);

/**
 * Pages in the making, or being read from the cache, at a time. Without it every page started at
 * once: at 7,000 pages, rendered pages waited in memory for the disk, nearly 2 GB of them.
 */
export const rendering = new Gate(FILES_AT_ONCE);

/** What each page's head takes from other stages: its JSON-LD and its social card. */
export type PerRoute = { structuredData: (route: Route) => JsonLd[]; socialImage: (route: Route) => SocialImage };

/**
 * Renders every route to a complete HTML document (React runs here, at build time only).
 *
 * A page is a pure function of its props, its head, the shared chrome and the code that renders
 * them (PAGE_CODE_VERSION), so each page is cached under a hash of exactly those: a build renders only
 * the pages whose inputs changed (editing one city re-renders its seven pages; editing a template,
 * all of them), and a build with nothing to render never loads React.
 */
export async function renderPages(
  routes: Route[],
  chrome: Chrome,
  baseUrl: string,
  perRoute: PerRoute,
  cache: BuildCache,
  /** Given each page's text as it is made or read (for the link check), which then is not kept. */
  onPage?: (file: string, text: string) => void,
  /** The routes to render, when only some of `routes` (pages whose head changed); all of them unless given. */
  which: Route[] = routes,
): Promise<{ pages: OutputFiles; rendered: number }> {
  let render: ((path: string, head: Head, page: Route['page']) => string) | undefined;
  const chromeKey = BuildCache.key('page', PAGE_CODE_VERSION, JSON.stringify(chrome));
  let rendered = 0;
  const cached = new Map<string, CachedFile>();
  await Promise.all(
    which.map((route) =>
      rendering.run(async () => {
        const head = pageHead(route, routes, chrome, baseUrl, perRoute);
        const key = BuildCache.key(chromeKey, JSON.stringify(head), JSON.stringify(route.page));
        const page = await cache.textFile(
          key,
          'html',
          async () => {
            render ??= (await react()).pageRenderer(chrome);
            rendered += 1;
            return render(route.path, head, route.page);
          },
          route.file,
        );
        onPage?.(route.file, page.text);
        cached.set(route.file, page.file);
      }),
    ),
  );
  // In route order, whatever order the cache answered in, so the output is the same every time.
  // The pages are written by copying their cached files.
  const pages: OutputFiles = new Map(which.map((route) => [route.file, cached.get(route.file)!]));
  return { pages, rendered };
}

/** What a page's <head> says: its title, description, canonical URL, structured data, breadcrumbs and card. */
export function pageHead(route: Route, routes: Route[], chrome: Chrome, baseUrl: string, perRoute: PerRoute): Head {
  return {
    title: route.title,
    description: route.description,
    canonicalUrl: route.canonical === null ? null : absoluteUrl(baseUrl, route.canonical),
    noindex: route.noindex,
    siteName: chrome.businessName,
    structuredData: perRoute.structuredData(route),
    breadcrumbs: breadcrumbsFor(route, routes),
    socialImage: perRoute.socialImage(route),
    preloadImage: lcpImage(route.page),
  };
}

/** The page left at a moved address, for hosts without redirect rules; cached like the pages. */
export async function renderRedirectPage(to: string, baseUrl: string, chrome: Chrome, cache: BuildCache): Promise<string> {
  const props = {
    to,
    canonicalUrl: absoluteUrl(baseUrl, to),
    businessName: chrome.businessName,
    contentSecurityPolicy: chrome.contentSecurityPolicy,
  };
  return cache.text(BuildCache.key('redirect page', PAGE_CODE_VERSION, JSON.stringify(props)), 'html', async () =>
    (await react()).redirectDocument(props),
  );
}
