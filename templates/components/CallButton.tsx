import PhoneIcon from 'lucide-react/icons/phone';
import type { Phone } from '../view.ts';
import { nonBreaking } from './nonBreaking.ts';

type Props = {
  phone: Phone;
  /** Words before the number: "Call Now". */
  label?: string;
  variant?: 'action' | 'outline-light' | 'outline-dark';
  className?: string;
};

/** A tap-to-call button that always shows the number it dials. */
export function CallButton({ phone, label = 'Call Now', variant = 'action', className = '' }: Props) {
  return (
    <a href={`tel:${phone.e164}`} className={`btn btn-${variant} ${className}`}>
      <PhoneIcon size={20} />
      <span>{nonBreaking(`${label} ${phone.display}`)}</span>
    </a>
  );
}
