import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds the real site once into a temporary folder; tests read it through inject('siteDir').
    globalSetup: ['test/helpers/build-site-once.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
