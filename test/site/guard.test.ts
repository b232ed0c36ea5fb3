/**
 * The duplicate-content guard (generate/pages/duplicate-content.ts), on the locksmith fixture and on
 * the business grown to 100 cities: a page without content of its own, or too close to a sibling,
 * is built (its links work) but noindex, its canonical URL its own, out of sitemap.xml, and
 * named in the report; a page with enough content of its own stays indexable.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../generate.ts';
import { BuildCache } from '../../generate/cache/build-cache.ts';
import { cachedDuplicateVerdicts } from '../../generate/pages/duplicate-content.ts';
import type { Route } from '../../generate/page-types/page-type.ts';
import { htmlFiles, loadPage, plainText, projectDir, spanishPagePaths } from '../helpers/site.ts';
import { isIndexable, jaccard, pageShingles } from '../helpers/similarity.ts';
import { writeScaledContent } from '../helpers/scale.ts';
import { tempSite } from '../helpers/temp-site.ts';

const fixture = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });
const base = 'https://harborlock.example';

/** What search engines are told about a built page. */
function indexing(outDir: string, urlPath: string) {
  const $ = loadPage(outDir, urlPath);
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  return {
    robots: $('meta[name="robots"]').attr('content') ?? null,
    canonical: $('link[rel="canonical"]').attr('href'),
    inSitemap: sitemap.includes(`<loc>${base}${urlPath}</loc>`),
  };
}

describe('a city without local content (Capitola has no content/local/capitola.json)', () => {
  // One build, which every test here reads: none depends on another having run.
  let result: BuildResult;
  const outDir = () => fixture.at('without');
  beforeAll(async () => {
    result = await fixture.build({ outDir: outDir() });
  });

  // Its canonical URL is its own: Google advises against mixing noindex with a canonical naming another page (docs/decisions.md).
  it('builds its service pages, noindex, each its own canonical, out of the sitemap', () => {
    expect(htmlFiles(outDir())).toContain('services/lock-rekeying-in-capitola/index.html');
    for (const service of ['lockout-service', 'lock-rekeying']) {
      const urlPath = `/services/${service}-in-capitola/`;
      expect(indexing(outDir(), urlPath)).toEqual({ robots: 'noindex', canonical: `${base}${urlPath}`, inSitemap: false });
    }
  });

  it('names them in the report, with the local file that would give them content', () => {
    const line = result.warnings.find((warning) => warning.includes('capitola.json'));
    expect(line).toMatch(
      /local\/capitola\.json \(a new file, as docs\/local-pages\.md shows\): no local notes for 2 services in Capitola, so their pages are built noindex/,
    );
    expect(line).toContain('/services/lockout-service-in-capitola/, /services/lock-rekeying-in-capitola/');
  });

  it('keeps the pages of a city with enough local content indexable, each with its own canonical', () => {
    for (const urlPath of [
      '/services/lockout-service-in-santa-cruz/',
      '/services/lock-rekeying-in-santa-cruz/',
      '/service-areas/santa-cruz/',
    ]) {
      expect(indexing(outDir(), urlPath), urlPath).toEqual({ robots: null, canonical: `${base}${urlPath}`, inSitemap: true });
    }
    // Its pages are named only for the titles the fixture's service pages share with them (the test below).
    const guarded = result.warnings.filter((warning) => !warning.includes('share the title'));
    expect(guarded.join('\n')).not.toContain('santa-cruz/');
  });

  it('names each title a service page shares with its page in the home city, where content gives both', () => {
    const shared = result.warnings.filter((warning) => warning.includes('indexable pages share the title'));
    expect(shared).toEqual(
      ['lockout-service', 'lock-rekeying'].map((service) =>
        expect.stringMatching(
          new RegExp(
            `^2 indexable pages share the title "[^"]+ in Santa Cruz": /services/${service}/ \\(\\S*content/services\\.json:\\d+:\\d+: \\["${service}"\\]\\), /services/${service}-in-santa-cruz/ \\(\\S*content/pages/service\\.json:\\d+:\\d+: inAreaMeta \\(for ${service} in santa-cruz\\)\\); give each its own meta\\.title`,
          ),
        ),
      ),
    );
    // Capitola's pages share those titles' shape but are kept out of search engines: in no results, so not named.
    expect(shared.join('\n')).not.toContain('capitola');
  });

  it('links the service page to the service in each city, and each city page to the same service nearby', () => {
    const links = ($: ReturnType<typeof loadPage>, selector: string) =>
      $(selector)
        .map((_, a) => `${plainText($(a).text())} → ${$(a).attr('href')}`)
        .get();
    expect(links(loadPage(outDir(), '/services/lock-rekeying/'), '#areas a')).toEqual([
      'Lock rekeying in Santa Cruz → /services/lock-rekeying-in-santa-cruz/',
      'Lock rekeying in Capitola → /services/lock-rekeying-in-capitola/',
    ]);
    expect(links(loadPage(outDir(), '/services/lock-rekeying-in-santa-cruz/'), '#nearby a')).toEqual([
      'Lock rekeying in Capitola → /services/lock-rekeying-in-capitola/',
    ]);
  });
});

