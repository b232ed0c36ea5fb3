/** `npm run host-table`: writes the README's host table from the host tests' answers (test/snapshots/hosts/). */
import { readFileSync, writeFileSync } from 'node:fs';
import { hostTable, README, withTable } from '../test/helpers/host-table.ts';

writeFileSync(README, withTable(readFileSync(README, 'utf8'), hostTable()));
console.log('README.md: host table written from test/snapshots/hosts/');
