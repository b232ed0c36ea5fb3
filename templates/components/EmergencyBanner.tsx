import { Phone as PhoneIcon } from './lucide.ts';
import type { SiteWide } from '../view.ts';
import { PhoneLink } from './PhoneLink.tsx';
import { TelText } from './TelText.tsx';
import { colourPairs } from '../colours.ts';

type Props = SiteWide & { text: string; linkLabel: string };

/**
 * A full-width emergency-red band: one sentence and a big phone link, to the emergency line where there is one, else to
 * the business's number. Its icon goes above the words where a large text size leaves no room beside them.
 */
export function EmergencyBanner({ text, phone, linkLabel, labels, words, emergency }: Props) {
  const dialled = emergency?.phone ?? phone;
  const landmark = emergency ? words.emergencyService : labels.haveQuestions;
  return (
    <aside aria-label={landmark} className={`on-dark ${colourPairs.onEmergency.ground} ${colourPairs.onEmergency.text}`}>
      <div className="container-page flex flex-col items-center gap-4 py-8 text-center md:flex-row md:justify-between md:text-left">
        <p className="text-lg font-semibold sm:text-xl">{text}</p>
        <PhoneLink
          phone={dialled}
          className={`inline-flex min-h-11 shrink-0 flex-wrap items-center justify-center gap-3 rounded-lg border-2 border-transparent ${colourPairs.bannerCall.ground} px-[1.125rem] py-2.5 font-bold ${colourPairs.bannerCall.text} ${colourPairs.bannerCallHover.ground}`}
        >
          <PhoneIcon size={22} />
          <span className="flex flex-col leading-tight sm:block">
            <TelText text={linkLabel} className="inline-block sm:mr-2" />{' '}
            <TelText text={dialled.display} className="inline-block text-xl" />
          </span>
        </PhoneLink>
      </div>
    </aside>
  );
}
