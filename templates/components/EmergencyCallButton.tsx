import PhoneIcon from 'lucide-react/icons/phone';
import type { Phone } from '../view.ts';
import { nonBreaking } from './nonBreaking.ts';
import { PhoneLink } from './PhoneLink.tsx';

type Props = { phone: Phone };

/**
 * The floating 24/7 button on every page: compact and bottom-centre on small screens, larger and
 * bottom-right on large ones. The footer's bottom padding (.page-end-spacer) keeps it off the last
 * content. Its own landmark, so screen-reader users find it in the list of regions.
 */
export function EmergencyCallButton({ phone }: Props) {
  return (
    <aside aria-label="24/7 emergency call">
      <PhoneLink
        phone={phone}
        className="fixed bottom-4 left-1/2 z-40 inline-flex min-h-12 -translate-x-1/2 items-center gap-2 rounded-full border-2 border-transparent bg-emergency px-[1.375rem] py-2.5 font-bold text-white shadow-lg shadow-black/25 hover:bg-emergency-hover lg:bottom-6 lg:left-auto lg:right-6 lg:translate-x-0 lg:gap-3 lg:py-3"
        data-emergency-call
      >
        <PhoneIcon size={22} className="shrink-0" />{' '}
        <span className="lg:hidden">
          {nonBreaking('Call 24/7')}
          <span className="sr-only">{nonBreaking(`: emergency service ${phone.display}`)}</span>
        </span>{' '}
        <span className="hidden lg:flex lg:flex-col lg:leading-tight">
          <span className="text-sm font-semibold">{nonBreaking('24/7 Emergency Service')}</span>{' '}
          <span className="text-lg">{nonBreaking(phone.display)}</span>
        </span>
      </PhoneLink>
    </aside>
  );
}
