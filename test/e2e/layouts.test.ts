/**
 * Every card grid at any count: businesses of 1 to 12 services, 1 to 100 cities, as many reviews and
 * reasons, 1 to 3 coverage zones and 3 to 5 contact cards, in Debian's Chromium at phone, tablet and
 * desktop widths. No grid of more than one row leaves a card alone on a row, its rows are even, the
 * shorter ones last, every row is centred, and nothing is wider than the page or its grid. An email address breaks
 * only between its parts, never inside one, and a city card's link takes two lines at most. A town's page of
 * twelve services shows nine as cards and links the other three below them, each link a target 44 px tall.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build } from '../../generate.ts';
import { redirectTableFor, startPreviewServer } from '../../generate/serve/preview.ts';
import { CARD_COLUMNS, cardGrid, FEATURE_COLUMNS, REVIEW_COLUMNS, rowsOf } from '../../templates/components/cardGrid.ts';
import { chromiumInstalled, connectChromium, VIEWPORTS, warnIfNoChromium } from '../helpers/browser.ts';
import { type Counts, LOCKSMITH, writeSizedBusiness } from '../helpers/sized-business.ts';
import { BUILD_TIME, loadPage, plainText } from '../helpers/site.ts';

warnIfNoChromium();

/**
 * Each count of services the issue names, with cities (1, 9, 100), reviews, reasons to choose,
 * coverage zones (1 to 3), a service's features (3 to 9) and contact cards (3 to 5) alongside.
 */
const BUSINESSES: Counts[] = [
  { services: 1, areas: 100, reviews: 1, reasons: 1, zones: 1, features: 3, email: true, address: true },
  { services: 2, areas: 1, reviews: 2, reasons: 2, zones: 2, features: 4, email: true },
  { services: 4, areas: 9, reviews: 4, reasons: 4, zones: 3, features: 5, address: true },
  { services: 5, areas: 1, reviews: 5, reasons: 5, zones: 1, features: 7 },
  { services: 7, areas: 9, reviews: 7, reasons: 7, zones: 2, features: 8 },
  { services: 12, areas: 1, reviews: 12, reasons: 12, zones: 1, features: 9 },
];
/** The pages with card grids whose counts come from content: services, cities, reviews, reasons, zones, features, contact cards. */
const PAGES = ['/', '/services/', '/service-areas/', '/about/', '/service-areas/santa-cruz/', '/services/lockout-service/'];

/**
 * The usual widths, a phone's on its side (sm, where an odd count of cards would be three across at their narrowest)
 * and a small laptop's (a row of four cards or the footer's four columns at their narrowest).
 */
const WIDTHS = [...VIEWPORTS, { width: 640, height: 360 }, { width: 1024, height: 768 }];

/** `offCentre`: for each row, how much wider the gap left of its cards is than the gap right of them. */
type GridReport = { grid: string; rows: number[]; offCentre: number[] };
type PageReport = {
  overflow: number;
  grids: GridReport[];
  outside: string[];
  brokenEmails: string[];
  longLinks: string[];
  smallTargets: string[];
};

/**
 * In the page: every grid or wrapping flex list whose items are cards, its cards' rows (cards
 * sharing a top edge) and where each row sits in the list, and what sticks out of the page or of
 * its grid.
 */
