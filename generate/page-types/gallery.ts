import type { GalleryPageProps } from '../../templates/own-pages/GalleryPage.tsx';
import { galleryFile } from '../content/own-pages.ts';
import { ownPaths } from '../pages/paths.ts';
import { listPages } from './list-pages.ts';
import { pageType } from './page-type.ts';

/** The gallery of the business's work (content/gallery.json), newest first, twelve jobs a page; nothing without the file. */
export const gallery = pageType<GalleryPageProps>({
  name: 'gallery',
  content: [galleryFile],
  pages: (site) =>
    listPages(site, galleryFile, {
      path: ownPaths.gallery,
      items: site.jobs,
      dayOf: (job) => job.date.iso,
      props: (items) => ({ jobs: items.map(({ job: _, ...view }) => view) }),
    }),
  template: () => import('../../templates/own-pages/GalleryPage.tsx').then((module) => module.GalleryPage),
  // Each photo for image search: what it shows, the job it is of, where and when, by the business.
  structuredData: (route, kit) =>
    route.props.jobs.flatMap((job) =>
      job.photos.map((photo) =>
        kit.photo(photo.image, {
          name: job.title,
          description: photo.image.alt,
          ...(photo.label && { caption: photo.label }),
          dateCreated: job.date.iso,
          contentLocation: kit.city(job.place),
        }),
      ),
    ),
});
