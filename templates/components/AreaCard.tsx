import { Clock, MapPin } from './lucide.ts';
import type { AreaSummary, Labels, Words } from '../view.ts';
import { aroundValue, phrase, zipCodeWords } from '../phrase.ts';
import { wholeName, wholeRanges } from './nonBreaking.ts';
import { CARD_COLUMNS, cardGrid } from './cardGrid.ts';

type Props = { labels: Labels; words: Words };

/**
 * One city: response time and ZIP codes. The whole card leads to the area page, but only its last line is the link,
 * so a screen reader's list of links reads "View Fairview services", not the card's every word.
 */
function AreaCard({ area, labels, words }: Props & { area: AreaSummary }) {
  const response = wholeRanges(area.responseTime);
  // A response time a translation lacks is marked as in its own language; the label around it is the page's.
  const { head, gap, tail } = aroundValue(words.labelled, labels.response);
  return (
    <article className="card group relative flex h-full flex-col p-[min(1.5rem,24px)] transition-shadow hover:shadow-md">
      {/* Each icon on the first line of its words, which wrap: a long city name, a response time in a sentence. */}
      <h3 className="flex gap-2 text-xl font-bold text-ink group-hover:text-action">
        <MapPin size={22} className="mt-0.5 shrink-0 text-action" />
        {area.name}
      </h3>
      <span className="mt-3 flex gap-2 text-[0.95rem]">
        <Clock size={18} className="mt-1 shrink-0 text-trust" />
        {area.lang ? (
          <span>
            {head}
            {gap}
            <span lang={area.lang}>{response}</span>
            {tail}
          </span>
        ) : (
          phrase(words.labelled, { label: labels.response, value: response })
        )}
      </span>
      <span className="mt-1 text-[0.95rem]">
        {phrase(zipCodeWords(words, area.zipCodes).zipCodesAre, { zipCodes: wholeRanges(area.zipCodes) })}
      </span>
      {/* At the card's other lines' size: a link naming a two-word town takes two lines, not three, in a card three across on a tablet.
          The town's name stays whole on its line, as in every link that names one. */}
      <a
        href={area.href}
        className="mt-4 self-start text-[0.95rem] font-semibold text-action underline decoration-2 underline-offset-4 after:absolute after:inset-0"
      >
        {phrase(words.viewAreaServices, { area: wholeName(area.name) })}
      </a>
    </article>
  );
}

export function AreaCardGrid({ areas, labels, words }: Props & { areas: AreaSummary[] }) {
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
