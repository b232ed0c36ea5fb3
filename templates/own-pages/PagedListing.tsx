import type { ReactNode } from 'react';
import { Hero } from '../components/Hero.tsx';
import type { SiteWide } from '../view.ts';
import { type PageLinks, Pagination } from './Pagination.tsx';

/** What every page of a paged list shows around its items: its hero with the call actions, and the links to its other pages. */
export type PagedListingProps = { heading: string; intro: string; pages: PageLinks; quoteHref: string };

type Props = PagedListingProps & Pick<SiteWide, 'labels' | 'words' | 'phone'> & { children: ReactNode };

/** One page of a list in pages (the articles, the gallery): its hero, its items on the shaded band, then its page links. */
export function PagedListing({ heading, intro, pages, phone, quoteHref, labels, words, children }: Props) {
  return (
    <>
      <Hero heading={heading} text={intro} phone={phone} labels={labels} quoteHref={quoteHref} />
      <div className="bg-surface">
        <div className="container-page py-12 lg:py-20">
          {children}
          <Pagination links={pages} words={words} />
        </div>
      </div>
    </>
  );
}
