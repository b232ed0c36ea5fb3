/**
 * Every page type at every viewport the site is checked at, in Debian's Chromium, one visit each:
 * a page per viewport goes from page type to page type, and at each runs every check that applies
 * at that viewport, in an order where none disturbs the next:
 *
 * - axe-core (the rules tagged WCAG 2.0, 2.1 and 2.2 A and AA, and best practice), the status, no
 *   console error or failed request, no sideways scrolling, and the floating call button placed
 *   right (at 375, 768 and 1280 px wide, the widths of `npm run screenshots`), no link's arrow
 *   wrapped alone onto a line of its own, and every link and control a thumb's 44 × 44 px or more on a phone
 *   (a phone link at every width; from 768 px up the others WCAG 2.5.8's 24 × 24), but a link in running text;
 * - the first view: the floating button lies over no link or control at the top of the page (with
 *   motion reduced too, at 375 and 1280 px), every
 *   link is wholly on screen and clear of it at some scroll position, and axe's target-size (2.5.8)
 *   passes at the top;
 * - the floating button never covers a link of the hero nor the focused element while tabbing, with
 *   the menu closed, or open on the home page (2.4.11), a phone link is one tap away at every
 *   scroll position, and every tab stop, the skip link first, shows a focus indicator (2.4.3, 2.4.7);
 * - reflow at 320×568 (1.4.10), and forced colours (1.4.1, 1.4.11) at 375 and 1280 px.
 *
 * The viewports run one after another, each in a context of its own: side by side on two cores,
 * Chromium starts a renderer for nearly every load and spends more in all, for little time saved.
 * Where only the first view is checked (360×640 beside 375×812; 1280×720, 1440×900 and 1920×1080
 * beside 1280×900), the loaded page is resized rather than loaded again:
 * a page of plain HTML and CSS lays out the same either way, and each load costs Chromium as much as a check.
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AXE_SOURCE, axeViolations, chromiumInstalled, PAGE_TYPES, siteInChromium, warnIfNoChromium } from '../helpers/browser.ts';
import { expectCallButtonClearOfHeroLinks, expectReflow, newContext, type Viewport, viewport } from '../helpers/page-checks.ts';

warnIfNoChromium();

const site = siteInChromium(inject('siteDir'));

/** A viewport, and what is checked there on every page type. */
type Visit = Viewport & {
  /** axe with every tag, status, console, failed requests, no sideways scroll, the call button placed right. */
  basics?: boolean;
  /** Nothing under the floating button at the top; every link reachable somewhere on the page. */
  firstView?: boolean;
  /** Nothing under the floating button at the top with motion reduced too: its reveal is not motion. */
  reducedMotion?: boolean;
  /**
   * Other viewports of the same layout where only the first view is checked: the page is resized to
   * each after its own first-view check, rather than loaded again in a context of its own.
   */
  firstViewAlsoAt?: Viewport[];
  /** axe's target-size rule at the top of the page (the every-tag run of `basics` includes it). */
  targetSize?: boolean;
  /** Clear of the hero's links and of every focused element, menu closed (and open, on the home page); the phone in reach; focus indicators. */
  callButton?: boolean;
  /** 1.4.10 at 320 px: no sideways scroll, no text cut off, the menu button whole. */
  reflow?: boolean;
  forcedColours?: boolean;
};

/** A 1280×900 screen at 200% zoom: half the CSS pixels, each drawn twice as large. */
const zoomed: Viewport = { name: '1280×900 at 200% zoom', width: 640, height: 450, deviceScaleFactor: 2 };

const VISITS: Visit[] = [
  // Between 320 and 375 px wide, tabbing finds nothing the two do not: the first view only, at 360×640.
  {
    ...viewport(375, 812),
    basics: true,
    firstView: true,
    firstViewAlsoAt: [viewport(360, 640)],
    targetSize: true,
    callButton: true,
    forcedColours: true,
    reducedMotion: true,
  },
  {
    ...viewport(1280, 900),
    basics: true,
    firstView: true,
    reducedMotion: true,
    firstViewAlsoAt: [viewport(1280, 720), viewport(1440, 900), viewport(1920, 1080)],
    targetSize: true,
    callButton: true,
    forcedColours: true,
  },
  { ...viewport(320, 568), reflow: true, firstView: true, callButton: true },
  { ...viewport(812, 375, '812×375 (phone landscape)'), firstView: true, callButton: true },
  { ...zoomed, callButton: true },
  { ...viewport(768, 1024), basics: true, firstView: true },
];

