import type { TestimonialView, Words } from '../view.ts';
import { Star } from './lucide.ts';
import { colourPairs } from '../colours.ts';
import { phrase } from '../phrase.ts';

type Props = { testimonial: TestimonialView; words: Words };

/**
 * One review, with where and when it was posted; a sample says it is one, on the card itself, in a strip across its top
 * that can take two lines in a narrow card in any language. An article with its attribution in a footer, not a figure:
 * a figure's name is its whole caption, which a screen reader would read twice.
 */
export function TestimonialCard({ testimonial, words }: Props) {
  const posted = (
    <>
      {testimonial.source && `${testimonial.source}, `}
      <time dateTime={testimonial.date.iso}>{testimonial.date.label}</time>
    </>
  );
  return (
    <article className="card flex h-full flex-col p-6">
      {testimonial.sample && (
        <p
          className={`-mx-6 -mt-6 mb-4 rounded-t-xl border-b border-slate-200 ${colourPairs.sampleBadge.ground} px-6 py-2 text-sm font-semibold ${colourPairs.sampleBadge.text}`}
        >
          {words.sampleReview}
        </p>
      )}
      {/* The stars are decorative: the rating is given in words to assistive technology. */}
      <p role="img" aria-label={phrase(words.rating, { rating: testimonial.rating })} className="flex gap-0.5 text-star">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} size={20} fill={n <= testimonial.rating ? 'currentColor' : 'none'} />
        ))}
      </p>
      <blockquote lang={testimonial.lang} className="mt-4 flex-1 text-ink">
        <p>“{testimonial.review}”</p>
      </blockquote>
      <footer className="mt-5 border-t border-slate-200 pt-4">
        <span className="block font-bold text-ink">{testimonial.name}</span>
        <span className="block text-[0.95rem]">{testimonial.location}</span>
        <span className="block text-[0.95rem]">
          {testimonial.url ? (
            <a href={testimonial.url} rel="noopener noreferrer" className="text-link">
              {posted}
            </a>
          ) : (
            posted
          )}
        </span>
        {/* A thumb's 44 px on a phone, its padding the room above it; from a tablet's width up, a line like the others. */}
        {testimonial.service && (
          <a href={testimonial.service.href} className="text-link inline-block py-2.5 text-[0.95rem] md:mt-2 md:py-0">
            {testimonial.service.label}
          </a>
        )}
      </footer>
    </article>
  );
}
