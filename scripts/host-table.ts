/** `npm run host-table`: writes the host table of docs/hosting.md from the host tests' answers (test/snapshots/hosts/). */
import { readFileSync, writeFileSync } from 'node:fs';
import { hostTable, HOSTING_DOC, withTable } from '../test/helpers/host-table.ts';

writeFileSync(HOSTING_DOC, withTable(readFileSync(HOSTING_DOC, 'utf8'), hostTable()));
console.log('docs/hosting.md: host table written from test/snapshots/hosts/');
