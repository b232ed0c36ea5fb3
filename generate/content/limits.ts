/** How long a search-result title and description may be, placeholders filled: search engines cut them after this. */
export const META_LIMITS = { title: 60, description: 170 } as const;

/** Why a title or description is too long, in the words of every such message. */
export function tooLong(input: unknown, limit: number): string {
  return `is ${String(input).length} characters once placeholders are filled; search engines cut it after ${limit}`;
}
