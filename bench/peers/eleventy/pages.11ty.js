import { DRAW_CARDS } from '../site.mjs';

/** Every page of the site, one per entry of the site's data, rendered by the project's React templates. */
export const data = {
  pagination: { data: 'site.pages', size: 1, alias: 'entry' },
  permalink: (data) => data.entry.file,
};

/** The page, with its social card drawn by the plugin's shortcode (which answers the card's URL) when cards are on. */
export async function render({ site, entry }) {
  if (!DRAW_CARDS) return site.render(entry);
  return site.render(entry, await this.ogImage('./card.og.njk', { ...site.cardData, title: entry.cardTitle }));
}
