import { Phone as PhoneIcon } from './lucide.ts';
import type { Phone } from '../view.ts';
import { nonBreaking } from './nonBreaking.ts';
import { PhoneLink } from './PhoneLink.tsx';
import { colourPairs } from '../colours.ts';

type Props = {
  text: string;
  phone: Phone;
  linkLabel: string;
  /** The band's landmark: "Emergency service", or other words where the business has no emergency line. */
  landmark: string;
};

/** A full-width emergency-red band: one sentence and a big phone link. */
export function EmergencyBanner({ text, phone, linkLabel, landmark }: Props) {
  return (
    <aside aria-label={landmark} className={`on-dark ${colourPairs.onEmergency.ground} ${colourPairs.onEmergency.text}`}>
      <div className="container-page flex flex-col items-center gap-4 py-8 text-center md:flex-row md:justify-between md:text-left">
        <p className="text-lg font-semibold sm:text-xl">{text}</p>
        <PhoneLink
          phone={phone}
          className={`inline-flex min-h-11 shrink-0 items-center gap-3 rounded-lg border-2 border-transparent ${colourPairs.bannerCall.ground} px-[1.125rem] py-2.5 font-bold ${colourPairs.bannerCall.text} ${colourPairs.bannerCallHover.ground}`}
        >
          <PhoneIcon size={22} />
          <span className="flex flex-col leading-tight sm:block">
            <span className="sm:mr-2">{nonBreaking(linkLabel)}</span> <span className="text-xl">{nonBreaking(phone.display)}</span>
          </span>
        </PhoneLink>
      </div>
    </aside>
  );
}
