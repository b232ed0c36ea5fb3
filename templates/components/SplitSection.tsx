import type { ReactNode } from 'react';
import type { Image } from '../view.ts';
import { Picture } from './Picture.tsx';
import { colourPairs } from '../colours.ts';
import { SlashBreaks } from './SlashBreaks.tsx';

type Props = {
  /** Unique on the page; the heading's id is `${id}-heading`. */
  id: string;
  eyebrow?: string;
  heading: string;
  paragraphs: string[];
  image: Image;
  /** On wide screens, the image on the left instead of the right. */
  imageFirst?: boolean;
  /** A link or button under the text. */
  children?: ReactNode;
};

/** A few paragraphs beside an illustration (the home page's about teaser, the about page's story). */
export function SplitSection({ id, eyebrow, heading, paragraphs, image, imageFirst = false, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white">
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 lg:py-20">
        <div className={imageFirst ? 'md:order-2' : undefined}>
          {eyebrow && <p className={`font-semibold uppercase tracking-wide ${colourPairs.factHeading.text}`}>{eyebrow}</p>}
          <h2 id={`${id}-heading`} className="mt-2 text-3xl sm:text-4xl">
            <SlashBreaks text={heading} />
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg">
              {paragraph}
            </p>
          ))}
          {children}
        </div>
        <Picture image={image} className="w-full rounded-xl" />
      </div>
    </section>
  );
}
