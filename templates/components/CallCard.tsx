import type { ReactNode } from 'react';
import type { Phone } from '../view.ts';
import { CallButton } from './CallButton.tsx';

type Props = {
  id: string;
  heading: string;
  text: string;
  phone: Phone;
  /** Facts shown under the text, such as response time and ZIP codes. */
  children?: ReactNode;
};

/** A navy card that ends a page section with one thing to do: call. */
export function CallCard({ id, heading, text, phone, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white">
      <div className="container-page py-12 lg:py-16">
        <div className="on-dark rounded-2xl bg-navy px-6 py-10 text-center text-white sm:px-12">
          <h2 id={`${id}-heading`} className="text-3xl text-white">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{text}</p>
          {children}
          <div className="mt-8 flex justify-center">
            <CallButton phone={phone} />
          </div>
        </div>
      </div>
    </section>
  );
}
