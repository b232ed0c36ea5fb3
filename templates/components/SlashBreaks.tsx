import { Fragment } from 'react';

/**
 * Words joined by a slash ("Heating/Cooling"): where a line may break in them, after each slash between letters whose
 * words on both sides have three characters or more, and nowhere else. A number's slash ("24/7") and an abbreviation's
 * ("A/C", "N/A") are no break. A <wbr> is not text: search engines and screen readers read the words as written.
 */
export function slashParts(word: string): string[] {
  const parts: string[] = [];
  for (const part of word.split(/(?<=\p{L}\/)(?=\p{L})/u)) {
    const last = parts.at(-1);
    // `last` ends in its slash.
    if (last !== undefined && (last.length < 4 || part.replace(/\/$/, '').length < 3)) parts[parts.length - 1] = last + part;
    else parts.push(part);
  }
  return parts;
}

/** The longest part kept from breaking: a heading's size fits a word of thirteen letters on the line at any width (styles.css). */
const WHOLE = 13;

/**
 * A heading's or a menu's words, each joined by a slash kept whole on its line (no break at its hyphens, as in
 * "Check-In/Check-" over "Out"), with a break allowed after the slash; other words as they were. A part too long to
 * be sure of fitting may still break, as any word does.
 */
export function SlashBreaks({ text }: { text: string }) {
  const pieces = text.split(/(\S+)/);
  if (!pieces.some((piece) => slashParts(piece).length > 1)) return text;
  return pieces.map((piece, index) => {
    const parts = slashParts(piece);
    if (parts.length === 1) return piece;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed text, in its order
      <Fragment key={index}>
        {parts.map((part, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one word, in its order
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {part.length <= WHOLE ? <span className="whitespace-nowrap">{part}</span> : part}
          </Fragment>
        ))}
      </Fragment>
    );
  });
}
