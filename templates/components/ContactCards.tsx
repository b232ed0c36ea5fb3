import { MapPin, Phone as PhoneIcon, Siren, Store } from './lucide.ts';
import type { Coverage, Emergency, Labels, Phone, StreetAddress, Words } from '../view.ts';
import { HoursInWords } from './HoursInWords.tsx';
import { nonBreaking } from './nonBreaking.ts';
import { PhoneLink } from './PhoneLink.tsx';
import { phrase } from '../phrase.ts';

type Props = {
  phone: Phone;
  coverage: Coverage;
  address: StreetAddress | undefined;
  /** The names of the cities served. */
  cities: string[];
  labels: Labels;
  words: Words;
  emergency: Emergency | null;
};

/** Columns for 2, 3 or 4 cards: two stay narrow and centred, four make two rows of two before one of four. */
const GRIDS = {
  2: 'mx-auto grid max-w-3xl gap-5 md:grid-cols-2',
  3: 'grid gap-5 md:grid-cols-3',
  4: 'grid gap-5 md:grid-cols-2 lg:grid-cols-4',
};

/** The ways in: call, where we work, the emergency line where there is one, and the street address when customers may visit. There is no form. */
export function ContactCards({ phone, coverage, address, cities, labels, words, emergency }: Props) {
  return (
    <ul className={GRIDS[(2 + Number(Boolean(address)) + Number(Boolean(emergency))) as 2 | 3 | 4]}>
      <li className="card p-6 text-center">
        <PhoneIcon size={32} className="mx-auto text-action" />
        <h3 className="mt-3 text-xl">{labels.callUs}</h3>
        <p className="mt-2">{labels.callUsText}</p>
        <PhoneLink phone={phone} className="text-link mt-3 inline-block text-xl">
          {nonBreaking(phone.display)}
        </PhoneLink>
      </li>
      <li className="card p-6 text-center">
        <MapPin size={32} className="mx-auto text-action" />
        <h3 className="mt-3 text-xl">{labels.serviceArea}</h3>
        <p className="mt-2">{coverage.area}</p>
        {/* One city is named: "Serving 1 city" says less than its name. */}
        {cities.length > 0 && (
          <p className="mt-3 text-lg font-semibold text-ink">
            {cities.length === 1 ? phrase(words.serving, { place: cities[0]! }) : phrase(words.servingCities, { count: cities.length })}
          </p>
        )}
      </li>
      {address && (
        <li className="card p-6 text-center">
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
        </li>
      )}
      {emergency && (
        <li className="card p-6 text-center">
          <Siren size={32} className="mx-auto text-emergency" />
          <h3 className="mt-3 text-xl">{labels.emergencyService}</h3>
          <p className="mt-2">
            <HoursInWords words={emergency.hours} />
          </p>
          <PhoneLink phone={emergency.phone} className="text-link mt-3 inline-block text-xl">
            {nonBreaking(emergency.phone === phone ? emergency.call : emergency.phone.display)}
          </PhoneLink>
        </li>
      )}
    </ul>
  );
}
