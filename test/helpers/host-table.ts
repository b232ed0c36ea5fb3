/**
 * The host table of docs/hosting.md, from each host's answers to the request list
 * (test/snapshots/hosts/, written by the host tests): `npm run host-table` writes it into
 * docs/hosting.md, hosts-table.test.ts checks that docs/hosting.md has it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hostColumnFile } from './request-list.ts';
import { projectDir } from './site.ts';

/** The hosts, in the table's order, with the engine that answered. */
export const HOSTS: Array<{ id: string; label: string }> = [
  { id: 'cloudflare-pages', label: 'Cloudflare Pages (wrangler pages dev)' },
  { id: 'netlify', label: 'Netlify (netlify dev)' },
  { id: 's3', label: 'S3 website (s3rver)' },
  { id: 'apache', label: 'Apache (.htaccess)' },
  { id: 'nginx', label: 'nginx' },
  { id: 'caddy', label: 'Caddy' },
  { id: 'preview', label: 'npm run preview' },
];

export const TABLE_START = '<!-- host table: written by npm run host-table from the tests; do not edit -->';
export const TABLE_END = '<!-- end of host table -->';
export const HOSTING_DOC = path.join(projectDir, 'docs', 'hosting.md');

export function hostTable(): string {
  const columns = HOSTS.map(({ id }) => {
    const file = hostColumnFile(id);
    if (!existsSync(file)) throw new Error(`${file} is missing: run the host tests (npx vitest run test/host) first`);
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  });
  const rows = Object.keys(columns[0]!);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['request', ...HOSTS.map(({ label }) => label)]),
    line(['---', ...HOSTS.map(() => '---')]),
    ...rows.map((row) => line([row, ...columns.map((column) => column[row] ?? '')])),
  ].join('\n');
}

/** docs/hosting.md with the table between its markers replaced by `table`. */
export function withTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/hosting.md has no "${TABLE_START}" … "${TABLE_END}" markers`);
  return `${doc.slice(0, start + TABLE_START.length)}\n${table}\n${doc.slice(end)}`;
}
