import type { Content } from '../content/load.ts';
import { BuildError, type ContentFile, contentProblem, didYouMean } from '../errors.ts';
import { NOT_FOUND_FILE, INDEX_FILE, paths, urlPathOf } from '../pages/paths.ts';
import type { Route } from '../pages/routes.ts';

/** A moved address: an old path of the site and the page it now lives at, from content/redirects.json. */
export type MovedAddress = Content['redirects']['redirects'][number];

/**
 * The one redirect table. Every host format (_redirects, the S3 website configuration, the
 * meta-refresh pages) and the preview server are derived from it.
 *
 * - `moved`: a moved address (content/redirects.json), with or without its trailing slash.
 * - `section`: a path one segment below a section that is not a page of the site, such as a
 *   mistyped service slug; `from` uses the hosts' placeholder syntax, `/services/:slug`.
 */
export type RedirectRule =
  | ({ kind: 'moved' } & MovedAddress)
  | { kind: 'section'; from: string; to: string; status: 302 | 404; why: string };

/** The site's own rules, from the old app's behaviour (spec §8). */
const sectionRules: RedirectRule[] = [
  {
    kind: 'section',
    from: `${paths.services}:slug`,
    to: paths.services,
    status: 302,
    why: 'An unknown service slug goes to the services page, as the old app did.',
  },
  {
    kind: 'section',
    from: `${paths.serviceAreas}:slug`,
    to: paths.notFound,
    status: 404,
    why: 'An unknown area gets the 404 page with a 404 status.',
  },
];

/** Cloudflare Pages' limits for _redirects (developers.cloudflare.com/pages/configuration/redirects/). */
const CLOUDFLARE_MAX_STATIC_RULES = 2000;
const CLOUDFLARE_MAX_DYNAMIC_RULES = 100;
/** S3 website hosting accepts at most 50 routing rules. */
const S3_MAX_ROUTING_RULES = 50;

export function buildRedirectTable(moved: MovedAddress[]): RedirectRule[] {
  return [...moved.map((address): RedirectRule => ({ kind: 'moved', ...address })), ...sectionRules];
}

/** A moved address must lead to a page that exists, and must never take the address of a live page. `moved`: the `redirects` of `file`, redirects.json. */
export function assertRedirectsFit(moved: MovedAddress[], routes: Route[], file: ContentFile): void {
  const live = new Set(routes.map((route) => route.path));
  const problems: string[] = [];
  moved.forEach((address, index) => {
    if (!live.has(address.to)) {
      const near = didYouMean(address.to, [...live]);
      problems.push(contentProblem(file, ['redirects', index, 'to'], `${address.to} is not a page of the site${near ? `; ${near}` : ''}`));
    }
    if (live.has(`${address.from}/`))
      problems.push(contentProblem(file, ['redirects', index, 'from'], `${address.from}/ is a live page; a redirect would hide it`));
  });
  if (problems.length > 0) throw new BuildError(problems);
}

