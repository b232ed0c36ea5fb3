/** The site's one route table: everything that lists pages derives from it, so no list can miss one. */
import { pageTypes } from '../page-types/index.ts';
import { type AnyPageType, filesOf, type PageEntry, type Route } from '../page-types/page-type.ts';
import { isMarkdownFolder } from '../content/load.ts';
import type { MarkdownLink } from '../content/markdown-parse.ts';
import { BuildError, meantBy } from '../errors.ts';
import type { PageSources } from './model.ts';
import { breadcrumbsFor } from './navigation.ts';
import { outputFileFor, paths, sectionsIn } from './paths.ts';
import type { MovedAddress } from '../hosting/redirects.ts';

/** Every page the page types make of a site, with its type, in the order of the route table. */
export type TypedPages = Array<{ entry: PageEntry<unknown>; type: AnyPageType }>;

export const pagesOf = (site: PageSources): TypedPages => pageTypes.flatMap((type) => type.pages(site).map((entry) => ({ entry, type })));

export function buildRoutes(site: PageSources): Route[] {
  return finished(pagesOf(site).map(({ entry, type }) => asRoute(entry, type)));
}

/** A page as a route of the table, before its breadcrumbs. */
function asRoute(entry: PageEntry<unknown>, type: AnyPageType): Route {
  return {
    ...entry,
    type,
    file: outputFileFor(entry.path),
    noindex: entry.neverIndexed ?? false,
    breadcrumbs: [],
    versions: [],
    counterparts: [],
  };
}

/** The table checked for two pages at one file, with each route's breadcrumbs from its language's home (`home`). */
function finished(routes: Route[], home: string = paths.home): Route[] {
  assertUniqueOutputFiles(routes);
  const byPath = new Map(routes.map((route) => [route.path, route]));
  for (const route of routes) route.breadcrumbs = breadcrumbsFor(route, byPath, home);
  return routes;
}

/** A translation's route table: the pages whose main text it gives, under its prefix; and those left out. */
export type TranslatedRoutes = {
  routes: Route[];
  /** Every built page's main-language path, to its path in the translation. */
  moved: ReadonlyMap<string, string>;
  /** The pages the translation does not give the main text of, which are not built in its language. */
  untranslated: Array<PageEntry<unknown>>;
};

/**
 * The pages a translation translates; a link of theirs to a page it does not translate stays in the main language rather
 * than break, at the main language's address (`main`: its pages moved to its own words, mainRoutes).
 */
export function translatedRoutes(
  entries: TypedPages,
  { prefix, pathIn, main = new Map() }: { prefix: string; pathIn: (path: string) => string; main?: ReadonlyMap<string, string> },
  translates: (entry: PageEntry<unknown>) => boolean,
): TranslatedRoutes {
  const kept = entries.filter(({ entry }) => translates(entry));
  const moved = new Map(kept.map(({ entry }) => [entry.path, pathIn(entry.path)]));
  const untranslated = entries.filter(({ entry }) => !translates(entry)).map(({ entry }) => entry);
  const standIns = new Map(untranslated.map(({ path, standIns = [] }) => [path, standIns.filter((page) => moved.has(page))]));
  // A file in a page's folder (its feed) moves with the page; the home page's folder is the site's own.
  const movedIn = (pages: ReadonlyMap<string, string>, path: string) => {
    const [, folder = '', file] = /^(\/.+\/)([^/]+\.[a-z0-9]+)$/i.exec(path) ?? [];
    return pages.get(path) ?? (pages.has(folder) ? `${pages.get(folder)}${file}` : undefined);
  };
  // A link written at a main page's own address (/contacto/ on a Spanish-first site) is to that page, as at its path in `paths`.
  const ownAddresses = new Map([...main].map(([path, at]) => [at, path]));
  const labels = new Map(kept.map(({ entry }) => [entry.path, entry.label]));
  // A link to a page left untranslated leads to a page of the language standing in for it, if one does and is not the page
  // itself, and is then named as that page.
  const linkTo = (written: string, from: string): LinkedTo | undefined => {
    const path = movedIn(ownAddresses, written) ?? written;
    const own = movedIn(moved, path);
    if (own !== undefined) return { path: own };
    const standIn = standIns.get(path)?.find((page) => page !== from);
    if (standIn !== undefined) return { path: moved.get(standIn)!, label: labels.get(standIn)! };
    const inMain = movedIn(main, path);
    return inMain === undefined ? undefined : { path: inMain };
  };
  const routes = kept.map(({ entry, type }) => asRoute(relocated(entry, { moved, prefix }, linkTo), type));
  return { routes: finished(routes, moved.get(paths.home) ?? `${prefix}${paths.home}`), moved, untranslated };
}

