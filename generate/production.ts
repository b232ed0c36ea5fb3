/**
 * Imported before React, which reads NODE_ENV once on import and without it runs its development build, several times slower.
 * A value already set is kept: the tests set "production" (vitest.config.ts), so React's development-only checks run nowhere.
 */
process.env.NODE_ENV ??= 'production';
