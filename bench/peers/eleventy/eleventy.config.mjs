/**
 * Eleventy 3 building the project's pages (see ../site.mjs): one paginated JavaScript template
 * renders every page with the project's React templates; eleventy-img encodes the images; the
 * stylesheet is the project's, compiled by Tailwind's PostCSS plugin; the script is copied; with
 * PEER_CARDS=1, eleventy-plugin-og-image draws each page's social card from card.og.njk (satori,
 * resvg, then sharp), skipping a card its output folder already has (its cache).
 * PEER_WORK names the folder of the site's data.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import EleventyPluginOgImage from 'eleventy-plugin-og-image';
import { CARD_FONT, DRAW_CARDS } from '../site.mjs';

export default async function (eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ [path.resolve(import.meta.dirname, '../../../templates/client/site.js')]: 'assets/site.js' });
  if (DRAW_CARDS) {
    const font = await readFile(path.resolve(import.meta.dirname, '..', CARD_FONT.file));
    eleventyConfig.addPlugin(EleventyPluginOgImage, {
      satoriOptions: {
        // An ArrayBuffer, not the Buffer: the plugin hashes its options for each card, key by key, and a Buffer's keys are its bytes.
        fonts: [
          {
            name: CARD_FONT.family,
            data: font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength),
            weight: 700,
            style: 'normal',
          },
        ],
      },
      shortcodeOutput: (ogImage) => ogImage.outputUrl(),
    });
  }
  return { dir: { input: '.', data: '_data' }, templateFormats: ['11ty.js'] };
}