function measure(): PageReport {
  const isCard = (item: Element) => item.matches('.card') || item.firstElementChild?.matches('.card') === true;
  const grids: GridReport[] = [];
  const outside: string[] = [];
  for (const list of document.querySelectorAll('main *')) {
    const style = getComputedStyle(list);
    const laidOut = style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap');
    const items = [...list.children].filter((item) => (item as HTMLElement).offsetParent !== null);
    if (!laidOut || items.length === 0 || !items.every(isCard)) continue;
    const rows = new Map<number, { count: number; left: number; right: number }>();
    for (const item of items) {
      const { top, left, right } = item.getBoundingClientRect();
      const row = rows.get(Math.round(top)) ?? { count: 0, left, right };
      rows.set(Math.round(top), { count: row.count + 1, left: Math.min(row.left, left), right: Math.max(row.right, right) });
    }
    const name = `${list.closest('section')?.id || list.closest('[id]')?.id || 'main'} ${list.tagName.toLowerCase()}`;
    const box = list.getBoundingClientRect();
    const inOrder = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
    grids.push({
      grid: name,
      rows: inOrder.map((row) => row.count),
      offCentre: inOrder.map((row) => Math.round(row.left - box.left - (box.right - row.right))),
    });
    for (const item of items) {
      const card = item.getBoundingClientRect();
      if (card.left < box.left - 1 || card.right > box.right + 1) outside.push(name);
    }
  }
  // Each part of an address is a text node of its own (EmailLink's emailParts); one on two lines broke mid-word.
  const brokenEmails: string[] = [];
  for (const link of document.querySelectorAll('a[href^="mailto:"]')) {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) brokenEmails.push(`${link.closest('footer') ? 'footer' : 'main'} "${walker.currentNode.textContent}"`);
    }
  }
  const longLinks: string[] = [];
  for (const link of document.querySelectorAll<HTMLElement>('main article.card > a')) {
    const lines = Math.round(link.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(link).lineHeight));
    if (lines > 2) longLinks.push(`"${link.textContent}" on ${lines} lines`);
  }
  // A town's services past its cards, a list of plain links: each a target a thumb can hit.
  const smallTargets = [...document.querySelectorAll<HTMLElement>('#more-services-heading + ul a')]
    .filter((link) => link.getBoundingClientRect().height < 44)
    .map((link) => `"${link.textContent}" ${link.getBoundingClientRect().height} px tall`);
  return { overflow: document.documentElement.scrollWidth - window.innerWidth, grids, outside, brokenEmails, longLinks, smallTargets };
}

