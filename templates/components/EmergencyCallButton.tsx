import { Phone as PhoneIcon } from './lucide.ts';
import type { Emergency, Labels, Phone } from '../view.ts';
import { nonBreaking } from './nonBreaking.ts';
import { PhoneLink } from './PhoneLink.tsx';
import { colourPairs } from '../colours.ts';

type Props = { phone: Phone; emergency: Emergency | null; labels: Labels };

/** The floating call button, in a landmark of its own so that screen-reader users find it. */
export function EmergencyCallButton({ phone, emergency, labels }: Props) {
  const words = emergency
    ? { landmark: emergency.landmark, short: emergency.call, spoken: emergency.spoken, line: emergency.line, phone: emergency.phone }
    : { landmark: labels.callUs, short: labels.callNow, spoken: labels.callNow, line: labels.callUs, phone };
  return (
    <aside aria-label={words.landmark} className="call-dock">
      <PhoneLink
        phone={words.phone}
        className={[
          'inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-transparent',
          emergency ? colourPairs.onEmergency.ground : 'btn-action',
          `px-[min(1.375rem,22px)] py-2.5 font-bold ${colourPairs.onEmergency.text} shadow-lg shadow-black/25`,
          emergency && colourPairs.onEmergencyHover.ground,
          'short:min-h-11 short:py-1.5 lg:min-h-16 lg:gap-3 lg:py-2',
        ]
          .filter(Boolean)
          .join(' ')}
        data-emergency-call
      >
        <PhoneIcon size={22} className="shrink-0" />{' '}
        <span className="lg:hidden">
          {/* The whole name is hidden text, as hidden words after the visible ones are read after a space ("Call 24/7 : …"). */}
          <span aria-hidden="true">{nonBreaking(words.short)}</span>
          <span className="sr-only">{nonBreaking(`${words.spoken} ${words.phone.display}`)}</span>
        </span>{' '}
        <span className="hidden lg:flex lg:flex-col lg:leading-tight">
          <span className="text-sm font-semibold">{nonBreaking(words.line)}</span>{' '}
          <span className="text-lg">{nonBreaking(words.phone.display)}</span>
        </span>
      </PhoneLink>
    </aside>
  );
}
