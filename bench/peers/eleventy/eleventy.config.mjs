/**
 * Eleventy 3 building the project's pages (see ../site.mjs): one paginated JavaScript template
 * renders every page with the project's React templates; eleventy-img encodes the images; the
 * stylesheet is the project's, compiled by Tailwind's PostCSS plugin; the script is copied.
 * PEER_WORK names the folder of the site's data.
 */
import path from 'node:path';

export default function (eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ [path.resolve(import.meta.dirname, '../../../templates/client/site.js')]: 'assets/site.js' });
  return { dir: { input: '.', data: '_data' }, templateFormats: ['11ty.js'] };
}
