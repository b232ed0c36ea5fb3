/**
 * WCAG 2.2 AA criteria that axe-core cannot check, tried in Debian's Chromium on every page type as
 * a low-vision, keyboard or high-contrast visitor meets them: reflow at 320 px (1.4.10), text
 * spacing (1.4.12), a larger default font (1.4.4), forced colours (1.4.1, 1.4.11), Escape on the
 * desktop dropdowns (1.4.13), and a floating call button that never covers the hero's calls to
 * action or the focused element (2.4.11) while the phone number stays one tap away.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumInstalled, launchChromiumWithPreferences, PAGE_TYPES, siteInChromium, warnIfNoChromium } from '../helpers/browser.ts';

warnIfNoChromium();

const siteDir = inject('siteDir');
const site = siteInChromium(siteDir);
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Viewport = { name: string; width: number; height: number; deviceScaleFactor?: number };
const viewport = (width: number, height: number, name = `${width}×${height}`): Viewport => ({ name, width, height });

/** A fresh context (its own pointer, focus, storage) at `view`. */
async function newContext(view: Viewport, options: BrowserContextOptions = {}) {
  const context = await site.browser.newContext({
    viewport: { width: view.width, height: view.height },
    deviceScaleFactor: view.deviceScaleFactor ?? 1,
    ...options,
  });
  // What the pages do happens at once or after a 200 ms hover delay: a failure need not wait 30 s.
  context.setDefaultTimeout(5_000);
  return context;
}

/** Opens a page in a fresh context; the caller closes the context. */
async function open(urlPath: string, view: Viewport, options: BrowserContextOptions = {}) {
  const context = await newContext(view, options);
  const page = await context.newPage();
  await page.goto(site.url + urlPath, { waitUntil: 'load' });
  return { page, context };
}

