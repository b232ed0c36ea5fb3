import { CircleCheck } from './lucide.ts';
import { CARD_COLUMNS, cardGrid } from './cardGrid.ts';
import { Section } from './Section.tsx';

type Props = { features: string[]; heading: string };

/** The spec's "Service Includes" grid: every feature of the service, on its page and on each of its pages in a city. */
export function ServiceIncludes({ features, heading }: Props) {
  const grid = cardGrid('grid gap-4', features.length, CARD_COLUMNS);
  return (
    <Section id="includes" heading={heading} tone="surface">
      <ul className={grid.list}>
        {features.map((feature, index) => (
          <li key={feature} className={grid.item(index, 'card flex gap-3 p-5')}>
            <CircleCheck size={24} className="shrink-0 text-trust" />
            <span className="font-semibold text-ink">{feature}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
