/** The site's data with Astro's own URLs: images through astro:assets, the stylesheet through Tailwind's Vite plugin. */
import { getImage } from 'astro:assets';
import stylesheetUrl from 'peer-work/styles.css?url';
import scriptUrl from '../../../../templates/client/site.js?url';
import { ENCODERS, loadSite } from '../../site.mjs';

/** The site's image sources (PEER_ASSETS), as Astro imports them. */
const sources = import.meta.glob('peer-assets/**/*.{svg,png,jpg,jpeg,webp,avif}', { eager: true, import: 'default' });

/** An SVG is published as Astro emits it; a photo through getImage at the project's widths, formats and quality. */
async function urlsOf(image) {
  const metadata = Object.entries(sources).find(([file]) => file.endsWith(`/${image.src}`))[1];
  if (image.format === 'svg') return [[image.variants[0].url, metadata.src]];
  return Promise.all(
    image.variants.map(async (variant) => {
      const result = await getImage({
        src: metadata,
        width: variant.width,
        format: variant.format,
        quality: ENCODERS[variant.format].quality,
      });
      return [variant.url, result.src];
    }),
  );
}

/** A page's card, as astro-og-canvas names it from its key: "services/x" → /og/services/x.png, the home page's /og/index.png. */
export const cardKey = (entry) => entry.path.slice(1, -1) || 'index';

let site;
export const load = () => (site ??= loadSite(process.env.PEER_WORK, { urlsOf, stylesheetUrl, scriptUrl }));
