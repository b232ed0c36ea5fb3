import { Icon } from './Icon.tsx';
import type { TitledText } from '../view.ts';

type Props = { items: TitledText[] };

/** Short titled reasons ("Family Owned", "Integrity"), each with its icon. */
export function FeatureGrid({ items }: Props) {
  const columns = items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4';
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="card p-6">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-teal-50 text-trust">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-xl">{item.title}</h3>
          <p className="mt-2">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
