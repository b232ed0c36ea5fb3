import type { ComponentProps } from 'react';
import type { Phone } from '../view.ts';

type Props = Omit<ComponentProps<'a'>, 'href'> & { phone: Phone };

/**
 * A tap-to-call link: every `tel:` link on the site is this one. The caller gives what it shows
 * (the number through TelText, or nonBreaking() where it must never wrap) and its classes.
 */
export function PhoneLink({ phone, children, ...attributes }: Props) {
  return (
    <a href={`tel:${phone.e164}`} {...attributes}>
      {children}
    </a>
  );
}
