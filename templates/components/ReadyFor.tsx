import type { Words } from '../view.ts';
import { CallCard, type CallCardProps } from './CallCard.tsx';
import { phrase } from '../phrase.ts';

type Props = Omit<CallCardProps, 'id' | 'heading' | 'children'> & {
  service: { title: string; inText: string; emergency: boolean };
  words: Words;
  bookHref: string;
};

/**
 * The band that ends a service's pages: "Ready for …?", booking first. Not for an emergency
 * service: you call, you don't schedule.
 */
export function ReadyFor({ service, words, ...card }: Props) {
  if (service.emergency) return null;
  return <CallCard id="ready" heading={phrase(words.readyFor, { service: service.title, serviceInText: service.inText })} {...card} />;
}
