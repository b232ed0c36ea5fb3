import type { GalleryPageProps } from '../../templates/own-pages/GalleryPage.tsx';
import { phrase } from '../../templates/phrase.ts';
import { galleryFile } from '../content/own-pages.ts';
import { contentPlace } from '../errors.ts';
import { ownPaths, paths } from '../pages/paths.ts';
import { listPages } from './list-pages.ts';
import { menuPlace, pageType } from './page-type.ts';

/** Jobs a page of the gallery shows. */
export const JOBS_PER_PAGE = 12;

/** The gallery of the business's work (content/gallery.json), newest first, twelve jobs a page; nothing without the file. */
export const gallery = pageType<GalleryPageProps>({
  name: 'gallery',
  content: [galleryFile],
  pages: (site) => {
    const copy = site.copy(galleryFile);
    if (!copy) return [];
    const { pagedTitle } = site.language.strings.pages;
    return listPages(site.jobs, JOBS_PER_PAGE, ownPaths.gallery).map(({ path, items, links }) => ({
      path,
      label: links.page === 1 ? copy.heading : phrase(pagedTitle, { title: copy.heading, page: links.page }),
      title: links.page === 1 ? copy.meta.title : phrase(pagedTitle, { title: copy.meta.title, page: links.page }),
      description: copy.meta.description,
      ...(links.page === 1 && menuPlace(copy.heading, copy)),
      lastModified: items
        .map((job) => job.date.iso)
        .sort()
        .at(-1),
      source: contentPlace(site.fileOf(galleryFile), null),
      words: [{ file: galleryFile }],
      props: {
        heading: copy.heading,
        intro: copy.intro,
        jobs: items.map(({ job: _, ...view }) => view),
        pages: links,
        phone: site.content.site.phone,
        quoteHref: paths.contact,
      },
    }));
  },
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
