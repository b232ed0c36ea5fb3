import { BuildError } from '../errors.ts';
import { fileAt, ownPath, urlPathOf } from '../pages/paths.ts';

/**
 * Folder addresses must end in "/" so no host has to redirect. Only each page's addresses and ids are kept,
 * never its text: on a large site, every page's text kept until the check would be most of the build's memory.
 */
export class LinkCheck {
  /** Headers and footers, by their text: a few dozen distinct ones for thousands of pages. */
  private readonly shared = new Map<string, Scan>();
  private readonly pages = new Map<string, Scan[]>();
  /** Each distinct id and address, copied out of the page it was found in (a slice would keep the whole page). */
  private readonly strings = new Map<string, string>();

  /** `origin`: the build's own address, whose links (a canonical one, an alternate one) are checked as paths. */
  constructor(private readonly origin = '') {}

  add(file: string, text: string): void {
    // Where the pieces meet decides only what is scanned once: every piece is scanned. Each search
    // starts where its mark can be (the footer is last), not from the page's start.
    const bodyStart = Math.max(0, text.indexOf('<body'));
    const mainStart = Math.max(bodyStart, text.indexOf('<main', bodyStart));
    const mainEnd = text.lastIndexOf('</main>') + 1 || text.length;
    const sharedScan = (piece: string) => {
      let found = this.shared.get(piece);
      if (!found) {
        found = this.scan(piece);
        // A copy for the key: the slice would keep this page's whole text.
        this.shared.set(Buffer.from(piece).toString(), found);
      }
      return found;
    };
    this.pages.set(urlPathOf(file), [
      this.scan(text.slice(0, bodyStart)),
      sharedScan(text.slice(bodyStart, mainStart)),
      this.scan(text.slice(mainStart, mainEnd)),
      sharedScan(text.slice(mainEnd)),
    ]);
  }

  /**
   * Throws a BuildError naming every broken address and the pages it is on; `files` names every file the build writes,
   * `writtenAt` where content wrote an address (a Markdown link's line), to name instead.
   */
  check(files: ReadonlySet<string>, writtenAt: (url: string) => string[] = () => []): void {
    const { pages } = this;
    const hasId = (path: string, id: string) => pages.get(path)?.some((piece) => piece.ids.has(id)) ?? false;
    const resolves = (url: string, page: string) => {
      const [target = '', fragment] = url.split('#');
      const path = target === '' ? page : new URL(target, `http://site${page}`).pathname;
      return files.has(fileAt(path) ?? '') && (!fragment || hasId(path, fragment));
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
          .map(([url, on]) => {
            const places = writtenAt(url);
            if (places.length > 0) return `${places.join(', ')}: broken link to ${url}`;
            return `broken link to ${url} on ${[...on].sort().slice(0, 5).join(', ')}${on.size > 5 ? ` and ${on.size - 5} more pages` : ''}`;
          }),
      );
    }
  }

  /** The ids in a piece of HTML, and the internal addresses it refers to. */
  private scan(html: string): Scan {
    const ids = new Set<string>();
    const urls = new Set<string>();
    for (const [, name, raw] of html.matchAll(ATTRIBUTES)) {
      const value = raw!.replace(/&amp;/g, '&');
      const attribute = name!.toLowerCase();
      if (attribute === 'id') ids.add(this.own(value));
      else if (attribute === 'href' || attribute === 'src') urls.add(value);
      else for (const entry of value.split(',')) urls.add(entry.trim().split(/\s+/)[0]!);
    }
    const internal = new Set<string>();
    // An address without a scheme ("tel:", "https:") is the site's own, as is one at its origin.
    for (const written of urls) {
      const url = ownPath(written, this.origin);
      if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) internal.add(this.own(url));
    }
    return { ids, urls: internal };
  }

  private own(value: string): string {
    let owned = this.strings.get(value);
    if (owned === undefined) {
      owned = Buffer.from(value).toString();
      this.strings.set(owned, owned);
    }
    return owned;
  }
}

/** Attributes as React writes them: double-quoted, camelCase for some (srcSet, imageSrcSet). */
const ATTRIBUTES = /\s(href|src|srcSet|srcset|imageSrcSet|imagesrcset|id)="([^"]*)"/g;

type Scan = { ids: Set<string>; urls: Set<string> };