function title(visit: Visit): string {
  const checks = [
    visit.basics &&
      "no axe violation, no sideways scroll, no error, the hero's buttons even, no gap doubled between bands, no pill on two lines, no town's name split in a heading where it fits, every link and control 44 px or more on a phone (24 from 768 px, a phone link 44), and the call button placed right",
    visit.firstView &&
      `the call button over no link or control at the top${visit.reducedMotion ? ' (motion reduced too)' : ''} and every link reachable${visit.firstViewAlsoAt ? ` (also at ${visit.firstViewAlsoAt.map((view) => view.name).join(', ')})` : ''}${visit.targetSize ? ', axe target-size at the top' : ''}`,
    visit.callButton &&
      'the call button clear of the hero and of the focused element while tabbing (menu closed, and open on the home page), the sticky header clear of what is focused from below, a phone link one tap away at every scroll position, a focus indicator on every tab stop from the skip link on',
    visit.reflow &&
      "no sideways scroll and no text cut off (1.4.10), an icon before its words when they wrap, no town's name split in a heading where it fits",
    visit.forcedColours && 'in forced colours every button-styled control keeps a border and every icon takes the system colour',
  ].filter(Boolean);
  return `${visit.name}, every page type: ${checks.join('; ')}`;
}

// ---------------------------------------------------------------------------------------------
// axe-core
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Status, errors and the call button's place (at the widths of npm run screenshots)
// ---------------------------------------------------------------------------------------------

// One evaluate rather than a locator's: a locator costs Chromium and Playwright several round trips.
const rect = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const { left, top, right, bottom, width, height } = document.querySelector(selector)!.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  }, selector);

/** The floating button: bottom-centre below 1024 px, bottom-right from there, once the hero is scrolled past; never on the page's last content. */
async function expectCallButtonPlaced(page: Page, view: Viewport, name: string) {
  // (Below the hero it never covers the hero's links: the callButton checks.) Nothing follows the
  // 404 page's one band, so there it rests right under the band, above the footer.
  if (name === 'not-found') {
    const [band, button, footer] = [await rect(page, '.page-hero'), await rect(page, 'a[data-emergency-call]'), await rect(page, 'footer')];
    expect(button.top).toBeGreaterThan(band.bottom);
    expect(button.bottom).toBeLessThan(footer.top);
  } else {
    await page.evaluate(() => window.scrollTo(0, window.scrollY + document.querySelector('.page-hero')!.getBoundingClientRect().bottom));
    const button = await rect(page, 'a[data-emergency-call]');
    expect(view.height - button.bottom).toBeGreaterThan(8);
    expect(view.height - button.bottom).toBeLessThan(32);
  }
  const button = await rect(page, 'a[data-emergency-call]');
  expect(button.width).toBeGreaterThan(0);
  if (view.width < 1024) expect(Math.abs(button.left + button.width / 2 - view.width / 2)).toBeLessThan(2);
  else expect(view.width - button.right).toBeLessThan(32);

  // Scrolled to the end, it must not sit on the last content of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const overlap = await page.evaluate(() => {
    const button = document.querySelector('a[data-emergency-call]')!.getBoundingClientRect();
    const texts = [...document.querySelectorAll('body *')].filter(
      (el) =>
        !el.closest('aside[aria-label="24/7 emergency call"]') &&
        [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
    );
    const last = texts
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0)
      .sort((a, b) => b.bottom - a.bottom)[0]!;
    const overlaps = last.right > button.left && last.left < button.right && last.bottom > button.top && last.top < button.bottom;
    return { overlaps, lastBottom: last.bottom, buttonTop: button.top };
  });
  expect(overlap.overlaps, JSON.stringify(overlap)).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 0));
}

// ---------------------------------------------------------------------------------------------
// The first view: nothing hidden under the floating button before the visitor scrolls
// ---------------------------------------------------------------------------------------------

/**
 * In the page: at the top (scroll 0), the visible links and controls the floating button lies over
 * (none while the button is not shown: hidden, transparent, or letting clicks through); then every
 * visible link or control that no scroll position shows wholly on screen, below the sticky header,
 * and clear of the button (unless `reach` is false).
 */
function hiddenUnderTheButton(page: Page, reach = true) {
  return page.evaluate(async (reach) => {
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
        if (!reach) return false;
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
  }, reach);
}

// ---------------------------------------------------------------------------------------------
// Tabbing: focus not obscured (2.4.11), focus order (2.4.3) and focus visible (2.4.7)
// ---------------------------------------------------------------------------------------------

