import type { ReactNode } from 'react';
import type { Labels, Phone } from '../view.ts';
import { CallButton } from './CallButton.tsx';
import { colourPairs } from '../colours.ts';
import { SlashBreaks } from './SlashBreaks.tsx';

export type CallCardProps = {
  id: string;
  heading: string;
  text: string;
  phone: Phone;
  labels: Labels;
  /**
   * A "Schedule Service" button before a smaller call button, for pages where booking comes first
   * (the service pages' "Ready for …?" band). Without it, the one thing to do is call.
   */
  bookHref?: string;
  /** Facts shown under the text, such as response time and ZIP codes. */
  children?: ReactNode;
};

/** A brand-coloured card that ends a page section with one thing to do: call (or book). */
export function CallCard({ id, heading, text, phone, labels, bookHref, children }: CallCardProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="call-band bg-white">
      <div className="container-page py-12 lg:py-16">
        <div
          className={`on-dark rounded-2xl ${colourPairs.onBrand.ground} px-[min(1.5rem,24px)] narrow:px-[min(1rem,16px)] py-10 text-center ${colourPairs.onBrand.text} sm:px-[min(3rem,48px)]`}
        >
          {/* Under 360 px its size stops at a share of the screen, as the theme's sizes do in a heading (styles.css). */}
          <h2 id={`${id}-heading`} className={`text-3xl narrow:text-[min(1.75rem,max(1rem,8.75vw))] ${colourPairs.onBrand.text}`}>
            <SlashBreaks text={heading} />
          </h2>
          <p className={`mx-auto mt-4 max-w-2xl text-lg ${colourPairs.onBrandParagraph.text}`}>{text}</p>
          {children}
          {bookHref ? (
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <a href={bookHref} className="btn btn-action">
                {labels.scheduleService}
              </a>
              <CallButton phone={phone} variant="outline-light" label={labels.call} />
            </div>
          ) : (
            <div className="mt-8 flex justify-center">
              <CallButton phone={phone} label={labels.callNow} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