describe('a city whose local file is another city’s with the name swapped', () => {
  const copyOfSantaCruz = async (maxSimilarity?: number) => {
    const dir = await fixture.contentWith('local/santa-cruz.json', () => undefined);
    const santaCruz = await readFile(path.join(dir, 'local/santa-cruz.json'), 'utf8');
    await writeFile(
      path.join(dir, 'local/capitola.json'),
      santaCruz.replaceAll('Santa Cruz', 'Capitola').replace('"capitola"', '"santa-cruz"'),
    );
    if (maxSimilarity !== undefined) {
      const site = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8'));
      await writeFile(path.join(dir, 'site.json'), JSON.stringify({ ...site, duplicateContent: { maxSimilarity } }));
    }
    return dir;
  };

  it('keeps the copies out of search engines and names each with its twin', async () => {
    const outDir = fixture.at('copied');
    const result = await fixture.build({ contentDir: await copyOfSantaCruz(), outDir });
    for (const service of ['lockout-service', 'lock-rekeying']) {
      const copy = `/services/${service}-in-capitola/`;
      expect(indexing(outDir, copy)).toEqual({ robots: 'noindex', canonical: `${base}${copy}`, inSitemap: false });
      expect(result.warnings).toContainEqual(
        expect.stringMatching(
          new RegExp(
            // The threshold is named on the first near-copy's line (the city page's), the later ones built noindex the same way.
            `^${copy} shares 0\\.\\d\\d of its word 5-shingles with /services/${service}-in-santa-cruz/: built noindex the same way`,
          ),
        ),
      );
      expect(indexing(outDir, `/services/${service}-in-santa-cruz/`).robots).toBe(null);
      // What to rewrite: the sentences both pages have, each where content writes it.
      const warning = result.warnings.find((line) => line.startsWith(`${copy} shares`))!;
      const [, quoted] = /Rewrite what both pages say word for word: (.*)$/.exec(warning) ?? [];
      expect(quoted, warning).toMatch(/^"[^"]{20,}"/);
      for (const city of ['capitola', 'santa-cruz'])
        expect(quoted).toMatch(new RegExp(`local/${city}\\.json:\\d+:\\d+: services\\["${service}"\\]\\.notes\\[\\d\\]`));
    }
    expect(result.warnings).toContainEqual(
      expect.stringMatching(
        /^\/service-areas\/capitola\/ shares 0\.\d\d of its word 5-shingles with \/service-areas\/santa-cruz\/ \(site\.json duplicateContent\.maxSimilarity: 0\.5\): built noindex, left out of sitemap\.xml/,
      ),
    );
    expect(indexing(outDir, '/service-areas/capitola/')).toEqual({
      robots: 'noindex',
      canonical: `${base}/service-areas/capitola/`,
      inSitemap: false,
    });
    expect(indexing(outDir, '/service-areas/santa-cruz/').robots).toBe(null);
  });

  it('takes its threshold from site.json: at 1, nothing is too close', async () => {
    const outDir = fixture.at('lenient');
    const result = await fixture.build({ contentDir: await copyOfSantaCruz(1), outDir });
    expect(indexing(outDir, '/services/lock-rekeying-in-capitola/').robots).toBe(null);
    expect(result.warnings.filter((warning) => warning.includes('shares'))).toEqual([]);
  });
});