type TabStop = { name: string; covered: boolean; indicator: boolean; end: boolean };

/**
 * In the page, from now on: on every release of the Tab key (after focus has moved and the page
 * has scrolled it into view), the focused element, whether the floating button covers any of it,
 * and whether it shows a focus indicator (an outline of 2 px or more), logged in `window.focusStops`.
 * Recording in the page keeps a tab stop to one round trip.
 */
function recordTabStops(page: Page, within: string): Promise<number> {
  return page.evaluate((within) => {
    const stops: TabStop[] = [];
    Object.assign(window, { focusStops: stops });
    document.addEventListener('keyup', (event) => {
      if (event.key !== 'Tab') return;
      const element = document.activeElement;
      if (!element || element === document.body) return void stops.push({ name: 'body', covered: false, indicator: false, end: true });
      const name = `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.id} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      const end = (stops.length > 0 && name === stops[0]!.name) || !document.querySelector(within)!.contains(element);
      // A visually hidden radio shows its focus on its label (the category chips).
      const label = (selector: string) => (element.matches(selector) && document.querySelector(`label[for="${element.id}"]`)) || element;
      const style = getComputedStyle(label('input.sr-only'));
      const indicator = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const button = document.querySelector('a[data-emergency-call]')!;
      if (button.contains(element) || !button.checkVisibility({ visibilityProperty: true }))
        return void stops.push({ name, covered: false, indicator, end });
      const a = label('input').getBoundingClientRect();
      const b = button.getBoundingClientRect();
      const covered = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      stops.push({ name, covered, indicator, end });
    });
    // How many stops there will be, about: the controls shown now (a dropdown's links show only once focus is in it).
    const controls = document.querySelector(within)!.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]');
    return [...controls].filter((el) => el.checkVisibility({ visibilityProperty: true })).length;
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
 * Tabs through the page from where focus is, until focus leaves `within` (the page by default) or comes back to the first stop.
 * Tab presses are most of this file's work: as many as the controls shown, one more to step past the last, then a few at a
 * time, rather than many past the end.
 */
async function tabStops(page: Page, within = 'body'): Promise<TabStop[]> {
  const expected = await recordTabStops(page, within);
  const devtools = await page.context().newCDPSession(page);
  try {
    for (let pressed = 0, batch = expected + 1; pressed < 400; pressed += batch, batch = 8) {
      await pressTab(devtools, batch);
      const stops = await page.evaluate(() => (window as unknown as { focusStops: TabStop[] }).focusStops);
      const end = stops.findIndex((stop) => stop.end);
      if (end < 0) continue;
      const visited = stops.slice(0, end);
      expect(visited.length, 'tabbing reached something').toBeGreaterThan(0);
      return visited;
    }
    throw new Error('tabbing never came to an end');
  } finally {
    await devtools.detach();
  }
}

/**
 * In the page: the controls that, focused from below as Shift+Tab reaches them, the browser scrolls to under the sticky
 * header (its scroll-padding-top shorter than the header), bottom to top.
 */
function underTheHeaderFromBelow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('body > header')!;
    const controls = [...document.querySelectorAll('main a[href], main button, main summary, footer a[href]')].filter(
      (el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().height > 1,
    );
    window.scrollTo(0, document.documentElement.scrollHeight);
    const hidden = controls.reverse().flatMap((el) => {
      (el as HTMLElement).focus();
      return el.getBoundingClientRect().top < header.getBoundingClientRect().bottom - 0.5
        ? [`${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 30)}"`]
        : [];
    });
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return hidden;
  });
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

// ---------------------------------------------------------------------------------------------
// The visits
// ---------------------------------------------------------------------------------------------

/** The links whose arrow has wrapped onto a line of its own, below the link's last word. */
function lonelyArrows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main a svg.lucide-arrow-right')].flatMap((arrow) => {
      const link = arrow.closest('a')!;
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      let before: Text | undefined;
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        if (text.data.trim() && arrow.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING) before = text;
      }
      if (!before) return [];
      const lastLetter = document.createRange();
      const end = before.data.trimEnd().length;
      lastLetter.setStart(before, end - 1);
      lastLetter.setEnd(before, end);
      return arrow.getBoundingClientRect().top >= lastLetter.getBoundingClientRect().bottom - 1 ? [link.textContent!.trim()] : [];
    }),
  );
}

