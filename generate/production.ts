/**
 * Imported first by generate.ts, before React loads: React reads NODE_ENV once, when it is first
 * imported, and without it runs its development build, which checks every element and attribute
 * and renders pages several times slower. A value already set (vitest sets "test") is kept.
 */
process.env.NODE_ENV ??= 'production';
