import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); never a browser downloaded by a test tool. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumInstalled = existsSync(CHROMIUM_PATH);

/** Flags for a root, offline sandbox: without the background-networking ones Chromium keeps dialling out. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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
