/**
 * Every JSON-LD block of every page, of the real site and of the locksmith fixture (which gives
 * profiles, a map link, a price range and a service's price): checked against schema.org's types (each block is
 * compiled by tsc as the schema-dts type its "@type" names, so an unknown property or a value of the
 * wrong type fails), against Google's required properties, and for the one-business rule: the full
 * business on every page, every other node pointing at it by @id.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { editContent, htmlFiles, loadHtml, loadPage, placeIn, plainText, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

type Block = Record<string, any>;
const run = promisify(execFile);
const fixture = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business'), copy: ['content'] });

/** Every page's JSON-LD blocks, by file. */
function blocksOf(siteDir: string): Map<string, Block[]> {
  const pages = htmlFiles(siteDir).filter((file) => file.endsWith('index.html'));
  return new Map(
    pages.map((file) => {
      const $ = loadHtml(siteDir, file);
      return [
        file,
        $('script[type="application/ld+json"]')
          .map((_, script) => {
            try {
              return JSON.parse($(script).text());
            } catch (error) {
              throw new Error(`${file}: a JSON-LD block ended early or is not JSON (${error}): ${$(script).text().slice(0, 200)}`);
            }
          })
          .get() as Block[],
      ];
    }),
  );
}

/**
 * A JSON-LD value object, text tagged with its language (JSON-LD 1.1's string internationalization), as the text
 * alone: syntax, not schema.org vocabulary, so schema-dts types it as a string. Any other key leaves it for tsc to refuse.
 */
const textOfValueObject = (_key: string, value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  Object.keys(value).sort().join() === '@language,@value' &&
  /^[a-z]{2,3}(-[A-Z]{2})?$/.test(String((value as Block)['@language']))
    ? (value as Block)['@value']
    : value;

/**
 * tsc's complaints about each set of blocks, each block compiled as the schema-dts type of its
 * "@type". The sets are files of one program, so schema-dts is read and checked once; a block that
 * several pages carry alike (the business) is compiled once, under a comment naming every page.
 */
async function schemaOrgProblems(sets: Array<Map<string, Block[]>>): Promise<string[][]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'json-ld-'));
  const files = sets.map((_, set) => path.join(dir, `blocks-${set}.ts`));
  for (const [set, blocks] of sets.entries()) {
    const pagesOf = new Map<string, string[]>();
    for (const [page, nodes] of blocks) {
      for (const node of nodes) {
        const json = JSON.stringify(node, textOfValueObject);
        pagesOf.set(json, [...(pagesOf.get(json) ?? []), page]);
      }
    }
    const lines = [
      "import type * as S from 'schema-dts';",
      "type Node<T extends string> = S.WithContext<Extract<S.Thing, { '@type': T }>>;",
    ];
    let index = 0;
    for (const [json, pages] of pagesOf) {
      const type = JSON.stringify(JSON.parse(json)['@type']);
      lines.push(`// ${pages.join(', ')}\nexport const block${index++}: Node<${type}> = ${json};`);
    }
    await writeFile(files[set]!, lines.join('\n'));
  }
  // TypeScript 7's compiler (npm run typecheck's), run as a command: 5.9's API takes six times as long.
  const schemaDts = path.join(projectDir, 'node_modules/schema-dts/dist/schema.d.ts');
  const options = { strict: true, noEmit: true, skipLibCheck: true, types: [], module: 'esnext', moduleResolution: 'bundler' };
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { ...options, paths: { 'schema-dts': [schemaDts] } },
      files: files.map((file) => path.basename(file)),
    }),
  );
  const tsc = path.join(projectDir, 'node_modules/typescript-native/bin/tsc');
  const { stdout } = await run(process.execPath, [tsc, '-p', dir, '--pretty', 'false']).catch((error: { stdout: string }) => error);
  const problems = files.map(() => [] as string[]);
  // "blocks-0.ts(12,5): error TS2353: Object literal may only specify known properties, …", then any lines of detail.
  for (const diagnostic of stdout.split(/\n(?=\S)/).filter(Boolean)) {
    const [, file, line, message] = diagnostic.match(/^(.*?)\((\d+),\d+\): error TS\d+: ([\s\S]*)$/) ?? [null, '', '0', diagnostic];
    const set = files.indexOf(path.join(dir, file!));
    const text = set >= 0 ? (await readFile(files[set]!, 'utf8')).split('\n')[Number(line) - 2] : '';
    // A problem outside the blocks' files (schema-dts itself, the options) counts against every set.
    for (const list of set >= 0 ? [problems[set]!] : problems) list.push(`${text} ${message!.replace(/\s+/g, ' ').trim()}`);
  }
  await rm(dir, { recursive: true, force: true });
  return problems;
}

