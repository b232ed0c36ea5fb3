import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { redirectTableFor, startPreviewServer } from '../../generate/serve/preview.ts';
import { contentDir, projectDir } from './site.ts';

/** Debian's Chromium (`apt-get install chromium`); never a browser downloaded by a test tool. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumInstalled = existsSync(CHROMIUM_PATH);

/** Says loudly that the browser tests of a file are skipped (and fails under CI) when Chromium is missing. */
export function warnIfNoChromium(): void {
  if (chromiumInstalled) return;
  const message = [
    '',
    `  ⚠⚠⚠ BROWSER TESTS SKIPPED: Debian's Chromium is not installed at ${CHROMIUM_PATH}.`,
    '      Install it with:  apt-get update && apt-get install -y chromium',
    '',
  ].join('\n');
  if (process.env.CI) throw new Error(message);
  console.warn(message);
}

/**
 * For a test file: before its tests, the built site served as the hosts serve it (redirects,
 * headers, status codes) and a connection to the run's Chromium (test/helpers/chromium-once.ts);
 * after them, both closed. Read `url` and `browser` inside tests (they are set once beforeAll has run).
 */
export function siteInChromium(siteDir: string): { url: string; browser: Browser } {
  const site = { url: '', browser: undefined as unknown as Browser };
  let server: Server | undefined;
  beforeAll(async () => {
    if (!chromiumInstalled) return;
    const redirects = await redirectTableFor(contentDir, path.join(projectDir, 'assets'), siteDir);
    ({ server, url: site.url } = await startPreviewServer({ siteDir, redirects }));
    site.browser = await connectChromium();
  });
  afterAll(async () => {
    await site.browser?.close();
    server?.close();
  });
  return site;
}

/** Flags for a root, offline sandbox: without the background-networking ones Chromium keeps dialling out. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium that the e2e layer's global setup launched for the whole run; the caller closes the connection. */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Chromium with its own profile, whose preferences are written before it starts, as a visitor's
 * settings would be: `{ webkit: { webprefs: { default_font_size: 20 } } }` is "Font size: 20" in
 * chrome://settings/fonts. The profile folder (under `folder`) is left to the caller to remove.
 */
export function launchChromiumWithPreferences(
  folder: string,
  preferences: object,
  options: { viewport: { width: number; height: number } },
): Promise<BrowserContext> {
  mkdirSync(path.join(folder, 'Default'), { recursive: true });
  writeFileSync(path.join(folder, 'Default', 'Preferences'), JSON.stringify(preferences));
  return chromium.launchPersistentContext(folder, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, ...options });
}

/** One page of each type: what the browser tests check and the screenshots show. */
export const PAGE_TYPES = [
  ['home', '/'],
  ['about', '/about/'],
  ['services', '/services/'],
  ['service', '/services/garage-door-springs-repair/'],
  ['service-in-area', '/services/new-garage-door-installation-in-thousand-oaks/'],
  ['service-areas', '/service-areas/'],
  ['area', '/service-areas/thousand-oaks/'],
  ['contact', '/contact/'],
  ['not-found', '/no-such-page/'],
] as const;

/** The widths every page type is checked and photographed at: phone, tablet, desktop. */
export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** axe-core's script, to evaluate in a page. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations, each as "rule: targets": every WCAG 2.0, 2.1 and 2.2 A and AA and
 * best-practice rule (target-size among them: a rule off by default runs when its tag is asked
 * for), or target-size alone (2.5.8). Only violations are collected, which takes axe a third less time.
 */
export async function axeViolations(page: Page, what: 'every tag' | 'target-size' = 'every tag'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (runOnly) => (window as any).axe.run(document, { runOnly, resultTypes: ['violations'] }),
    what === 'every tag' ? { type: 'tag', values: AXE_TAGS } : { type: 'rule', values: ['target-size'] },
  );
  return (result.violations as Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>).map(
    (violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
