import { Fragment, type ReactNode } from 'react';
import { nonBreaking } from './nonBreaking.ts';

/**
 * A phone number (or the words before it) in a tel: link, on one line wherever the line has room for it. On a line
 * too narrow for it, a phone at a large text size, it breaks between its words or groups of digits, never inside one,
 * rather than widening the page. Each piece is an element of its own, as html-validate's tel-non-breaking rule allows
 * no breaking space in a tel: link's text. `className` "inline-block" keeps it whole beside other words: the line then
 * breaks before it, and inside it only when it is wider than the line. An `icon` stays with the first piece.
 */
export function TelText({ text, className, icon }: { text: string; className?: string; icon?: ReactNode }) {
  return (
    <span className={className}>
      {text.split(' ').map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed text's, and may repeat.
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className={index === 0 && icon ? 'whitespace-nowrap' : undefined}>
            {index === 0 && icon}
            {nonBreaking(piece)}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