/** Runs `check` on each page type in turn, in one context. */
async function onEveryPageType(view: Viewport, options: BrowserContextOptions, check: (page: Page, urlPath: string) => Promise<void>) {
  const context = await newContext(view, options);
  try {
    const page = await context.newPage();
    for (const [, urlPath] of PAGE_TYPES) {
      await page.goto(site.url + urlPath, { waitUntil: 'load' });
      await check(page, urlPath);
    }
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 1.4.10 Reflow, 1.4.12 Text spacing, 1.4.4 Resize text
// ---------------------------------------------------------------------------------------------

/**
 * The page's width against the viewport's, and every piece of text a visitor cannot read in full:
 * cut off by an element that hides its overflow, or outside the viewport's left or right edge
 * (where no scrolling reaches it). Visually hidden text (sr-only) and closed menus do not count.
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const visuallyHidden = (el: Element | null): boolean => {
      for (; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.position === 'absolute' && style.overflow === 'hidden' && parseFloat(style.width) <= 1) return true;
      }
      return false;
    };
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true }) && !visuallyHidden(el);
    const problems: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      if (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        problems.push(`cut at the right by its box (${el.scrollWidth} > ${el.clientWidth} px): ${describe(el)}`);
      if (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
        problems.push(`cut at the bottom by its box (${el.scrollHeight} > ${el.clientHeight} px): ${describe(el)}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && (rect.left < -1 || rect.right > window.innerWidth + 1))
          problems.push(`outside the viewport (x ${Math.round(rect.left)}–${Math.round(rect.right)}): ${describe(node.parentElement)}`);
      }
    }
    return { width: document.documentElement.scrollWidth, viewport: window.innerWidth, problems: [...new Set(problems)] };
  });
}

async function expectReflow(page: Page, what: string) {
  const layout = await layoutProblems(page);
  expect(layout.width, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(layout.viewport);
  expect(layout.problems, `${what}: text cut off`).toEqual([]);
}

/** The overrides of WCAG 1.4.12, as the W3C's text-spacing bookmarklet applies them. */
const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

describe.skipIf(!chromiumInstalled)(
  'reflow, text spacing and a larger font (1.4.10, 1.4.12, 1.4.4): no sideways scrolling, no text cut off',
  () => {
    /** Chromium with a profile whose default font size is 20 px ("Font size" in chrome://settings/fonts). */
    let largeFont: BrowserContext;
    let profile: string;
    beforeAll(async () => {
      profile = await mkdtemp(path.join(tmpdir(), 'chromium-font-20-'));
      largeFont = await launchChromiumWithPreferences(
        profile,
        { webkit: { webprefs: { default_font_size: 20 } } },
        { viewport: { width: 1280, height: 900 } },
      );
    });
    afterAll(async () => {
      await largeFont?.close();
      if (profile) await rm(profile, { recursive: true, force: true });
    });

    it.each(PAGE_TYPES)('%s (%s) at 320×568: a small phone, or a 1280 px screen zoomed to 400 percent', async (_name, urlPath) => {
      const { page, context } = await open(urlPath, viewport(320, 568));
      try {
        await expectReflow(page, `${urlPath} at 320 px`);
        // The header's controls are whole: the menu button is not pushed past the edge.
        const menu = await page.locator('details[data-menu] > summary').boundingBox();
        expect(menu!.x + menu!.width).toBeLessThanOrEqual(320);
      } finally {
        await context.close();
      }
    });

    it.each(PAGE_TYPES)(
      '%s (%s) with the text-spacing overrides at 375, 768 and 1280 px, and with a 20 px default font at 1280 and 1440 px',
      async (_name, urlPath) => {
        // The stylesheet is injected as the bookmarklet does; the site's Content-Security-Policy
        // forbids inline styles, which a visitor's own stylesheet or extension is not subject to.
        const { page, context } = await open(urlPath, viewport(375, 900), { bypassCSP: true });
        try {
          for (const width of [375, 768, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            await page.goto(site.url + urlPath, { waitUntil: 'load' });
            await page.addStyleTag({ content: TEXT_SPACING_CSS });
            await expectReflow(page, `${urlPath} at ${width} px with text spacing`);
          }
        } finally {
          await context.close();
        }
        // The breakpoints are in rem, so with a larger font the layout switches as it would on a narrower screen.
        const page20 = await largeFont.newPage();
        try {
          for (const width of [1280, 1440]) {
            await page20.setViewportSize({ width, height: 900 });
            await page20.goto(site.url + urlPath, { waitUntil: 'load' });
            expect(await page20.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
            await expectReflow(page20, `${urlPath} at ${width} px with a 20 px font`);
            await expectCallButtonClearOfHeroLinks(page20, `${urlPath} at ${width} px with a 20 px font`);
          }
        } finally {
          await page20.close();
        }
      },
    );
  },
);

// ---------------------------------------------------------------------------------------------
// Forced colours (Windows high contrast): 1.4.1 Use of colour, 1.4.11 Non-text contrast
// ---------------------------------------------------------------------------------------------

/** Marks every shown link, summary or label that looks like a button (a painted background or a border) in normal colours. */
function markButtonLikeControls(page: Page) {
  return page.evaluate(() => {
    let count = 0;
    for (const el of document.querySelectorAll('a, summary, label')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(el);
      const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
      const bordered = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      if (painted || bordered) {
        el.setAttribute('data-test-button-like', '');
        count++;
      }
    }
    return count;
  });
}

/** In forced colours: the marked controls that have no visible border, and the icons not drawn in the text colour around them. */
function forcedColourProblems(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const problems: string[] = [];
    for (const el of document.querySelectorAll('[data-test-button-like]')) {
      const style = getComputedStyle(el);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const visible = sides.every(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
          !['none', 'hidden'].includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)) &&
          style.getPropertyValue(`border-${side.toLowerCase()}-color`) !== style.backgroundColor,
      );
      if (!visible)
        problems.push(`no boundary: ${describe(el)} (border ${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor})`);
    }
    for (const svg of document.querySelectorAll('svg')) {
      if (!svg.checkVisibility({ visibilityProperty: true }) || svg.getBoundingClientRect().width === 0) continue;
      const text = getComputedStyle(svg.parentElement!).color;
      const style = getComputedStyle(svg);
      const paints = [style.stroke, style.fill].filter((paint) => paint !== 'none');
      if (paints.length === 0 || paints.some((paint) => paint !== text))
        problems.push(
          `icon not in the system text colour ${text}: stroke ${style.stroke}, fill ${style.fill}, in ${describe(svg.parentElement!)}`,
        );
    }
    return problems;
  });
}

