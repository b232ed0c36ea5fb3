import type { AreaSummary, Labels, Words } from '../view.ts';
import { AreaCard } from './AreaCard.tsx';
import { CARD_COLUMNS, cardGrid } from './cardGrid.ts';

type Props = { areas: AreaSummary[]; labels: Labels; words: Words };

export function AreaCardGrid({ areas, labels, words }: Props) {
  const grid = cardGrid('grid gap-5', areas.length, CARD_COLUMNS);
  return (
    <ul className={grid.list}>
      {areas.map((area, index) => (
        <li key={area.slug} className={grid.item(index)}>
          <AreaCard area={area} labels={labels} words={words} />
        </li>
      ))}
    </ul>
  );
}
