/**
 * The garage site's Spanish pages (content/translations/es-US/) in Debian's Chromium: no axe
 * violation on the Spanish home page and a Spanish service page, at a phone's and a desktop's width,
 * as page-types.test.ts asks of the English pages, and their longer menu words on one row; the
 * header's logo and buttons on one row at tablet and desktop widths, in Spanish and in English; the
 * language link leads there and back with JavaScript off; every Spanish page type reflows at 320 px,
 * and a heading's word wider than the line wraps there.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, chromiumInstalled, siteInChromium, warnIfNoChromium } from '../helpers/browser.ts';
import { layoutProblems } from '../helpers/page-checks.ts';

warnIfNoChromium();

const site = siteInChromium(inject('siteDir'));

describe.skipIf(!chromiumInstalled)('the Spanish pages', () => {
  // One page for every check: a new page costs Chromium a renderer process; each check loads its own document.
  let page: Page;
  beforeAll(async () => {
    page = await site.browser.newPage();
  });
  afterAll(async () => {
    await page?.close();
  });

  it.each([
    ['home', '/es/'],
    ['service', '/es/servicios/reparacion-de-resortes/'],
  ])('%s page: no axe violation at 375 and 1280 px', async (_name, urlPath) => {
    // Loaded once and resized: a page of plain HTML and CSS lays out the same resized as loaded at that width.
    await page.setViewportSize({ width: 375, height: 900 });
    expect((await page.goto(site.url + urlPath, { waitUntil: 'load' }))?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('es-US');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Spanish's longer menu words still keep the wide-screen menu (the nav of the header's bar) to one row.
      const menuRows = await page.evaluate(
        () =>
          new Set(
            [...document.querySelector('body > header > div > nav')!.querySelectorAll(':scope > ul > li')]
              .map((item) => item.getBoundingClientRect())
              .filter((box) => box.height > 0)
              .map((box) => Math.round(box.top)),
          ).size,
      );
      expect(menuRows, `${urlPath} at ${width} px`).toBeLessThanOrEqual(1);
      const violations = await axeViolations(page);
      expect(violations, `axe violations on ${urlPath} at ${width} px:\n${violations.join('\n')}`).toEqual([]);
    }
  });

  it("reflow at 320 px, their longer words as the English pages do: no sideways scroll, no text cut off, the name in the header on two lines at most, no city's name split in a link", async () => {
    await page.setViewportSize({ width: 320, height: 568 });
    const problems: string[] = [];
    const kinds = ['/es/', '/es/servicios/', '/es/servicios/reparacion-de-resortes/', '/es/servicios/reparacion-de-resortes-en-oxnard/'];
    for (const urlPath of [
      ...kinds,
      '/es/areas-de-servicio/',
      '/es/areas-de-servicio/oxnard/',
      '/es/nosotros/',
      '/es/contacto/',
      '/es/404/',
    ]) {
      await page.goto(site.url + urlPath, { waitUntil: 'load' });
      const layout = await layoutProblems(page);
      if (layout.width > layout.viewport) problems.push(`${urlPath}: ${layout.width} px wide`);
      problems.push(...layout.problems.map((problem) => `${urlPath}: ${problem}`));
      // The header's name keeps to two lines beside "Llamar", as the English one does beside "Call".
      const nameLines = await page.evaluate(() => {
        const name = document.querySelector('header > div > a > span')!;
        return Math.round(name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight));
      });
      if (nameLines > 2) problems.push(`${urlPath}: the business name in the header takes ${nameLines} lines`);
      // A city's two-word name that ends a link ("… en Santa Barbara →") keeps its words on one line.
      const split = await page.evaluate(
        (names) => {
          const links = [...document.querySelectorAll('main a:has(> span.whitespace-nowrap:last-child)')].filter(
            // A link to a service in a town joins the name's words by a non-breaking space (wholeName); a town's link by a space.
            (a) => {
              const text = a.textContent!.trim().replace(/\u00a0/g, ' ');
              return a.firstChild!.nodeType === Node.TEXT_NODE && names.some((name) => text.endsWith(name));
            },
          );
          return links.flatMap((a) => {
            const before = a.firstChild!; // the words before the last one, which stays with the arrow (ArrowLabel)
            const range = document.createRange();
            range.setStart(before, before.textContent!.trimEnd().lastIndexOf(' ') + 1);
            range.setEnd(before, before.textContent!.trimEnd().length);
            const [first, last] = [range.getBoundingClientRect(), a.lastElementChild!.getBoundingClientRect()];
            return Math.abs(first.top + first.height / 2 - (last.top + last.height / 2)) > 4 ? [a.textContent!.trim()] : [];
          });
        },
        ['Santa Barbara', 'Thousand Oaks', 'Simi Valley'],
      );
      problems.push(...split.map((label) => `${urlPath}: "${label}" splits its city's name`));
    }
    expect(problems).toEqual([]);
  });

  it("wrap a heading's word wider than a phone's line rather than scroll sideways: the starter's \"Consejos y recomendaciones\" at 320 px", async () => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(`${site.url}/es/contacto/`, { waitUntil: 'load' });
    // The garage site's own headings have no such word: the hero's heading is given the starter's articles heading.
    await page.evaluate(() => {
      document.querySelector('main h1')!.textContent = 'Consejos y recomendaciones';
    });
    const layout = await layoutProblems(page);
    expect(layout.width).toBeLessThanOrEqual(layout.viewport);
    expect(layout.problems).toEqual([]);
    // And at a phone's narrowest this word stays whole: a smaller heading, not a word split at its last letters.
    const pieces = await page.evaluate(() => {
      const text = document.querySelector('main h1')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, text.textContent!.indexOf('recomendaciones'));
      range.setEnd(text, text.textContent!.length);
      return range.getClientRects().length;
    });
    expect(pieces).toBe(1);
  });

  it('keep the header, as the English pages do, to one row of logo and buttons from 640 to 1280 px, the wide-screen menu to one row', async () => {
    const problems: string[] = [];
    for (const urlPath of ['/es/', '/']) {
      await page.setViewportSize({ width: 640, height: 900 });
      await page.goto(site.url + urlPath, { waitUntil: 'load' });
      for (const width of [640, 768, 820, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const rows = await page.evaluate(() => {
          const rowsOf = (items: Element[]) =>
            new Set(
              items
                .map((item) => item.getBoundingClientRect())
                .filter((box) => box.height > 0)
                .map((box) => Math.round(box.top + box.height / 2)),
            ).size;
          const bar = document.querySelector('header > div')!;
          const buttons = bar.querySelector(':scope > div')!;
          return {
            bar: rowsOf([bar.querySelector(':scope > a')!, buttons]),
            buttons: rowsOf([...buttons.children]),
            menu: rowsOf([...bar.querySelectorAll(':scope > nav > ul > li')]),
          };
        });
        if (rows.bar > 1 || rows.buttons > 1 || rows.menu > 1) problems.push(`${urlPath} at ${width} px: ${JSON.stringify(rows)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are reached by the language link with JavaScript off, from the header on a desktop and on the first screen of a phone or tablet, and back', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const off = await context.newPage();
      await off.goto(`${site.url}/contact/`, { waitUntil: 'load' });
      await Promise.all([off.waitForURL(`${site.url}/es/contacto/`), off.locator('header a[hreflang="es-US"]:visible').first().click()]);
      expect(await off.getAttribute('html', 'lang')).toBe('es-US');
      await Promise.all([off.waitForURL(`${site.url}/contact/`), off.locator('header a[hreflang="en-US"]:visible').first().click()]);
      // On a phone, and on a tablet beside the quote button, it is on the first screen without opening the menu.
      const shown = off.locator('a[hreflang="es-US"]:visible');
      for (const width of [768, 375]) {
        await off.setViewportSize({ width, height: 812 });
        expect(await shown.count(), `${width} px`).toBe(1);
        const box = (await shown.boundingBox())!;
        expect(box.y + box.height, `${width} px`).toBeLessThanOrEqual(812);
      }
      await Promise.all([off.waitForURL(`${site.url}/es/contacto/`), shown.click()]);
      expect(await off.getAttribute('html', 'lang')).toBe('es-US');
    } finally {
      await context.close();
    }
  });
});
