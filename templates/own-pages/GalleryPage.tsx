import { Hero } from '../components/Hero.tsx';
import { HeroActions } from '../components/HeroActions.tsx';
import type { JobView, Phone, SiteWide } from '../view.ts';
import { JobCard } from './JobCard.tsx';
import { type PageLinks, Pagination } from './Pagination.tsx';

export type GalleryPageProps = {
  heading: string;
  intro: string;
  jobs: JobView[];
  pages: PageLinks;
  phone: Phone;
  quoteHref: string;
};

/** One page of the gallery: the jobs, newest first, photos first, two across on wide screens. */
export function GalleryPage({ heading, intro, jobs, pages, phone, quoteHref, labels, words }: GalleryPageProps & SiteWide) {
  return (
    <>
      <Hero heading={heading} text={intro}>
        <HeroActions phone={phone} quoteHref={quoteHref} labels={labels} />
      </Hero>
      <div className="bg-surface">
        <div className="container-page py-12 lg:py-20">
          {/* Two a row from 768 px; an odd last job centred, never alone at the left. */}
          <ul className="flex flex-wrap justify-center gap-6">
            {jobs.map((job, index) => (
              <li key={`${job.title} ${job.date.iso}`} className="w-full md:w-[calc((100%-1.5rem)/2)]">
                {/* The first row is in the first view on a laptop, the first job on a phone; the rest load lazily. */}
                <JobCard job={job} eager={index < 2} />
              </li>
            ))}
          </ul>
          <Pagination links={pages} words={words} />
        </div>
      </div>
    </>
  );
}
