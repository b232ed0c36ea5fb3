/**
 * The built site in the Chromium a visitor uses (Debian's, driven by playwright-core), served by the
 * preview server: menus with and without JavaScript, the desktop dropdowns, filtering and the skip
 * link, at phone, tablet and desktop widths. axe-core, layout and focus on every page type at every
 * width: page-types.test.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { chromiumInstalled, siteInChromium, VIEWPORTS, warnIfNoChromium } from '../helpers/browser.ts';
import { spanishPagePaths } from '../helpers/site.ts';

warnIfNoChromium();

const site = siteInChromium(inject('siteDir'));

type Viewport = (typeof VIEWPORTS)[number];

/**
 * A page at `viewport`, loaded afresh at `urlPath`, the pointer away from the header. The tests of a
 * viewport share one page, each with a new document: a new page costs Chromium a renderer process.
 */
const pages = new Map<string, Page>();
async function openPage(urlPath: string, viewport: Viewport, options: { javaScriptEnabled?: boolean } = {}) {
  const key = `${viewport.width} ${options.javaScriptEnabled ?? true}`;
  let page = pages.get(key);
  if (!page) {
    const context: BrowserContext = await site.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      ...options,
    });
    page = await context.newPage();
    pages.set(key, page);
  }
  await page.mouse.move(viewport.width / 2, viewport.height - 50);
  await page.goto(site.url + urlPath, { waitUntil: 'load' });
  return page;
}
afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
});

const phoneAndTablet = VIEWPORTS.filter((viewport) => viewport.width < 1280);
const desktop = VIEWPORTS.find((viewport) => viewport.width === 1280)!;

describe.skipIf(!chromiumInstalled)('the mobile menu', () => {
  describe.each(phoneAndTablet)('$width px', (viewport) => {
    it('is closed at load, opens with its button (aria-expanded follows), and expands its groups with +/−', async () => {
      const page = await openPage('/', viewport);
      const menu = page.locator('details[data-menu]');
      const button = menu.locator('> summary');
      const panel = page.locator('nav[aria-label="Main menu"]');
      expect(await page.locator('nav[aria-label="Main"]').isVisible(), 'the desktop nav is replaced').toBe(false);
      expect(await menu.getAttribute('open')).toBeNull();
      expect(await panel.locator('a').first().isVisible()).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      await button.click();
      expect(await menu.getAttribute('open')).toBe('');
      // The script sets it on the details' toggle event, which the browser fires as a task after the click.
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.getByRole('link', { name: 'About Us' }).isVisible()).toBe(true);

      for (const group of ['Services', 'Service Areas']) {
        const toggle = panel.locator('summary', { hasText: new RegExp(`^${group}`) });
        const links = toggle.locator('xpath=..').locator('a');
        const marker = () => toggle.locator('.group-toggle').evaluate((el) => getComputedStyle(el, '::before').content);
        expect(await links.first().isVisible()).toBe(false);
        expect(await marker()).toBe('"+"');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.click();
        expect(await links.count()).toBe(7);
        for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
        expect(await marker()).toBe('"−"');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        await toggle.click();
        expect(await links.first().isVisible()).toBe(false);
        expect(await marker()).toBe('"+"');
      }
    });

    it('closes on Escape and gives focus back to its button, and on a click outside', async () => {
      const page = await openPage('/', viewport);
      const menu = page.locator('details[data-menu]');
      const button = menu.locator('> summary');
      await button.click();
      await page.locator('nav[aria-label="Main menu"]').getByRole('link', { name: 'Home' }).focus();
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('open')).toBeNull();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      await button.click();
      await page.mouse.click(viewport.width / 2, viewport.height - 150);
      expect(await menu.getAttribute('open')).toBeNull();
    });

    it('closes when Tab takes focus out of it, so the link focused next is not hidden under it (2.4.11)', async () => {
      const page = await openPage('/service-areas/oxnard/', viewport);
      const menu = page.locator('details[data-menu]');
      await menu.locator('> summary').focus();
      await page.keyboard.press('Enter');
      expect(await menu.getAttribute('open')).toBe('');
      const focusInMenu = () => menu.evaluate((el) => el.contains(document.activeElement));
      // Home, About, Contact, two groups, the language link and the quote button, then out.
      for (let presses = 0; presses < 10 && (await focusInMenu()); presses++) await page.keyboard.press('Tab');
      expect(await focusInMenu(), 'Tab left the menu').toBe(false);
      expect(await menu.getAttribute('open')).toBeNull();
      await expect.poll(() => menu.locator('> summary').getAttribute('aria-expanded')).toBe('false');
      const uncovered = await page.evaluate(() => {
        const focused = document.activeElement!;
        const box = focused.getBoundingClientRect();
        return focused.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
      expect(uncovered, 'the focused link is the topmost element at its centre').toBe(true);
    });

    it('lands on the page of a followed link, with the menu closed', async () => {
      const page = await openPage('/', viewport);
      await page.locator('details[data-menu] > summary').click();
      const panel = page.locator('nav[aria-label="Main menu"]');
      await panel.locator('summary', { hasText: /^Service Areas/ }).click();
      await Promise.all([page.waitForURL(`${site.url}/service-areas/oxnard/`), panel.getByRole('link', { name: 'Oxnard' }).click()]);
      expect(await page.locator('h1').textContent()).toBe('Garage Door Repair in Oxnard, CA');
      expect(await page.locator('details[data-menu]').getAttribute('open')).toBeNull();
    });

    it('opens and reaches every link with JavaScript disabled', async () => {
      const page = await openPage('/contact/', viewport, { javaScriptEnabled: false });
      const panel = page.locator('nav[aria-label="Main menu"]');
      await page.locator('details[data-menu] > summary').click();
      for (const group of ['Services', 'Service Areas']) await panel.locator('summary', { hasText: new RegExp(`^${group}`) }).click();
      const links = await panel.locator('a').all();
      // Home, About and Contact; each group's seven; the quote button; and, on a site with Spanish pages, the link to this page's.
      const languageLink = await panel.locator('a[hreflang]').count();
      expect(languageLink).toBe(spanishPagePaths().length > 0 ? 1 : 0);
      expect(links.length).toBe(3 + 7 + 7 + 1 + languageLink);
      for (const link of links) expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
      await Promise.all([
        page.waitForURL(`${site.url}/services/garage-door-maintenance/`),
        panel.getByRole('link', { name: 'Maintenance & Tune-Up' }).click(),
      ]);
    });
  });
});

