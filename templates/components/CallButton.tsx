import { Phone as PhoneIcon } from './lucide.ts';
import type { Phone } from '../view.ts';
import { PhoneLink } from './PhoneLink.tsx';
import { TelText } from './TelText.tsx';

type Props = {
  phone: Phone;
  /** Words before the number: "Call Now". */
  label: string;
  variant?: 'action' | 'outline-light';
};

/**
 * A tap-to-call button that always shows the number it dials. The words and the number each stay
 * whole, but the number may take a line of its own, so a long label fits a 320 px screen; the icon
 * goes with the words, so both lines stay centred under it. At a large text size each breaks in turn (TelText).
 */
export function CallButton({ phone, label, variant = 'action' }: Props) {
  return (
    <PhoneLink phone={phone} className={`btn btn-${variant}`}>
      <span>
        <TelText text={label} className="inline-block" icon={<PhoneIcon size={20} className="mr-2 inline align-[-0.25em]" />} />{' '}
        <TelText text={phone.display} className="inline-block" />
      </span>
    </PhoneLink>
  );
}
