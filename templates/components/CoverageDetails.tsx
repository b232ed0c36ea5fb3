import type { ReactNode } from 'react';
import type { Coverage, Emergency } from '../view.ts';
import { HoursInWords } from './HoursInWords.tsx';

type Props = { coverage: Coverage; homeCity: string; emergency: Emergency | null };

/** The service area's limits, as facts a customer can check against their address. */
export function CoverageDetails({ coverage, homeCity, emergency }: Props) {
  const facts: Array<[string, ReactNode] | null> = [
    ...coverage.zones.map(({ label, names }): [string, ReactNode] => [label, names]),
    ['Service radius', `${coverage.radiusMiles} miles from ${homeCity}`],
    ['Response time', coverage.responseTime],
    emergency && ['Emergency service', <HoursInWords key="hours" words={emergency.hours} />],
    ['Travel charges', coverage.travelCharges],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {facts
        .filter((fact) => fact !== null)
        .map(([term, detail]) => (
          <div key={term} className="card p-5">
            <dt className="text-sm font-semibold uppercase tracking-wide text-trust">{term}</dt>
            <dd className="mt-1 text-lg font-semibold text-ink">{detail}</dd>
          </div>
        ))}
    </dl>
  );
}
