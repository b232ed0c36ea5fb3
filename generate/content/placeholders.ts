/**
 * `{placeholders}` in content: the site's (`{business}`, `{phone}`…) keep its name and phone in site.json alone, and are filled
 * as content loads; a page's (`{service}`, `{area}`) are filled per route.
 */
import type { Site } from './site/index.ts';
import { mapJson } from './json.ts';

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The names of the placeholders a text uses: "{number}" is "number". */
export const placeholdersIn = (text: string) => new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!));

/** Placeholders any text may use, with their values from site.json. */
export function sitePlaceholders(site: Site): Record<string, string> {
  return {
    business: site.businessName,
    phone: site.phone.display,
    foundingYear: String(site.foundingYear),
    homeCity: site.homeCity,
    region: site.region,
  };
}

/** Fills the site's placeholders (if site.json could be read); any other not `allowedAt` its place goes to `onUnknown`, and stays. */
export function fillSitePlaceholders<T>(
  value: T,
  site: Record<string, string> | null,
  onUnknown: (where: PropertyKey[], name: string) => void,
  allowedAt: (where: PropertyKey[]) => ReadonlySet<string> = () => new Set(),
): T {
  if (!site) return value;
  return mapJson(value, (item, where) =>
    typeof item === 'string'
      ? item.replace(PLACEHOLDER, (token, name: string) => {
          if (Object.hasOwn(site, name)) return site[name]!;
          if (!allowedAt(where).has(name)) onUnknown(where, name);
          return token;
        })
      : undefined,
  );
}

/** Fills the per-page placeholders (`{service}`, `{area}`) in every string of a piece of page copy; any other stays as written. */
export function fillPagePlaceholders<T>(copy: T, values: Record<string, string>): T {
  return fillSitePlaceholders(copy, values, () => {});
}
