import { describe, expect, it } from 'vitest';
import { absoluteUrl, outputFileFor, slugify } from '../generate/pages/paths.ts';

describe('outputFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/about/', 'about/index.html'],
    ['/services/', 'services/index.html'],
    ['/services/garage-door-springs-repair-in-thousand-oaks/', 'services/garage-door-springs-repair-in-thousand-oaks/index.html'],
    ['/404/', '404/index.html'],
    ['/404.html', '404.html'],
  ])('writes %s to %s', (urlPath, file) => {
    expect(outputFileFor(urlPath)).toBe(file);
  });

  it.each(['about/', '/about'])('rejects %s, which a host would have to redirect', (urlPath) => {
    expect(() => outputFileFor(urlPath)).toThrow();
  });
});

describe('slugify', () => {
  it.each([
    ['Repair', 'repair'],
    ['Maintenance & Tune-Up', 'maintenance-and-tune-up'],
    ['  Emergency!  ', 'emergency'],
  ])('turns %s into %s', (label, slug) => {
    expect(slugify(label)).toBe(slug);
  });
});

describe('absoluteUrl', () => {
  it('joins the base URL and a path with one slash', () => {
    expect(absoluteUrl('https://example.com', '/about/')).toBe('https://example.com/about/');
    expect(absoluteUrl('https://example.com/', '/')).toBe('https://example.com/');
  });
});
