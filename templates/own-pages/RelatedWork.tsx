import { ArrowRight } from '../components/lucide.ts';
import { Section } from '../components/Section.tsx';
import type { ArticleSummary, JobView, Related, Words } from '../view.ts';
import { ArticleCards } from './ArticleCards.tsx';
import { JobCard } from './JobCard.tsx';

function AllLink({ label, href }: { label: string; href: string }) {
  return (
    <p className="mt-8 text-center">
      <a href={href} className="text-link">
        {label}
        <ArrowRight size={18} className="ml-1 inline align-[-0.125em]" />
      </a>
    </p>
  );
}

/**
 * The jobs and the articles about a service or a city, on its pages: nothing at all when there are
 * none (a site without a gallery or articles shows exactly what it showed before).
 */
export function RelatedWork({
  work,
  articles,
  words,
}: {
  work: Related<JobView> | null;
  articles: Related<ArticleSummary> | null;
  words: Words;
}) {
  return (
    <>
      {work && (
        <Section id="recent-work" heading={work.heading} intro={work.intro}>
          <ul className="grid gap-6 md:grid-cols-3">
            {work.items.map((job) => (
              <li key={`${job.title} ${job.date.iso}`}>
                <JobCard job={job} words={words} compact />
              </li>
            ))}
          </ul>
          <AllLink {...work.all} />
        </Section>
      )}
      {articles && (
        <Section id="related-articles" heading={articles.heading} intro={articles.intro} tone="surface">
          <ArticleCards articles={articles.items} />
          <AllLink {...articles.all} />
        </Section>
      )}
    </>
  );
}
