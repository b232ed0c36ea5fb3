/**
 * The pipeline, build(), and `npm run build` that runs it: another business from its own content,
 * the same bytes from the same input, the command line's report and failures, and --base-url.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { describe, expect, inject, it } from 'vitest';
import { besidePath } from '../../generate/output/write.ts';
import { redirectTableFor } from '../../generate/serve/preview.ts';
import { npmRun, npmRunBuild } from '../helpers/build-command.ts';
import { editContent, htmlFiles, loadHtml, loadPage, plainText, projectDir, snapshot } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const run = promisify(execFile);
const cacheDir = inject('cacheDir');
const site = tempSite();
/** The locksmith: a second, unrelated business, from its own content and assets. */
const locksmith = tempSite({ from: path.join(projectDir, 'test/fixtures/other-business') });

describe('another business from another content folder', () => {
  it('builds every page from its own content, with nothing of the garage door business', async () => {
    const outDir = locksmith.outDir;
    const result = await locksmith.build();
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
    expect(
      $('.category-filter label')
        .map((_, l) => plainText($(l).text()))
        .get(),
    ).toEqual(['All Services (2)', 'Emergency Entry (1)', 'Locks (1)', 'Emergency (1)']);
  });
});

describe('a page published before, gone from this one', () => {
  /** The locksmith with lock-rekeying renamed rekeying, in its services and its city's notes, and these redirects. */
  const renamed = async (redirects: object[], dir: string, formerSlugs?: string[]) => {
    await editContent(dir, 'services.json', (services) => {
      services.rekeying = { ...services['lock-rekeying'], formerSlugs };
      delete services['lock-rekeying'];
    });
    await editContent(dir, 'local/santa-cruz.json', (local) => {
      local.services.rekeying = local.services['lock-rekeying'];
      delete local.services['lock-rekeying'];
    });
    await editContent(dir, 'redirects.json', (file) => {
      file.redirects = redirects;
    });
  };
  const baseUrl = 'https://harborlock.com';
  const lostIn = (warnings: string[]) => warnings.filter((warning) => warning.includes('published before'));

  it('is recorded in content/published.txt, and its loss warned about on every build at redirects.json until redirected', async () => {
    const contentDir = await locksmith.contentWith('services.json', () => {});
    const outDir = locksmith.at('published');
    expect(lostIn((await locksmith.build({ outDir, contentDir, baseUrl })).warnings)).toEqual([]);
    const record = await readFile(path.join(contentDir, 'published.txt'), 'utf8');
    // 14 pages, the 404 page aside, and its copy at /404/.
    expect(record.split('\n').filter((line) => line.startsWith('/')).length).toBe(13);
    expect(record).toContain('\n/services/lock-rekeying-in-santa-cruz/\n');
    await renamed([], contentDir);
    // Into the same folder twice: the second build's last sitemap no longer lists the page, the record still does.
    for (const _ of [1, 2])
      expect(lostIn((await locksmith.build({ outDir, contentDir, baseUrl })).warnings)).toEqual([
        expect.stringMatching(
          /redirects\.json: \/services\/lock-rekeying\/, \/services\/lock-rekeying-in-capitola\/, and \/services\/lock-rekeying-in-santa-cruz\/, published before \(published\.txt\), are not on the site now: .*Add a redirect from each here to the page that replaces it/,
        ),
      ]);
    const moved = { from: '/services/lock-rekeying', to: '/services/rekeying/', status: 301, why: 'Renamed.' };
    await editContent(contentDir, 'redirects.json', (file) => {
      file.redirects = [moved];
    });
    expect(lostIn((await locksmith.build({ outDir, contentDir, baseUrl })).warnings)).toEqual([
      expect.stringMatching(/\/services\/lock-rekeying-in-capitola\/ and \/services\/lock-rekeying-in-santa-cruz\/, published before/),
    ]);
  });

  it("is no warning at a domain reserved for examples (the starter's), which nobody can publish at, and no record is kept; nor may a redirect take a file's address", async () => {
    const contentDir = await locksmith.contentWith('services.json', () => {});
    const outDir = locksmith.at('at-example');
    await locksmith.build({ outDir, contentDir });
    await renamed([], contentDir);
    expect(lostIn((await locksmith.build({ outDir, contentDir })).warnings)).toEqual([]);
    expect(existsSync(path.join(contentDir, 'published.txt'))).toBe(false);
    // Nor may a redirect take the address of a file of the site: every host would answer it in the file's place.
    await editContent(contentDir, 'redirects.json', (file) => {
      file.redirects = [{ from: '/sitemap.xml', to: '/', status: 301, why: 'Old sitemap.' }];
    });
    await expect(locksmith.build({ outDir, contentDir })).rejects.toMatchObject({
      problems: [
        expect.stringMatching(
          /redirects\.json:\d+:\d+: redirects\[0\]\.from: \/sitemap\.xml is a file of the site; a redirect would hide it$/,
        ),
      ],
    });
  });

  it("with the old slug in the service's formerSlugs, is no warning: every host file redirects each of its pages", async () => {
    const contentDir = await locksmith.contentWith('services.json', () => {});
    const outDir = locksmith.at('former-slugs');
    await locksmith.build({ outDir, contentDir, baseUrl });
    await renamed([], contentDir, ['lock-rekeying']);
    const built = await locksmith.build({ outDir, contentDir, baseUrl });
    expect(lostIn(built.warnings)).toEqual([]);
    // npm run preview makes the same table from content and the built folder.
    expect(await redirectTableFor(contentDir, locksmith.assetsDir, outDir)).toEqual(built.redirects);
    const redirects = readFileSync(path.join(outDir, '_redirects'), 'utf8');
    const nginx = readFileSync(besidePath(outDir, 'nginx.conf'), 'utf8');
    for (const page of ['', '-in-santa-cruz', '-in-capitola']) {
      expect(redirects).toContain(`/services/lock-rekeying${page} /services/rekeying${page}/ 301!`);
      expect(nginx).toContain(`location = /services/lock-rekeying${page} { return 301 /services/rekeying${page}/$is_args$args; }`);
      // For hosts without rules, a page at the old address that sends the visitor on.
      expect(loadHtml(outDir, `services/lock-rekeying${page}.html`)('meta[http-equiv="refresh"]').attr('content')).toContain(
        `/services/rekeying${page}/`,
      );
    }
  });
});

