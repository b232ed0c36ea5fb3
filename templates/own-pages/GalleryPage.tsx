import type { JobView, SiteWide } from '../view.ts';
import { JobCard } from './JobCard.tsx';
import { PagedListing, type PagedListingProps } from './PagedListing.tsx';

export type GalleryPageProps = PagedListingProps & { jobs: JobView[] };

/** One page of the gallery: the jobs, newest first, photos shown first, two across on wide screens. */
export function GalleryPage({ jobs, ...listing }: GalleryPageProps & SiteWide) {
  return (
    <PagedListing {...listing}>
      {/* Two a row from 768 px; an odd last job centred, never alone at the left. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {jobs.map((job, index) => (
          <li key={`${job.title} ${job.date.iso}`} className="w-full md:w-[calc((100%-1.5rem)/2)]">
            {/* The first row is in the first view on a laptop, the first job on a phone; the rest load lazily. */}
            <JobCard job={job} eager={index < 2} />
          </li>
        ))}
      </ul>
    </PagedListing>
  );
}