/** The hero's buttons, where they take two rows and differ in width: ragged, as if unfinished. */
/**
 * Two bands of one background in a row, whose paddings add up to a gap wider than either (more than 100 px between the
 * last content of one and the first of the next): they read as an empty band.
 */
function doubledGaps(page: Page) {
  return page.evaluate(() => {
    const bands = [...document.querySelectorAll('main > section')];
    const tone = (band: Element) => getComputedStyle(band).backgroundColor;
    return bands.slice(1).flatMap((band, index) => {
      const before = bands[index]!;
      if (tone(band) !== tone(before)) return [];
      const last = before.firstElementChild!.lastElementChild!.getBoundingClientRect().bottom;
      const first = band.firstElementChild!.firstElementChild!.getBoundingClientRect().top;
      return first - last > 100 ? [`${Math.round(first - last)} px between #${before.id || '?'} and the band after it`] : [];
    });
  });
}

/** The two-word town whose pages (PAGE_TYPES' area and service-in-area) are visited. */
const TOWN = 'Thousand Oaks';

/** Headings that split the town's name across two lines though the name alone fits the heading's width. */
function splitTownNames(page: Page) {
  return page.evaluate((town) => {
    return [...document.querySelectorAll('main h1, main h2, main h3')].flatMap((heading) => {
      const at = heading.textContent!.indexOf(town);
      if (at < 0) return [];
      // The name's range across whatever elements its letters sit in.
      const range = document.createRange();
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      let seen = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent!.length;
        if (seen <= at && at < seen + length) range.setStart(node, at - seen);
        if (seen < at + town.length && at + town.length <= seen + length) range.setEnd(node, at + town.length - seen);
        seen += length;
      }
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
      const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
      const lines = boxes.filter((box) => box.top - boxes[0]!.top > lineHeight / 2).length > 0;
      const width = boxes.reduce((sum, box) => sum + box.width, 0);
      return lines && width <= heading.clientWidth ? [heading.textContent!.trim()] : [];
    });
  }, TOWN);
}

/** Pill-shaped labels (fully rounded ends) whose words take two lines: the rounded ends then frame a box, not a word. */
function wrappedPills(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].flatMap((pill) => {
      const { borderTopLeftRadius, lineHeight } = getComputedStyle(pill);
      const text = [...pill.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!text || parseFloat(borderTopLeftRadius) < 1000) return [];
      const words = document.createRange();
      words.selectNodeContents(text);
      return words.getBoundingClientRect().height > parseFloat(lineHeight) * 1.5 ? [pill.textContent!.trim()] : [];
    }),
  );
}

/**
 * Links and controls smaller than a thumb's 44 × 44 px (Apple's and Google's guidelines): every one on a phone (below
 * 768 px), a phone link at every width; from 768 px up every other one at least WCAG 2.5.8's 24 × 24 px. Two are
 * exempt, each as WCAG 2.5.8 has it: a link inside running text (display inline, in a block with words of its own
 * beside it: a number in a sentence, a link in an article's paragraph), and a target hidden until focused (the skip
 * link, 1 px until then). A card's stretched link (an absolute ::after over the card) is measured as the card it covers.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const phone = window.innerWidth < 768;
    const blockOf = (el: Element): Element => {
      let block = el.parentElement!;
      while (getComputedStyle(block).display.startsWith('inline')) block = block.parentElement!;
      return block;
    };
    const inRunningText = (el: Element) =>
      getComputedStyle(el).display === 'inline' && blockOf(el).textContent!.trim() !== el.textContent!.trim();
    return [...document.querySelectorAll('a[href], button, summary, label[for], input:not([type="hidden"]), select, textarea')].flatMap(
      (target) => {
        if (!target.checkVisibility({ visibilityProperty: true }) || inRunningText(target)) return [];
        const after = getComputedStyle(target, '::after');
        const stretched = after.content !== 'none' && after.position === 'absolute';
        const box = (stretched ? (target as HTMLElement).offsetParent! : target).getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) return [];
        const least = phone || target.matches('a[href^="tel:"]') ? 44 : 24;
        if (box.width >= least && box.height >= least) return [];
        const name = (target.textContent ?? '').trim() || target.getAttribute('aria-label') || target.tagName;
        return [`${name} (${Math.round(box.width)}×${Math.round(box.height)} px, under ${least})`];
      },
    );
  });
}

/**
 * The link texts that say nothing of where a link leads, as Lighthouse's SEO audit "Links do not have descriptive text"
 * lists them for English and Spanish (its own list, written here, as the audit's file is not the package's API).
 */
