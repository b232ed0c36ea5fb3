/** Rule files that grow with moved addresses and rules, never with pages (test/unit/host-limits.test.ts: the limits). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { besidePath } from '../../generate/output/write.ts';

const siteDir = inject('siteDir');

describe('rule files', () => {
  const ruleFiles = () => [
    ...['_redirects', '_headers', '.htaccess'].map((file) => readFileSync(path.join(siteDir, file), 'utf8')),
    ...['nginx.conf', 'Caddyfile', 's3-website.json', 's3-redirects.json'].map((name) => readFileSync(besidePath(siteDir, name), 'utf8')),
  ];

  it('list no page of the site: they grow with moved addresses and rules, never with the number of pages', () => {
    for (const text of ruleFiles()) {
      expect(text).not.toContain('garage-door-springs-repair');
      expect(text).not.toContain('oxnard');
    }
  });
});