/** The regular expression a placeholder pattern stands for: `:name` is one path segment, with an optional final slash. */
function patternRegExp(from: string): RegExp {
  const body = from
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** The paths a moved address answers: the old path with and without its final slash. */
export function movedSources(rule: RedirectRule & { kind: 'moved' }): string[] {
  return [rule.from, `${rule.from}/`];
}

/** What a host should do with a request path that is not a file of the site. */
export type Resolution = { action: 'redirect'; status: 301 | 302; location: string } | { action: 'not-found' };

/** Moved addresses win even over a file at the old path (the meta-refresh page lives there). */
export function movedRedirectFor(table: RedirectRule[], pathname: string): Resolution | null {
  const rule = table.find((r) => r.kind === 'moved' && movedSources(r).includes(pathname));
  return rule && rule.kind === 'moved' ? { action: 'redirect', status: rule.status, location: rule.to } : null;
}

/** For a path with no file: the first section rule it falls under, else the 404 page. */
export function resolveMissing(table: RedirectRule[], pathname: string): Resolution {
  const rule = table.find((r) => r.kind === 'section' && patternRegExp(r.from).test(pathname));
  if (rule && rule.status !== 404) return { action: 'redirect', status: rule.status, location: rule.to };
  return { action: 'not-found' };
}

/**
 * `_redirects` for Netlify and Cloudflare Pages, one file correct on both. The two hosts differ:
 * Netlify applies a rule only when no file exists at the path (unless forced with "!"), while
 * Cloudflare always applies the topmost matching rule, rejects "!" and 404 rewrites, and counts
 * every rule after the first dynamic one against its 100 dynamic rules. So, in order:
 *  1. moved addresses, forced for Netlify (the meta-refresh page at the old address would shadow an
 *     unforced rule) and then plain for Cloudflare, which skips the forced line as invalid;
 *  2. every live page that a section rule would catch, rewritten to itself, so Cloudflare serves
 *     it (Netlify serves the file anyway);
 *  3. the section rules.
 */
export function redirectsFile(table: RedirectRule[], routes: Route[]): string {
  const lines: string[] = [
    '# Generated by generate.ts from content/redirects.json and generate/redirects.ts; do not edit.',
    '# One file for Netlify and Cloudflare Pages: see the comment on redirectsFile() for the order.',
    '',
  ];
  let staticRules = 0;
  let dynamicRules = 0;
  for (const rule of table) {
    if (rule.kind !== 'moved') continue;
    lines.push(`# ${rule.why}`);
    for (const from of movedSources(rule)) {
      lines.push(`${from} ${rule.to} ${rule.status}!`, `${from} ${rule.to} ${rule.status}`);
      staticRules += 2;
    }
  }
  const sectionRules = table.filter((rule) => rule.kind === 'section');
  const caught = routes.filter((route) => sectionRules.some((rule) => patternRegExp(rule.from).test(route.path)));
  lines.push('', '# Live pages the section rules below would otherwise catch on Cloudflare Pages.');
  for (const route of caught) {
    lines.push(`${route.path} ${route.path} 200`, `${route.path.slice(0, -1)} ${route.path} 301`);
    staticRules += 2;
  }
  lines.push('');
  for (const rule of sectionRules) {
    lines.push(`# ${rule.why}`);
    // Cloudflare's placeholders do not match a trailing slash, so both forms are listed.
    for (const from of [`${rule.from}/`, rule.from]) {
      lines.push(rule.status === 404 ? `${from} ${urlPathOf(NOT_FOUND_FILE)} 404` : `${from} ${rule.to} ${rule.status}`);
      dynamicRules += 1;
    }
  }
  if (staticRules > CLOUDFLARE_MAX_STATIC_RULES || dynamicRules > CLOUDFLARE_MAX_DYNAMIC_RULES) {
    throw new BuildError([
      `_redirects would have ${staticRules} static and ${dynamicRules} dynamic rules; Cloudflare Pages allows ${CLOUDFLARE_MAX_STATIC_RULES} and ${CLOUDFLARE_MAX_DYNAMIC_RULES}`,
    ]);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The S3 static website configuration, for `aws s3api put-bucket-website`. Keys have no leading
 * slash and rules match by key prefix, first match wins, at most 50 rules. Every rule is
 * conditioned on a 404, so a prefix can never catch a live page: "service-areas/santa" also
 * prefixes "service-areas/santa-barbara/", which exists. (The meta-refresh page is stored as
 * "service-areas/santa.html", not under the old key, so the old key really is a 404 on S3.)
 * Unknown areas need no rule: the error document is the 404 page, served with status 404.
 */
export function s3WebsiteConfiguration(table: RedirectRule[], baseUrl: string): object {
  const { host, protocol } = new URL(baseUrl);
  const redirect = (to: string, status: number) => ({
    HostName: host,
    Protocol: protocol.replace(':', ''),
    ReplaceKeyWith: to.slice(1),
    HttpRedirectCode: String(status),
  });
  const routingRules: object[] = [];
  for (const rule of table) {
    if (rule.kind === 'moved') {
      routingRules.push({
        Condition: { KeyPrefixEquals: rule.from.slice(1), HttpErrorCodeReturnedEquals: '404' },
        Redirect: redirect(rule.to, rule.status),
      });
    } else if (rule.status !== 404) {
      const prefix = rule.from.slice(1, rule.from.lastIndexOf('/') + 1);
      routingRules.push({
        Condition: { KeyPrefixEquals: prefix, HttpErrorCodeReturnedEquals: '404' },
        Redirect: redirect(rule.to, rule.status),
      });
    }
  }
  if (routingRules.length > S3_MAX_ROUTING_RULES) {
    throw new BuildError([
      `the S3 website configuration would have ${routingRules.length} routing rules; S3 allows ${S3_MAX_ROUTING_RULES}`,
    ]);
  }
  return {
    IndexDocument: { Suffix: INDEX_FILE },
    ErrorDocument: { Key: NOT_FOUND_FILE },
    RoutingRules: routingRules,
  };
}
