import { BuildError } from '../errors.ts';
import { fileAt, urlPathOf } from '../pages/paths.ts';

/**
 * Checks every internal link of the built site before it is written (`html`: each HTML file's
 * text; `files`: the name of every file the build writes): each href, src, srcset and
 * imagesrcset must name a file the build writes, folder addresses must end in "/" (so no host has
 * to redirect), and each #fragment must be an id on its page. External links are not fetched.
 * It reads the files in memory, once each, so it costs milliseconds for hundreds of pages; the
 * tests check the written site again, over HTTP, with linkinator.
 */
export function checkLinks(html: Map<string, string>, files: ReadonlySet<string>): void {
  // One pass over each page finds its ids and the addresses it refers to. A page's header and
  // footer are the same text on hundreds of pages: each distinct piece is scanned once.
  const scans = new Map<string, Scan>();
  const scanOnce = (piece: string) => {
    let found = scans.get(piece);
    if (!found) {
      found = scan(piece);
      scans.set(piece, found);
    }
    return found;
  };
  const pages = new Map<string, Scan[]>();
  for (const [file, text] of html) {
    const start = Math.max(0, text.indexOf('<main'));
    const end = text.indexOf('</main>') + 1 || text.length;
    pages.set(urlPathOf(file), [text.slice(0, start), text.slice(start, end), text.slice(end)].map(scanOnce));
  }
  const hasId = (path: string, id: string) => pages.get(path)?.some((piece) => piece.ids.has(id)) ?? false;
  const resolves = (url: string, page: string) => {
    const [target = '', fragment] = url.split('#');
    const path = target === '' ? page : new URL(target, `http://site${page}`).pathname;
    const file = fileAt(path);
    const exists = file !== null && files.has(file);
    return exists && (!fragment || hasId(path, fragment));
  };

  // A root-relative address means the same on every page: each distinct one is resolved once.
  const rootRelative = new Map<string, boolean>();
  const broken = new Map<string, Set<string>>();
  for (const [page, pieces] of pages) {
    for (const { urls } of pieces) {
      for (const url of urls) {
        let ok = rootRelative.get(url);
        if (ok === undefined) {
          ok = resolves(url, page);
          if (url.startsWith('/')) rootRelative.set(url, ok);
        }
        if (!ok) broken.set(url, (broken.get(url) ?? new Set()).add(page));
      }
    }
  }
  if (broken.size > 0) {
    throw new BuildError(
      [...broken]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(
          ([url, on]) =>
            `broken link to ${url} on ${[...on].sort().slice(0, 5).join(', ')}${on.size > 5 ? ` and ${on.size - 5} more pages` : ''}`,
        ),
    );
  }
}

/** Attributes as React writes them: double-quoted, camelCase for some (srcSet, imageSrcSet). */
const ATTRIBUTES = /\s(href|src|srcSet|srcset|imageSrcSet|imagesrcset|id)="([^"]*)"/g;

type Scan = { ids: Set<string>; urls: Set<string> };

/** The ids in a piece of HTML, and the internal addresses it refers to. */
function scan(html: string): Scan {
  const ids = new Set<string>();
  const urls = new Set<string>();
  for (const [, name, raw] of html.matchAll(ATTRIBUTES)) {
    const value = raw!.replace(/&amp;/g, '&');
    const attribute = name!.toLowerCase();
    if (attribute === 'id') ids.add(value);
    else if (attribute === 'href' || attribute === 'src') urls.add(value);
    else for (const entry of value.split(',')) urls.add(entry.trim().split(/\s+/)[0]!);
  }
  for (const url of urls) if (!isInternal(url)) urls.delete(url);
  return { ids, urls };
}

function isInternal(url: string): boolean {
  return url.startsWith('/') || url.startsWith('#') || !/^[a-z][a-z0-9+.-]*:/i.test(url);
}
