/**
 * How long a page's search-result title and description may be, counted as a visitor reads them
 * (placeholders filled): search engines cut them after this many characters. The content schema
 * checks the text in content files; the route stage checks titles filled per page (service-in-area).
 */
export const META_LIMITS = { title: 60, description: 170 } as const;

/** Why a title or description is too long, in the words of every such message. */
export function tooLong(input: unknown, limit: number): string {
  return `is ${String(input).length} characters once placeholders are filled; search engines cut it after ${limit}`;
}