/** What Google requires of the types it reads (developers.google.com/search/docs/appearance/structured-data). */
function googleProblems(page: string, node: Block, businessType: string): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${page}: ${node['@type']}: ${what}`);
  };
  switch (node['@type']) {
    case businessType:
      need(typeof node.name === 'string' && node.name, 'name');
      need(node.address?.['@type'] === 'PostalAddress' && node.address.addressLocality && node.address.addressRegion, 'address');
      need(/^https:\/\//.test(node['@id']), '@id');
      break;
    case 'FAQPage':
      need(Array.isArray(node.mainEntity) && node.mainEntity.length > 0, 'mainEntity');
      for (const question of node.mainEntity ?? []) {
        need(question['@type'] === 'Question' && question.name, 'Question.name');
        need(question.acceptedAnswer?.['@type'] === 'Answer' && question.acceptedAnswer.text, 'Question.acceptedAnswer.text');
      }
      break;
    case 'BreadcrumbList':
      need(Array.isArray(node.itemListElement) && node.itemListElement.length >= 2, 'itemListElement: two or more');
      node.itemListElement?.forEach((item: Block, index: number) => {
        need(item['@type'] === 'ListItem' && item.position === index + 1 && item.name, 'ListItem position and name');
        need(index === node.itemListElement.length - 1 || /^https?:\/\//.test(item.item), 'ListItem.item');
      });
      break;
    case 'Service':
      need(node.name && node.url, 'name and url');
      need(node.areaServed, 'areaServed');
      break;
    case 'WebSite':
      // Google's site names: the name, and the home page's URL.
      need(typeof node.name === 'string' && node.name && /^https:\/\//.test(node.url), 'name and url');
      break;
    case 'WebPage':
      // A page of a site in several languages says its language (translations.test.ts); Google reads no WebPage rich result.
      need(/^https:\/\//.test(node.url) && node.inLanguage, 'url and inLanguage');
      break;
    default:
      problems.push(`${page}: unexpected type ${node['@type']}`);
  }
  return problems;
}

/** Blocks that schema.org has no place for: a property it does not have, a value of the wrong type. */
const sample = { '@context': 'https://schema.org', '@type': 'Service', name: 'x', provider: { '@id': 'https://a.example/#b' } };
const wrongBlocks = new Map([
  ['a', [{ ...sample, colour: 'red' }]],
  ['b', [{ ...sample, areaServed: 12 }]],
  ['c', [{ ...sample, name: { '@value': 'x', '@language': 'en-US', extra: 1 } }]],
]);

/** The schema.org types that stand for the page itself (WebPage and its kinds). */
const PAGE_TYPES = new Set(['WebPage', 'FAQPage', 'CollectionPage', 'ImageGallery']);

const SCRIPT_PAYLOAD = '</script><script src=/evil.js></script>';

const sites = [
  { name: 'the real site', siteDir: () => inject('siteDir'), businessType: 'HomeAndConstructionBusiness' },
  { name: 'the locksmith fixture', siteDir: () => fixture.outDir, businessType: 'Locksmith' },
] as const;
const blocksOfSite = new Map<string, Map<string, Block[]>>();
let compiled: { [site: string]: string[]; wrong: string[] };
let warnings: string[];

beforeAll(async () => {
  await editContent(fixture.contentDir, 'site.json', (site) => ({
    ...site,
    profiles: ['https://www.yelp.com/biz/harbor-lock-and-key-santa-cruz'],
    mapUrl: 'https://maps.google.com/?cid=1234567890',
    priceRange: '$$',
  }));
  // Content may hold "<": a FAQ answer written to close the JSON-LD block and start a script of its own.
  await editContent(fixture.contentDir, 'services.json', (services) => {
    services['lockout-service'].faq.push({ question: 'Can a page run a script?', answer: SCRIPT_PAYLOAD });
    // The fixture's lockouts start at $89; a special on rekeying whose last day has passed.
    services['lock-rekeying'].price = { amount: 120, until: '2020-01-31' };
  });
  ({ warnings } = await fixture.build());
  for (const { name, siteDir } of sites) blocksOfSite.set(name, blocksOf(siteDir()));
  const [real, locksmith, wrong] = await schemaOrgProblems([...blocksOfSite.values(), wrongBlocks]);
  compiled = { [sites[0].name]: real!, [sites[1].name]: locksmith!, wrong: wrong! };
}, 120_000);

describe.each(sites.map((site) => [site.name, site] as const))('JSON-LD of %s', (_, { name, businessType }) => {
  const blocks = () => blocksOfSite.get(name)!;

  it('compiles, block by block, as the schema.org type it names (schema-dts)', () => {
    expect(compiled[name]).toEqual([]);
  });

  it('gives Google every property it requires', () => {
    const problems = [...blocks()].flatMap(([page, nodes]) => nodes.flatMap((node) => googleProblems(page, node, businessType)));
    expect(problems).toEqual([]);
  });

  it('has the one business, in full, on every page, and every other node points at it by @id', () => {
    for (const [page, nodes] of blocks()) {
      const businesses = nodes.filter((node) => node['@type'] === businessType);
      expect(businesses, page).toHaveLength(1);
      const id = businesses[0]!['@id'];
      for (const node of nodes.filter((node) => node['@type'] === 'Service')) expect(node.provider, page).toEqual({ '@id': id });
      for (const node of nodes.filter((node) => node['@type'] === 'WebSite')) expect(node.publisher, page).toEqual({ '@id': id });
    }
  });

  it('names the site (WebSite) on the home page, and on no other page of its language', () => {
    const websites = [...blocks()].flatMap(([page, nodes]) => nodes.filter((node) => node['@type'] === 'WebSite').map(() => page));
    expect(websites).toContain('index.html');
    for (const page of websites) expect(page).toMatch(/^([a-z]{2}\/)?index\.html$/);
  });

  it('gives each page one node that is the page itself: its FAQPage when it has questions, else a WebPage', () => {
    for (const [page, nodes] of blocks()) {
      const pageNodes = nodes.filter((node) => PAGE_TYPES.has(node['@type'])).map((node) => node['@type']);
      expect(pageNodes.length, `${page}: ${pageNodes.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  if (businessType === 'Locksmith') {
    it('gives the business what site.json supplies: sameAs, hasMap and priceRange', () => {
      const business = blocks()
        .get('index.html')!
        .find((node) => node['@type'] === 'Locksmith')!;
      expect(business).toMatchObject({
        sameAs: ['https://www.yelp.com/biz/harbor-lock-and-key-santa-cruz'],
        hasMap: 'https://maps.google.com/?cid=1234567890',
        priceRange: '$$',
      });
    });
  }
});

