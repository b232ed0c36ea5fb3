import { ShieldCheck, Tag } from './lucide.ts';
import type { Labels, Phone, Price, Words } from '../view.ts';
import { CallButton } from './CallButton.tsx';
import { CheckList } from './CheckList.tsx';
import { aroundValue, phrase } from '../phrase.ts';
import { SlashBreaks } from './SlashBreaks.tsx';

type Props = {
  /** The service's name; on a service-in-city page, in the city. */
  name: string;
  paragraphs: string[];
  service: { summary?: string; features: string[]; warranty: string; price?: Price };
  bookHref: string;
  phone: Phone;
  labels: Labels;
  words: Words;
};

/**
 * What a service page opens with: the service in words, beside the service at a glance (its first
 * features, its warranty, its price when it has one, and the two ways to book).
 */
export function ServiceOverview({ name, paragraphs, service, bookHref, phone, labels, words }: Props) {
  const labelled = (label: string, value: string) => {
    const { head, gap, tail } = aroundValue(words.labelled, label);
    return (
      <span>
        <strong className="text-ink">{head}</strong>
        {gap}
        {value}
        {tail}
      </span>
    );
  };
  return (
    <section aria-labelledby="overview-heading" className="bg-white">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div className="space-y-4 text-lg">
          <h2 id="overview-heading" className="text-3xl">
            <SlashBreaks text={phrase(words.aboutService, { name })} />
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="card self-start bg-surface p-[min(1.5rem,24px)]">
          <h3 className="text-xl">{labels.atAGlance}</h3>
          {service.summary && <p className="mt-3">{service.summary}</p>}
          <div className="mt-4">
            <CheckList items={service.features.slice(0, 3)} />
          </div>
          <p className="mt-4 flex gap-3 border-t border-slate-200 pt-4">
            <ShieldCheck size={22} className="mt-0.5 shrink-0 text-trust" />
            {labelled(labels.warranty, service.warranty)}
          </p>
          {service.price && (
            <p className="mt-3 flex gap-3">
              <Tag size={22} className="mt-0.5 shrink-0 text-trust" />
              {labelled(labels.price, service.price.words)}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3">
            <a href={bookHref} className="btn btn-outline-dark">
              {labels.bookService}
            </a>
            <CallButton phone={phone} label={labels.call} />
          </div>
        </div>
      </div>
    </section>
  );
}
