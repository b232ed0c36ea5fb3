import { MapPin } from './lucide.ts';
import { Phone as PhoneIcon } from './lucide.ts';
import { Siren } from './lucide.ts';
import type { Coverage, Phone } from '../view.ts';
import { nonBreaking } from './nonBreaking.ts';
import { PhoneLink } from './PhoneLink.tsx';

type Props = { phone: Phone; coverage: Coverage; cityCount: number };

/** Three ways in: call, where we work, and the emergency line. There is no form. */
export function ContactCards({ phone, coverage, cityCount }: Props) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      <li className="card p-6 text-center">
        <PhoneIcon size={32} className="mx-auto text-action" />
        <h3 className="mt-3 text-xl">Call Us</h3>
        <p className="mt-2">Talk to a real person, any time.</p>
        <PhoneLink phone={phone} className="text-link mt-3 inline-block text-xl">
          {nonBreaking(phone.display)}
        </PhoneLink>
      </li>
      <li className="card p-6 text-center">
        <MapPin size={32} className="mx-auto text-action" />
        <h3 className="mt-3 text-xl">Service Area</h3>
        <p className="mt-2">{coverage.area}</p>
        <p className="mt-3 text-lg font-semibold text-ink">Serving {cityCount} cities</p>
      </li>
      <li className="card p-6 text-center">
        <Siren size={32} className="mx-auto text-emergency" />
        <h3 className="mt-3 text-xl">Emergency Service</h3>
        <p className="mt-2">{coverage.emergencyHours}</p>
        <PhoneLink phone={phone} className="text-link mt-3 inline-block text-xl">
          {nonBreaking('Call 24/7')}
        </PhoneLink>
      </li>
    </ul>
  );
}
