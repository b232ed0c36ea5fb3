/** The README's host table is the one the host tests' answers make (npm run host-table writes it). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostTable, README, withTable } from './helpers/host-table.ts';

describe('README host table', () => {
  it('is the table of every host’s answers to the request list (run npm run host-table after the host tests)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(withTable(readme, hostTable()));
  });
});