describe.skipIf(!chromiumInstalled)('card grids at any count', () => {
  let root: string;
  let browser: Browser;
  let page: Page;
  const servers: Server[] = [];
  const urls = new Map<Counts, string>();
  const siteDirs = new Map<Counts, string>();

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'layouts-'));
    const assetsDir = path.join(LOCKSMITH, 'assets');
    for (const counts of BUSINESSES) {
      const dir = path.join(root, `${counts.services}-services-${counts.areas}-areas`);
      const contentDir = path.join(dir, 'content');
      await writeSizedBusiness(contentDir, counts);
      const siteDir = path.join(dir, 'dist');
      await build({ contentDir, assetsDir, outDir: siteDir, cacheDir: inject('cacheDir'), buildTime: BUILD_TIME, checkLinks: false });
      const { server, url } = await startPreviewServer({
        siteDir,
        redirects: await redirectTableFor(contentDir, assetsDir, siteDir),
        log: () => {},
      });
      servers.push(server);
      urls.set(counts, url);
      siteDirs.set(counts, siteDir);
    }
    browser = await connectChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) server.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it.each(BUSINESSES)(
    '$services services, $areas cities, $reviews reviews, $reasons reasons, $zones zones, $features features',
    async (counts) => {
      const problems: string[] = [];
      let gridsSeen = 0;
      for (const urlPath of PAGES) {
        await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
        await page.goto(urls.get(counts)! + urlPath, { waitUntil: 'load' });
        for (const { width, height } of WIDTHS) {
          await page.setViewportSize({ width, height });
          const report = await page.evaluate(measure);
          const at = `${urlPath} at ${width} px`;
          if (report.overflow > 0) problems.push(`${at}: the page is ${report.overflow} px wider than the window`);
          for (const grid of report.outside) problems.push(`${at}: ${grid}: a card sticks out of its grid`);
          for (const part of report.brokenEmails) problems.push(`${at}: ${part}: part of an email address broken across lines`);
          for (const link of report.longLinks) problems.push(`${at}: a card's link ${link}`);
          for (const link of report.smallTargets) problems.push(`${at}: a link of the list of more services ${link}`);
          for (const { grid, rows, offCentre } of report.grids) {
            gridsSeen += 1;
            const columns = Math.max(...rows);
            if (columns > 1 && rows.length > 1 && rows.includes(1))
              problems.push(`${at}: ${grid}: a card alone on a row (${rows.join('+')})`);
            // Shared out evenly, the shorter rows last, and every row centred (cardGrid.ts).
            if (rows.some((row, index) => index > 0 && row > rows[index - 1]!) || columns - Math.min(...rows) > 1)
              problems.push(`${at}: ${grid}: rows not even, longest first (${rows.join('+')})`);
            offCentre.forEach((off, index) => {
              if (Math.abs(off) > 1) problems.push(`${at}: ${grid}: row ${index + 1} of ${rows.join('+')} is ${off} px off centre`);
            });
          }
        }
      }
      expect(problems).toEqual([]);
      expect(gridsSeen, 'grids measured').toBeGreaterThan(0);
    },
  );

  it("a town's page of twelve services: the first nine as cards, as the home page shows, each of the other three linked once below them", () => {
    const siteDir = siteDirs.get(BUSINESSES.find((counts) => counts.services === 12)!)!;
    const $ = loadPage(siteDir, '/service-areas/santa-cruz/');
    const slugs = ['lockout-service', 'lock-rekeying', ...Array.from({ length: 10 }, (_, i) => `lock-service-${i + 3}`)];
    const inTown = (slug: string) => `/services/${slug}-in-santa-cruz/`;
    expect(
      $('#services article.card a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(slugs.slice(0, 9).map(inTown));
    expect(plainText($('#more-services-heading').text())).toBe('More services in Santa Cruz');
    const more = $('#more-services-heading + ul a')
      .map((_, a) => ({ label: plainText($(a).text()), href: $(a).attr('href') }))
      .get();
    expect(more).toEqual(slugs.slice(9).map((slug) => ({ label: `Lock Service ${slug.split('-').pop()}`, href: inTown(slug) })));
    // Each service in the town linked once from its page, and each link leads to that service's page for the town.
    const links = $('main a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(slugs.map((slug) => links.filter((href) => href === inTown(slug)).length)).toEqual(slugs.map(() => 1));
    for (const { label, href } of more) expect(plainText(loadPage(siteDir, href!)('h1').text())).toBe(`${label} in Santa Cruz`);
  });
});

describe('rowsOf', () => {
  const grids = { CARD_COLUMNS, FEATURE_COLUMNS, REVIEW_COLUMNS };

  it('leaves no card alone on a row, at any count up to 1,000, with a class for every layout', () => {
    for (const columns of Object.values(grids)) expect(cardGrid('grid', 0, columns).list, 'no cards').toBe('grid');
    for (const [name, columns] of Object.entries(grids)) {
      for (let count = 1; count <= 1000; count++) {
        for (const most of [columns.sm, columns.lg]) {
          if (!most) continue;
          const rows = rowsOf(count, most);
          expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
          expect(rows.length === 1 || rows.every((row) => row > 1), `${name}, ${count} cards: ${rows.join('+')}`).toBe(true);
        }
        expect(() => cardGrid('grid', count, columns), `${name}, ${count} cards`).not.toThrow();
      }
    }
  });

  // Where the rows land on the page, centred, is measured in Chromium above.
  it('shares the cards out evenly over as few rows as the widest row allows, shorter rows last', () => {
    expect(rowsOf(4, 3)).toEqual([2, 2]);
    expect(rowsOf(5, 3)).toEqual([3, 2]);
    expect(rowsOf(7, 3)).toEqual([3, 2, 2]);
    expect(rowsOf(7, 4)).toEqual([4, 3]);
    expect(rowsOf(5, 2)).toEqual([3, 2]);
  });

  it("keeps the spec's grids: six cards 2 and then 3 across, four reasons 2 and then 4, three reasons 3 across from md", () => {
    expect(cardGrid('grid gap-6', 6, CARD_COLUMNS).list).toBe('grid gap-6 sm:grid-cols-2 lg:grid-cols-3');
    expect(cardGrid('grid gap-6', 4, FEATURE_COLUMNS).list).toBe('grid gap-6 sm:grid-cols-2 lg:grid-cols-4');
    expect(cardGrid('grid gap-6', 3, FEATURE_COLUMNS).list).toBe('grid gap-6 md:grid-cols-3');
    expect(cardGrid('grid', 6, CARD_COLUMNS).item(5)).toBeUndefined();
  });
});
