import type { ReactNode } from 'react';

type Props = { email: string; className: string; children?: ReactNode };

/**
 * A mailto: link showing the address: every one on the site is this one. A long address may break before its "@"
 * and its dots, as style guides break one, and anywhere only where a part is still too long for its line.
 */
export function EmailLink({ email, className, children }: Props) {
  // Each part after the first keyed by where it starts in the address.
  const parts = email.split(/(?=[@.])/).map((part, index, all) => ({ part, start: all.slice(0, index).join('').length }));
  return (
    <a href={`mailto:${email}`} className={`${className} wrap-anywhere`}>
      {children}
      <span>{parts.flatMap(({ part, start }) => (start === 0 ? [part] : [<wbr key={start} />, part]))}</span>
    </a>
  );
}
