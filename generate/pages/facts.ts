/** The business's facts as pages and search engines state them: where it is, where it works, its license. */
import { phrase } from '../../templates/phrase.ts';
import type { Coverage, StreetAddress } from '../../templates/view.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import type { Site } from '../content/site/index.ts';
import type { Language, Strings } from '../strings/index.ts';

export function mapsUrl(site: Site, place: string): string {
  return mapsSearch(site, `${place}, ${site.region}`);
}

function mapsSearch(site: Site, query: string): string {
  return `${site.mapsSearchUrl}${encodeURIComponent(query)}`;
}

/** The business's street address with the site's region and country where it leaves them out; none for a service-area business. */
export function postalAddress(site: Site) {
  return site.address && { region: site.region, country: site.country, ...site.address };
}

/** The street address as pages show it; none for a service-area business. */
export function streetAddress(site: Site): StreetAddress | undefined {
  const address = postalAddress(site);
  if (!address) return undefined;
  const lines = [address.street, `${address.locality}, ${address.region}${address.postalCode ? ` ${address.postalCode}` : ''}`];
  return {
    lines,
    mapsUrl: mapsSearch(site, lines.join(', ')),
    labels: { heading: site.labels.visitUs, directions: site.labels.directions },
  };
}

/** The license as pages state it: its wording, else a plain statement ("Board of Examiners, Master Electrician license #E-1234"). */
export function licenseStatement(site: Site, strings: Strings): string | undefined {
  const { license } = site;
  if (!license) return undefined;
  const plain = strings.license;
  const wording =
    license.wording ?? phrase(plain.statement, { kind: license.kind ? plain.kind : '', holder: license.holder ? plain.holder : '' });
  return fillPagePlaceholders(wording, {
    authority: license.authority,
    number: license.number,
    ...(license.kind && { kind: license.kind }),
    ...(license.holder && { holder: license.holder }),
  });
}

/** The coverage as pages show it: the zones joined as a sentence of the language names them ("A, B, and C"), and the main one apart from the others. */
export function coverageView(site: Site, language: Language): Coverage {
  const { zones: _, ...facts } = site.coverage;
  const list = new Intl.ListFormat(language.tag, { type: 'conjunction' });
  return {
    ...facts,
    area: list.format(zoneNames(site)),
    zones: zoneGroups(site, language).map(({ label, zones }) => ({ label, names: list.format(zones) })),
  };
}

/** Every zone served, in content's order. */
export function zoneNames(site: Site): string[] {
  return site.coverage.zones.flatMap((zone) => (typeof zone === 'string' ? [zone] : zone.zones));
}

/** The zones under their labels: content's groups, or the first zone as the primary one and the rest as secondary. */
function zoneGroups(site: Site, { strings }: Language): Array<{ label: string; zones: string[] }> {
  const { zones } = site.coverage;
  if (zones.every((zone) => typeof zone !== 'string')) return zones;
  const [main, ...others] = zones as string[];
  const { labels } = site;
  return [
    { label: labels.primaryZone ?? (others.length > 0 ? strings.zones.primary : strings.zones.only), zones: [main!] },
    ...(others.length > 0
      ? [{ label: labels.otherZones ?? (others.length > 1 ? strings.zones.others : strings.zones.other), zones: others }]
      : []),
  ];
}
