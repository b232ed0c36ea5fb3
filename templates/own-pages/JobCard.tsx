import { Picture } from '../components/Picture.tsx';
import type { JobPhoto, JobView } from '../view.ts';

/** A photo that links to its full-size file: no script, no lightbox. */
function PhotoLink({ photo, eager }: { photo: JobPhoto; eager: boolean }) {
  return (
    <figure className="min-w-0">
      <a href={photo.full} className="block rounded-lg">
        <Picture
          image={photo.image}
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
          loading={eager ? 'eager' : 'lazy'}
        />
      </a>
      {photo.label && <figcaption className="mt-2 text-sm font-semibold text-ink">{photo.label}</figcaption>}
    </figure>
  );
}

/**
 * `compact` is for the pages of its service and city, where it shows its finished work alone; `eager` for the first
 * view, so its photos are not left to load lazily.
 */
export function JobCard({ job, compact = false, eager = false }: { job: JobView; compact?: boolean; eager?: boolean }) {
  // Under the page's heading on the gallery, under a section's heading elsewhere.
  const Heading = compact ? 'h3' : 'h2';
  // The heading, where and when come first, so a screen reader names the job before its photos; `order-first` shows the photos above.
  return (
    <article className="card flex h-full flex-col p-4">
      <div className="px-2 pt-4">
        <Heading className="text-xl">{job.title}</Heading>
        <p className="mt-1 text-sm font-semibold">
          {/* The dot hidden from screen readers, which may read it out; its spaces kept, or the two would be read as one word. */}
          {job.place} <span aria-hidden="true">·</span> {job.date.label}
        </p>
      </div>
      <div className={job.photos.length > 1 ? 'order-first grid gap-4 sm:grid-cols-2' : 'order-first'}>
        {job.photos.map((photo) => (
          <PhotoLink key={photo.full} photo={photo} eager={eager} />
        ))}
      </div>
      <div className="flex flex-1 flex-col px-2">
        <p className="mt-2">{job.description}</p>
        {job.service && (
          <a href={job.service.href} className="text-link mt-auto self-start pt-3">
            {job.service.label}
          </a>
        )}
      </div>
    </article>
  );
}
