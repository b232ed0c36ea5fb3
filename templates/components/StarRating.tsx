import { Star } from './lucide.ts';

type Props = { rating: number; label: string };

/** Amber stars, decorative; the rating itself is given in words to assistive technology. */
export function StarRating({ rating, label }: Props) {
  return (
    <p role="img" aria-label={label} className="flex gap-0.5 text-star">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={20} fill={n <= rating ? 'currentColor' : 'none'} />
      ))}
    </p>
  );
}