const VAGUE_LINK_TEXTS = [
  ...['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information'],
  ...['right here', 'read more', 'see more', 'start', 'this'],
  ...['click aquí', 'aquí', 'aqui', 'más', 'mas', 'más información', 'mas información', 'este', 'enlace', 'este enlace'],
];

/** Links whose text, as search engines read it (innerText: what is rendered, a visually hidden span too), is vague. */
function vagueLinks(page: Page) {
  return page.evaluate(
    (vague) =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the audit reads, as search engines do.
        .map((link) => link.innerText.trim())
        .filter((text) => vague.includes(text.toLowerCase())),
    VAGUE_LINK_TEXTS,
  );
}

function raggedHeroButtons(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.page-hero .btn')].map((button) => button.getBoundingClientRect());
    const rows = new Set(boxes.map((box) => Math.round(box.top))).size;
    const widths = new Set(boxes.map((box) => Math.round(box.width)));
    return rows > 1 && widths.size > 1 ? [...widths] : [];
  });
}

/** Call buttons, license notes and a city's facts whose icon is not right before their first word: left behind, beside two centred lines. */
function detachedIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main a.btn[href^="tel:"], main p:has(> svg.lucide-badge-check), #serving-area li')].flatMap((button) => {
      const icon = button.querySelector('svg')!.getBoundingClientRect();
      const text = document.createTreeWalker(button, NodeFilter.SHOW_TEXT).nextNode()!;
      const letter = document.createRange();
      letter.setStart(text, 0);
      letter.setEnd(text, 1);
      const first = letter.getBoundingClientRect();
      const beside = Math.abs(icon.top + icon.height / 2 - (first.top + first.height / 2)) < 8 && first.left - icon.right < 16;
      return beside ? [] : [button.textContent!.trim()];
    }),
  );
}

