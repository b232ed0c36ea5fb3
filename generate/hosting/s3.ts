import { INDEX_FILE, NOT_FOUND_FILE, outputFileFor } from '../pages/paths.ts';
import { movedRules, type RedirectRule, redirectingSectionRules } from './redirects.ts';

/**
 * The S3 static website configuration, for `npm run deploy` (or `aws s3api put-bucket-website`).
 * Keys have no leading slash and rules match by key prefix, first match wins. Only the section
 * rules are routing rules, each conditioned on a 404 so that its prefix (`services/`) never catches
 * a live page. Moved addresses are not rules at all: they are objects that redirect
 * (`s3ObjectRedirects`), so no prefix can catch a neighbouring missing path. Unknown areas need no
 * rule: the error document is the 404 page, served with status 404.
 */
export function s3WebsiteConfiguration(table: RedirectRule[], baseUrl: string): object {
  const { host, protocol } = new URL(baseUrl);
  const routingRules = redirectingSectionRules(table).map((rule) => ({
    Condition: { KeyPrefixEquals: rule.from.slice(1, rule.from.lastIndexOf('/') + 1), HttpErrorCodeReturnedEquals: '404' },
    Redirect: {
      HostName: host,
      Protocol: protocol.replace(':', ''),
      ReplaceKeyWith: rule.to.slice(1),
      HttpRedirectCode: String(rule.status),
    },
  }));
  return { IndexDocument: { Suffix: INDEX_FILE }, ErrorDocument: { Key: NOT_FOUND_FILE }, RoutingRules: routingRules };
}

/** An empty object at an old key whose `x-amz-website-redirect-location` is the new page. */
export type S3ObjectRedirect = { key: string; location: string };

/**
 * The objects that answer a moved address on S3, in both slash forms: `service-areas/santa` (the
 * key S3 looks up for `/service-areas/santa`) and `service-areas/santa/index.html` (for
 * `/service-areas/santa/`). S3 answers such an object with a 301, whatever the table's status.
 */
export function s3ObjectRedirects(table: RedirectRule[]): S3ObjectRedirect[] {
  return movedRules(table).flatMap((rule) => [
    { key: rule.from.slice(1), location: rule.to },
    { key: outputFileFor(`${rule.from}/`), location: rule.to },
  ]);
}
