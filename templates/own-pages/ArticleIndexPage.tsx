import { Hero } from '../components/Hero.tsx';
import { HeroActions } from '../components/HeroActions.tsx';
import type { ArticleSummary, Phone, SiteWide } from '../view.ts';
import { ArticleCards } from './ArticleCards.tsx';
import { type PageLinks, Pagination } from './Pagination.tsx';

export type ArticleIndexPageProps = {
  heading: string;
  intro: string;
  articles: ArticleSummary[];
  pages: PageLinks;
  phone: Phone;
  quoteHref: string;
};

/** One page of the list of articles, newest first. */
export function ArticleIndexPage({ heading, intro, articles, pages, phone, quoteHref, labels, words }: ArticleIndexPageProps & SiteWide) {
  return (
    <>
      <Hero heading={heading} text={intro}>
        <HeroActions phone={phone} quoteHref={quoteHref} labels={labels} />
      </Hero>
      <div className="bg-surface">
        <div className="container-page py-12 lg:py-20">
          <ArticleCards articles={articles} level="h2" />
          <Pagination links={pages} words={words} />
        </div>
      </div>
    </>
  );
}
