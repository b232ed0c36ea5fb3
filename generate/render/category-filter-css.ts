/*
 * The stylesheet rules that make ServiceCatalog's chips filter its grid. Kept apart from the
 * component so the build can make them without loading React.
 */

/** The CSS that makes each chip filter the grid; the category slugs come from content. */
export function categoryFilterCss(categorySlugs: string[]): string {
  const rules = categorySlugs.map(
    (slug) => `.service-catalog:has(#category-${slug}:checked) [data-categories]:not([data-categories~="${slug}"]){display:none}`,
  );
  return [`@supports not selector(:has(*)){.category-filter{display:none}}`, ...rules].join('\n');
}
