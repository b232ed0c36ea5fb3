import { CalendarCheck } from './lucide.ts';
import type { Image, Labels, Phone } from '../view.ts';
import { CallButton } from './CallButton.tsx';
import { Picture } from './Picture.tsx';
import { colourPairs } from '../colours.ts';
import { SlashBreaks } from './SlashBreaks.tsx';

type Props = {
  heading: string;
  /** The sentence under the heading: none on a page of the business's own without an intro. */
  text?: string | undefined;
  image?: Image | undefined;
  phone: Phone;
  labels: Labels;
  /** The button beside the call button, if any: ask for a quote, or, on a service's pages, book it. */
  quoteHref?: string;
  bookHref?: string;
};

/** The brand-coloured band at the top of every page: a promise and a way to call. */
export function Hero({ heading, text, image, phone, labels, quoteHref, bookHref }: Props) {
  return (
    <section aria-labelledby="page-heading" className={`page-hero on-dark ${colourPairs.onBrand.ground} ${colourPairs.onBrand.text}`}>
      <div className={`container-page grid items-center gap-8 py-12 lg:py-20 ${image ? 'md:grid-cols-2' : ''}`}>
        <div className={image ? '' : 'max-w-3xl'}>
          {/* Smaller below 360 px, so that a long Spanish word ("recomendaciones") stays whole on the line. */}
          <h1 id="page-heading" className={`text-4xl narrow:text-3xl ${colourPairs.onBrand.text} lg:text-5xl xl:text-[3.5rem]`}>
            <SlashBreaks text={heading} />
          </h1>
          {text && <p className={`mt-5 max-w-2xl text-lg ${colourPairs.onBrandParagraph.text} sm:text-xl`}>{text}</p>}
          {/* Beside an image the column is narrow: buttons that wrap to two rows fill them, rather than end at two widths. */}
          <div className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap ${image ? 'md:*:grow' : ''}`}>
            <CallButton phone={phone} label={labels.callNow} />
            {quoteHref && (
              <a href={quoteHref} className="btn btn-outline-light">
                {labels.quote}
              </a>
            )}
            {bookHref && (
              <a href={bookHref} className="btn btn-outline-light">
                <CalendarCheck size={20} />
                {labels.bookService}
              </a>
            )}
          </div>
        </div>
        {image && <Picture image={image} className="w-full rounded-xl" loading="priority" />}
      </div>
    </section>
  );
}
