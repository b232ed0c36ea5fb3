/** Every page of the site, one per entry of the site's data, rendered by the project's React templates. */
export const data = {
  pagination: { data: 'site.pages', size: 1, alias: 'entry' },
  permalink: (data) => data.entry.file,
};

export function render(data) {
  return data.site.render(data.entry);
}
