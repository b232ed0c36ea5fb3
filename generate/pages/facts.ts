/** The business's facts as pages and search engines state them: where it is, where it works, its license. */
import type { Coverage, StreetAddress } from '../../templates/view.ts';
import { fillPagePlaceholders } from '../content/placeholders.ts';
import type { Site } from '../content/site/index.ts';

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

/**
 * The license as pages state it: its wording, its own fields filled in; without one, a plain
 * statement of what the license has ("Board of Examiners, Master Electrician license #E-1234").
 */
export function licenseStatement(site: Site): string | undefined {
  const { license } = site;
  if (!license) return undefined;
  const wording =
    license.wording ?? `{authority}${license.kind ? ', {kind}' : ''} license #{number}${license.holder ? ', held by {holder}' : ''}`;
  return fillPagePlaceholders(wording, {
    authority: license.authority,
    number: license.number,
    ...(license.kind && { kind: license.kind }),
    ...(license.holder && { holder: license.holder }),
  });
}

/** A list as the site's copy writes one, without the serial comma: "A", "A and B", "A, B and C" (as British English lists). */
const asList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** The coverage as pages show it: the zones joined as a sentence names them, and the main one apart from the others. */
export function coverageView(site: Site): Coverage {
  const { zones, ...facts } = site.coverage;
  const [main, ...others] = zones;
  const { labels } = site;
  return {
    ...facts,
    area: asList.format(zones),
    zones: [
      { label: labels.primaryZone ?? (others.length > 0 ? 'Primary zone' : 'Service zone'), names: main! },
      ...(others.length > 0
        ? [{ label: labels.otherZones ?? (others.length > 1 ? 'Secondary zones' : 'Secondary zone'), names: asList.format(others) }]
        : []),
    ],
  };
}
