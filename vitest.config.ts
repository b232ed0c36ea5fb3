import { defineConfig } from 'vitest/config';

// The tests build with the React an owner's build loads (generate/production.ts), not the development build that
// vitest's NODE_ENV=test would pick in every test file and every child build: the same pages, several times the work.
process.env.NODE_ENV = 'production';

/** What every layer shares. */
const layer = {
  // With two files at a time a test can take twice as long as alone.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // Files share a worker's modules (React, sharp, Tailwind) instead of loading them again each, so a
  // test file must leave module state and process.env as it found them (docs/testing.md).
  isolate: false,
};

/**
 * Three layers (docs/testing.md): `npm run test:unit` is the edit loop; `npm test` runs them all.
 * Each layer gets only the global setup it needs: the unit layer builds nothing.
 */
export default defineConfig({
  test: {
    // Three test files at a time, even on two cores (Vitest's default there is one): a file waits on
    // Chromium, servers, child builds and a dev server's settling, and a third keeps both cores busy meanwhile.
    maxWorkers: 3,
    // Files start largest first, every run as in a fresh clone: the results cache would put last
    // run's failures first, and a long file (safety) started late ends the run alone.
    cache: false,
    projects: [
      {
        test: {
          ...layer,
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          ...layer,
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          // Builds the real site once into a temporary folder; tests read it through inject('siteDir').
          globalSetup: ['test/helpers/build-site-once.ts'],
        },
      },
      {
        test: {
          ...layer,
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // The site built once, and one Chromium for every browser test file (inject('chromiumEndpoint')).
          globalSetup: ['test/helpers/build-site-once.ts', 'test/helpers/chromium-once.ts'],
        },
      },
    ],
  },
});
