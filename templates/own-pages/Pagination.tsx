import { phrase } from '../phrase.ts';
import type { Link, Words } from '../view.ts';

/** Each link an `…Href`, so a translation's pages lead to its own (routes.ts, `relinked`). */
export type PageLinks = { page: number; pages: number; newerHref?: string; olderHref?: string };

/** The links between the pages of a long list: newer, which page this is, older. Nothing for a list of one page. */
export function Pagination({ links, words }: { links: PageLinks; words: Words }) {
  if (links.pages === 1) return null;
  const link = (to: Link & { rel: 'prev' | 'next' }) => (
    <a href={to.href} rel={to.rel} className="btn btn-outline-dark">
      {to.label}
    </a>
  );
  return (
    <nav aria-label={words.pagination} className="mt-12 flex flex-wrap items-center justify-center gap-4">
      {links.newerHref && link({ href: links.newerHref, label: words.newer, rel: 'prev' })}
      <p className="font-semibold text-ink">{phrase(words.pageOf, { page: links.page, pages: links.pages })}</p>
      {links.olderHref && link({ href: links.olderHref, label: words.older, rel: 'next' })}
    </nav>
  );
}
