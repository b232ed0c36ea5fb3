/**
 * Each page's social card, with PEER_CARDS=1, through astro-og-canvas's endpoint: /og/<page>.png,
 * drawn by canvaskit and kept in its cache (in Astro's cache folder, so a cold build starts without).
 */
import path from 'node:path';
import { OGImageRoute } from 'astro-og-canvas';
import { CARD_FONT, DRAW_CARDS } from '../../../../site.mjs';
import { cardKey, load } from '../../site.js';

const { pages, card } = await load();
const rgb = (hex) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

export const { getStaticPaths, GET } = await OGImageRoute({
  param: 'route',
  pages: DRAW_CARDS ? Object.fromEntries(pages.map((entry) => [cardKey(entry), entry])) : {},
  getImageOptions: (_key, entry) => ({
    title: entry.cardTitle,
    description: `${card.businessName} · Call ${card.phone} · 24/7`,
    logo: { path: card.logoPng, size: [88] },
    bgGradient: [rgb(card.navy)],
    border: { color: rgb(card.action), width: 14, side: 'block-start' },
    padding: 80,
    font: {
      title: { size: 76, lineHeight: 1.12, weight: 'Bold', families: [CARD_FONT.family] },
      description: { size: 40, weight: 'Bold', families: [CARD_FONT.family] },
    },
    fonts: [path.join('..', CARD_FONT.file)],
    cacheDir: path.join(process.env.PEER_CACHE, 'og'),
  }),
});