describe('reproducible output', () => {
  it('builds byte-identical sites from the same input and clock, making every image, card and stylesheet afresh', async () => {
    // An empty cache of its own, so nothing is reused from the first build: an encoder whose bytes
    // vary from run to run would show here.
    const again = site.at('again');
    const cache = site.at('again-cache');
    await site.build({ outDir: again, cacheDir: cache, checkLinks: false });
    expect(fg.sync('*/*.{jpg,png,svg,css}', { cwd: cache }).length, 'made in its own cache').toBeGreaterThan(50);
    expect(snapshot(again)).toEqual(snapshot(inject('siteDir')));
  });
});

describe('the stylesheet, compiled while images encode and pages render', () => {
  it("fails the build with Tailwind's error and leaves the output as it was", async () => {
    const outDir = site.at('css-fail', 'dist');
    await site.build({ outDir, checkLinks: false });
    const before = snapshot(outDir);
    const styles = site.at('css-fail', 'templates');
    await cp(path.join(projectDir, 'templates'), styles, { recursive: true });
    await symlink(path.join(projectDir, 'node_modules'), site.at('css-fail', 'node_modules'));
    writeFileSync(
      path.join(styles, 'styles.css'),
      `${readFileSync(path.join(styles, 'styles.css'), 'utf8')}\n.broken { @apply no-such-utility; }\n`,
    );
    // An empty cache of its own: every image and icon is made while Tailwind compiles.
    const cacheDir = site.at('css-fail', 'cache');
    await expect(site.build({ outDir, stylesAndScriptDir: styles, cacheDir })).rejects.toThrow(/no-such-utility/);
    expect(fg.sync('*/*.{svg,png,ico}', { cwd: cacheDir }).length, 'images made alongside').toBeGreaterThan(0);
    // The stylesheet is named from its inputs, so the pages render without waiting for Tailwind.
    expect(fg.sync('html/*.html', { cwd: cacheDir }).length, 'pages rendered alongside').toBeGreaterThan(50);
    expect(snapshot(outDir)).toEqual(before);
    expect(fg.sync('.dist.*', { cwd: site.at('css-fail'), dot: true, onlyFiles: false }), 'nothing staged left').toEqual([]);
  });
});

