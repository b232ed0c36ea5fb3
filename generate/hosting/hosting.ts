import { BuildError } from '../errors.ts';
import { type BesideFiles, GENERATED_MARK, type OutputFiles } from '../output/write.ts';
import type { Route } from '../page-types/page-type.ts';
import { movedPageFile } from '../pages/paths.ts';
import { headerRuleCount, headersFile } from './headers.ts';
import { PUBLISHED_FILE } from './published.ts';
import { cloudflareRedirects, cloudflareRoutes, cloudflareRuleCounts, cloudflareWorker, netlifyRedirects } from './netlify-cloudflare.ts';
import { type LanguageNotFound, movedRules, type RedirectRule, redirectingSectionRules } from './redirects.ts';
import { s3ObjectRedirects, s3WebsiteConfiguration } from './s3.ts';
import { caddyfile, htaccess, nginxConf } from './servers.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Which of the two `_redirects` sets the output carries: Netlify's, or Cloudflare Pages' (see netlify-cloudflare.ts). */
export type PagesHost = 'netlify' | 'cloudflare-pages';
export const PAGES_HOSTS: PagesHost[] = ['netlify', 'cloudflare-pages'];

/** What the build writes beside the output folder (`dist.nginx.conf`), by name. */
export const BESIDE_FILES = ['nginx.conf', 'Caddyfile', 's3-website.json', 's3-redirects.json'];

/** Each host's documented limits on its rule files. */
const LIMITS = {
  /** developers.cloudflare.com/pages/configuration/redirects/, …/headers/, …/functions/routing/ */
  cloudflareStatic: 2000,
  cloudflareDynamic: 100,
  cloudflareHeaders: 100,
  cloudflareRoutes: 100,
  /** docs.netlify.com: past 10,000 rules Netlify asks for placeholders or Edge Functions, and the deploy may fail. */
  netlifyRules: 10_000,
  /** S3 website hosting: at most 50 routing rules. */
  s3RoutingRules: 50,
};

/**
 * Fails the build, before any image is encoded, when a host's rule files would break its limits: every host's at once,
 * as the same content must deploy anywhere, so a site on one host today is held to the others' limits too, and each
 * problem says so.
 */
export function assertHostLimits(table: RedirectRule[], sections: string[]): void {
  const problems: string[] = [];
  const anyHost = "; the site keeps within every host's limits, so that it deploys to any";
  const fewer = `${anyHost}: remove the moved addresses nobody follows any more (the oldest in redirects.json, formerSlugs given long ago, the lines of ${PUBLISHED_FILE} for a translation's pages at the main language's slugs)`;
  const cloudflare = cloudflareRuleCounts(table);
  if (cloudflare.static > LIMITS.cloudflareStatic || cloudflare.dynamic > LIMITS.cloudflareDynamic) {
    problems.push(
      `_redirects would have ${cloudflare.static} static and ${cloudflare.dynamic} dynamic rules on Cloudflare Pages, which allows ${LIMITS.cloudflareStatic} and ${LIMITS.cloudflareDynamic} (each moved address is two static rules)${fewer}`,
    );
  }
  if (cloudflare.routes > LIMITS.cloudflareRoutes)
    problems.push(`_routes.json would have ${cloudflare.routes} rules; Cloudflare Pages allows ${LIMITS.cloudflareRoutes}${anyHost}`);
  if (headerRuleCount(sections) > LIMITS.cloudflareHeaders)
    problems.push(`_headers would have ${headerRuleCount(sections)} rules; Cloudflare Pages allows ${LIMITS.cloudflareHeaders}${anyHost}`);
  const netlify = movedRules(table).length + redirectingSectionRules(table).length;
  if (netlify > LIMITS.netlifyRules)
    problems.push(`_redirects would have ${netlify} rules on Netlify, which takes at most ${LIMITS.netlifyRules}${fewer}`);
  const s3 = redirectingSectionRules(table).length;
  if (s3 > LIMITS.s3RoutingRules)
    problems.push(`the S3 website configuration would have ${s3} routing rules; S3 allows ${LIMITS.s3RoutingRules}${anyHost}`);
  if (problems.length > 0) throw new BuildError(problems);
}

/** Built from the redirect table and the sections, never the pages one by one, so the rule count stays within each host's limits. */
export function hostRuleFiles(
  table: RedirectRule[],
  baseUrl: string,
  pagesHost: PagesHost,
  /** Every section of the site's pages (`/services/`, `/financing/`, `/es/`): `siteSections` and the site's own, as addressed. */
  sections: string[],
  notFound: LanguageNotFound[] = [],
): { files: OutputFiles; beside: BesideFiles } {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files: OutputFiles = new Map([
    ['_redirects', pagesHost === 'netlify' ? netlifyRedirects(table, notFound) : cloudflareRedirects(table)],
  ]);
  if (pagesHost === 'cloudflare-pages' && redirectingSectionRules(table).length > 0) {
    files.set('_worker.js', cloudflareWorker(table));
    files.set('_routes.json', cloudflareRoutes(table));
  }
  files.set('_headers', headersFile(sections));
  files.set('.htaccess', htaccess(table, notFound));
  const beside: BesideFiles = new Map([
    ['nginx.conf', nginxConf(table, notFound)],
    ['Caddyfile', caddyfile(table, notFound)],
    ['s3-website.json', json(s3WebsiteConfiguration(table, baseUrl))],
    [
      's3-redirects.json',
      json({ comment: `${GENERATED_MARK}; do not edit. Read by npm run deploy.`, redirects: s3ObjectRedirects(table) }),
    ],
  ]);
  if ([...beside.keys()].join() !== BESIDE_FILES.join()) throw new Error('BESIDE_FILES must list the beside files');
  return { files, beside };
}

type HostingInputs = {
  routes: Route[];
  redirects: RedirectRule[];
  baseUrl: string;
  /** Renders the meta-refresh page left at a moved address. */
  redirectPage: (to: string) => Promise<string>;
};

/** A meta-refresh page at each moved address serves hosts that honour no rules (GitHub Pages). */
export async function hostingFiles({ routes, redirects, baseUrl, redirectPage }: HostingInputs): Promise<OutputFiles> {
  const files: OutputFiles = new Map([
    ['sitemap.xml', sitemapXml(routes, baseUrl)],
    ['robots.txt', robotsTxt(baseUrl)],
  ]);
  // At "/service-areas/santa.html", which hosts without rules (GitHub Pages) serve for "/service-areas/santa".
  for (const rule of movedRules(redirects)) files.set(movedPageFile(rule.from), await redirectPage(rule.to));
  return files;
}
