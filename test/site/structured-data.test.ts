/**
 * Every JSON-LD block of every page, of the real site and of the locksmith fixture (which gives
 * profiles, a map link and a price range): checked against schema.org's types (each block is
 * compiled by tsc as the schema-dts type its "@type" names, so an unknown property or a value of the
 * wrong type fails), against Google's required properties, and for the one-business rule: the full
 * business on every page, every other node pointing at it by @id.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { htmlFiles, loadHtml, projectDir } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

type Block = Record<string, any>;
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
          .map((_, script) => JSON.parse($(script).text()))
          .get() as Block[],
      ];
    }),
  );
}

/** tsc's complaints about the blocks, each compiled as the schema-dts type of its "@type". */
async function schemaOrgProblems(blocks: Map<string, Block[]>): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'json-ld-'));
  const file = path.join(dir, 'blocks.ts');
  const lines = ["import type * as S from 'schema-dts';", "type Node<T extends string> = S.WithContext<Extract<S.Thing, { '@type': T }>>;"];
  let index = 0;
  for (const [page, nodes] of blocks) {
    for (const node of nodes)
      lines.push(`// ${page}\nexport const block${index++}: Node<${JSON.stringify(node['@type'])}> = ${JSON.stringify(node)};`);
  }
  await writeFile(file, lines.join('\n'));
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    moduleResolution: ts.ModuleResolutionKind.Node10,
    baseUrl: projectDir,
    paths: { '*': ['node_modules/*'] },
  });
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const line = where ? diagnostic.file!.text.split('\n')[where.line - 1] : '';
    return `${line} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
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
    default:
      problems.push(`${page}: unexpected type ${node['@type']}`);
  }
  return problems;
}

describe.each([
  ['the real site', () => inject('siteDir'), 'HomeAndConstructionBusiness'],
  ['the locksmith fixture', () => fixture.outDir, 'Locksmith'],
] as const)('JSON-LD of %s', (_, siteDir, businessType) => {
  let blocks: Map<string, Block[]>;
  beforeAll(async () => {
    if (businessType === 'Locksmith') {
      const { editContent } = await import('../helpers/site.ts');
      await editContent(fixture.contentDir, 'site.json', (site) => ({
        ...site,
        profiles: ['https://www.yelp.com/biz/harbor-lock-and-key-santa-cruz'],
        mapUrl: 'https://maps.google.com/?cid=1234567890',
        priceRange: '$$',
      }));
      await fixture.build();
    }
    blocks = blocksOf(siteDir());
  }, 120_000);

  it('compiles, block by block, as the schema.org type it names (schema-dts)', async () => {
    expect(await schemaOrgProblems(blocks)).toEqual([]);
  }, 120_000);

  it('gives Google every property it requires', () => {
    const problems = [...blocks].flatMap(([page, nodes]) => nodes.flatMap((node) => googleProblems(page, node, businessType)));
    expect(problems).toEqual([]);
  });

  it('has the one business, in full, on every page, and every other node points at it by @id', () => {
    for (const [page, nodes] of blocks) {
      const businesses = nodes.filter((node) => node['@type'] === businessType);
      expect(businesses, page).toHaveLength(1);
      const id = businesses[0]!['@id'];
      for (const node of nodes.filter((node) => node['@type'] === 'Service')) expect(node.provider, page).toEqual({ '@id': id });
    }
  });

  if (businessType === 'Locksmith') {
    it('gives the business what site.json supplies: sameAs, hasMap and priceRange', () => {
      const business = blocks.get('index.html')!.find((node) => node['@type'] === 'Locksmith')!;
      expect(business).toMatchObject({
        sameAs: ['https://www.yelp.com/biz/harbor-lock-and-key-santa-cruz'],
        hasMap: 'https://maps.google.com/?cid=1234567890',
        priceRange: '$$',
      });
    });
  }
});

it('catches a property schema.org does not have, and a value of the wrong type', async () => {
  const node = { '@context': 'https://schema.org', '@type': 'Service', name: 'x', provider: { '@id': 'https://a.example/#b' } };
  const problems = await schemaOrgProblems(
    new Map([
      ['a', [{ ...node, colour: 'red' }]],
      ['b', [{ ...node, areaServed: 12 }]],
    ]),
  );
  expect(problems).toEqual([
    expect.stringMatching(/^\/\/ a .*'"colour"' does not exist in type 'Node<"Service">'/),
    expect.stringMatching(/^\/\/ b Type 'number' is not assignable to type 'SchemaValue<.*"areaServed">/),
  ]);
}, 120_000);
