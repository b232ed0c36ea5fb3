/** A phrase of the site's strings with its `{names}` filled: "View {area} services" → "View Springfield services". */
export function phrase(words: string, values: Record<string, string | number>): string {
  return words.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}
