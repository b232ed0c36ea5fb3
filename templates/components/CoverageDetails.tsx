import type { ReactNode } from 'react';
import type { Coverage, Emergency, Labels, Words } from '../view.ts';
import { CARD_COLUMNS, cardGrid } from './cardGrid.ts';
import { HoursInWords } from './HoursInWords.tsx';
import { colourPairs } from '../colours.ts';
import { phrase } from '../phrase.ts';
import { wholeRanges } from './nonBreaking.ts';

type Props = { coverage: Coverage; homeCity: string; emergency: Emergency | null; labels: Labels; words: Words };

/** The service area's limits, as facts a customer can check against their address. */
export function CoverageDetails({ coverage, homeCity, emergency, labels, words }: Props) {
  const facts = (
    [
      ...coverage.zones.map(({ label, names }): [string, ReactNode] => [label, names]),
      [
        words.serviceRadius,
        phrase(coverage.radiusMiles === 1 ? words.radiusOne : words.radius, { miles: coverage.radiusMiles, city: homeCity }),
      ],
      [labels.responseTime, wholeRanges(coverage.responseTime)],
      emergency && [words.emergencyService, <HoursInWords key="hours" words={emergency.hours} />],
      [words.travelCharges, coverage.travelCharges],
    ] as Array<[string, ReactNode] | null>
  ).filter((fact) => fact !== null);
  // Four to six facts: one or more zones, with or without an emergency line.
  const grid = cardGrid('grid gap-4', facts.length, CARD_COLUMNS);
  return (
    <dl className={grid.list}>
      {facts.map(([term, detail], index) => (
        <div key={term} className={grid.item(index, 'card p-5')}>
          <dt className={`text-sm font-semibold uppercase tracking-wide ${colourPairs.factHeading.text}`}>{term}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
