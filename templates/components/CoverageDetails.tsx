import type { Coverage } from '../view.ts';

type Props = { coverage: Coverage; homeCity: string };

/** The service area's limits, as facts a customer can check against their address. */
export function CoverageDetails({ coverage, homeCity }: Props) {
  const facts: Array<[string, string]> = [
    ...coverage.zones.map(({ label, names }): [string, string] => [label, names]),
    ['Service radius', `${coverage.radiusMiles} miles from ${homeCity}`],
    ['Response time', coverage.responseTime],
    ['Emergency service', coverage.emergencyHours],
    ['Travel charges', coverage.travelCharges],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([term, detail]) => (
        <div key={term} className="card p-5">
          <dt className="text-sm font-semibold uppercase tracking-wide text-trust">{term}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
