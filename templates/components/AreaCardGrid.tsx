import type { AreaSummary } from '../view.ts';
import { AreaCard } from './AreaCard.tsx';

type Props = { areas: AreaSummary[] };

export function AreaCardGrid({ areas }: Props) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.slug}>
          <AreaCard area={area} />
        </li>
      ))}
    </ul>
  );
}
