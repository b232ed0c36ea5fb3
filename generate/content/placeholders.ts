/**
 * `{placeholders}` in content text. Site-wide ones keep the business name and phone number in site.json alone and are
 * filled when content loads; per-page ones (`{service}`, `{area}`) when each page's route is made.
 */
import type { Site } from './site/index.ts';
import { mapJson } from './json.ts';

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

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

/**
 * Fills the site's placeholders in every string of a content value (none while site.json cannot be read). Any other
 * not `allowedAt` its place is reported to `onUnknown` with where it stands, and left as it is.
 */
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

/** Fills the per-page placeholders (`{service}`, `{area}`) in every string of a piece of page copy. */
export function fillPagePlaceholders<T>(copy: T, values: Record<string, string>): T {
  return mapJson(copy, (item) =>
    typeof item === 'string' ? item.replace(PLACEHOLDER, (token, name: string) => values[name] ?? token) : undefined,
  );
}
