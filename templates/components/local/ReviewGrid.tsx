import { TestimonialCard } from '../TestimonialCard.tsx';
import type { TestimonialView } from '../../view.ts';

type Props = { reviews: TestimonialView[] };

/** Reviews side by side on wide screens, one above the other on phones; one or two stay centred. */
export function ReviewGrid({ reviews }: Props) {
  return (
    <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-6">
      {reviews.map((review) => (
        <li key={`${review.name} ${review.date.iso}`} className="w-full max-w-md lg:max-w-sm">
          <TestimonialCard testimonial={review} />
        </li>
      ))}
    </ul>
  );
}
