import type { Chrome, Head, SocialImage } from '../../templates/view.ts';
import { BuildCache, type CachedFile } from '../cache/build-cache.ts';
import { FILES_AT_ONCE, Gate } from '../cache/gate.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import { templatesDir } from '../folders.ts';
import type { OutputFiles } from '../output/write.ts';
import { filesOf, type Route } from '../page-types/page-type.ts';
import { cachedDuplicateVerdicts, keepOut, mainText, sharedSentences } from '../pages/duplicate-content.ts';
import { absoluteUrl } from '../pages/paths.ts';
import { ogLocale } from '../strings/index.ts';
import type { pageRenderer } from './render-react.tsx';
import type { JsonLd } from './structured-data.ts';

/** React and the templates, loaded on the first page that is not in the cache. */
const react = () => import('./render-react.tsx');

/** Every cached page is keyed by the code that renders it, templates and packages included, so editing any of it renders all anew. */
const PAGE_CODE_VERSION = codeVersion(
  [templatesDir, import.meta.url, new URL('./render-react.tsx', import.meta.url), new URL('../page-types/', import.meta.url)],
  ['react', 'react-dom', 'lucide-react'],
);

/** Without a limit every page starts at once, and on a large site rendered pages pile up in memory waiting for the disk. */
export const rendering = new Gate(FILES_AT_ONCE);

/** What each page's head takes from other stages: its JSON-LD and its social card. */
type PerRoute = { structuredData: (route: Route) => JsonLd[]; socialImage: (route: Route) => SocialImage };

type RenderInputs = {
  routes: Route[];
  chrome: Chrome;
  baseUrl: string;
  perRoute: PerRoute;
  /** The duplicate-content guard's bound (site.json `duplicateContent.maxSimilarity`). */
  maxSimilarity: number;
  /** The pages' language, in which the guard's report splits sentences. */
  language: string;
  cache: BuildCache;
  /** Given each page's text as it is made or read (for the link check), which then is not kept. */
  onPage?: (file: string, text: string) => void;
};

/**
 * Each page's <main> comes first, as the duplicate-content guard compares it and its verdict changes the <head>;
 * `renderDocuments`, the whole pages, waits for the caller to link each page to its versions among the pages still indexed.
 * Both halves are cached under a hash of what made them, so a build where nothing changed never loads React.
 */
export async function judgePages({ routes, chrome, baseUrl, perRoute, maxSimilarity, language, cache, onPage }: RenderInputs) {
  let renderer: Promise<ReturnType<typeof pageRenderer>> | undefined;
  const render = () => (renderer ??= react().then((module) => module.pageRenderer(chrome)));
  let rendered = 0;
  const mainShared = JSON.stringify([chrome.phone, chrome.emergency, chrome.labels, chrome.words]);
  const mainKeys = new Map(routes.map((route) => [route.file, mainKey(route, mainShared)]));
  const mains = new Map<string, Promise<string>>();
  const mainOf = (route: Route) => {
    let main = mains.get(route.file);
    if (!main) {
      main = cache.text(mainKeys.get(route.file)!, 'main', async () => (await render()).main(route));
      mains.set(route.file, main);
    }
    return main;
  };

  const similar = await cachedDuplicateVerdicts(routes, mainKeys, async (route) => mainText(await mainOf(route)), maxSimilarity, cache);
  const indexed = keepOut(routes, similar);
  const byPath = new Map(indexed.map((route) => [route.path, route]));
  for (const verdict of similar) {
    const [page, twin] = await Promise.all([mainOf(byPath.get(verdict.path)!), mainOf(byPath.get(verdict.twin)!)]);
    verdict.shared = sharedSentences(page, twin, language);
    verdict.ownWordsIn = byPath.get(verdict.path)!.siblings!.ownWordsIn;
  }
  // `linked`: the pages the guard left, each linked to its versions; nearestVersions looks up the counterparts of the
  // ancestors of a page without any among them.
  const renderDocuments = async (linked: Route[]) => {
    const byPath = new Map(linked.map((route) => [route.path, route]));
    const chromeKey = BuildCache.key('page', PAGE_CODE_VERSION, JSON.stringify(chrome));
    const cached = new Map<string, CachedFile>();
    await Promise.all(
      linked.map((route) =>
        rendering.run(async () => {
          const head = pageHead(route, chrome, baseUrl, perRoute, byPath);
          const key = BuildCache.key(chromeKey, JSON.stringify(head), mainKeys.get(route.file)!);
          const page = await cache.textFile(key, 'html', async () => {
            rendered += 1;
            return (await render()).document(route.path, head, await mainOf(route));
          });
          mains.delete(route.file);
          for (const file of filesOf(route)) onPage?.(file, page.text);
          cached.set(route.file, page.file);
        }),
      ),
    );
    // In route order, whatever order the cache answered in, so the output is the same every time.
    const pages: OutputFiles = new Map(linked.flatMap((route) => filesOf(route).map((file) => [file, cached.get(route.file)!] as const)));
    return { pages, rendered, routes: linked, similar };
  };
  return { routes: indexed, renderDocuments };
}

