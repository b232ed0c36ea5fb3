/**
 * The e2e layer's global setup: one Debian's Chromium for the whole run, which the browser test
 * files connect to (`siteInChromium`) instead of each starting its own.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumInstalled } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens for Playwright (empty without Chromium: the browser tests skip). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (!chromiumInstalled) {
    project.provide('chromiumEndpoint', '');
    return;
  }
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
