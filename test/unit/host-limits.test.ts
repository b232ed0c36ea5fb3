/**
 * Every host's limits on its rule files, checked right after content is read, before any image or
 * social card is encoded (test/site/host-limits.test.ts: the rule files of the real build).
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../generate.ts';
import { siteSections } from '../../generate/hosting/headers.ts';
import { assertHostLimits } from '../../generate/hosting/hosting.ts';
import { buildRedirectTable, type MovedAddress } from '../../generate/hosting/redirects.ts';
import { BUILD_TIME } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const moved = (count: number): MovedAddress[] =>
  Array.from({ length: count }, (_, i) => ({ from: `/old/page-${i}`, to: '/about/', status: 301, why: 'An old page.' }));

describe('host limits', () => {
  it('allows 1,000 moved addresses (2,000 static rules on Cloudflare), not 1,001', () => {
    expect(() => assertHostLimits(buildRedirectTable(moved(1000)), siteSections)).not.toThrow();
    expect(() => assertHostLimits(buildRedirectTable(moved(1001)), siteSections)).toThrow(
      expect.objectContaining({
        problems: [
          "_redirects would have 2002 static and 0 dynamic rules on Cloudflare Pages, which allows 2000 and 100 (each moved address is two static rules); the site keeps within every host's limits, so that it deploys to any: remove the moved addresses nobody follows any more (the oldest in redirects.json, formerSlugs given long ago, the lines of published.txt for a translation's pages at the main language's slugs)",
        ],
      }),
    );
  });

  const site = tempSite({ cache: 'empty' });
  it('stops a build over a limit before it encodes any image or social card', async () => {
    const content = await site.contentWith('redirects.json', (file) => ({ ...file, redirects: moved(1001) }));
    let encoded = 0;
    const stages: string[] = [];
    await expect(
      build(
        { contentDir: content, assetsDir: site.assetsDir, cacheDir: site.cacheDir, outDir: site.outDir, buildTime: BUILD_TIME },
        {
          onFileEncoded: () => encoded++,
          onStage: (stage) => stages.push(stage),
        },
      ),
    ).rejects.toThrow(/2002 static and 0 dynamic rules/);
    // With an empty cache, the real site's icons and social cards would all be encoded after the check.
    expect(encoded).toBe(0);
    // Each stage said as it starts (npm run dev names the one a slow build is in): none after the one that failed.
    expect(stages).toEqual(['content', 'host rules']);
  });
});
