/**
 * Checks run inside a page of the built site in Chromium, shared by the browser test files
 * (test/e2e/): each is one `evaluate`, so a page's whole check is one round trip.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';

export type Viewport = { name: string; width: number; height: number; deviceScaleFactor?: number };
export const viewport = (width: number, height: number, name = `${width}×${height}`): Viewport => ({ name, width, height });

/** A fresh context (its own pointer, focus, storage) at `view`; the caller closes it. */
export async function newContext(browser: Browser, view: Viewport, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    deviceScaleFactor: view.deviceScaleFactor ?? 1,
    ...options,
  });
  // What the pages do happens at once or after a 200 ms hover delay: a failure need not wait 30 s.
  context.setDefaultTimeout(5_000);
  // A navigation waits on the server and on Chromium's other pages, which other test files share.
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

// ---------------------------------------------------------------------------------------------
// 1.4.10 Reflow, 1.4.12 Text spacing, 1.4.4 Resize text
// ---------------------------------------------------------------------------------------------

/**
 * The page's width against the viewport's, and every piece of text a visitor cannot read in full:
 * cut off by an element that hides its overflow, or outside the viewport's left or right edge
 * (where no scrolling reaches it). Visually hidden text (sr-only) and closed menus do not count.
 */
export function layoutProblems(page: Page) {
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

/** No sideways scrolling, and no text cut off (1.4.10). */
export async function expectReflow(page: Page, what: string) {
  const layout = await layoutProblems(page);
  expect(layout.width, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(layout.viewport);
  expect(layout.problems, `${what}: text cut off`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// The floating call button and the hero's calls to action
// ---------------------------------------------------------------------------------------------

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

/** The floating button covers no link of the hero at load, nor with each link scrolled down to where the button floats. */
export async function expectCallButtonClearOfHeroLinks(page: Page, what: string) {
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