describe.skipIf(!chromiumInstalled)('the desktop dropdowns', () => {
  const groups = [
    { name: 'Services', children: 6 },
    { name: 'Service Areas', children: 6 },
  ];

  it('open on hover and close when the pointer leaves', async () => {
    const page = await openPage('/about/', desktop);
    expect(await page.locator('details[data-menu]').isVisible(), 'the menu button is replaced').toBe(false);
    for (const { name } of groups) {
      const group = page.locator('nav[aria-label="Main"] li.nav-group', { has: page.getByRole('link', { name, exact: true }) });
      const dropdown = group.locator('.nav-dropdown');
      expect(await dropdown.isVisible()).toBe(false);
      await group.getByRole('link', { name, exact: true }).hover();
      await dropdown.waitFor({ state: 'visible' });
      await page.mouse.move(desktop.width / 2, desktop.height - 50);
      await dropdown.waitFor({ state: 'hidden' });
    }
  });

  it('open on keyboard focus, let Tab reach every link in them, and close when focus leaves', async () => {
    const page = await openPage('/about/', desktop);
    await page.mouse.move(desktop.width / 2, desktop.height - 50);
    await page.getByRole('link', { name: 'Home', exact: true }).first().focus();
    for (const { name, children } of groups) {
      const group = page.locator('nav[aria-label="Main"] li.nav-group', { has: page.getByRole('link', { name, exact: true }) });
      const dropdown = group.locator('.nav-dropdown');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      await dropdown.waitFor({ state: 'visible' });
      const hrefs = await dropdown.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
      }
      expect(hrefs).toHaveLength(children);
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About Us');
    for (const dropdown of await page.locator('.nav-dropdown').all()) await dropdown.waitFor({ state: 'hidden' });
  });
});

describe.skipIf(!chromiumInstalled)('the services category chips', () => {
  const visibleCards = (page: Page) =>
    page
      .locator('.service-catalog li[data-categories]')
      .evaluateAll((items) =>
        items.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => li.querySelector('h3')!.textContent),
      );

  it('show exactly the cards of the chosen category, and all of them under All Services', async () => {
    const page = await openPage('/services/', VIEWPORTS[0]);
    const cards = await page
      .locator('.service-catalog li[data-categories]')
      .evaluateAll((items) =>
        items.map((li) => ({ title: li.querySelector('h3')!.textContent, categories: li.getAttribute('data-categories')!.split(' ') })),
      );
    expect(await visibleCards(page)).toEqual(cards.map((card) => card.title));
    const chips = await page
      .locator('.category-filter input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(chips).toEqual(['all', 'repair', 'installation', 'maintenance', 'replacement', 'emergency']);
    for (const chip of [...chips.slice(1), 'all']) {
      await page.locator(`label[for="category-${chip}"]`).click();
      const expected = cards.filter((card) => chip === 'all' || card.categories.includes(chip)).map((card) => card.title);
      expect(await visibleCards(page), chip).toEqual(expected);
    }
    expect(await visibleCards(page)).toHaveLength(6);
  });

  it('are hidden, with every card shown, in a browser without CSS :has()', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      // A browser without :has() drops every rule that uses it and takes the @supports not branch.
      await context.route('**/assets/styles-*.css', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replaceAll(':has(', ':unsupported-has(') });
      });
      const page = await context.newPage();
      await page.goto(`${site.url}/services/`);
      expect(await page.locator('.category-filter').isVisible()).toBe(false);
      expect(await visibleCards(page)).toHaveLength(6);
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(!chromiumInstalled)('a city card', () => {
  it('leads to its city from a tap anywhere on it, while its link is its last line alone', async () => {
    const page = await openPage('/service-areas/', VIEWPORTS[0]);
    const card = page.locator('#areas li').first();
    expect(await card.getByRole('link').allInnerTexts()).toEqual(['View Ventura services']);
    // A tap at the ZIP codes, which are no link of their own: the link's overlay takes it.
    await card.scrollIntoViewIfNeeded();
    const zipCodes = (await card.getByText('ZIP codes').boundingBox())!;
    await page.mouse.click(zipCodes.x + zipCodes.width / 2, zipCodes.y + zipCodes.height / 2);
    await page.waitForURL('**/service-areas/ventura/');
  });
});

describe.skipIf(!chromiumInstalled)('keyboard use', () => {
  // That the skip link is the first tab stop, and every tab stop shows a focus indicator: page-types.test.ts.
  it('moves focus to the main content with the skip link', async () => {
    const page = await openPage('/services/', desktop);
    await page.keyboard.press('Tab');
    expect(await page.locator('a[href="#main"]').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});