/** What a page's <main> is made of: its type, props, breadcrumbs and the languages of its links, and what every <main> shows alike. */
function mainKey(route: Route, shared: string): string {
  return BuildCache.key(
    'main',
    PAGE_CODE_VERSION,
    shared,
    route.type.name,
    JSON.stringify([route.props, route.breadcrumbs, route.linkLanguages]),
  );
}

/** What a page's <head> says: its title, description, canonical URL, structured data, breadcrumbs and card. */
export function pageHead(route: Route, chrome: Chrome, baseUrl: string, perRoute: PerRoute, byPath: Map<string, Route>): Head {
  return {
    title: route.title,
    description: route.description,
    // Its own, kept out of search engines or not; none for a page never shown to them (the 404 page).
    canonicalUrl: route.neverIndexed ? null : absoluteUrl(baseUrl, route.path),
    noindex: route.noindex || chrome.noindex === true,
    siteName: chrome.businessName,
    structuredData: perRoute.structuredData(route),
    breadcrumbs: route.breadcrumbs,
    socialImage: perRoute.socialImage(route),
    preloadImage: route.type.lcpImage?.(route.props),
    versions: route.versions.map(({ language, path }) => ({
      language,
      path,
      url: absoluteUrl(baseUrl, path),
      ogLocale: ogLocale(language),
    })),
    // The main language's version is listed first (languages.ts).
    defaultUrl: route.versions[0] && absoluteUrl(baseUrl, route.versions[0].path),
    nearestVersions: nearestVersions(route, byPath),
  };
}

/**
 * For each language, the page's own counterpart, else its stand-ins' from the last, else its nearest breadcrumb
 * ancestor's: built there, though the guard may keep it out of search engines in either language.
 */
export function nearestVersions(route: Route, byPath: Map<string, Route>): Record<string, string> {
  const nearest: Record<string, string> = {};
  const ancestors = [...route.breadcrumbs.map((crumb) => crumb.href), ...(route.standIns ?? [])].reverse();
  const pages = [route, ...ancestors.map((path) => byPath.get(path))];
  for (const { language, path } of pages.flatMap((page) => page?.counterparts ?? [])) nearest[language] ??= path;
  return nearest;
}

/** The page left at a moved address, for hosts without redirect rules; cached like the pages. */
export async function renderRedirectPage(to: string, baseUrl: string, chrome: Chrome, cache: BuildCache): Promise<string> {
  const { moved, movedTitle, nowAt } = chrome.words;
  const props = {
    to,
    canonicalUrl: absoluteUrl(baseUrl, to),
    businessName: chrome.businessName,
    contentSecurityPolicy: chrome.contentSecurityPolicy,
    language: chrome.language.tag,
    words: { moved, movedTitle, nowAt },
  };
  return cache.text(BuildCache.key('redirect page', PAGE_CODE_VERSION, JSON.stringify(props)), 'html', async () =>
    (await react()).redirectDocument(props),
  );
}
