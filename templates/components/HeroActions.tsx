import type { Labels, Phone } from '../view.ts';
import { CallButton } from './CallButton.tsx';

type Props = { phone: Phone; quoteHref: string; labels: Labels };

/** The hero's two buttons: call now, or ask for a quote. */
export function HeroActions({ phone, quoteHref, labels }: Props) {
  return (
    <>
      <CallButton phone={phone} label={labels.callNow} />
      <a href={quoteHref} className="btn btn-outline-light">
        {labels.quote}
      </a>
    </>
  );
}