it('keeps text from content inside its JSON-LD block: a FAQ answer that closes the block stays the answer', () => {
  const file = 'services/lockout-service/index.html';
  const $ = loadHtml(fixture.outDir, file);
  // Parsed as a browser parses it: the only scripts are the data blocks and the site's own.
  expect(
    $('script[src]')
      .map((_, script) => $(script).attr('src'))
      .get(),
  ).not.toContain('/evil.js');
  const faq = blocksOfSite
    .get(sites[1].name)!
    .get(file)!
    .find((node) => node['@type'] === 'FAQPage')!;
  expect(faq.mainEntity.map((question: Block) => question.acceptedAnswer.text)).toContain(SCRIPT_PAYLOAD);
});

it("makes a translated page's FAQPage the page itself, with its name, URL and language, beside no WebPage", () => {
  const file = 'es/servicios/mantenimiento/index.html';
  const nodes = blocksOfSite.get(sites[0].name)!.get(file)!;
  expect(nodes.find((node) => node['@type'] === 'FAQPage')).toMatchObject({
    name: loadHtml(inject('siteDir'), file)('title').text(),
    url: 'https://www.ortegagaragedoors.example/es/servicios/mantenimiento/',
    inLanguage: 'es-US',
  });
  expect(nodes.filter((node) => node['@type'] === 'WebPage')).toEqual([]);
});

