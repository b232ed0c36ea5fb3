import { Fragment } from 'react';
import type { HoursInWords as Words } from '../view.ts';

/**
 * Hours in a line: free text as it is, or runs of days whose pieces ("Mon–Fri 7 am–noon,") are each
 * kept whole, so that a line breaks between them, and inside one only where it is wider than the line.
 * The dot between runs ends the piece before it, so that a line breaks after it, never before it: a line
 * beside a whole piece breaks around it whatever space is glued to it.
 * The dot is hidden from screen readers, as some voices read it out ("punto medio"); its spaces are not,
 * so that the runs are not read as one word.
 */
export function HoursInWords({ words }: { words: Words }) {
  if (typeof words === 'string') return words;
  return words.map((run, index) => (
    <Fragment key={run.join(' ')}>
      {index > 0 && ' '}
      {run.map((piece, at) => (
        <Fragment key={piece}>
          {at > 0 && ' '}
          <span className="inline-block">
            {piece}
            {at === run.length - 1 && index < words.length - 1 && (
              <>
                {'\u00a0'}
                <span aria-hidden="true">·</span>
              </>
            )}
          </span>
        </Fragment>
      ))}
    </Fragment>
  ));
}
