import { INDEX_FILE, NOT_FOUND_FILE, outputFileFor } from '../pages/paths.ts';
import { movedRules, type RedirectRule, redirectingSectionRules } from './redirects.ts';

/**
 * S3 rules match by key prefix, so each section rule waits for a 404 lest `services/` catch a live page, and moved
 * addresses are objects that redirect, not rules, so no prefix can catch a neighbouring missing path.
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
 * Both slash forms: S3 looks up `service-areas/santa` for `/service-areas/santa` and `…/santa/index.html` for
 * `/service-areas/santa/`. It answers such an object with a 301, whatever the table's status.
 */
export function s3ObjectRedirects(table: RedirectRule[]): S3ObjectRedirect[] {
  return movedRules(table).flatMap((rule) => [
    { key: rule.from.slice(1), location: rule.to },
    { key: outputFileFor(`${rule.from}/`), location: rule.to },
  ]);
}
