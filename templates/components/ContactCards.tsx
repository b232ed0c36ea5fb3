import { Mail, MapPin, Phone as PhoneIcon, Siren, Store } from './lucide.ts';
import type { Coverage, Emergency, Labels, SiteWide, StreetAddress } from '../view.ts';
import { cardGrid } from './cardGrid.ts';
import { EmailLink, longestEmailPart } from './EmailLink.tsx';
import { HoursInWords } from './HoursInWords.tsx';
import { PhoneLink } from './PhoneLink.tsx';
import { TelText } from './TelText.tsx';
import { phrase } from '../phrase.ts';

type Props = SiteWide & {
  /** The address customers may write to; none for a business reached by phone alone. */
  email: string | undefined;
  coverage: Coverage;
  address: StreetAddress | undefined;
  /** The names of the cities served. */
  cities: string[];
};

/**
 * Columns for 2 to 5 cards: two stay narrow and centred, four make two rows of two before one of four, five a row of
 * three over a centred row of two.
 */
const GRIDS = {
  2: { base: 'mx-auto grid max-w-3xl gap-5', columns: { md: 2 } },
  3: { base: 'grid gap-5', columns: { md: 3 } },
  4: { base: 'grid gap-5', columns: { md: 2, lg: 4 } },
  5: { base: 'grid gap-5', columns: { md: 3 } },
};

/** A card's phone link: a thumb's 44 px tall, its padding in place of the margin the card's other links have. */
const PHONE_LINK = 'text-link mt-1 inline-flex min-h-11 items-center text-xl';

function PhoneCard({ phone, labels }: Pick<Props, 'phone' | 'labels'>) {
  return (
    <>
      <PhoneIcon size={32} className="mx-auto text-action" />
      <h3 className="mt-3 text-xl">{labels.callUs}</h3>
      <p className="mt-2">{labels.callUsText}</p>
      <PhoneLink phone={phone} className={PHONE_LINK}>
        <TelText text={phone.display} />
      </PhoneLink>
    </>
  );
}

/**
 * The address's size: the card's links' own, unless its longest part would not fit the card's line (a long domain in
 * a card four across); then a share of the card's width (cqi) that fits it at the widest sans fonts' 0.65 em a
 * character, never below text-sm, where it may still break anywhere.
 */
function emailSize(email: string): string {
  const longest = longestEmailPart(email);
  if (longest <= 15) return 'text-lg';
  if (longest <= 17) return 'text-[max(0.875rem,min(1.125rem,9cqi))]';
  if (longest <= 19) return 'text-[max(0.875rem,min(1.125rem,8cqi))]';
  return longest <= 22 ? 'text-[max(0.875rem,min(1.125rem,7cqi))]' : 'text-[max(0.875rem,min(1.125rem,6cqi))]';
}

function EmailCard({ email, heading }: { email: string; heading: string }) {
  return (
    <>
      <Mail size={32} className="mx-auto text-action" />
      <h3 className="mt-3 text-xl">{heading}</h3>
      <EmailLink email={email} className={`text-link mt-3 inline-block ${emailSize(email)}`} />
    </>
  );
}

function CoverageCard({ coverage, cities, labels, words }: Pick<Props, 'coverage' | 'cities' | 'labels' | 'words'>) {
  return (
    <>
      <MapPin size={32} className="mx-auto text-action" />
      <h3 className="mt-3 text-xl">{labels.serviceArea}</h3>
      <p className="mt-2">{coverage.area}</p>
      {/* One city is named: "Serving 1 city" says less than its name. */}
      {cities.length > 0 && (
        <p className="mt-3 text-lg font-semibold text-ink">
          {cities.length === 1 ? phrase(words.serving, { place: cities[0]! }) : phrase(words.servingCities, { count: cities.length })}
        </p>
      )}
    </>
  );
}

function StoreCard({ address }: { address: StreetAddress }) {
  return (
    <>
      <Store size={32} className="mx-auto text-action" />
      <h3 className="mt-3 text-xl">{address.labels.heading}</h3>
      <p className="mt-2">
        {address.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </p>
      <a href={address.mapsUrl} rel="noopener noreferrer" className="text-link mt-3 inline-block text-xl">
        {address.labels.directions}
      </a>
    </>
  );
}

function EmergencyCard({ emergency, labels }: { emergency: Emergency; labels: Labels }) {
  return (
    <>
      <Siren size={32} className="mx-auto text-emergency" />
      <h3 className="mt-3 text-xl">{labels.emergencyService}</h3>
      <p className="mt-2">
        <HoursInWords words={emergency.hours} />
      </p>
      <PhoneLink phone={emergency.phone} className={PHONE_LINK}>
        <TelText text={emergency.ownNumber ? emergency.phone.display : emergency.call} />
      </PhoneLink>
    </>
  );
}

/**
 * The ways in: call, write where there is an email address, where we work, the street address when customers may
 * visit, and the emergency line where there is one. There is no form.
 */
export function ContactCards({ phone, email, coverage, address, cities, labels, words, emergency }: Props) {
  const cards = [
    <PhoneCard key="phone" phone={phone} labels={labels} />,
    email ? <EmailCard key="email" email={email} heading={labels.emailUs} /> : null,
    <CoverageCard key="coverage" coverage={coverage} cities={cities} labels={labels} words={words} />,
    address ? <StoreCard key="store" address={address} /> : null,
    emergency ? <EmergencyCard key="emergency" emergency={emergency} labels={labels} /> : null,
  ].filter((card) => card !== null);
  const { base, columns } = GRIDS[cards.length as keyof typeof GRIDS];
  const grid = cardGrid(base, cards.length, columns);
  return (
    <ul className={grid.list}>
      {cards.map((card, index) => (
        <li key={card.key} className={grid.item(index, 'card @container p-[min(1.5rem,24px)] text-center')}>
          {card}
        </li>
      ))}
    </ul>
  );
}
