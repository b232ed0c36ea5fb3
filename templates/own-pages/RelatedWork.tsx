import { ArrowLabel } from '../components/ArrowLabel.tsx';
import { Section } from '../components/Section.tsx';
import type { RelatedItems } from '../view.ts';
import { ArticleCards } from './ArticleCards.tsx';
import { JobCard } from './JobCard.tsx';

type Props = RelatedItems & {
  /** The tone of the band before them: theirs alternate from it, so two bands never run together. */
  after: 'white' | 'surface';
};

function AllLink({ label, href }: { label: string; href: string }) {
  return (
    <p className="mt-6 text-center">
      <a href={href} className="text-link inline-block py-2.5">
        <ArrowLabel label={label} />
      </a>
    </p>
  );
}

/** The jobs and the articles about a service or a city, on its pages: nothing at all when there are none. */
export function RelatedWork({ work, articles, after }: Props) {
  const workTone = after === 'white' ? 'surface' : 'white';
  const articlesTone = work ? after : workTone;
  return (
    <>
      {work && (
        <Section id="recent-work" heading={work.heading} intro={work.intro} tone={workTone}>
          {/* As the card image slot has them: two a row from 640 px, three from 1024 px, a short row centred. */}
          <ul className="flex flex-wrap justify-center gap-6">
            {work.items.map((job) => (
              <li key={`${job.title} ${job.date.iso}`} className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
                <JobCard job={job} compact />
              </li>
            ))}
          </ul>
          <AllLink {...work.all} />
        </Section>
      )}
      {articles && (
        <Section id="related-articles" heading={articles.heading} intro={articles.intro} tone={articlesTone}>
          <ArticleCards articles={articles.items} />
          <AllLink {...articles.all} />
        </Section>
      )}
    </>
  );
}
