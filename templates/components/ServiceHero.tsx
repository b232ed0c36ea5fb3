import { CalendarCheck } from './lucide.ts';
import type { Image, Labels, Phone } from '../view.ts';
import { CallButton } from './CallButton.tsx';
import { Hero } from './Hero.tsx';

type Props = { heading: string; text: string; image: Image; phone: Phone; bookHref: string; labels: Labels };

/** A service page's hero: its name (in a city, on a service-in-city page), the call button and "Book Service Now". */
export function ServiceHero({ heading, text, image, phone, bookHref, labels }: Props) {
  return (
    <Hero heading={heading} text={text} image={image}>
      <CallButton phone={phone} label={labels.callNow} />
      <a href={bookHref} className="btn btn-outline-light">
        <CalendarCheck size={20} />
        {labels.bookService}
      </a>
    </Hero>
  );
}
