import type { Chrome, Head, SocialImage } from '../../templates/view.ts';
import { BuildCache, type CachedFile, readBackText } from '../cache/build-cache.ts';
import { FILES_AT_ONCE, Gate } from '../cache/gate.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import { templatesDir } from '../folders.ts';
import type { OutputFiles } from '../output/write.ts';
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
 * Pages in the making, or being read from the cache, at a time. Without it every page starts at once,
 * and on a large site the rendered pages pile up in memory waiting for the disk.
 */
export const rendering = new Gate(FILES_AT_ONCE);

/** What each page's head takes from other stages: its JSON-LD and its social card. */
export type PerRoute = { structuredData: (route: Route) => JsonLd[]; socialImage: (route: Route) => SocialImage };

/**
 * Some of the pages again (`which`), after they were rendered from `before`'s routes into
 * `before.pages`: the duplicate check's noindex and canonical change only their heads.
 */
export type Again = { which: Route[]; before: { routes: Route[]; pages: OutputFiles } };

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
  /** Only some of `routes`, rendered before with other heads; all of them, for the first time, unless given. */
  again?: Again,
): Promise<{ pages: OutputFiles; rendered: number }> {
  let render: ReturnType<Awaited<ReturnType<typeof react>>['pageRenderer']> | undefined;
  const chromeKey = BuildCache.key('page', PAGE_CODE_VERSION, JSON.stringify(chrome));
  let rendered = 0;
  const which = again?.which ?? routes;
  const routeBefore = new Map(again?.before.routes.map((route) => [route.path, route]));
  const cached = new Map<string, CachedFile>();
  await Promise.all(
    which.map((route) =>
      rendering.run(async () => {
        const head = pageHead(route, routes, chrome, baseUrl, perRoute);
        const key = BuildCache.key(chromeKey, JSON.stringify(head), JSON.stringify(route.page));
        const page = await cache.textFile(key, 'html', async () => {
          render ??= (await react()).pageRenderer(chrome);
          const before = again && routeBefore.get(route.path);
          const earlier = before && readBackText(again.before.pages.get(route.file));
          const reheaded = earlier && render.withHead(earlier, pageHead(before, again.before.routes, chrome, baseUrl, perRoute), head);
          if (reheaded) return reheaded;
          rendered += 1;
          return render.page(route.path, head, route.page);
        });
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
