import { Phone as PhoneIcon } from './lucide.ts';
import type { Phone } from '../view.ts';
import { nonBreaking } from './nonBreaking.ts';
import { PhoneLink } from './PhoneLink.tsx';

type Props = { phone: Phone };

/**
 * The floating 24/7 button on every page: compact and bottom-centre on small screens, larger and
 * bottom-right on large ones. PageMain puts it last in <main>, and .call-dock (styles.css) lays it
 * out right after the page's first band, sticking to the bottom of the viewport from there on: it
 * never rises over the hero and its calls to action, and comes to rest above the footer. Its own
 * landmark, so screen-reader users find it in the list of regions.
 */
export function EmergencyCallButton({ phone }: Props) {
  return (
    <aside aria-label="24/7 emergency call" className="call-dock">
      <PhoneLink
        phone={phone}
        className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-transparent bg-emergency px-[1.375rem] py-2.5 font-bold text-white shadow-lg shadow-black/25 hover:bg-emergency-hover short:min-h-11 short:py-1.5 lg:min-h-16 lg:gap-3 lg:py-2"
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
