import { Fragment } from 'react';

/**
 * An amount or a range ("30-45 minutes", "93001-93009") on one line wherever the line has room for it, as wholeRanges()
 * keeps it, its dash a non-breaking hyphen; on a line too narrow for it (a phone at a large text size) it breaks before
 * its unit or after its dash.
 */
export function WholeRange({ text }: { text: string }) {
  return (
    <span className="inline-block">
      {text.split(/(?<=\d)-(?=\d)/).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed text's, and may repeat.
        <Fragment key={index}>
          {index > 0 && (
            <>
              {'\u2011'}
              <wbr />
            </>
          )}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
