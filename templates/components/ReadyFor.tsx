import type { Labels, Phone, Words } from '../view.ts';
import { CallCard } from './CallCard.tsx';
import { phrase } from '../phrase.ts';

type Props = {
  service: { title: string; inText: string; emergency: boolean };
  text: string;
  phone: Phone;
  labels: Labels;
  words: Words;
  bookHref: string;
};

/**
 * The band that ends a service's pages: "Ready for …?", booking first. Not for an emergency
 * service: you call, you don't schedule.
 */
export function ReadyFor({ service, text, phone, labels, words, bookHref }: Props) {
  if (service.emergency) return null;
  return (
    <CallCard
      id="ready"
      heading={phrase(words.readyFor, { service: service.title, serviceInText: service.inText })}
      text={text}
      phone={phone}
      labels={labels}
      bookHref={bookHref}
    />
  );
}
