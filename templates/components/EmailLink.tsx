import type { ReactNode } from 'react';

type Props = { email: string; className: string; icon?: ReactNode };

/**
 * A mailto: link showing the address: every one on the site is this one. A long address may break before its "@"
 * and its dots, as style guides break one, and anywhere only where a part is still too long for its line.
 * An icon stays beside the address's first line when it breaks, however the link aligns its content.
 */
export function EmailLink({ email, className, icon }: Props) {
  // Each part after the first keyed by where it starts in the address.
  const parts = email.split(/(?=[@.])/).map((part, index, all) => ({ part, start: all.slice(0, index).join('').length }));
  const address = <span>{parts.flatMap(({ part, start }) => (start === 0 ? [part] : [<wbr key={start} />, part]))}</span>;
  return (
    <a href={`mailto:${email}`} className={`${className} wrap-anywhere`}>
      {icon ? (
        <span className="flex gap-2">
          {icon}
          {address}
        </span>
      ) : (
        address
      )}
    </a>
  );
}
