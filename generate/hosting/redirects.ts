import type { Content } from '../content/load.ts';
import { BuildError, type ContentFile, contentProblem, didYouMean } from '../errors.ts';
import { fileAt, movedPageFile, paths, urlPathOf } from '../pages/paths.ts';
import { filesOf, type Route } from '../page-types/page-type.ts';

/** A moved address: an old path of the site and the page it now lives at, from content/redirects.json. */
export type MovedAddress = Content['redirects']['redirects'][number];

/**
 * The one redirect table, from which every host's format and the preview server are derived. A `section` rule
 * catches a path one segment below a section that is not a page (a mistyped service slug), as `/services/:slug`.
 */
export type RedirectRule =
  | ({ kind: 'moved' } & MovedAddress)
  | { kind: 'section'; from: string; to: string; status: 302 | 404; why: string };

/** The site's own rules, from the old app's behaviour (spec §8), at the sections' addresses in the main language (`at`). */
const sectionRules = (at: (section: string) => string): RedirectRule[] => [
  {
    kind: 'section',
    from: `${at(paths.services)}:slug`,
    to: at(paths.services),
    status: 302,
    why: 'An unknown service slug goes to the services page, as the old app did.',
  },
  {
    kind: 'section',
    from: `${at(paths.serviceAreas)}:slug`,
    to: paths.notFound,
    status: 404,
    why: 'An unknown area gets the 404 page with a 404 status.',
  },
];

/** An old address listed twice keeps its first rule: a host such as nginx refuses a second for one address. */
export function buildRedirectTable(moved: MovedAddress[], at = (section: string) => section): RedirectRule[] {
  const first = moved.filter((address, index) => moved.findIndex(({ from }) => from === address.from) === index);
  return [...first.map((address): RedirectRule => ({ kind: 'moved', ...address })), ...sectionRules(at)];
}

/**
 * A moved address must lead to a page that exists, and must never take the address of a live page (its own or another
 * file's, such as 404.html) nor leave its page for hosts without rules (movedPageFile) at a page's file: `/index`
 * would replace the home page. Listed twice, it must say the same both times. `moved`: the `redirects` of `file`,
 * redirects.json; `main`: the main language's pages moved to its own words (mainRoutes), whose address the error names
 * for a path of `paths`.
 */
export function assertRedirectsFit(
  moved: MovedAddress[],
  routes: Route[],
  file: ContentFile,
  main: ReadonlyMap<string, string> = new Map(),
): void {
  const pages = routes.map((route) => route.path);
  const live = new Map(routes.map((route) => [route.path, route]));
  const byFile = new Map<string, Route>();
  for (const route of routes) {
    for (const other of route.alsoAt ?? []) live.set(urlPathOf(other), route);
    for (const written of filesOf(route)) byFile.set(written, route);
  }
  const problems: string[] = [];
  const firstAt = new Map<string, number>();
  moved.forEach((address, index) => {
    const at = (field: 'from' | 'to', message: string) => problems.push(contentProblem(file, ['redirects', index, field], message));
    const earlier = firstAt.get(address.from);
    if (earlier === undefined) firstAt.set(address.from, index);
    else if (moved[earlier]!.to !== address.to || moved[earlier]!.status !== address.status) {
      const { to, status } = moved[earlier]!;
      const leads = `which leads to ${to} (${status}) where this one leads to ${address.to} (${address.status})`;
      at(
        'from',
        `${address.from} is redirects[${earlier}]'s "from" too, ${leads}: an old address can lead to one page only; keep one of them`,
      );
    }
    if (!pages.includes(address.to)) {
      const near = main.has(address.to) ? `its address is ${main.get(address.to)}` : didYouMean(address.to, pages);
      at('to', `${address.to} is not a page of the site${near ? `; ${near}` : ''}`);
    }
    const hidden = [address.from, `${address.from}/`].find((path) => live.has(path));
    const page = live.get(hidden ?? '');
    const replaced = byFile.get(movedPageFile(address.from));
    if (hidden && page)
      at('from', `${hidden} is a live page${hidden === page.path ? '' : `, ${page.path}`} (${page.source}); a redirect would hide it`);
    else if (replaced)
      at(
        'from',
        `${address.from} would leave its redirect page at ${movedPageFile(address.from)}, the file of ${replaced.path} (${replaced.source}), replacing that page; choose a "from" that is no page's`,
      );
  });
  if (problems.length > 0) throw new BuildError(problems);
}

/** Nor a file of the site (a feed, sitemap.xml): every host would answer the redirect in its place. `moved`: redirects.json's. */
export function assertRedirectsMissFiles(moved: MovedAddress[], files: ReadonlyMap<string, unknown>, file: ContentFile): void {
  const problems = moved.flatMap(({ from }, index) =>
    files.has(fileAt(from) ?? from.slice(1))
      ? [contentProblem(file, ['redirects', index, 'from'], `${from} is a file of the site; a redirect would hide it`)]
      : [],
  );
  if (problems.length > 0) throw new BuildError(problems);
}

/** In the syntax every server shares (PCRE, RE2, ECMAScript): `/services/:slug` → `^/services/[^/]+/?$`. */
export function patternSource(from: string): string {
  const body = from
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}

/** What a host should do with a request path that is not a file of the site. */
export type Resolution = { action: 'redirect'; status: 301 | 302; location: string } | { action: 'not-found' };

/** Moved addresses win even over a file at the old path (the meta-refresh page lives there). */
export function movedRedirectFor(table: RedirectRule[], pathname: string): Resolution | null {
  const rule = movedRules(table).find((r) => r.from === pathname || `${r.from}/` === pathname);
  return rule ? { action: 'redirect', status: rule.status, location: rule.to } : null;
}

/** For a path with no file: the first section rule it falls under, else the 404 page. */
export function resolveMissing(table: RedirectRule[], pathname: string): Resolution {
  const rule = table.find((r) => r.kind === 'section' && new RegExp(patternSource(r.from)).test(pathname));
  if (rule && rule.status !== 404) return { action: 'redirect', status: rule.status, location: rule.to };
  return { action: 'not-found' };
}

/**
 * A comment line of a host's rule file, for every one that holds a text from elsewhere. Each format ends a comment at
 * a line break, so one in the text would start a rule of its own: every control or line-separator character becomes a space.
 */
export const hostComment = (text: string, indent = '') => `${indent}# ${text.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')}`;

export const movedRules = (table: RedirectRule[]) => table.filter((rule) => rule.kind === 'moved');

/** A 404 section rule needs no line anywhere: every host answers a missing path with 404.html and status 404. */
export const redirectingSectionRules = (table: RedirectRule[]) =>
  table.filter((rule): rule is RedirectRule & { kind: 'section'; status: 302 } => rule.kind === 'section' && rule.status !== 404);

/**
 * A translation's own 404 page for misses under its prefix. Cloudflare Pages finds the nearest 404.html by itself;
 * S3 has one error document for the whole bucket (docs/hosting.md).
 */
export type LanguageNotFound = { prefix: string; page: string };
