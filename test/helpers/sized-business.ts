/**
 * The locksmith of test/fixtures/other-business grown or shrunk to any number of services, cities,
 * reviews, reasons to choose it, coverage zones, features of a service and contact cards, each distinct: for the layouts of every card grid at any count.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectDir } from './site.ts';

export const LOCKSMITH = path.join(projectDir, 'test/fixtures/other-business');

export type Counts = {
  services: number;
  areas: number;
  reviews: number;
  reasons: number;
  zones: number;
  features: number;
  /**
   * An email address and a street address: each a contact card beside the locksmith's three (call, coverage, emergency
   * line). The address has a long part, too long for a card three or four across at the card's usual size.
   */
  email?: boolean;
  address?: boolean;
};

/** Writes the locksmith's content with `counts` into `contentDir`; its assets stay in LOCKSMITH/assets. */
export async function writeSizedBusiness(contentDir: string, counts: Counts): Promise<void> {
  await cp(path.join(LOCKSMITH, 'content'), contentDir, { recursive: true });
  const edit = async (file: string, change: (json: any) => void) => {
    const target = path.join(contentDir, file);
    const json = JSON.parse(await readFile(target, 'utf8'));
    change(json);
    await writeFile(target, JSON.stringify(json, null, 2));
  };
  const [firstService, secondService] = ['lockout-service', 'lock-rekeying'];
  const serviceSlugs = Array.from({ length: counts.services }, (_, i) => [firstService, secondService][i] ?? `lock-service-${i + 1}`);
  const areaSlugs = Array.from({ length: counts.areas }, (_, i) => ['santa-cruz', 'capitola'][i] ?? `town-${i + 1}`);

  await edit('services.json', (services) => {
    const template = services[secondService];
    for (const slug of serviceSlugs.slice(2)) {
      const n = slug.split('-').pop();
      services[slug] = {
        ...structuredClone(template),
        title: `Lock Service ${n}`,
        subtitle: `The ${n}th kind of lock work we do.`,
        card: { ...template.card, category: ['Locks', 'Keys', 'Safes'][Number(n) % 3] },
        meta: {
          title: `Lock Service ${n} in Santa Cruz`,
          description: `Lock service number ${n} in Santa Cruz, done in one visit by a local shop.`,
        },
      };
    }
    if (counts.services < 2) delete services[secondService];
    for (const slug of serviceSlugs) services[slug].features = Array.from({ length: counts.features }, (_, i) => `Feature ${i + 1}`);
  });
  await edit('site.json', (site) => {
    if (counts.email) site.email = 'frontdesk@harborlocksmithing.example';
    if (counts.address) site.address = { street: '418 Cedar Street, Suite 4', locality: 'Santa Cruz', postalCode: '95060' };
    site.coverage.zones = Array.from({ length: counts.zones }, (_, i) => ['Santa Cruz County', 'Monterey County'][i] ?? `County ${i + 1}`);
  });
  await edit('areas.json', (areas) => {
    const template = areas.capitola;
    for (const slug of areaSlugs.slice(2)) {
      const n = slug.split('-').pop();
      areas[slug] = {
        ...structuredClone(template),
        // One name as long as a real city's, whose card's link must still take no more than two lines.
        name: n === '3' ? 'St. Petersburg' : `Town ${n}`,
        title: `Locksmith in Town ${n}, CA`,
        description: [`Town ${n} is one of the places we reach from our shop.`],
        zipCodes: String(95100 + Number(n)),
        meta: { title: `Locksmith in Town ${n}, CA`, description: `Lockouts and rekeying in Town ${n}, from our Santa Cruz shop.` },
      };
    }
    if (counts.areas < 2) delete areas.capitola;
  });
  await edit('local/santa-cruz.json', (local) => {
    local.nearby = local.nearby.filter((slug: string) => areaSlugs.includes(slug));
    for (const slug of Object.keys(local.services)) if (!serviceSlugs.includes(slug)) delete local.services[slug];
  });
  // Every review is from Santa Cruz, so its city page shows as many as a city's pages show.
  await edit('testimonials.json', (file) => {
    const [template] = file.testimonials;
    file.testimonials = Array.from({ length: counts.reviews }, (_, i) => ({
      ...template,
      name: `Customer ${i + 1}`,
      location: 'Santa Cruz, CA',
      area: 'santa-cruz',
      service: serviceSlugs[i % serviceSlugs.length],
    }));
  });
  await edit('pages/about.json', (about) => {
    about.whyChoose.items = Array.from({ length: counts.reasons }, (_, i) => ({
      title: `Reason ${i + 1}`,
      text: `Reason number ${i + 1} to call us.`,
    }));
  });
}