/** What sets a chip apart other than colour: its borders, text decoration, weight, outline and generated content. */
function chipShapes(page: Page) {
  return page.locator('.category-filter label').evaluateAll((labels) =>
    labels.map((label) => {
      const style = getComputedStyle(label);
      const before = getComputedStyle(label, '::before');
      const after = getComputedStyle(label, '::after');
      return {
        checked: (document.getElementById(label.getAttribute('for')!) as HTMLInputElement).checked,
        shape: [
          style.borderTopWidth,
          style.borderTopStyle,
          style.borderBottomWidth,
          style.textDecorationLine,
          style.fontWeight,
          style.outlineStyle,
          before.content,
          after.content,
        ].join(' '),
      };
    }),
  );
}

describe.skipIf(!chromiumInstalled)('forced colours (Windows high contrast)', () => {
  it.each([viewport(375, 812), viewport(1280, 900)])(
    'every button-styled control keeps a visible border and every icon takes the system colour, on every page type at $name',
    async (view) => {
      await onEveryPageType(view, {}, async (page, urlPath) => {
        await page.emulateMedia({ forcedColors: 'none' });
        expect(await markButtonLikeControls(page)).toBeGreaterThan(2);
        await page.emulateMedia({ forcedColors: 'active' });
        expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
        expect(await forcedColourProblems(page), `${urlPath} at ${view.name}`).toEqual([]);
      });
    },
  );

  it('shows which category chip is selected without colour (/services/)', async () => {
    const { page, context } = await open('/services/', viewport(375, 812), { forcedColors: 'active' });
    try {
      for (const chip of ['repair', 'emergency', 'all']) {
        await page.locator(`label[for="category-${chip}"]`).click();
        const chips = await chipShapes(page);
        const selected = chips.filter((c) => c.checked);
        expect(selected).toHaveLength(1);
        for (const other of chips.filter((c) => !c.checked)) expect(other.shape, chip).not.toBe(selected[0]!.shape);
      }
    } finally {
      await context.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 1.4.13 Content on hover or focus: the desktop dropdowns
// ---------------------------------------------------------------------------------------------

const DROPDOWNS = ['Services', 'Service Areas'];
const desktop = viewport(1280, 900);

function dropdownOf(page: Page, name: string): { trigger: Locator; dropdown: Locator } {
  const group = page.locator('nav[aria-label="Main"] li.nav-group', { has: page.getByRole('link', { name, exact: true }) });
  return { trigger: group.getByRole('link', { name, exact: true }), dropdown: group.locator('.nav-dropdown') };
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Away from the header, over plain page content. */
const moveAway = (page: Page) => page.mouse.move(40, desktop.height / 2);

describe.skipIf(!chromiumInstalled)('the desktop dropdowns and Escape (1.4.13)', () => {
  // Concurrently: each page type has its own context (pointer, focus), and most of the time goes
  // to waiting out the dropdowns' hover and close delays.
  it.concurrent.each(PAGE_TYPES)(
    '%s (%s): Escape closes each dropdown opened by focus or hover, and only a new visit opens it again',
    async (_name, urlPath) => {
      const { page, context } = await open(urlPath, desktop);
      try {
        for (const name of DROPDOWNS) {
          const { trigger, dropdown } = dropdownOf(page, name);

          // Opened by keyboard focus: Escape closes it and focus stays on the trigger.
          await moveAway(page);
          await trigger.focus();
          await dropdown.waitFor({ state: 'visible' });
          await page.keyboard.press('Escape');
          await dropdown.waitFor({ state: 'hidden' });
          expect(await isFocused(trigger), `${name}: focus stays on the trigger`).toBe(true);
          // Leaving and coming back with the keyboard opens it again.
          // (Tab skips the closed dropdown's links; Shift+Tab comes back past them to the trigger.)
          await page.keyboard.press('Tab');
          expect(await dropdown.isVisible()).toBe(false);
          await page.keyboard.press('Shift+Tab');
          expect(await isFocused(trigger)).toBe(true);
          await dropdown.waitFor({ state: 'visible' });
          // From a link inside it, Escape closes it and brings focus back to the trigger.
          await page.keyboard.press('Tab');
          expect(await dropdown.evaluate((el) => el.contains(document.activeElement))).toBe(true);
          await page.keyboard.press('Escape');
          await dropdown.waitFor({ state: 'hidden' });
          expect(await isFocused(trigger), `${name}: focus back on the trigger`).toBe(true);
          await page.evaluate(() => (document.activeElement as HTMLElement).blur());

          // Opened by hover: Escape closes it, and moving within the trigger does not reopen it.
          await trigger.hover();
          await dropdown.waitFor({ state: 'visible' });
          await page.keyboard.press('Escape');
          await dropdown.waitFor({ state: 'hidden' });
          const box = (await trigger.boundingBox())!;
          await page.mouse.move(box.x + 4, box.y + box.height / 2, { steps: 4 });
          await page.waitForTimeout(400);
          expect(await dropdown.isVisible(), `${name}: a pointer moved within does not reopen it`).toBe(false);
          // The pointer leaving and coming back opens it again.
          await moveAway(page);
          await trigger.hover();
          await dropdown.waitFor({ state: 'visible' });
          await moveAway(page);
          await dropdown.waitFor({ state: 'hidden' });
        }
      } finally {
        await context.close();
      }
    },
  );

  it('still open and close with hover and focus when JavaScript is off', async () => {
    const { page, context } = await open('/services/', desktop, { javaScriptEnabled: false });
    try {
      for (const name of DROPDOWNS) {
        const { trigger, dropdown } = dropdownOf(page, name);
        await trigger.hover();
        await dropdown.waitFor({ state: 'visible' });
        await moveAway(page);
        await dropdown.waitFor({ state: 'hidden' });
        await trigger.focus();
        await dropdown.waitFor({ state: 'visible' });
        await page.evaluate(() => (document.activeElement as HTMLElement).blur());
        await dropdown.waitFor({ state: 'hidden' });
      }
    } finally {
      await context.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The floating call button: clear of the hero's calls to action and of the focused element
// (2.4.11 Focus not obscured), and the phone number one tap away everywhere.
// ---------------------------------------------------------------------------------------------

/** A 1280×900 screen at 200% zoom: half the CSS pixels, each drawn twice as large. */
const zoomed: Viewport = { name: '1280×900 at 200% zoom', width: 640, height: 450, deviceScaleFactor: 2 };
const CALL_BUTTON_VIEWPORTS: Viewport[] = [
  viewport(320, 568),
  viewport(360, 640),
  viewport(375, 812),
  viewport(812, 375, '812×375 (phone landscape)'),
  viewport(1280, 900),
  zoomed,
];

type Rect = { left: number; top: number; right: number; bottom: number };

/**
 * In the page: the floating button's rectangle (null while it is not shown) and the rectangles of
 * the hero's links; `scrollTo` first scrolls the page so that the bottom of hero link `scrollTo`
 * touches the bottom of the viewport, where the button floats.
 */
function heroAndButton(page: Page, scrollTo: number | null) {
  return page.evaluate((scrollTo) => {
    const links = [...document.querySelectorAll('section[aria-labelledby="page-heading"] a')];
    if (scrollTo !== null) window.scrollBy(0, links[scrollTo]!.getBoundingClientRect().bottom - window.innerHeight);
    const box = (el: Element) => {
      const { left, top, right, bottom } = el.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const button = document.querySelector('a[data-emergency-call]')!;
    return {
      button: button.checkVisibility({ visibilityProperty: true }) ? box(button) : null,
      links: links.map((link) => ({ text: (link.textContent ?? '').trim(), rect: box(link) })),
    };
  }, scrollTo);
}

const intersects = (a: Rect, b: Rect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

async function expectCallButtonClearOfHeroLinks(page: Page, what: string) {
  const atLoad = await heroAndButton(page, null);
  expect(atLoad.links.length, `${what}: the hero has links`).toBeGreaterThan(0);
  for (const [index, link] of atLoad.links.entries()) {
    expect(atLoad.button && intersects(atLoad.button, link.rect), `${what}: the button covers "${link.text}" at load`).toBeFalsy();
    const scrolled = await heroAndButton(page, index);
    const moved = scrolled.links[index]!;
    expect(
      scrolled.button && intersects(scrolled.button, moved.rect),
      `${what}: the button covers "${moved.text}" scrolled to the bottom of the screen`,
    ).toBeFalsy();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * In the page, from now on: on every release of the Tab key (after focus has moved and the page
 * has scrolled it into view), the focused element and whether the floating button covers any of
 * it, logged in `window.focusStops`. Recording in the page keeps a tab stop to one round trip.
 */
function recordTabStops(page: Page, within: string) {
  return page.evaluate((within) => {
    const stops: Array<{ name: string; covered: boolean; end: boolean }> = [];
    Object.assign(window, { focusStops: stops });
    document.addEventListener('keyup', (event) => {
      if (event.key !== 'Tab') return;
      let element = document.activeElement;
      if (!element || element === document.body) return void stops.push({ name: 'body', covered: false, end: true });
      const name = `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.id} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      const end = (stops.length > 0 && name === stops[0]!.name) || !document.querySelector(within)!.contains(element);
      const button = document.querySelector('a[data-emergency-call]')!;
      if (button.contains(element) || !button.checkVisibility({ visibilityProperty: true }))
        return void stops.push({ name, covered: false, end });
      // A visually hidden radio shows its focus on its label (the category chips).
      if (element.matches('input')) element = document.querySelector(`label[for="${element.id}"]`) ?? element;
      const a = element.getBoundingClientRect();
      const b = button.getBoundingClientRect();
      const covered = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      stops.push({ name, covered, end });
    });
  }, within);
}

/**
 * Presses Tab `times` times, as a keyboard does: the key events are sent without waiting for each
 * one's answer (Chromium handles them in order), a third of the time of page.keyboard.press.
 */
function pressTab(devtools: CDPSession, times: number) {
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  return Promise.all(
    Array.from({ length: times }, () => [
      devtools.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
      devtools.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
    ]).flat(),
  );
}

/**
 * Tabs through the page from where focus is, until focus leaves `within` (the page by default) or
 * comes back to the first stop; the stops where the floating button covers the focused element.
 */
async function coveredWhileTabbing(page: Page, within = 'body') {
  await recordTabStops(page, within);
  const devtools = await page.context().newCDPSession(page);
  for (let batch = 0; batch < 20; batch++) {
    await pressTab(devtools, 20);
    const stops = await page.evaluate(
      () => (window as unknown as { focusStops: Array<{ name: string; covered: boolean; end: boolean }> }).focusStops,
    );
    const end = stops.findIndex((stop) => stop.end);
    if (end < 0) continue;
    const visited = stops.slice(0, end);
    expect(visited.length, 'tabbing reached something').toBeGreaterThan(0);
    return visited.filter((stop) => stop.covered).map((stop) => stop.name);
  }
  throw new Error('tabbing never came to an end');
}

/** In the page: the scroll positions, top to bottom, at which no phone link is on screen and uncovered. */
function scrollPositionsWithoutPhone(page: Page) {
  return page.evaluate(() => {
    const missing: number[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + window.innerHeight / 3)) {
      window.scrollTo(0, y); // the sticky button's rectangle follows at once
      const reachable = [...document.querySelectorAll('a[href^="tel:"]')].some((link) => {
        const r = link.getBoundingClientRect();
        if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return false;
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        return !!hit && link.contains(hit);
      });
      if (!reachable) missing.push(Math.round(y));
      if (y >= end) break;
    }
    window.scrollTo(0, 0);
    return missing;
  });
}

describe.skipIf(!chromiumInstalled)('the floating call button', () => {
  it.each(CALL_BUTTON_VIEWPORTS)(
    '$name: never covers a link of the hero, nor the focused element while tabbing, with the menu closed or open, and a phone link is one tap away at every scroll position, on every page type',
    async (view) => {
      await onEveryPageType(view, {}, async (page, urlPath) => {
        const what = `${urlPath} at ${view.name}`;
        await expectCallButtonClearOfHeroLinks(page, what);
        expect(await scrollPositionsWithoutPhone(page), `${what}: scroll positions without a phone link in reach`).toEqual([]);
        expect(await coveredWhileTabbing(page), `${what}: focused elements under the button`).toEqual([]);
        if (view.width >= 1280) return; // the desktop header has no menu button
        const menu = 'nav[aria-label="Main menu"]';
        const menuButton = page.locator('details[data-menu] > summary');
        await menuButton.click();
        for (const group of await page.locator(menu).locator('summary').all()) await group.click();
        await menuButton.focus();
        expect(await coveredWhileTabbing(page, menu), `${what} with the menu open: focused links under the button`).toEqual([]);
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The first view: nothing hidden under the floating button before the visitor scrolls
// ---------------------------------------------------------------------------------------------

const FIRST_VIEW_VIEWPORTS: Viewport[] = [
  viewport(320, 568),
  viewport(360, 640),
  viewport(375, 812),
  viewport(768, 1024),
  viewport(812, 375, '812×375 (phone landscape)'),
  viewport(1280, 720),
  viewport(1280, 900),
  viewport(1440, 900),
  viewport(1920, 1080),
];

/**
 * In the page: at the top (scroll 0), the visible links and controls the floating button lies over
 * (none while the button is not shown: hidden, transparent, or letting clicks through); then every
 * visible link or control that no scroll position shows wholly on screen, below the sticky header,
 * and clear of the button.
 */
function hiddenUnderTheButton(page: Page) {
  return page.evaluate(async () => {
    window.scrollTo(0, 0);
    // Two frames, so that anything the page ties to its scroll position has caught up.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const button = document.querySelector('a[data-emergency-call]')!;
    const header = document.querySelector('body > header')!;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} ${el.getAttribute('href') ?? ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const buttonShown = () =>
      button.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && getComputedStyle(button).pointerEvents !== 'none';
    const controls = [
      ...document.querySelectorAll('a[href], button, summary, label[for], input:not([type="hidden"]), select, textarea'),
    ].filter((el) => {
      if (button.contains(el) || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1; // a visually hidden control (a chip's radio) shows on its label
    });

    const shownAtTop = buttonShown();
    const atTop = shownAtTop ? controls.filter((el) => overlaps(el.getBoundingClientRect(), button.getBoundingClientRect())).map(name) : [];

    const end = document.documentElement.scrollHeight - window.innerHeight;
    const clearAt = (el: Element, y: number) => {
      window.scrollTo(0, y); // sticky positions follow at once
      const r = el.getBoundingClientRect();
      const top = header.contains(el) ? 0 : header.getBoundingClientRect().bottom;
      const inView = r.top >= top - 0.5 && r.bottom <= window.innerHeight + 0.5 && r.left >= -0.5 && r.right <= window.innerWidth + 0.5;
      const underButton =
        (window.scrollY > 0 || shownAtTop) &&
        button.checkVisibility({ visibilityProperty: true }) &&
        overlaps(r, button.getBoundingClientRect());
      return inView && !underButton;
    };
    const unreachable = controls
      .filter((el) => {
        window.scrollTo(0, 0);
        const r = el.getBoundingClientRect();
        const headerBottom = header.getBoundingClientRect().bottom;
        // Just below the header, centred in the view, or with its bottom at the view's bottom.
        const tries = [
          r.top - headerBottom - 8,
          (r.top + r.bottom) / 2 - (headerBottom + window.innerHeight) / 2,
          r.bottom - window.innerHeight + 8,
        ];
        return !tries.some((y) => clearAt(el, Math.max(0, Math.min(end, Math.round(y)))));
      })
      .map(name);
    window.scrollTo(0, 0);
    return { atTop, unreachable };
  });
}

/** axe-core's target-size rule (WCAG 2.5.8) at the page's current scroll position. */
async function targetSizeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(() => (window as any).axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } }));
  return (result.violations as Array<{ nodes: Array<{ target: string[] }> }>).flatMap((violation) =>
    violation.nodes.map((node) => node.target.join(' ')),
  );
}

describe.skipIf(!chromiumInstalled)('the floating call button in the first view', () => {
  it.each(FIRST_VIEW_VIEWPORTS)(
    '$name: lies over no link or control at the top of any page type, and leaves every link reachable somewhere on the page',
    async (view) => {
      await onEveryPageType(view, {}, async (page, urlPath) => {
        const what = `${urlPath} at ${view.name}`;
        const { atTop, unreachable } = await hiddenUnderTheButton(page);
        expect(atTop, `${what}: under the floating button at the top of the page`).toEqual([]);
        expect(unreachable, `${what}: never wholly on screen and clear of the button`).toEqual([]);
        if (view.width === 375 || (view.width === 1280 && view.height === 900))
          expect(await targetSizeViolations(page), `${what}: axe target-size at the top of the page`).toEqual([]);
      });
    },
  );
});