const cli = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [...npmRunBuild(), '--cache', cacheDir, ...args], {
    cwd: projectDir,
    env: { ...process.env, ...env },
  });

describe('the command line', () => {
  it('builds from --content into --out and takes the footer year from SOURCE_DATE_EPOCH', async () => {
    const outDir = site.at('cli-out');
    const { stdout } = await cli(['--content', locksmith.contentDir, '--assets', locksmith.assetsDir, '--out', outDir], {
      SOURCE_DATE_EPOCH: String(Date.UTC(2030, 0, 1) / 1000),
    });
    expect(stdout).toMatch(/^Built 14 pages into .*cli-out\/ in \d+\.\d s$/m);
    for (const stage of ['content', 'images', 'routes', 'css', 'social cards', 'render', 'hosting files', 'write', 'link check']) {
      expect(stdout).toMatch(new RegExp(`^  ${stage} +\\d+ ms`, 'm'));
    }
    expect(stdout).toMatch(/images +\d+ ms {2}\(\d+ encoded, \d+ from the cache\)/);
    const [, drawn, cached] =
      stdout.match(/social cards +\d+ ms {2}\((\d+) drawn, (\d+) from the cache; alongside the stages before it\)/) ?? [];
    expect(Number(drawn) + Number(cached), 'one card per page').toBe(14);
    expect(stdout).toMatch(/^ {2}\d+ files, \d+\.\d MiB$/m);
    expect(plainText(loadPage(outDir, '/')('footer').text())).toContain('© 2030 Harbor Lock & Key');
  });

  it('fails with exit code 1, one line per problem naming file and field, no stack trace, output untouched; then its warnings', async () => {
    const outDir = site.at('cli-fail');
    await cli(['--out', outDir]);
    const before = snapshot(outDir);
    const contentDir = await site.contentWith('areas.json', (areas) => {
      areas.oxnard.responseTime = 45;
    });
    // A warning found before the failure: the owner fixing the error should not meet it only on the next run.
    await editContent(contentDir, 'services.json', (services) => {
      services['garage-door-springs-repair'].title = 'Garage Door Springs Repair and Replacement for Every Kind of Door';
    });
    const fail = (args: string[] = []) =>
      cli(['--content', contentDir, '--out', outDir, ...args]).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
    const failure = await fail();
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Build failed; .*cli-fail\/ was left as it was\./);
    expect(failure?.stderr).toMatch(/✗ .*areas\.json:\d+:\d+: oxnard\.responseTime: must be text, not the number 45/);
    expect(failure?.stderr).not.toMatch(/^\s+at /m);
    const longTitle = /^ {2}⚠ .*services\.json:\d+:\d+: \["garage-door-springs-repair"\]\.title: is 65 characters/m;
    expect(failure?.stderr).toMatch(longTitle);
    // The errors first, the warnings after them.
    expect(failure?.stderr.lastIndexOf('✗')).toBeLessThan(failure?.stderr.indexOf('⚠') ?? -1);
    expect(snapshot(outDir)).toEqual(before);
    // --quiet prints errors only, as on a good build.
    const quiet = await fail(['--quiet']);
    expect(quiet?.code).toBe(1);
    expect(quiet?.stderr).toMatch(/✗ .*oxnard\.responseTime/);
    expect(quiet?.stderr).not.toContain('⚠');
  });
});

describe('a cold build that fails before its stylesheet', () => {
  it('exits: the Tailwind worker started early for it does not keep the process alive', async () => {
    const contentDir = await site.contentWith('areas.json', (areas) => {
      areas.oxnard.responseTime = 45;
    });
    // An empty cache: the build starts Tailwind's worker at once, then fails in content, before CSS.
    const args = ['--content', contentDir, '--out', site.at('early-out'), '--cache', site.at('early-cache')];
    const failure = await run(process.execPath, [...npmRunBuild(), ...args], {
      cwd: projectDir,
      timeout: 60_000,
    }).then(
      () => null,
      (error: { code: number | null; killed: boolean }) => error,
    );
    expect(failure?.killed).toBe(false);
    expect(failure?.code).toBe(1);
  });
});