describe('the business in 30 cities', () => {
  const site = tempSite();

  it('leaves no two indexable pages sharing more than half their shingles, ten cities of copied local content included', async () => {
    // Thirty: enough for ten copied cities and more than ten without local notes, and a third of the cards to draw of a hundred.
    const content = site.at('content-30');
    await writeScaledContent(path.join(projectDir, 'content'), content, 30);
    // Ten synthetic cities get one local file, the name swapped: the copies a careless editor would make.
    const areas = JSON.parse(await readFile(path.join(content, 'areas.json'), 'utf8'));
    const synthetic = Object.keys(areas).slice(-10);
    const local = path.join(projectDir, 'test/fixtures/other-business/content/local/santa-cruz.json');
    const template = JSON.parse(await readFile(local, 'utf8'));
    await mkdir(path.join(content, 'local'), { recursive: true });
    for (const slug of synthetic) {
      const file = JSON.stringify({
        ...template,
        $schema: '../schemas/local.schema.json',
        nearby: synthetic.filter((other) => other !== slug).slice(0, 3),
        services: { 'garage-door-springs-repair': template.services['lockout-service'] },
      }).replaceAll('Santa Cruz', areas[slug].name);
      await writeFile(path.join(content, 'local', `${slug}.json`), file);
    }
    const outDir = site.at('dist-30');
    const result = await site.build({ contentDir: content, outDir, checkLinks: false });
    // And the Spanish pages of the six real cities' content: the synthetic cities have no Spanish words, so no Spanish pages.
    expect(result.pages).toBe(30 * 7 + 12 + spanishPagePaths().length);

    // The home page names the first twelve cities, and links the rest by their count.
    const home = loadPage(outDir, '/');
    const areaLinks = home('#areas a[href^="/service-areas/"]')
      .map((_, a) => home(a).attr('href'))
      .get();
    expect(areaLinks.slice(0, -1)).toEqual(
      Object.keys(areas)
        .filter((slug) => slug !== '$schema')
        .slice(0, 12)
        .map((slug) => `/service-areas/${slug}/`),
    );
    expect(home('#areas a[href="/service-areas/"]').text().trim()).toBe('All 30 service areas');

    const indexable = fg.sync('**/index.html', { cwd: outDir }).filter((file) => isIndexable(outDir, file));
    const copies = synthetic.map((slug) => `services/garage-door-springs-repair-in-${slug}/index.html`);
    expect(copies.filter((file) => indexable.includes(file)).length).toBeLessThanOrEqual(1);
    const shingles = new Map(indexable.map((file) => [file, pageShingles(outDir, file)]));
    const tooClose: string[] = [];
    for (let i = 0; i < indexable.length; i++) {
      for (let j = i + 1; j < indexable.length; j++) {
        const similarity = jaccard(shingles.get(indexable[i]!)!, shingles.get(indexable[j]!)!);
        if (similarity > 0.5) tooClose.push(`${indexable[i]} ~ ${indexable[j]}: ${similarity.toFixed(2)}`);
      }
    }
    expect(tooClose).toEqual([]);
    // The report stays readable: ten cities without local notes are listed, the rest summed up in one line.
    const noNotes = result.warnings.filter((warning) => warning.includes('no local notes'));
    expect(noNotes).toHaveLength(10);
    // A city with no local file yet is told the file is one to write; one with a file, not.
    for (const warning of noNotes) {
      const [, slug] = /local\/([a-z-]+)\.json/.exec(warning)!;
      const written = existsSync(path.join(content, 'local', `${slug}.json`));
      expect(warning.includes('(a new file, as docs/local-pages.md shows)'), warning).toBe(!written);
    }
    expect(noNotes.some((warning) => warning.includes('(a new file'))).toBe(true);
    expect(result.warnings).toContainEqual(expect.stringMatching(/^…and \d+ more cities without local notes: \d+ service pages/));
    // A city page too close to another through the service cards every city shows: those are written once in content, so
    // rewriting them changes both; the report asks for the city's own words, in its local file, instead.
    // Ten near-copies are named one a line, the rest summed up in one, as the cities without local notes are.
    expect(result.warnings.filter((warning) => / shares 0\.\d\d of its word 5-shingles/.test(warning))).toHaveLength(10);
    expect(result.warnings).toContainEqual(
      expect.stringMatching(/^…and \d+ more pages too close to a page kept, built noindex the same way: (\/[a-z-]+\/[a-z-]+\/(, |$)){2,}/),
    );
    const similar = result.warnings.filter((warning) => /^\/service-areas\/[a-z-]+\/ shares/.test(warning));
    expect(similar).toContainEqual(
      expect.stringMatching(
        / sentences both show are written once in content and would change on both: give [A-Z][a-z]+ [A-Z][a-z]+ words of its own in \S+\/local\/[a-z-]+\.json( \(a new file, as docs\/local-pages\.md shows\))?$/,
      ),
    );
    // What it does quote to rewrite is written in two records at least (two cities), never one record's two fields.
    for (const warning of similar)
      for (const [, places] of warning.matchAll(/…?" \(([^)]*)\)/g)) {
        const records = places!.split('; ').flatMap((place) => /^(\S+):\d+:\d+: (\[?"?[\w-]+)/.exec(place)?.slice(1, 3).join('#') ?? []);
        expect(new Set(records).size, `${warning}\n${places}`).toBeGreaterThan(1);
      }
  }, 600_000);
});

describe('the verdicts, through the build cache', () => {
  it('are compared again only when a guarded page, its siblings or the threshold change', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'verdicts-'));
    const route = (slug: string, mayCopy?: true) =>
      ({
        path: `/${slug}/`,
        file: `${slug}/index.html`,
        noindex: false,
        siblings: { groups: ['city'], ownContent: true, mayCopy },
      }) as Route;
    const routes = [route('a'), route('b', true), route('c', true)];
    const texts: Record<string, string> = {
      '/a/': 'one two three four five six',
      '/b/': 'one two three four five six',
      '/c/': 'seven eight nine ten eleven',
    };
    const mainKeys = (bKey: string) => new Map(routes.map((r) => [r.file, r.path === '/b/' ? bKey : `key of ${r.path}`]));
    let compared = 0;
    const textOf = async (r: Route) => {
      compared += 1;
      return texts[r.path]!;
    };
    const verdicts = (bKey: string, max = 0.5) => cachedDuplicateVerdicts(routes, mainKeys(bKey), textOf, max, new BuildCache(dir));
    try {
      const first = await verdicts('b1');
      expect(first).toEqual([{ path: '/b/', reason: 'similar', twin: '/a/', similarity: 1 }]);
      expect(compared).toBe(3);
      // The same pages, in a later build: the same verdicts, no page compared.
      expect(await verdicts('b1')).toEqual(first);
      expect(compared).toBe(3);
      // One page's HTML changed (another key): compared again.
      texts['/b/'] = 'twelve thirteen fourteen fifteen sixteen';
      expect(await verdicts('b2')).toEqual([]);
      expect(compared).toBe(6);
      // Another threshold: compared again.
      texts['/b/'] = 'one two three four five six';
      expect(await verdicts('b1', 1)).toEqual([]);
      expect(compared).toBe(9);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
