import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build } from '../generate.ts';
import { BuildError } from '../generate/errors.ts';
import { besidePath, OUTPUT_MARK, writeOutput } from '../generate/output/write.ts';
import { BUILD_TIME, contentWith, htmlFiles, loadPage, plainText, projectDir } from './helpers/site.ts';

const run = promisify(execFile);
const cacheDir = inject('cacheDir');
const fixture = path.join(projectDir, 'test/fixtures/other-business');

/** Every file of a folder with its bytes, to prove a folder unchanged or two builds identical. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await fg('**/*', { cwd: dir, dot: true });
  return new Map(await Promise.all(files.sort().map(async (file) => [file, (await readFile(path.join(dir, file))).toString('base64')] as const)));
}

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'build-test-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('another business from another content folder', () => {
  it('builds every page from its own content, with nothing of the garage door business', async () => {
    const outDir = path.join(workDir, 'locksmith');
    const result = await build({ contentDir: path.join(fixture, 'content'), assetsDir: path.join(fixture, 'assets'), outDir, buildTime: BUILD_TIME, cacheDir });
    // home, about, services, service areas, contact, 404, 2 services, 2 areas, 2×2 service-in-area pages
    expect(result.pages).toBe(14);
    expect(htmlFiles(outDir)).toContain('services/lock-rekeying-in-capitola/index.html');
    for (const file of htmlFiles(outDir)) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      expect(html, file).toContain('Harbor Lock &amp; Key');
      expect(html, file).toContain('tel:+18315550199');
      expect(html, file).not.toMatch(/garage|Ortega|805|Ventura/i);
    }
    const $ = loadPage(outDir, '/services/');
    expect($('.category-filter label').map((_, l) => plainText($(l).text())).get()).toEqual([
      'All Services (2)',
      'Emergency Entry (1)',
      'Locks (1)',
      'Emergency (1)',
    ]);
  });
});

describe('a failed build', () => {
  let outDir: string;
  let before: Map<string, string>;
  let s3Before: string;
  beforeAll(async () => {
    outDir = path.join(workDir, 'site');
    await build({ outDir, buildTime: BUILD_TIME, cacheDir, checkLinks: false });
    before = await snapshot(outDir);
    s3Before = await readFile(besidePath(outDir, 's3-website.json'), 'utf8');
  });

  async function expectUntouched() {
    expect(await snapshot(outDir)).toEqual(before);
    expect(await readFile(besidePath(outDir, 's3-website.json'), 'utf8')).toBe(s3Before);
    // No staging or backup folder is left beside it.
    expect((await readdir(workDir)).filter((name) => /^\.?site\b/.test(name)).sort()).toEqual(['site', 'site.s3-website.json']);
  }

  it('leaves the previous output exactly as it was when content is malformed', async () => {
    const contentDir = await contentWith('testimonials.json', (t) => [{ ...t[0], rating: 0 }]);
    await expect(build({ contentDir, outDir, buildTime: BUILD_TIME, cacheDir })).rejects.toThrow(BuildError);
    await expectUntouched();
    await rm(contentDir, { recursive: true });
  });

  it('leaves it as it was when two pages would share one file, naming both', async () => {
    const contentDir = await contentWith('services.json', (services) => ({
      ...services,
      'garage-door-springs-repair-in-ventura': services['garage-door-springs-repair'],
    }));
    await expect(build({ contentDir, outDir, buildTime: BUILD_TIME, cacheDir })).rejects.toThrow(
      /two pages would be written to services\/garage-door-springs-repair-in-ventura\/index\.html: services\.json: garage-door-springs-repair-in-ventura and pages\/service\.json: inAreaMeta, for garage-door-springs-repair in ventura/,
    );
    await expectUntouched();
    await rm(contentDir, { recursive: true });
  });

  it('leaves it as it was when writing fails halfway', async () => {
    // "about" cannot be both a file and the folder of "about/index.html": the second write fails.
    const files = new Map([
      ['index.html', 'new site'],
      ['about/index.html', 'new about'],
      ['about', 'a file where a folder must be'],
    ]);
    await expect(writeOutput(files, outDir)).rejects.toThrow(/EISDIR|EEXIST|ENOTDIR/);
    await expectUntouched();
  });

  it('replaces the output whole when the build succeeds', async () => {
    await writeOutput(new Map([['index.html', 'new site']]), outDir);
    const written = await snapshot(outDir);
    expect([...written.keys()]).toEqual([OUTPUT_MARK, 'index.html']);
    expect(written.get('index.html')).toBe(Buffer.from('new site').toString('base64'));
    await build({ outDir, buildTime: BUILD_TIME, cacheDir, checkLinks: false });
    expect(await snapshot(outDir)).toEqual(before);
  });
});

describe('reproducible output', () => {
  it('builds byte-identical sites from the same input and clock', async () => {
    const again = path.join(workDir, 'again');
    await build({ outDir: again, buildTime: BUILD_TIME, cacheDir, checkLinks: false });
    expect(await snapshot(again)).toEqual(await snapshot(inject('siteDir')));
  });
});

const cli = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['--import', 'tsx', 'generate/cli/build.ts', '--cache', cacheDir, ...args], { cwd: projectDir, env: { ...process.env, ...env } });

