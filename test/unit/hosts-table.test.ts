/** The host table of docs/hosting.md is the one the host tests' answers make (npm run host-table writes it). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostTable, HOSTING_DOC, withTable } from '../helpers/host-table.ts';

describe('docs/hosting.md host table', () => {
  it('is the table of every host’s answers to the request list (run npm run host-table after the host tests)', () => {
    const doc = readFileSync(HOSTING_DOC, 'utf8');
    expect(doc).toBe(withTable(doc, hostTable()));
  });
});
