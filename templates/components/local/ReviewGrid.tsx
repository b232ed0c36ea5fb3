import { cardGrid, REVIEW_COLUMNS } from '../cardGrid.ts';
import { TestimonialCard } from '../TestimonialCard.tsx';
import type { TestimonialView, Words } from '../../view.ts';

type Props = { reviews: TestimonialView[]; words: Words };

/** More than two reviews make one column below `lg`, since two a row would leave the third alone, and three a row from there. */
export function ReviewGrid({ reviews, words }: Props) {
  const keyOf = (review: TestimonialView) => `${review.name} ${review.date.iso}`;
  if (reviews.length > 2) {
    const grid = cardGrid('mx-auto grid max-w-md gap-6 lg:max-w-none', reviews.length, REVIEW_COLUMNS);
    return (
      <ul className={grid.list}>
        {reviews.map((review, index) => (
          <li key={keyOf(review)} className={grid.item(index)}>
            <TestimonialCard testimonial={review} words={words} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-6">
      {reviews.map((review) => (
        <li key={keyOf(review)} className="w-full max-w-md lg:max-w-sm">
          <TestimonialCard testimonial={review} words={words} />
        </li>
      ))}
    </ul>
  );
}
