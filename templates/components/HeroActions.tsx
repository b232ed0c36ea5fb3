import type { Phone } from '../view.ts';
import { CallButton } from './CallButton.tsx';

type Props = { phone: Phone; quoteHref: string };

/** The hero's two buttons: call now, or ask for a quote. */
export function HeroActions({ phone, quoteHref }: Props) {
  return (
    <>
      <CallButton phone={phone} />
      <a href={quoteHref} className="btn btn-outline-light">
        Get A Free Quote
      </a>
    </>
  );
}