describe('--base-url', () => {
  it('moves every canonical, Open Graph, sitemap and structured-data URL to the given host', async () => {
    const outDir = site.at('staging');
    const staging = 'https://staging.ortega.example';
    await site.build({ outDir, checkLinks: false, baseUrl: `${staging}/` });
    const production = JSON.parse(readFileSync(path.join(projectDir, 'content/site.json'), 'utf8')).baseUrl as string;
    const texts = (await fg('**/*.{html,xml,txt}', { cwd: outDir })).map(
      (file) => [file, readFileSync(path.join(outDir, file), 'utf8')] as const,
    );
    for (const [file, text] of texts) expect(text, file).not.toContain(production);
    for (const file of htmlFiles(outDir).filter((f) => f.endsWith('index.html') && !/^(es\/)?404\/index\.html$/.test(f))) {
      const $ = loadPage(outDir, `/${file.replace(/index\.html$/, '')}`);
      // Every URL of the structured data but schema.org's own, which a FAQPage, for one, may hold alone.
      const structuredDataUrls = $('script[type="application/ld+json"]')
        .map((_, s) => [...JSON.stringify(JSON.parse($(s).text())).matchAll(/https?:\/\/[^"]+/g)].map((match) => match[0]))
        .get()
        .filter((url: string) => url !== 'https://schema.org');
      expect(structuredDataUrls.length, file).toBeGreaterThan(0);
      for (const url of [
        $('link[rel="canonical"]').attr('href'),
        $('meta[property="og:url"]').attr('content'),
        $('meta[property="og:image"]').attr('content'),
        ...structuredDataUrls,
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
    await expect(site.build({ outDir: site.at('bad-base'), baseUrl: 'staging.example.com' })).rejects.toThrow(
      /--base-url: "staging\.example\.com" must be an absolute http\(s\) URL/,
    );
  });

  it('refuses a base URL with a path, which the root-relative links of every page would ignore', async () => {
    await expect(site.build({ outDir: site.at('bad-base'), baseUrl: 'https://example.com/garage' })).rejects.toThrow(
      /--base-url: "https:\/\/example\.com\/garage" must be the site's address with no path, such as https:\/\/example\.com/,
    );
  });

  it('is a command-line flag, and --quiet prints nothing when all is well', async () => {
    const outDir = site.at('cli-staging');
    const { stdout, stderr } = await cli(['--out', outDir, '--base-url', 'https://staging.ortega.example', '--quiet']);
    expect(stdout + stderr).toBe('');
    expect(loadPage(outDir, '/about/')('link[rel="canonical"]').attr('href')).toBe('https://staging.ortega.example/about/');
  });

  it('is listed by --help with the other flags', async () => {
    const { stdout } = await cli(['--help']);
    for (const flag of ['--content', '--assets', '--out', '--cache', '--base-url', '--quiet', '--help']) expect(stdout).toContain(flag);
  });
});

describe('every command, given a flag it does not know or --help', () => {
  const commands = ['build.ts', 'dev.ts', 'preview.ts', 'deploy.ts', 'new-site.ts', 'schemas.ts'];
  const command = (file: string, flag: string) =>
    run(process.execPath, [...npmRun(file.replace(/\.ts$/, '')), flag], { cwd: projectDir }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('names the flag in one line and exits with 1, with no stack trace; --help prints its options', async () => {
    await Promise.all(
      commands.map(async (file) => {
        const mistyped = await command(file, '--prot');
        expect(mistyped, file).toMatchObject({ code: 1, stdout: '', stderr: "  ✗ Unknown option '--prot'; --help lists the options\n" });
        // The three that had no --help.
        if (!['dev.ts', 'preview.ts', 'schemas.ts'].includes(file)) return;
        const help = await command(file, '--help');
        expect(help.code, file).toBe(0);
        expect(help.stdout, file).toMatch(/^ {2}--help +this text$/m);
        // npm run dev builds as npm run build does: into the cache it is given.
        if (file === 'dev.ts') expect(help.stdout).toMatch(/^ {2}--cache DIR +the build cache/m);
      }),
    );
  });
});
