import type { ReactNode } from 'react';
import type { Image } from '../view.ts';
import { Picture } from './Picture.tsx';
import { colourPairs } from '../colours.ts';

type Props = {
  heading: string;
  /** The sentence under the heading: none on a page of the business's own without an intro. */
  text?: string | undefined;
  image?: Image | undefined;
  /** The call buttons. */
  children: ReactNode;
};

/** The brand-coloured band at the top of every page: a promise and a way to call. */
export function Hero({ heading, text, image, children }: Props) {
  return (
    <section aria-labelledby="page-heading" className={`page-hero on-dark ${colourPairs.onBrand.ground} ${colourPairs.onBrand.text}`}>
      <div className={`container-page grid items-center gap-8 py-12 lg:py-20 ${image ? 'md:grid-cols-2' : ''}`}>
        <div className={image ? '' : 'max-w-3xl'}>
          <h1 id="page-heading" className={`text-4xl ${colourPairs.onBrand.text} lg:text-5xl xl:text-[3.5rem]`}>
            {heading}
          </h1>
          {text && <p className={`mt-5 max-w-2xl text-lg ${colourPairs.onBrandParagraph.text} sm:text-xl`}>{text}</p>}
          {/* Beside an image the column is narrow: buttons that wrap to two rows fill them, rather than end at two widths. */}
          <div className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap ${image ? 'md:*:grow' : ''}`}>{children}</div>
        </div>
        {image && <Picture image={image} className="w-full rounded-xl" loading="priority" />}
      </div>
    </section>
  );
}