/** Every check of `visit` on the page type at `urlPath`, the page freshly loaded. */
async function checkPageType(page: Page, visit: Visit, name: string, urlPath: string, heard: { errors: string[]; failed: string[] }) {
  const what = `${urlPath} at ${visit.name}`;
  heard.errors.length = 0;
  heard.failed.length = 0;
  const response = await page.goto(site.url + urlPath, { waitUntil: 'load' });

  // At the top of the freshly loaded page: axe, and what the floating button lies over.
  if (visit.basics) {
    expect(response?.status()).toBe(name === 'not-found' ? 404 : 200);
    const violations = await axeViolations(page, 'every tag');
    expect(violations, `axe violations on ${what}:\n${violations.join('\n')}`).toEqual([]);
    const scroll = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(scroll.content, `${what}: no horizontal scrolling`).toBeLessThanOrEqual(scroll.viewport);
    expect(await lonelyArrows(page), `${what}: a link's arrow alone on a line, below its last word`).toEqual([]);
    expect(await raggedHeroButtons(page), `${what}: the hero's buttons on two rows, of two widths`).toEqual([]);
    expect(await doubledGaps(page), `${what}: two bands of one background whose paddings add up`).toEqual([]);
    expect(await wrappedPills(page), `${what}: a pill-shaped label on two lines`).toEqual([]);
    expect(await splitTownNames(page), `${what}: a heading splitting the town's name where it fits a line`).toEqual([]);
    expect(await smallTargets(page), `${what}: a link or control smaller than a thumb's 44 × 44 px (24 × 24 from 768 px)`).toEqual([]);
    expect(await vagueLinks(page), `${what}: a link whose text says nothing of where it leads, to search engines`).toEqual([]);
    // The 404 page answers with status 404 (Chromium logs that) and logs the missing path, as the old app did.
    const expectedErrors =
      name === 'not-found'
        ? [expect.stringContaining('status of 404'), `404 Error: User attempted to access non-existent route: ${urlPath}`]
        : [];
    expect(heard.errors, what).toEqual(expectedErrors);
    expect(heard.failed, what).toEqual([]);
  } else if (visit.targetSize) {
    expect(await axeViolations(page, 'target-size'), `${what}: axe target-size at the top of the page`).toEqual([]);
  }
  if (visit.firstView) {
    for (const view of [visit, ...(visit.firstViewAlsoAt ?? [])]) {
      const at = `${urlPath} at ${view.name}`;
      if (view !== visit) await page.setViewportSize({ width: view.width, height: view.height });
      const { atTop, unreachable } = await hiddenUnderTheButton(page);
      expect(atTop, `${at}: under the floating button at the top of the page`).toEqual([]);
      expect(unreachable, `${at}: never wholly on screen and clear of the button`).toEqual([]);
    }
    if (visit.firstViewAlsoAt) await page.setViewportSize({ width: visit.width, height: visit.height });
  }
  if (visit.reducedMotion) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { atTop } = await hiddenUnderTheButton(page, false);
    expect(atTop, `${what} with motion reduced: under the floating button at the top of the page`).toEqual([]);
    await page.emulateMedia({ reducedMotion: null });
  }
  // At the top still, nothing focused or hovered yet, as a visitor in forced colours first sees the page. The page is in
  // normal colours (the context's own, and where this check leaves it): each switch restyles the whole page.
  if (visit.forcedColours) {
    expect(await markButtonLikeControls(page)).toBeGreaterThan(2);
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    expect(await forcedColourProblems(page), `${what} in forced colours`).toEqual([]);
    await page.emulateMedia({ forcedColors: 'none' });
  }

  if (visit.reflow) {
    await expectReflow(page, what);
    // The header's controls are whole: the menu button is not pushed past the edge.
    const menu = await page.locator('details[data-menu] > summary').boundingBox();
    expect(menu!.x + menu!.width, `${what}: the menu button`).toBeLessThanOrEqual(visit.width);
    expect(await detachedIcons(page), `${what}: a call button's, license's or fact's icon apart from its words`).toEqual([]);
    expect(await splitTownNames(page), `${what}: a heading splitting the town's name where it fits a line`).toEqual([]);
  }
  if (visit.basics) await expectCallButtonPlaced(page, visit, name);

  if (visit.callButton) {
    await expectCallButtonClearOfHeroLinks(page, what);
    expect(await scrollPositionsWithoutPhone(page), `${what}: scroll positions without a phone link in reach`).toEqual([]);
    // From the top of the page, focus never moved yet: the skip link first, then every stop visible and uncovered.
    const stops = await tabStops(page);
    expect(stops[0]!.name, `${what}: the first tab stop`).toMatch(/^a #main "Skip to content"/);
    expect(stops.length, `${what}: tab stops`).toBeGreaterThan(10);
    expect(
      stops.filter((stop) => !stop.indicator).map((stop) => stop.name),
      `${what}: tab stops without a focus indicator`,
    ).toEqual([]);
    expect(
      stops.filter((stop) => stop.covered).map((stop) => stop.name),
      `${what}: focused elements under the button`,
    ).toEqual([]);
    // After the tab stops: focusing moves where the next Tab starts from.
    expect(await underTheHeaderFromBelow(page), `${what}: focused from below, under the sticky header`).toEqual([]);
  }

  // Last, since it leaves the menu open: tabbing through the open mobile menu (the desktop header has none),
  // on the home page alone: every page has the same header (site.test.ts), and the same rule hides the button while it is open.
  if (visit.callButton && visit.width < 1280 && name === 'home') {
    const menu = 'nav[aria-label="Main menu"]';
    const menuButton = page.locator('details[data-menu] > summary');
    await menuButton.click();
    for (const group of await page.locator(menu).locator('summary').all()) await group.click();
    await menuButton.focus();
    const covered = (await tabStops(page, menu)).filter((stop) => stop.covered).map((stop) => stop.name);
    expect(covered, `${what} with the menu open: focused links under the button`).toEqual([]);
  }
}

describe.skipIf(!chromiumInstalled)('every page type at every viewport', () => {
  // Nine page types with several checks each: longer than one test usually takes, most of all beside other files.
  it.each(VISITS.map((visit) => [title(visit), visit] as const))('%s', { timeout: 300_000 }, async (_title, visit) => {
    const context = await newContext(site.browser, visit);
    try {
      // axe-core in every page the context loads, handed to Chromium once rather than sent with each page's check.
      if (visit.basics) await context.addInitScript(AXE_SOURCE);
      const page = await context.newPage();
      const heard = { errors: [] as string[], failed: [] as string[] };
      page.on('console', (message) => {
        if (message.type() === 'error') heard.errors.push(message.text());
      });
      // A request the next page's navigation cancels (the last page's lazy images) is aborted, not broken: it would be
      // counted against the next page. A missing file answers 404, below.
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText;
        if (error !== 'net::ERR_ABORTED') heard.failed.push(`${request.url()}: ${error}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document')
          heard.failed.push(`${response.url()}: ${response.status()}`);
      });
      for (const [name, urlPath] of PAGE_TYPES) await checkPageType(page, visit, name, urlPath, heard);
    } finally {
      await context.close();
    }
  });
});
