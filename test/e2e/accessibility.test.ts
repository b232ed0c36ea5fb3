/**
 * WCAG 2.2 AA criteria that axe-core cannot check, tried in Debian's Chromium on every page type as
 * a low-vision, keyboard or high-contrast visitor meets them: text spacing (1.4.12), a larger
 * default font and text at 200 % (1.4.4; on a phone, headings' words kept whole), the chosen
 * category chip in forced colours (1.4.1), and Escape on the
 * desktop dropdowns (1.4.13). Reflow at 320 px, forced colours on every page type and the floating
 * call button at every viewport are in page-types.test.ts, one visit per page type and viewport.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumInstalled, launchChromiumWithPreferences, PAGE_TYPES, siteInChromium, warnIfNoChromium } from '../helpers/browser.ts';
import { expectCallButtonClearOfHeroLinks, expectReflow, newContext, type Viewport, viewport } from '../helpers/page-checks.ts';

warnIfNoChromium();

const site = siteInChromium(inject('siteDir'));

/** Opens a page in a fresh context; the caller closes the context. */
async function open(urlPath: string, view: Viewport, options: BrowserContextOptions = {}) {
  const context = await newContext(site.browser, view, options);
  const page = await context.newPage();
  await page.goto(site.url + urlPath, { waitUntil: 'load' });
  return { page, context };
}

// ---------------------------------------------------------------------------------------------
// 1.4.12 Text spacing, 1.4.4 Resize text
// ---------------------------------------------------------------------------------------------

/** The overrides of WCAG 1.4.12, as the W3C's text-spacing bookmarklet applies them. */
const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Text at 200 %, as Chromium's text size gives it a page: a root font size twice the default. */
const TEXT_ZOOM_CSS = ':root { font-size: 200% !important; }';

/**
 * The words broken across two lines in a heading of the page, a band or a card that would fit its line whole at the
 * body text's size: a heading may be smaller on a phone with text at 200 %, never smaller than the text. A card's
 * padding, grown with the text, would leave its heading too narrow for most words, so card headings fail too.
 */
function brokenHeadingWords(page: Page) {
  return page.evaluate(() => {
    const bodySize = getComputedStyle(document.body).fontSize;
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.cssText = 'position: absolute; white-space: nowrap; visibility: hidden';
    const broken = [...document.querySelectorAll('main h1, main h2, main h3, main h4')].flatMap((heading) => {
      const lineWidth = heading.getBoundingClientRect().width;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        const { fontWeight, fontFamily, letterSpacing } = getComputedStyle(text.parentElement!);
        Object.assign(probe.style, { fontWeight, fontFamily, letterSpacing, fontSize: bodySize });
        for (const word of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size < 2) continue;
          probe.textContent = word[0];
          if (probe.getBoundingClientRect().width <= lineWidth) words.push(`"${word[0]}" in "${heading.textContent!.trim()}"`);
        }
      }
      return words;
    });
    probe.remove();
    return broken;
  });
}

/** A heading set smaller than the paragraph right under it, which then reads as the more important of the two. */
function headingsSmallerThanText(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3')].flatMap((heading) => {
      const text = heading.nextElementSibling;
      if (!(text instanceof HTMLParagraphElement)) return [];
      const sizeOf = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
      const [headingSize, textSize] = [sizeOf(heading), sizeOf(text)];
      return headingSize < textSize ? [`"${heading.textContent!.trim()}" at ${headingSize} px over text at ${textSize} px`] : [];
    }),
  );
}

