/**
 * The services page's category chips come from content: each card category in order of first use,
 * then Emergency only when some service is an emergency one, each counted from the data, each with
 * an id and a filter rule of its own, and no chips where none would narrow the list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { categoryFilter } from '../../generate/pages/model.ts';
import { loadPage, plainText, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const locksmith = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });

type Edit = { category: string; emergency: boolean };

/** The locksmith with its two services' categories and emergency flags replaced; its services page's chips, cards and stylesheet. */
async function servicesPage(lockout: Edit, rekeying: Edit, name: string) {
  const contentDir = await locksmith.contentWith('services.json', (services) => {
    for (const [slug, edit] of [
      ['lockout-service', lockout],
      ['lock-rekeying', rekeying],
    ] as const) {
      services[slug].card.category = edit.category;
      services[slug].emergency = edit.emergency;
    }
  });
  const outDir = locksmith.at(name);
  await locksmith.build({ contentDir, outDir, checkLinks: false });
  const $ = loadPage(outDir, '/services/');
  const [stylesheet] = fg.sync('assets/styles-*.css', { cwd: outDir });
  return {
    chips: $('.category-filter label')
      .map((_, label) => plainText($(label).text()))
      .get(),
    ids: $('.category-filter input')
      .map((_, input) => $(input).attr('id'))
      .get(),
    cards: $('.service-catalog > ul > li')
      .toArray()
      .map((card) => $(card).attr('data-categories') ?? null),
    css: readFileSync(path.join(outDir, stylesheet!), 'utf8'),
  };
}

describe('category chips', () => {
  it('no Emergency chip without an emergency service; a category called "All" gets an id of its own', async () => {
    const page = await servicesPage({ category: 'All', emergency: false }, { category: 'Locks', emergency: false }, 'no-emergency');
    expect(page.chips).toEqual(['All Services (2)', 'All (1)', 'Locks (1)']);
    expect(page.ids).toEqual(['category-all', 'category-all-2', 'category-locks']);
    expect(page.cards).toEqual(['all-2', 'locks']);
    expect(page.css).toContain('#category-all-2:checked) [data-categories]:not([data-categories~=all-2])');
    expect(page.css).not.toContain('#category-emergency');
  });

  it('a category named as the Emergency chip is that chip, counting every service in either', async () => {
    const page = await servicesPage({ category: 'Emergency', emergency: true }, { category: 'Locks', emergency: true }, 'shared');
    expect(page.chips).toEqual(['All Services (2)', 'Emergency (2)', 'Locks (1)']);
    expect(page.cards).toEqual(['emergency', 'locks emergency']);
  });

  it('no chips where none would narrow the list', async () => {
    const page = await servicesPage({ category: 'Locks', emergency: false }, { category: 'Locks', emergency: false }, 'one-category');
    expect(page.chips).toEqual([]);
    expect(page.cards).toEqual([null, null]);
    expect(page.css).not.toContain('[data-categories');
  });
});

describe('categoryFilter', () => {
  it('gives a label of no letters a-z, and two labels of one slug, slugs of their own; an accented letter its letter', () => {
    const service = (category: string, emergency = false) => ({ card: { category }, emergency }) as never;
    const { chips, filtersOf } = categoryFilter(
      {
        a: service('Ремонт'),
        b: service('Repair & Install'),
        c: service('Repair and Install', true),
        d: service('Ремонт'),
        e: service('Reparación'),
      },
      'Emergency',
    );
    expect(chips).toEqual([
      { slug: 'category', label: 'Ремонт', count: 2 },
      { slug: 'repair-and-install', label: 'Repair & Install', count: 1 },
      { slug: 'repair-and-install-2', label: 'Repair and Install', count: 1 },
      { slug: 'reparacion', label: 'Reparación', count: 1 },
      { slug: 'emergency', label: 'Emergency', count: 1 },
    ]);
    expect(['a', 'b', 'c', 'd', 'e'].map(filtersOf)).toEqual([
      ['category'],
      ['repair-and-install'],
      ['repair-and-install-2', 'emergency'],
      ['category'],
      ['reparacion'],
    ]);
  });
});
