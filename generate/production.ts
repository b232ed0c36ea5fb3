/**
 * Imported before React, which reads NODE_ENV once on import and without it runs its development build, several times slower.
 * A value already set (vitest sets "test") is kept.
 */
process.env.NODE_ENV ??= 'production';
