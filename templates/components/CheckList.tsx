import { CircleCheck } from './lucide.ts';

type Props = { items: string[]; columns?: 1 | 2 };

/** A list of short claims, each with a check mark. */
export function CheckList({ items, columns = 1 }: Props) {
  return (
    <ul className={columns === 2 ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck size={22} className="mt-0.5 shrink-0 text-trust" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
