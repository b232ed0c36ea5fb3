import { cardGrid, FEATURE_COLUMNS } from './cardGrid.ts';
import { Icon } from './Icon.tsx';
import type { TitledText } from '../view.ts';
import { SlashBreaks } from './SlashBreaks.tsx';

type Props = { items: TitledText[] };

/** Short titled reasons ("Family Owned", "Integrity"), each with its icon. */
export function FeatureGrid({ items }: Props) {
  const grid = cardGrid('grid gap-6', items.length, FEATURE_COLUMNS);
  return (
    <ul className={grid.list}>
      {items.map((item, index) => (
        <li key={item.title} className={grid.item(index, 'card p-[min(1.5rem,24px)]')}>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-trust-tint text-trust">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-xl">
            <SlashBreaks text={item.title} />
          </h3>
          <p className="mt-2">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
