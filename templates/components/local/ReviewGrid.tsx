import { TestimonialCard } from '../TestimonialCard.tsx';
import type { TestimonialView } from '../../view.ts';

type Props = { reviews: TestimonialView[] };

/** Reviews side by side on wide screens, one above the other on phones. */
export function ReviewGrid({ reviews }: Props) {
  return (
    <ul className="mx-auto grid max-w-3xl gap-6 lg:max-w-none lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={`${review.name} ${review.date.iso}`}>
          <TestimonialCard testimonial={review} />
        </li>
      ))}
    </ul>
  );
}
