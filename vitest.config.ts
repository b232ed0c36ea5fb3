import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds the real site once into a temporary folder; tests read it through inject('siteDir').
    globalSetup: ['test/helpers/build-site-once.ts'],
    // Two test files at a time, even on two cores (Vitest's default there is one): most of a
    // file's time is spent waiting on Chromium, servers and child builds.
    maxWorkers: 2,
    // With two files at a time a test can take twice as long as alone (the 100-city guard test: 16 s alone, 38 s beside another).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
