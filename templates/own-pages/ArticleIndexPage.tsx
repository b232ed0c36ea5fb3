import type { ArticleSummary, SiteWide } from '../view.ts';
import { ArticleCards } from './ArticleCards.tsx';
import { PagedListing, type PagedListingProps } from './PagedListing.tsx';

export type ArticleIndexPageProps = PagedListingProps & { articles: ArticleSummary[] };

/** One page of the list of articles, newest first. */
export function ArticleIndexPage({ articles, ...listing }: ArticleIndexPageProps & SiteWide) {
  return (
    <PagedListing {...listing}>
      <ArticleCards articles={articles} level="h2" />
    </PagedListing>
  );
}
