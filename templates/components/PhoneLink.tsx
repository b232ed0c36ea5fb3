import type { ComponentProps } from 'react';
import type { Phone } from '../view.ts';

type Props = Omit<ComponentProps<'a'>, 'href'> & { phone: Phone };

/**
 * A tap-to-call link: every `tel:` link on the site is this one. The caller gives what it shows
 * (passing the number through nonBreaking(), so it never wraps) and its classes.
 */
export function PhoneLink({ phone, children, ...attributes }: Props) {
  return (
    <a href={`tel:${phone.e164}`} {...attributes}>
      {children}
    </a>
  );
}
