import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Image from '@11ty/eleventy-img';
import { DRAW_CARDS, ENCODERS, loadSite } from '../../site.mjs';

/**
 * Every image through eleventy-img: an SVG published as it is, a photo at the project's widths, formats and settings.
 * With cards, what every card shows alike, the logo as a data URL for satori.
 */
export default async function (configData) {
  const outputDir = path.join(configData.eleventy.directories.output, 'assets');
  const site = await loadSite(process.env.PEER_WORK, {
    stylesheetUrl: '/assets/styles.css',
    scriptUrl: '/assets/site.js',
    urlsOf: async (image) => {
      const options = { outputDir, urlPath: '/assets/' };
      if (image.format === 'svg') {
        const metadata = await Image(image.file, { ...options, formats: ['svg'], svgShortCircuit: true });
        return [[image.variants[0].url, metadata.svg[0].url]];
      }
      const metadata = await Image(image.file, {
        ...options,
        formats: [...new Set(image.variants.map((variant) => variant.format))],
        widths: [...new Set(image.variants.map((variant) => variant.width))],
        sharpAvifOptions: ENCODERS.avif,
        sharpWebpOptions: ENCODERS.webp,
        sharpJpegOptions: ENCODERS.jpeg,
        sharpPngOptions: ENCODERS.png,
      });
      return image.variants.map((variant) => [variant.url, metadata[variant.format].find((file) => file.width === variant.width).url]);
    },
  });
  if (!DRAW_CARDS) return site;
  const { businessName, phone, navy, action, logoPng } = site.card;
  const logo = `data:image/png;base64,${(await readFile(logoPng)).toString('base64')}`;
  return { ...site, cardData: { businessName, phone, navy, action, logo } };
}