describe('the command line', () => {
  it('builds from --content into --out and takes the footer year from SOURCE_DATE_EPOCH', async () => {
    const outDir = path.join(workDir, 'cli-out');
    const { stdout } = await cli(['--content', path.join(fixture, 'content'), '--assets', path.join(fixture, 'assets'), '--out', outDir], {
      SOURCE_DATE_EPOCH: String(Date.UTC(2030, 0, 1) / 1000),
    });
    expect(stdout).toMatch(/^Built 14 pages into .*cli-out\/ in \d+\.\d s$/m);
    for (const stage of ['content', 'images', 'routes', 'css', 'social cards', 'render', 'hosting files', 'write', 'link check']) {
      expect(stdout).toMatch(new RegExp(`^  ${stage} +\\d+ ms`, 'm'));
    }
    expect(stdout).toMatch(/images +\d+ ms {2}\(\d+ encoded, \d+ from the cache\)/);
    const [, drawn, cached] = stdout.match(/social cards +\d+ ms {2}\((\d+) drawn, (\d+) from the cache\)/) ?? [];
    expect(Number(drawn) + Number(cached), 'one card per page').toBe(14);
    expect(stdout).toMatch(/^ {2}\d+ files, \d+\.\d MiB$/m);
    expect(plainText(loadPage(outDir, '/')('footer').text())).toContain('© 2030 Harbor Lock & Key');
  });

  it('fails with exit code 1, one line per problem naming file and field, no stack trace, output untouched', async () => {
    const outDir = path.join(workDir, 'cli-fail');
    await cli(['--out', outDir]);
    const before = await snapshot(outDir);
    const contentDir = await contentWith('areas.json', (areas) => {
      areas.oxnard.responseTime = 45;
      return areas;
    });
    const failure = await cli(['--content', contentDir, '--out', outDir]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Build failed; .*cli-fail\/ was left as it was\./);
    expect(failure?.stderr).toMatch(/✗ .*areas\.json: oxnard\.responseTime: Invalid input: expected string, received number/);
    expect(failure?.stderr).not.toMatch(/^\s+at /m);
    expect(await snapshot(outDir)).toEqual(before);
    await rm(contentDir, { recursive: true });
  });
});

describe('--base-url', () => {
  it('moves every canonical, Open Graph, sitemap and structured-data URL to the given host', async () => {
    const outDir = path.join(workDir, 'staging');
    const staging = 'https://staging.ortega.example';
    await build({ outDir, buildTime: BUILD_TIME, cacheDir, checkLinks: false, baseUrl: `${staging}/` });
    const production = JSON.parse(readFileSync(path.join(projectDir, 'content/site.json'), 'utf8')).baseUrl as string;
    const texts = (await fg('**/*.{html,xml,txt}', { cwd: outDir })).map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')] as const);
    for (const [file, text] of texts) expect(text, file).not.toContain(production);
    for (const file of htmlFiles(outDir).filter((f) => f.endsWith('index.html') && f !== '404/index.html')) {
      const $ = loadPage(outDir, `/${file.replace(/index\.html$/, '')}`);
      for (const url of [
        $('link[rel="canonical"]').attr('href'),
        $('meta[property="og:url"]').attr('content'),
        $('meta[property="og:image"]').attr('content'),
        ...$('script[type="application/ld+json"]').map((_, s) => JSON.stringify(JSON.parse($(s).text()))).get(),
      ]) {
        expect(url, file).toContain(staging);
      }
    }
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].every((m) => m[1]!.startsWith(`${staging}/`))).toBe(true);
    expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${staging}/sitemap.xml`);
    expect(readFileSync(besidePath(outDir, 's3-website.json'), 'utf8')).toContain('"HostName": "staging.ortega.example"');
  });

  it('refuses a base URL that is not an absolute http(s) URL', async () => {
    await expect(build({ outDir: path.join(workDir, 'bad-base'), cacheDir, baseUrl: 'staging.example.com' })).rejects.toThrow(
      /--base-url: "staging\.example\.com" must be an absolute http\(s\) URL/,
    );
  });

  it('refuses a base URL with a path, which the root-relative links of every page would ignore', async () => {
    await expect(build({ outDir: path.join(workDir, 'bad-base'), cacheDir, baseUrl: 'https://example.com/garage' })).rejects.toThrow(
      /--base-url: "https:\/\/example\.com\/garage" must be the site's address with no path, such as https:\/\/example\.com/,
    );
  });

  it('is a command-line flag, and --quiet prints nothing when all is well', async () => {
    const outDir = path.join(workDir, 'cli-staging');
    const { stdout, stderr } = await cli(['--out', outDir, '--base-url', 'https://staging.ortega.example', '--quiet']);
    expect(stdout + stderr).toBe('');
    expect(loadPage(outDir, '/about/')('link[rel="canonical"]').attr('href')).toBe('https://staging.ortega.example/about/');
  });

  it('is listed by --help with the other flags', async () => {
    const { stdout } = await cli(['--help']);
    for (const flag of ['--content', '--assets', '--out', '--cache', '--base-url', '--quiet', '--help']) expect(stdout).toContain(flag);
  });
});
