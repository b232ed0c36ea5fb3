import { ArrowLabel } from './ArrowLabel.tsx';
import { CircleCheck } from './lucide.ts';
import type { ServiceSummary, Words } from '../view.ts';
import { phrase } from '../phrase.ts';
import { Picture } from './Picture.tsx';
import { colourPairs } from '../colours.ts';
import { SlashBreaks } from './SlashBreaks.tsx';

type Props = {
  service: ServiceSummary;
  /** "Learn More" or "Request Service". */
  linkLabel: string;
  /** Where the card leads; the service page unless given (area pages link to the service in that area). */
  href?: string;
  showFeatures?: boolean;
  words: Words;
};

/** One service: image, category badge, description and a single clear link. */
export function ServiceCard({ service, linkLabel, href = service.href, showFeatures = false, words }: Props) {
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div className="relative">
        <Picture image={service.image} className="aspect-[16/10] w-full bg-slate-100 object-cover" />
        <span
          className={`absolute left-3 top-3 rounded-full ${colourPairs.badge.ground} px-3 py-1 text-sm font-semibold ${colourPairs.badge.text}`}
        >
          {service.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-[min(1.5rem,24px)]">
        <h3 className="text-xl">
          <SlashBreaks text={service.title} />
        </h3>
        <p className="mt-2">{service.description}</p>
        {service.price && <p className="mt-3 font-semibold text-ink">{service.price.words}</p>}
        {showFeatures && (
          <ul className="mt-4 space-y-2 text-[0.95rem]">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <CircleCheck size={20} className="mt-0.5 shrink-0 text-trust" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
        {/* Named with the service, as the visible words alone would be one of many alike ("Learn More"): for screen
            readers by aria-label, as a hidden span alone would be read "Learn More : Title", the space a screen reader
            puts after a block; for search engines, which read a link's text and not its aria-label, by that span. */}
        <a
          href={href}
          aria-label={phrase(words.labelled, { label: linkLabel, value: service.title })}
          className="text-link mt-auto self-start pt-5"
        >
          <ArrowLabel label={linkLabel} />
          <span className="sr-only"> {service.title}</span>
        </a>
      </div>
    </article>
  );
}
