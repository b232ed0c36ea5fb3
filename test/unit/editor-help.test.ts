/**
 * The help an editor reads on hover (every description of content/schemas/, made from the zod
 * schemas' `.describe()`) speaks of no one business: nothing of the garage-door site's names,
 * places, numbers, trade or state law, so that it reads right for any trade.
 */
import { expect, it } from 'vitest';
import { contentJsonSchemas } from '../../generate/content/json-schemas.ts';
import { pageContentSources } from '../../generate/page-types/index.ts';
import { readContent } from '../helpers/site.ts';

/** Every "description" in a JSON Schema, with where it stands. */
function descriptionsOf(schema: unknown, where = ''): Array<[string, string]> {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => descriptionsOf(item, `${where}[${index}]`));
  if (!schema || typeof schema !== 'object') return [];
  return Object.entries(schema).flatMap(
    ([key, value]): Array<[string, string]> =>
      key === 'description' && typeof value === 'string' ? [[where || '/', value]] : descriptionsOf(value, `${where}/${key}`),
  );
}

it('names nothing of the garage-door business: its names, places, numbers, trade or law', () => {
  const site = readContent('site.json');
  const areas: Record<string, { name: string }> = readContent('areas.json');
  const own = [
    site.businessName,
    site.phone.display,
    site.phone.e164,
    site.homeCity,
    site.license.authority,
    ...Object.entries(areas).flatMap(([slug, area]) => [slug, area.name]),
    ...Object.keys(readContent('services.json')),
  ];
  const trade = ['garage', 'door', 'spring', 'opener', 'torsion', 'California', 'B&P', 'contractor', 'Pierpont', 'Hueneme'];
  const words = new RegExp([...own, ...trade].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');
  const found = [...contentJsonSchemas(pageContentSources)].flatMap(([file, text]) =>
    descriptionsOf(JSON.parse(text))
      .filter(([, description]) => words.test(description))
      .map(([where, description]) => `${file} ${where}: ${description}`),
  );
  expect(found).toEqual([]);
});
