import { ArrowRight } from '../components/lucide.ts';
import type { ArticleSummary } from '../view.ts';

/** Articles as cards: each its title as the one link, its date and its summary. */
export function ArticleCards({ articles, level = 'h3' }: { articles: ArticleSummary[]; level?: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
      {articles.map((article) => (
        <li key={article.href} className="card flex flex-col p-6">
          <Heading className="text-xl">
            <a href={article.href} className="hover:text-action hover:underline">
              {article.title}
              <ArrowRight size={18} className="ml-1 inline align-[-0.125em] text-action" />
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