/** A page moved to its translation's paths: its own, its parent's and its links'; its duplicate groups the language's own. */
function relocated<Props>(
  entry: PageEntry<Props>,
  { moved, prefix }: { moved: ReadonlyMap<string, string>; prefix: string },
  linkTo: (path: string, from: string) => LinkedTo | undefined,
): PageEntry<Props> {
  const { nav, siblings, alsoAt, standIns } = entry;
  return {
    ...entry,
    path: moved.get(entry.path)!,
    // Its stand-ins as this language's pages, which its language links look up; one not built here stands in for nothing.
    ...(standIns && { standIns: standIns.flatMap((page) => (moved.has(page) ? [moved.get(page)!] : [])) }),
    ...(nav && { nav: { ...nav, ...(nav.parent !== undefined && { parent: moved.get(nav.parent) ?? nav.parent }) } }),
    ...(siblings && { siblings: { ...siblings, groups: siblings.groups.map((group) => `${prefix}:${group}`) } }),
    ...(alsoAt && { alsoAt: alsoAt.map((file) => (prefix ? `${prefix.slice(1)}/${file}` : file)) }),
    props: relinked(entry.props, (path) => linkTo(path, entry.path)),
  };
}

/** A field of props that holds a link: one named `href` or ending in `Href`. */
export const isLinkField = (key: string) => /(^h|H)ref$/.test(key);

/** Where a link of a translated page leads; with the `label` of the page it leads to when that stands in for another. */
type LinkedTo = { path: string; label?: string };

/**
 * A value with every link (`isLinkField`) to a moved page leading to its new path; Markdown's at the site's address are paths
 * already. A `{ label, href }` sent to a stand-in takes its label: "A service in Springfield" promised another page.
 * Any `label` beside the `href` is the link's words, so a call to action's too ("Book in Springfield" would become the
 * stand-in's name): a link whose words must stay gives them another field name.
 */
