/**
 * Astro 7 building the project's pages (see ../site.mjs): one dynamic route renders every page with
 * the project's React templates; astro:assets encodes the images; the stylesheet is the project's,
 * compiled by Tailwind's Vite plugin. PEER_WORK names the folder of the site's data, PEER_ASSETS
 * its images, PEER_OUT the output and PEER_CACHE Astro's cache (empty for a cold build).
 */
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  outDir: process.env.PEER_OUT,
  cacheDir: process.env.PEER_CACHE,
  trailingSlash: 'always',
  build: { format: 'directory' },
  vite: {
    plugins: [tailwindcss()],
    // The script as a file, as the project publishes it (Vite would inline a file this small).
    build: { assetsInlineLimit: 0 },
    resolve: {
      alias: [
        { find: /^peer-work\//, replacement: `${process.env.PEER_WORK}/` },
        { find: /^peer-assets\//, replacement: `${process.env.PEER_ASSETS}/` },
      ],
    },
  },
});
