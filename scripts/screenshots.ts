/**
 * `npm run screenshots`: full-page PNGs of every page type at phone, tablet and desktop widths,
 * from the built dist/, into screenshots/ (git-ignored). Look at them before calling a page done.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { redirectTableFor, startPreviewServer } from '../generate/serve/preview.ts';
import { launchChromium, PAGE_TYPES, VIEWPORTS } from '../test/helpers/browser.ts';
import { projectDir } from '../test/helpers/site.ts';

const outDir = path.join(projectDir, 'screenshots');
const only = process.argv.slice(2);

await mkdir(outDir, { recursive: true });
const siteDir = path.join(projectDir, 'dist');
const redirects = await redirectTableFor(path.join(projectDir, 'content'), path.join(projectDir, 'assets'), siteDir);
const { server, url } = await startPreviewServer({ siteDir, redirects });
const browser = await launchChromium();
try {
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [name, urlPath] of PAGE_TYPES) {
      if (only.length > 0 && !only.includes(name)) continue;
      await page.goto(url + urlPath, { waitUntil: 'load' });
      // A full-page shot needs the lazy images below the fold too.
      await page.evaluate(async () => {
        const images = [...document.querySelectorAll('img')];
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      const file = path.join(outDir, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(projectDir, file));
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
