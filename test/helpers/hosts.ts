/**
 * How each static host answers a request, given the files the build wrote. Netlify's answer uses
 * Netlify's own rule matcher (netlify-redirector, the WASM engine of `netlify dev`) plus its
 * documented shadowing; Cloudflare Pages and S3 are models written from their documentation
 * (developers.cloudflare.com/pages/configuration/redirects/, docs.aws.amazon.com S3 routing rules).
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type HostAnswer = { status: number; location?: string; servedFile?: string };

/**
 * The file a host serves for a path: the file itself, the folder's index.html (/about/ and /about),
 * and with `prettyUrls` (Netlify, Cloudflare Pages, GitHub Pages, not S3) /about from about.html.
 */
export function fileFor(siteDir: string, pathname: string, prettyUrls = true): string | null {
  const direct = path.join(siteDir, pathname);
  if (!pathname.endsWith('/') && existsSync(direct) && statSync(direct).isFile()) return pathname.slice(1);
  if (prettyUrls && !pathname.endsWith('/') && existsSync(`${direct}.html`)) return `${pathname.slice(1)}.html`;
  const index = path.join(siteDir, pathname, 'index.html');
  return existsSync(index) ? path.relative(siteDir, index) : null;
}

type NetlifyMatch = { to: string; status: number; force: boolean } | null;
type NetlifyMatcher = { match(request: object): NetlifyMatch };
const redirector = createRequire(import.meta.url)('netlify-redirector') as {
  parsePlain(rules: string, options: object): Promise<NetlifyMatcher>;
};

export async function netlify(redirectsFile: string, siteDir: string) {
  const matcher = await redirector.parsePlain(redirectsFile, {});
  return (pathname: string): HostAnswer => {
    const match = matcher.match({
      scheme: 'https',
      host: 'example.com',
      path: pathname,
      query: '',
      getHeader: () => '',
      getCookie: () => '',
    });
    const file = fileFor(siteDir, pathname);
    // Shadowing: an unforced rule applies only when no file exists at the path.
    if (match && (match.force || !file)) {
      if (match.status >= 300 && match.status < 400) return { status: match.status, location: match.to };
      return { status: match.status, servedFile: fileFor(siteDir, match.to) ?? '404.html' };
    }
    return file ? { status: 200, servedFile: file } : { status: 404, servedFile: '404.html' };
  };
}

/** Cloudflare Pages: the topmost matching rule always applies; "!" and 404 are invalid and skipped. */
export function cloudflare(redirectsFile: string, siteDir: string) {
  const permitted = new Set([200, 301, 302, 303, 307, 308]);
  const rules = redirectsFile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter((tokens) => tokens.length >= 2 && tokens.length <= 3)
    .map(([from, to, status = '302']) => ({ from: from!, to: to!, status: Number(status) }))
    .filter((rule) => permitted.has(rule.status));
  const isDynamic = (from: string) => from.includes('*') || from.includes(':');
  const pattern = (from: string) =>
    new RegExp(
      `^${from
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:[A-Za-z]\w*/g, '[^/]+')}$`,
    );
  return (pathname: string): HostAnswer => {
    const rule =
      rules.find((r) => !isDynamic(r.from) && r.from === pathname) ??
      rules.find((r) => isDynamic(r.from) && pattern(r.from).test(pathname));
    if (rule && rule.status !== 200) return { status: rule.status, location: rule.to };
    const target = rule ? rule.to : pathname;
    const file = fileFor(siteDir, target);
    if (file && !target.endsWith('/') && file.endsWith('/index.html')) return { status: 308, location: `${target}/` };
    return file ? { status: 200, servedFile: file } : { status: 404, servedFile: '404.html' };
  };
}

type S3Rule = {
  Condition: { KeyPrefixEquals?: string; HttpErrorCodeReturnedEquals?: string };
  Redirect: { HostName?: string; Protocol?: string; ReplaceKeyWith?: string; HttpRedirectCode?: string };
};

/** S3 static website hosting: index documents, the error document, routing rules in order by key prefix. */
export function s3(configuration: { RoutingRules: S3Rule[]; ErrorDocument: { Key: string } }, siteDir: string) {
  return (pathname: string): HostAnswer => {
    const key = pathname.slice(1);
    const file = fileFor(siteDir, pathname, false);
    const answer: HostAnswer =
      file && !(!pathname.endsWith('/') && file.endsWith('index.html'))
        ? { status: 200, servedFile: file }
        : file
          ? { status: 302, location: `${pathname}/` }
          : { status: 404, servedFile: configuration.ErrorDocument.Key };
    const rule = configuration.RoutingRules.find(
      ({ Condition }) =>
        key.startsWith(Condition.KeyPrefixEquals ?? '') &&
        (!Condition.HttpErrorCodeReturnedEquals || Condition.HttpErrorCodeReturnedEquals === String(answer.status)),
    );
    if (!rule) return answer;
    const { Protocol = 'http', HostName, ReplaceKeyWith = '', HttpRedirectCode = '301' } = rule.Redirect;
    return { status: Number(HttpRedirectCode), location: `${Protocol}://${HostName}/${ReplaceKeyWith}` };
  };
}
