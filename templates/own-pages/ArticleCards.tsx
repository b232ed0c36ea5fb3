import { ArrowLabel } from '../components/ArrowLabel.tsx';
import type { ArticleSummary } from '../view.ts';

/** Articles as cards: each its title as the one link, its date and its summary. */
export function ArticleCards({ articles, level: Heading = 'h3' }: { articles: ArticleSummary[]; level?: 'h2' | 'h3' }) {
  // Two a row from 768 px; an odd last one centred.
  return (
    <ul className="mx-auto flex max-w-5xl flex-wrap justify-center gap-6">
      {articles.map((article) => (
        <li key={article.href} className="card flex w-full flex-col p-6 md:w-[calc((100%-1.5rem)/2)]">
          <Heading className="text-xl">
            <a href={article.href} className="hover:text-action hover:underline">
              <ArrowLabel label={article.title} tone="text-action" />
            </a>
          </Heading>
          <p className="mt-1 text-sm">
            <time dateTime={article.date.iso}>{article.date.label}</time>
          </p>
          <p className="mt-3">{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
