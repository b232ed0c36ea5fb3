import { Picture } from '../components/Picture.tsx';
import type { JobPhoto, JobView, Words } from '../view.ts';

/** A photo that links to its full-size file: no script, no lightbox. */
function PhotoLink({ photo, label, eager }: { photo: JobPhoto; label?: string; eager: boolean }) {
  return (
    <figure className="min-w-0">
      <a href={photo.full} className="block rounded-lg">
        <Picture
          image={photo.image}
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
          loading={eager ? 'eager' : 'lazy'}
        />
      </a>
      {label && <figcaption className="mt-2 text-sm font-semibold text-ink">{label}</figcaption>}
    </figure>
  );
}

/**
 * A job: its photos first (before and after side by side on wide screens, each labelled in words),
 * then what was done, where and when. `compact` shows the finished work alone (on the pages of its
 * service and city). `eager`: in the first view, so its photos are not left to load lazily.
 */
export function JobCard({
  job,
  words,
  compact = false,
  eager = false,
}: {
  job: JobView;
  words: Words;
  compact?: boolean;
  eager?: boolean;
}) {
  // Under the page's heading on the gallery, under a section's heading elsewhere.
  const Heading = compact ? 'h3' : 'h2';
  const pair = job.before && !compact;
  return (
    <article className="card flex h-full flex-col p-4">
      {pair ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PhotoLink photo={job.before!} label={words.before} eager={eager} />
          <PhotoLink photo={job.photo} label={words.after} eager={eager} />
        </div>
      ) : (
        <PhotoLink photo={job.photo} eager={eager} />
      )}
      <div className="flex flex-1 flex-col px-2 pt-4">
        <Heading className="text-xl">{job.title}</Heading>
        <p className="mt-1 text-sm font-semibold">{[job.place, job.date.label].filter(Boolean).join(' · ')}</p>
        <p className="mt-2">{job.text}</p>
        {job.service && (
          <a href={job.service.href} className="text-link mt-auto self-start pt-3">
            {job.service.label}
          </a>
        )}
      </div>
    </article>
  );
}
