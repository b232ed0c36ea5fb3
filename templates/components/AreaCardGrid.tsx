import type { AreaSummary, Words } from '../view.ts';
import { AreaCard } from './AreaCard.tsx';
import { CARD_COLUMNS, cardGrid } from './cardGrid.ts';

type Props = { areas: AreaSummary[]; words: Words };

export function AreaCardGrid({ areas, words }: Props) {
  const grid = cardGrid('grid gap-5', areas.length, CARD_COLUMNS);
  return (
    <ul className={grid.list}>
      {areas.map((area, index) => (
        <li key={area.slug} className={grid.item(index)}>
          <AreaCard area={area} words={words} />
        </li>
      ))}
    </ul>
  );
}
