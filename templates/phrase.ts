import type { Words } from './view.ts';

/** A phrase of the site's strings with its `{names}` filled: "View {area} services" → "View Springfield services". */
export function phrase(words: string, values: Record<string, string | number>): string {
  return words.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}

/**
 * The language's "{label}: {value}" split around its value, its label part apart from the space after it (French writes
 * "Prix\u00a0: "), for a label shown in bold or a value marked in another language.
 */
export function aroundValue(labelled: string, label: string): { head: string; gap: string; tail: string } {
  const [before = '', tail = ''] = phrase(labelled, { label }).split('{value}');
  const head = before.trimEnd();
  return { head, gap: before.slice(head.length), tail };
}

/** The words of a town's ZIP codes, in the singular for one code alone: "ZIP code 97701", never "ZIP codes 97701". */
export function zipCodeWords(words: Words, zipCodes: string): Pick<Words, 'zipCodes' | 'zipCodesAre' | 'servingZipCodes'> {
  return /^\d+$/.test(zipCodes) ? { zipCodes: words.zipCode, zipCodesAre: words.zipCodeIs, servingZipCodes: words.servingZipCode } : words;
}
