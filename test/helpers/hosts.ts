/**
 * Netlify, where no engine that serves files runs offline here: its own rule engine
 * (netlify-redirector, the WASM matcher of `netlify dev`) decides the redirects, and a model written
 * from Netlify's documentation (docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing,
 * …/headers/) does the rest: a rule that is not forced applies only when no file answers the path;
 * `/x` is served from `x.html` and `/x/` from `x/index.html`, and `/x` redirected (301) to `/x/` when
 * only the folder exists; `_headers` rules that match a path all apply.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Answer, Ask } from './request-list.ts';

type NetlifyMatch = { from: string; to: string; status: number; force: boolean } | null;
type NetlifyMatcher = { match(request: object): NetlifyMatch };
const redirector = createRequire(import.meta.url)('netlify-redirector') as {
  parsePlain(rules: string, options: object): Promise<NetlifyMatcher>;
};

/** Netlify's rule engine on a `_redirects` text: the rule that answers a path, or null. */
export async function netlifyMatcher(redirectsFile: string): Promise<(pathname: string) => NetlifyMatch> {
  const matcher = await redirector.parsePlain(redirectsFile, {});
  return (pathname) =>
    matcher.match({ scheme: 'https', host: 'example.com', path: pathname, query: '', getHeader: () => '', getCookie: () => '' });
}

/** The file Netlify serves for a path (pretty URLs), or a folder's index.html reached without the slash. */
function fileFor(siteDir: string, pathname: string): { file: string } | { slash: true } | null {
  const at = (relative: string) => {
    const full = path.join(siteDir, relative);
    return existsSync(full) && statSync(full).isFile();
  };
  const key = pathname.slice(1);
  if (!pathname.endsWith('/')) {
    if (at(key)) return { file: key };
    if (at(`${key}.html`)) return { file: `${key}.html` };
    return at(`${key}/index.html`) ? { slash: true } : null;
  }
  return at(`${key}index.html`) ? { file: `${key}index.html` } : null;
}

/** `_headers` as Netlify applies it: every block whose path pattern matches. */
function headersFor(headersFile: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const block of headersFile.split('\n\n').filter((text) => !text.startsWith('#'))) {
    const [pattern, ...lines] = block.trim().split('\n');
    const regExp = new RegExp(`^${pattern!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (!regExp.test(pathname)) continue;
    for (const line of lines) {
      const [name, value] = line.trim().split(/: (.*)/s) as [string, string];
      headers[name.toLowerCase()] = headers[name.toLowerCase()] ? `${headers[name.toLowerCase()]}, ${value}` : value;
    }
  }
  return headers;
}

/** Netlify answering requests for the built site in `siteDir`. */
export async function netlify(siteDir: string): Promise<Ask> {
  const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
  const match = await netlifyMatcher(read('_redirects'));
  const headersFile = read('_headers');
  const title = (file: string) => (file.endsWith('.html') ? /<title>([^<]*)<\/title>/.exec(read(file))?.[1] : undefined);
  return async (pathname): Promise<Answer> => {
    const headers = headersFor(headersFile, pathname);
    const rule = match(pathname);
    const found = fileFor(siteDir, pathname);
    if (rule && (rule.force || !found)) {
      if (rule.status >= 300 && rule.status < 400) return { status: rule.status, location: rule.to, headers };
    }
    if (found && 'slash' in found) return { status: 301, location: `${pathname}/`, headers };
    if (found) return { status: 200, title: title(found.file), headers };
    return { status: 404, title: title('404.html'), headers: headersFor(headersFile, '/404.html') };
  };
}