/** The floating call button's visible words ("Call 24/7") broken across lines: it is half the screen wide if not told otherwise. */
function brokenCallWords(page: Page) {
  return page.evaluate(() => {
    const words = document.querySelector('[data-emergency-call] span[aria-hidden="true"]')?.firstChild;
    if (!(words instanceof Text)) return [];
    return [...words.data.matchAll(/\S+/g)].flatMap((word) => {
      const range = document.createRange();
      range.setStart(words, word.index);
      range.setEnd(words, word.index + word[0].length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1 ? [word[0]] : [];
    });
  });
}

describe.skipIf(!chromiumInstalled)('text spacing and a larger font (1.4.12, 1.4.4): no sideways scrolling, no text cut off', () => {
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

  // Each page is loaded once and checked at each width in turn: a page of plain HTML and CSS lays out
  // the same resized as loaded at that width, and each load costs Chromium as much as a check.
  it.concurrent("every page type with text at 200 % at 375 px, its menu closed and open, its headings' words whole, and with the text-spacing overrides at 375, 768 and 1280 px", async () => {
    // The stylesheet is injected as the bookmarklet does; the site's Content-Security-Policy
    // forbids inline styles, which a visitor's own stylesheet or extension is not subject to.
    const context = await newContext(site.browser, viewport(375, 900), { bypassCSP: true });
    try {
      const page = await context.newPage();
      for (const [, urlPath] of PAGE_TYPES) {
        await page.setViewportSize({ width: 375, height: 900 });
        await page.goto(site.url + urlPath, { waitUntil: 'load' });
        // Text at 200 % (a browser's text size, or a visitor's stylesheet): the page's rem doubles, its width does not.
        const zoom = await page.addStyleTag({ content: TEXT_ZOOM_CSS });
        await expectReflow(page, `${urlPath} at 375 px with text at 200 %`);
        // Below 360 px a page's heading has a smaller size of its own, which must stop at the screen's width too.
        for (const width of [375, 320]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await brokenHeadingWords(page), `${urlPath} at ${width} px with text at 200 %: a heading's word broken mid-word`).toEqual(
            [],
          );
          expect(await brokenCallWords(page), `${urlPath} at ${width} px with text at 200 %: a word of the call button broken`).toEqual([]);
          expect(
            await headingsSmallerThanText(page),
            `${urlPath} at ${width} px with text at 200 %: a heading under its text's size`,
          ).toEqual([]);
        }
        await page.setViewportSize({ width: 375, height: 900 });
        await page.evaluate(() => {
          const menu = document.querySelector<HTMLDetailsElement>('details.mobile-menu')!;
          for (const details of [menu, ...menu.querySelectorAll('details')]) details.open = true;
        });
        await expectReflow(page, `${urlPath} at 375 px with text at 200 %, the menu open`);
        await zoom.evaluate((style) => (style as Element).remove());
        await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = false;
        });
        await page.addStyleTag({ content: TEXT_SPACING_CSS });
        for (const width of [375, 768, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await expectReflow(page, `${urlPath} at ${width} px with text spacing`);
        }
      }
    } finally {
      await context.close();
    }
  });

  // The breakpoints are in rem, so with a larger font the layout switches as it would on a narrower screen.
  it.concurrent('every page type with a 20 px default font at 1280 and 1440 px, the call button clear of the hero', async () => {
    const page = await largeFont.newPage();
    try {
      for (const [, urlPath] of PAGE_TYPES) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(site.url + urlPath, { waitUntil: 'load' });
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
        for (const width of [1280, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await expectReflow(page, `${urlPath} at ${width} px with a 20 px font`);
          await expectCallButtonClearOfHeroLinks(page, `${urlPath} at ${width} px with a 20 px font`);
        }
      }
    } finally {
      await page.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Forced colours (Windows high contrast): 1.4.1 Use of colour
// ---------------------------------------------------------------------------------------------

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

/**
 * Moves the pointer to (x, y), whole pixels, in steps, and returns once the page has handled the
 * last move, its style is recomputed, and every transition the moves started on the dropdown has
 * run to its end: a dropdown the moves reopened would show after its 200 ms hover delay, and here
 * shows at once, with no sleep to guess that delay.
 */
async function moveWithin(page: Page, dropdown: Locator, x: number, y: number) {
  await page.evaluate(
    ([x, y]) => {
      const w = window as unknown as { lastMove: Promise<void> };
      w.lastMove = new Promise((resolve) => {
        const onMove = (event: MouseEvent) => {
          if (event.clientX !== x || event.clientY !== y) return;
          removeEventListener('mousemove', onMove);
          resolve();
        };
        addEventListener('mousemove', onMove);
      });
    },
    [x, y],
  );
  await page.mouse.move(x, y, { steps: 4 });
  await page.evaluate(async () => {
    await (window as unknown as { lastMove: Promise<void> }).lastMove;
    // A frame to recompute the style the move changed, and one after it for its transitions.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
  await dropdown.evaluate((el) => {
    for (const animation of el.getAnimations()) animation.finish();
  });
}

describe.skipIf(!chromiumInstalled)('the desktop dropdowns and Escape (1.4.13)', () => {
  // On one page: every page has the same header, its markup and its script (site.test.ts checks
  // the markup), so the dropdowns behave alike everywhere.
  it('Escape closes each dropdown opened by focus or hover, and only a new visit opens it again', async () => {
    const { page, context } = await open('/services/', desktop);
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
        await moveWithin(page, dropdown, Math.round(box.x + 4), Math.round(box.y + box.height / 2));
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
  });

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
