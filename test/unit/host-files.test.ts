/**
 * The hosts' rule files (generate/hosting/servers.ts, netlify-cloudflare.ts) as text: what content puts in them stays
 * in its place, whatever characters it holds.
 */
import { describe, expect, it } from 'vitest';
import { cloudflareRedirects, netlifyRedirects } from '../../generate/hosting/netlify-cloudflare.ts';
import { assertRedirectsFit, assertRedirectsMissFiles, buildRedirectTable, resolveMissing } from '../../generate/hosting/redirects.ts';
import { caddyfile, htaccess, nginxConf } from '../../generate/hosting/servers.ts';
import { localPathsIn, ownPaths, paths, sectionsIn } from '../../generate/pages/paths.ts';
import { enUS } from '../../generate/strings/en-US.ts';
import type { Route } from '../../generate/page-types/page-type.ts';
import { esUS } from '../../generate/strings/es-US.ts';

describe('a comment in the host files', () => {
  // The schema refuses a line break in "why"; this is the second guard, for any field that ever reaches a comment.
  const why = 'The old page moved.\nreturn 302 https://evil.example$request_uri;\r\nredir * https://evil.example/ 302\u2028x\u0085y\tz';
  const table = buildRedirectTable([{ from: '/old-page', to: '/about/', status: 301, why }]);
  const formats = {
    _redirects: netlifyRedirects(table),
    'Cloudflare _redirects': cloudflareRedirects(table),
    '.htaccess': htaccess(table),
    'nginx.conf': nginxConf(table),
    Caddyfile: caddyfile(table),
  };

  it.each(Object.entries(formats))('stays one comment line in %s', (_format, text) => {
    const lines = text.split(/\r\n|[\n\r\u0085\u2028\u2029]/);
    const hostile = lines.filter((line) => line.includes('evil.example'));
    expect(hostile).toEqual([
      expect.stringMatching(
        /^ *# The old page moved\. return 302 https:\/\/evil\.example\$request_uri; {2}redir \* https:\/\/evil\.example\/ 302 x y z$/,
      ),
    ]);
  });
});

describe('the section rules of a site whose pages are in Spanish', () => {
  const table = buildRedirectTable([], sectionsIn(esUS.sections, ''));

  it("catch a mistyped slug under the sections' Spanish addresses, and none under the English ones", () => {
    expect(resolveMissing(table, '/servicios/reparacion')).toEqual({ action: 'redirect', status: 302, location: '/servicios/' });
    expect(resolveMissing(table, '/areas-de-servicio/ventur/')).toEqual({ action: 'not-found' });
    expect(resolveMissing(table, '/services/reparacion')).toEqual({ action: 'not-found' });
  });

  it("name a page's Spanish address to a redirect that leads to its English one", () => {
    const route = { path: '/servicios/reparacion/', file: 'servicios/reparacion/index.html', source: 'services.json' } as Route;
    const moved = [{ from: '/old', to: '/services/reparacion/', status: 301 as const, why: 'Moved.' }];
    expect(() => assertRedirectsFit(moved, [route], { path: 'redirects.json' }, new Map([['/services/reparacion/', route.path]]))).toThrow(
      'redirects.json: redirects[0].to: /services/reparacion/ is not a page of the site; its address is /servicios/reparacion/',
    );
  });
});

describe('a moved address of content/redirects.json', () => {
  it('may not take a file of the site, such as its feed or sitemap.xml, which every host would answer with the redirect', () => {
    const files = new Map([
      ['index.html', ''],
      ['sitemap.xml', ''],
      ['articles/feed.xml', ''],
    ]);
    const moved = ['/sitemap.xml', '/articles/feed.xml', '/old-feed.xml', '/old-page'].map((from) => ({
      from,
      to: '/',
      status: 301 as const,
      why: 'x',
    }));
    expect(() => assertRedirectsMissFiles(moved, files, { path: 'content/redirects.json' })).toThrow(
      expect.objectContaining({
        problems: [
          'content/redirects.json: redirects[0].from: /sitemap.xml is a file of the site; a redirect would hide it',
          'content/redirects.json: redirects[1].from: /articles/feed.xml is a file of the site; a redirect would hide it',
        ],
      }),
    );
  });
});

describe('an old address content/redirects.json lists twice', () => {
  const redirect = (from: string, to: string, status: 301 | 302 = 301) => ({ from, to, status, why: 'Moved.' });
  const routes = ['/', '/about/', '/contact/'].map((path) => ({ path, file: `${path.slice(1)}index.html`, source: 'x.json' }) as Route);

  it('to two pages, or with two statuses, fails at the second, naming the first', () => {
    const moved = [redirect('/old', '/about/'), redirect('/gone', '/'), redirect('/old', '/contact/'), redirect('/gone', '/', 302)];
    expect(() => assertRedirectsFit(moved, routes, { path: 'redirects.json' })).toThrow(
      expect.objectContaining({
        problems: [
          'redirects.json: redirects[2].from: /old is redirects[0]\'s "from" too, which leads to /about/ (301) where this one leads to /contact/ (301): an old address can lead to one page only; keep one of them',
          'redirects.json: redirects[3].from: /gone is redirects[1]\'s "from" too, which leads to / (301) where this one leads to / (302): an old address can lead to one page only; keep one of them',
        ],
      }),
    );
  });

  it('to the same page is one rule in the table: a host such as nginx refuses a second rule for one address', () => {
    const moved = [redirect('/old', '/about/'), redirect('/old', '/about/')];
    expect(() => assertRedirectsFit(moved, routes, { path: 'redirects.json' })).not.toThrow();
    const table = buildRedirectTable(moved);
    expect(table.filter((rule) => rule.kind === 'moved')).toHaveLength(1);
    expect(nginxConf(table).match(/location = \/old /g)).toHaveLength(1);
  });
});

describe("the main language's section words", () => {
  it("in English are paths.ts's own: every address of an English-first site stays as paths.ts writes it", () => {
    const at = sectionsIn(enUS.sections, '');
    const local = localPathsIn(enUS.sections, '');
    for (const page of [
      ...Object.values(paths).filter((value) => typeof value === 'string'),
      ...Object.values(ownPaths).filter((value) => typeof value === 'string'),
    ])
      expect(at(page as string)).toBe(page);
    expect(at(paths.listPage(ownPaths.articles, 2))).toBe(paths.listPage(ownPaths.articles, 2));
    expect([local.service('x'), local.area('y'), local.serviceInArea('x', 'y')]).toEqual([
      paths.service('x'),
      paths.area('y'),
      paths.serviceInArea('x', 'y'),
    ]);
  });
});

describe("nginx's gzip lines", () => {
  it('are each named in the comment that tells a server block setting its own to drop it (nginx refuses a duplicate)', () => {
    const text = nginxConf(buildRedirectTable([]));
    const set = [...text.matchAll(/^(gzip\w*) /gm)].map(([, directive]) => directive!).filter((name) => name !== 'gzip_types');
    const comment = text
      .split('\n')
      .filter((line) => line.startsWith('#') && /gzip/.test(line))
      .join(' ');
    expect(set.length).toBeGreaterThan(1);
    for (const directive of set) expect(comment, directive).toMatch(new RegExp(`\\b${directive}\\b(?![_\\w])`));
  });
});
