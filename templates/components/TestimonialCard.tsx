import type { TestimonialView } from '../view.ts';
import { StarRating } from './StarRating.tsx';

type Props = { testimonial: TestimonialView };

export function TestimonialCard({ testimonial }: Props) {
  return (
    <figure className="card flex h-full flex-col p-6">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{testimonial.review}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-slate-200 pt-4">
        <span className="block font-bold text-ink">{testimonial.name}</span>
        <span className="block text-[0.95rem]">{testimonial.location}</span>
        <a href={testimonial.service.href} className="text-link mt-2 inline-block text-[0.95rem]">
          {testimonial.service.label}
        </a>
      </figcaption>
    </figure>
  );
}