it("describes the business in each page's language, tagged with it: one @id, one description a language", () => {
  const description = (file: string) =>
    blocksOfSite
      .get(sites[0].name)!
      .get(file)!
      .find((node) => String(node['@id']).endsWith('#business'))!.description;
  const footer = (file: string) => plainText(loadHtml(inject('siteDir'), file)('footer p').first().text());
  expect(description('index.html')).toEqual({ '@value': footer('index.html'), '@language': 'en-US' });
  expect(description('es/index.html')).toEqual({ '@value': footer('es/index.html'), '@language': 'es-US' });
});

it('catches a property schema.org does not have, a value of the wrong type, and a language-tagged text with another key', () => {
  expect(compiled.wrong).toEqual([
    expect.stringMatching(/^\/\/ a .*'"colour"' does not exist in type 'Node<"Service">'/),
    expect.stringMatching(/^\/\/ b Type 'number' is not assignable to type 'SchemaValue<.*"areaServed">/),
    expect.stringMatching(/^\/\/ c .*"@value"/),
  ]);
});

describe("a service's price", () => {
  const serviceNode = (site: string, file: string) =>
    blocksOfSite
      .get(site)!
      .get(file)!
      .find((node) => node['@type'] === 'Service');
  /** The paragraphs of a service's card, found by its title. */
  const cardLines = (page: string, title: string) => {
    const $ = loadPage(fixture.outDir, page);
    const heading = $('article h3').filter((_, h3) => $(h3).text() === title);
    expect(heading, page).toHaveLength(1);
    return heading
      .parent()
      .children('p')
      .map((_, p) => plainText($(p).text()))
      .get();
  };
  const overviewText = (page: string) => {
    const $ = loadPage(fixture.outDir, page);
    return plainText($('#overview-heading').closest('section').text());
  };
  const pagesOf = (service: string) => [`services/${service}/index.html`, `services/${service}-in-santa-cruz/index.html`];

  it('shows a starting price on its cards and in the summary box of its pages, and gives search engines its Offer', () => {
    for (const page of ['/', '/services/'])
      expect(cardLines(page, 'Lockout Service'), page).toEqual(['Locked out? We open doors fast.', 'From $89']);
    for (const file of pagesOf('lockout-service')) {
      expect(overviewText(`/${file.replace('index.html', '')}`), file).toContain('Price: From $89');
      // `price` states an exact price: a starting price is the lowest of a range alone.
      expect(serviceNode(sites[1].name, file)!.offers, file).toEqual({
        '@type': 'Offer',
        priceCurrency: 'USD',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 89, priceCurrency: 'USD' },
      });
    }
  });

  it('shows a special whose last day has passed nowhere, and warns of it at that day', async () => {
    expect(warnings).toContain(
      `${await placeIn(fixture.contentDir, 'services.json', '"2020-01-31"')}: ["lock-rekeying"].price.until: 2020-01-31 has passed, so the price is neither shown on the pages nor given to search engines; give the special's new last day, or remove the price`,
    );
    for (const page of ['/', '/services/'])
      expect(cardLines(page, 'Lock Rekeying'), page).toEqual(['New keys for every door in one visit.']);
    for (const file of pagesOf('lock-rekeying')) {
      expect(overviewText(`/${file.replace('index.html', '')}`), file).not.toMatch(/Price|\$\d/);
      expect(serviceNode(sites[1].name, file), file).not.toHaveProperty('offers');
    }
  });

  it('is none for a service without one: the real site gives none', () => {
    const services = [...blocksOfSite.get(sites[0].name)!.values()].flat().filter((node) => node['@type'] === 'Service');
    expect(services.length).toBeGreaterThan(0);
    for (const node of services) expect(node).not.toHaveProperty('offers');
  });
});
