import { describe, expect, it } from 'vitest';
import { absoluteUrl, outputFileFor, parseServiceRouteValue, slugify, titleCaseFromSlug } from '../generate/paths.ts';

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

describe('parseServiceRouteValue', () => {
  it.each([
    ['garage-door-springs-repair', { service: 'garage-door-springs-repair', area: null }],
    ['garage-door-springs-repair-in-ventura', { service: 'garage-door-springs-repair', area: 'ventura' }],
    ['garage-door-opener-repair-in-thousand-oaks', { service: 'garage-door-opener-repair', area: 'thousand-oaks' }],
    // Split at the last "-in-", as the old app did, so a service slug may contain "-in-".
    ['built-in-opener-repair-in-simi-valley', { service: 'built-in-opener-repair', area: 'simi-valley' }],
    // The area is not checked against the known areas.
    ['garage-door-maintenance-in-nowhere', { service: 'garage-door-maintenance', area: 'nowhere' }],
    ['in-ventura', { service: 'in-ventura', area: null }],
    ['garage-door-maintenance-in-', { service: 'garage-door-maintenance-in-', area: null }],
  ])('reads %s', (value, expected) => {
    expect(parseServiceRouteValue(value)).toEqual(expected);
  });
});

describe('titleCaseFromSlug', () => {
  it.each([
    ['ventura', 'Ventura'],
    ['thousand-oaks', 'Thousand Oaks'],
    ['santa-barbara', 'Santa Barbara'],
  ])('shows %s as %s', (slug, title) => {
    expect(titleCaseFromSlug(slug)).toBe(title);
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
