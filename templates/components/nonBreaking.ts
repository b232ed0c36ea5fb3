/**
 * Text inside a tel: link, with non-breaking spaces and hyphens, so a phone number (and the few
 * words before it) never wraps across lines. html-validate's tel-non-breaking rule checks this.
 */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** A range of numbers ("91320-91362", "35-50 minutes") with a non-breaking hyphen, so a narrow line never splits it. */
export function wholeRanges(text: string): string {
  return text.replace(/(\d)-(\d)/g, '$1\u2011$2');
}
