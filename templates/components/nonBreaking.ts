/**
 * Text inside a tel: link, with non-breaking spaces and hyphens, so a phone number (and the few
 * words before it) never wraps across lines. html-validate's tel-non-breaking rule checks this.
 */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/**
 * An amount ("91320-91362", "35-50 minutes", "15 a 30 minutos") with a non-breaking hyphen between its numbers and a
 * non-breaking space before its unit, so a narrow line never splits a range or leaves "minutes" alone.
 */
export function wholeRanges(text: string): string {
  return text.replace(/(\d)-(\d)/g, '$1\u2011$2').replace(/(\d) (?=\p{L})/gu, '$1\u00a0');
}

/** A name with a separator (" · ", " | ", " & "), which keeps the separator at the end of a line, never at the start of the next. */
export function separatorsKept(text: string): string {
  return text.replace(/ (?=[·•|–—&/+] )/g, '\u00a0');
}

/**
 * A town's name in a link ("… in Two Words"), its words joined by non-breaking spaces, so a narrow line never
 * splits it. Too long for a line, it still breaks (main's overflow-wrap), rather than widening the page.
 */
export function wholeName(name: string): string {
  return name.replace(/ /g, '\u00a0');
}
