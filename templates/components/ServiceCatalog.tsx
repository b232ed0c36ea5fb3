import { ALL_CHIP_SLUG, type Labels, type ServiceSummary, type Words } from '../view.ts';
import { CARD_COLUMNS, cardGrid } from './cardGrid.ts';
import { ServiceCard } from './ServiceCard.tsx';
import { colourPairs } from '../colours.ts';

export type ServiceCategory = { slug: string; label: string; count: number };

type Props = { categories: ServiceCategory[]; services: ServiceSummary[]; labels: Labels; words: Words };

/**
 * Chips filter the grid without JavaScript: they are a radio group, and CSS `:has()` hides the cards outside the
 * checked category. Where `:has()` is unsupported the chips are hidden and every card shows.
 */
export function ServiceCatalog({ categories, services, labels, words }: Props) {
  const chips = [{ slug: ALL_CHIP_SLUG, label: labels.allServices, count: services.length }, ...categories];
  const grid = cardGrid('grid gap-6', services.length, CARD_COLUMNS);
  return (
    <div className="service-catalog">
      {categories.length > 0 && (
        <fieldset className="category-filter mb-8 flex flex-wrap justify-center gap-2">
          <legend className="sr-only">{words.categories}</legend>
          {chips.map((chip) => (
            <span key={chip.slug}>
              <input
                type="radio"
                name="service-category"
                id={`category-${chip.slug}`}
                value={chip.slug}
                defaultChecked={chip.slug === ALL_CHIP_SLUG}
                className="peer sr-only"
              />
              <label
                htmlFor={`category-${chip.slug}`}
                className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-brand px-4 font-semibold ${colourPairs.brandOnWhite.text} ${colourPairs.chipHover.ground} ${colourPairs.chosenChip.ground} ${colourPairs.chosenChip.text} peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-action`}
              >
                {chip.label} ({chip.count})
              </label>
            </span>
          ))}
        </fieldset>
      )}
      <ul className={grid.list}>
        {services.map((service, index) => (
          <li key={service.slug} className={grid.item(index)} data-categories={service.filterCategories.join(' ') || undefined}>
            <ServiceCard service={service} linkLabel={labels.requestService} showFeatures words={words} />
          </li>
        ))}
      </ul>
    </div>
  );
}
