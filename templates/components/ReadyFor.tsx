import type { Labels, Phone } from '../view.ts';
import { CallCard } from './CallCard.tsx';

type Props = { service: { title: string; emergency: boolean }; text: string; phone: Phone; labels: Labels; bookHref: string };

/**
 * The band that ends a service's pages: "Ready for …?", booking first. Not for an emergency
 * service: you call, you don't schedule.
 */
export function ReadyFor({ service, text, phone, labels, bookHref }: Props) {
  if (service.emergency) return null;
  return <CallCard id="ready" heading={`Ready for ${service.title}?`} text={text} phone={phone} labels={labels} bookHref={bookHref} />;
}
