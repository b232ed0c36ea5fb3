import type { ReactNode } from 'react';

type Props = { email: string; className: string; icon?: ReactNode };

/**
 * An address's parts, between the places a line may break, as style guides break one: after its "@" and before each
 * of its dots ("office@", "example", ".com"). Nothing is added or lost: the parts joined are the address.
 */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}

/** How many characters the address's longest part has: the width it needs on a line of its own. */
export function longestEmailPart(email: string): number {
  return Math.max(...emailParts(email).map((part) => part.length));
}

/**
 * A mailto: link showing the address: every one on the site is this one. A long address breaks only between its
 * parts (emailParts), and anywhere only where a part is still too long for its line.
 * An icon stays beside the address's first line when it breaks, however the link aligns its content.
 */
export function EmailLink({ email, className, icon }: Props) {
  // Each part after the first keyed by where it starts in the address.
  const parts = emailParts(email).map((part, index, all) => ({ part, start: all.slice(0, index).join('').length }));
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
