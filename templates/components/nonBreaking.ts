/**
 * Text inside a tel: link, with non-breaking spaces and hyphens, so a phone number (and the few
 * words before it) never wraps across lines. html-validate's tel-non-breaking rule checks this.
 */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
