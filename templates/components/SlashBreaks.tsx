import { createContext, Fragment, use } from 'react';

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

/** A hyphen between letters or digits, where a browser may break a word ("Same-" over "Day"). */
const HYPHENATED = /[\p{L}\d]-[\p{L}\d]/u;

/**
 * A heading's or a menu's words, each joined by a slash kept whole on its line (no break at its hyphens, as in
 * "Word-Word/Word-" over "Word"), with a break allowed after the slash; a hyphenated word kept whole too; other words
 * as they were. A part too long to be sure of fitting may still break, as any word does. A no-wrap span, not a
 * non-breaking hyphen: find-in-page does not match "Same-Day" typed with a hyphen to one written with U+2011.
 */
export function SlashBreaks({ text }: { text: string }) {
  const name = use(HeadingName);
  if (!name?.includes(' ') || !text.includes(name)) return <Words text={text} />;
  // An inline block moves to the next line whole where it fits one, and wraps between its own words where it does not: a
  // name never splits where it could have stayed whole, and never overflows or breaks mid-word at a large text size.
  // What touches the name goes in the block with it ("¿…", "…?", "…,"): a line may break on either side of a block. Not
  // letters before it, nor a slash on either side, where a second name may be.
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    <span>
      {text.split(new RegExp(`([^\\s\\p{L}\\d/]*${escaped}[^\\s/]*)`, 'u')).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text, in its order
          <span key={index} className="inline-block">
            <Words text={part} />
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text, in its order
          <Words key={index} text={part} />
        ),
      )}
    </span>
  );
}

/**
 * A name of several words that a page's headings keep on one line where it fits (a town's, on its own pages), as its
 * links do: "…in Two" over "Words" no more. Set by the page's template; the header and footer never see it.
 */
export const HeadingName = createContext<string | undefined>(undefined);

function Words({ text }: { text: string }) {
  const pieces = text.split(/(\S+)/);
  const kept = (piece: string) => slashParts(piece).length > 1 || (HYPHENATED.test(piece) && piece.length <= WHOLE);
  if (!pieces.some(kept)) return text;
  // One element around them all: in a flex link (the menus') each piece would otherwise be a flex item of its own, which never wraps.
  return (
    <span>
      {pieces.map((piece, index) => {
        if (!kept(piece)) return piece;
        const parts = slashParts(piece);
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
      })}
    </span>
  );
}