function relinked<Value>(value: Value, linkTo: (path: string) => LinkedTo | undefined): Value {
  const relink = (href: string) => {
    const [, path = href, rest = ''] = /^([^#?]*)(.*)$/.exec(href) ?? [];
    const to = linkTo(path);
    return to && { href: `${to.path}${rest}`, label: to.label };
  };
  const walk = (item: unknown, key: string): unknown => {
    if (typeof item === 'string' && isLinkField(key)) return relink(item)?.href ?? item;
    if (Array.isArray(item)) return item.map((element) => walk(element, ''));
    if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
      const { href, label } = item as { href?: unknown; label?: unknown };
      const link = typeof href === 'string' ? relink(href) : undefined;
      const fields = Object.entries(item).map(([field, inner]) => [field, field === 'href' ? (link?.href ?? inner) : walk(inner, field)]);
      return { ...Object.fromEntries(fields), ...(typeof label === 'string' && link?.label !== undefined && { label: link.label }) };
    }
    return item;
  };
  return walk(value, '') as Value;
}

/** Two routes writing one file would silently lose a page: the error is at the later one, a page of the business's own after the built-in ones. */
export function assertUniqueOutputFiles(routes: Route[]): void {
  const byFile = new Map<string, Route>();
  const problems: string[] = [];
  for (const route of routes) {
    for (const file of filesOf(route)) {
      const other = byFile.get(file);
      if (other) problems.push(`${route.source}: ${route.path} is already the address of ${other.source}; rename one of them`);
      else byFile.set(file, route);
    }
  }
  if (problems.length > 0) throw new BuildError(problems);
}

/**
 * Two pages at one path of `paths` are one page to a Markdown link written at it, though the language's own words
 * (`sectionOf`) would move one of them (pages/about.md and about.json at /about/, about.json's page at /nosotros/ on a
 * Spanish-first site): the error names the address the site shows. The error is at the later one, as for one file.
 * Checked in the main language alone: a translation's pages are some of its pages, at the same paths. Where the
 * language's words move no page, assertUniqueOutputFiles finds the same clash first, in the same words.
 */
export function assertUniquePaths(entries: TypedPages, sectionOf: (path: string) => string): void {
  const byPath = new Map<string, PageEntry<unknown>>();
  const problems: string[] = [];
  for (const { entry } of entries) {
    const other = byPath.get(entry.path);
    if (!other) byPath.set(entry.path, entry);
    else if (sectionOf(entry.path) === entry.path)
      problems.push(`${entry.source}: ${entry.path} is already the address of ${other.source}; rename one of them`);
    else
      problems.push(
        `${entry.source}: would take ${entry.path}, which on this site means the page of ${other.source}, at ${sectionOf(entry.path)}: a link written ${entry.path} leads there; rename one of them`,
      );
  }
  if (problems.length > 0) throw new BuildError(problems);
}

/** The links of the Markdown files of the page types of `routes`, each where it is written. */
export function markdownLinks(site: PageSources, routes: Route[]): MarkdownLink[] {
  const folders = new Set(routes.flatMap((route) => route.type.content.filter(isMarkdownFolder)));
  return [...folders].flatMap((folder) => site.documents(folder).flatMap((document) => document.links));
}

/**
 * A Markdown page's links to pages must lead to one, by its address or by its path in `paths` (`main`: mainRoutes'),
 * which the build moves to its address; links to files are left to the output's check, which sees every file written.
 * One to an address of `published` (content/published.txt) was to a page the site had.
 */
export function assertMarkdownLinksLead(
  site: PageSources,
  routes: Route[],
  main: ReadonlyMap<string, string> = new Map(),
  moved: MovedAddress[] = [],
  published: ReadonlySet<string> = new Set(),
): void {
  const links = markdownLinks(site, routes);
  const pages = new Set(routes.filter((route) => !route.neverIndexed).map((route) => route.path));
  for (const [path, at] of main) if (pages.has(at)) pages.add(path);
  // A link to a page that moved (a renamed service's old address) names where it went.
  const movedTo = new Map(moved.map(({ from, to }) => [from.replace(/\/?$/, '/'), to]));
  // A file left out, at its address in `paths` and in the pages' own section words (/articulos/x/ on a Spanish-first site).
  const sectionOf = sectionsIn(site.language.strings.sections, '');
  const heldBack = new Map(site.heldBack.flatMap((held) => [held.address, sectionOf(held.address)].map((at) => [at, held])));
  const problems = links.flatMap(({ href, written, place }) => {
    // One at another site's address is not the site's to check; one at its own is read as its path (readBody).
    const target = href.replace(/[?#].*$/, '');
    if (pages.has(target) || /\.[a-z0-9]+$/i.test(target) || !/^\/(?!\/)/.test(target)) return [];
    const address = target.replace(/\/?$/, '/');
    const to = movedTo.get(address);
    const held = heldBack.get(address);
    const hint = to
      ? `that page moved to ${to}: link there`
      : held
        ? `${held.why}, so it is not published yet: link to it once it is`
        : goneAdvice(pages.has(address) ? address : pageMeant(address, pages), published.has(address));
    return [`${place}: the link to ${written} leads to no page of the site; ${hint}`];
  });
  if (problems.length > 0) throw new BuildError(problems);
}

/** What fixes a link to no page: the page `meant`, else linking elsewhere or not at all; a page the site had (`was`) is named gone. */
function goneAdvice(meant: string | undefined, was: boolean): string {
  const gone = 'that page was removed or renamed';
  if (meant !== undefined) return `${was ? `${gone}; ` : ''}did you mean "${meant}"?`;
  return was ? `${gone}: link to the page that replaces it, or remove the link` : 'correct the address or remove the link';
}

/**
 * The page a link to no page (`address`, with its slash) was meant for: a slip in the whole address, else in its last
 * segment among the pages beside it, where a renamed slug keeps its words ("/services/rekeying/" for "lock-rekeying").
 */
function pageMeant(address: string, pages: ReadonlySet<string>): string | undefined {
  const whole = meantBy(address, [...pages]);
  if (whole !== undefined) return whole;
  const [, parent = '', slug = ''] = /^(.*\/)([^/]+)\/$/.exec(address) ?? [];
  const beside = [...pages].flatMap((page) => {
    const rest = page.startsWith(parent) ? page.slice(parent.length) : '';
    return /^[^/]+\/$/.test(rest) ? [rest.slice(0, -1)] : [];
  });
  const meant = slug ? meantBy(slug, beside) : undefined;
  return meant === undefined ? undefined : `${parent}${meant}/`;
}
