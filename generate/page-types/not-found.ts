import type { NotFoundPageProps } from '../../templates/pages/NotFoundPage.tsx';
import { contentPlace } from '../errors.ts';
import { NOT_FOUND_FILE, paths } from '../pages/paths.ts';
import { pageType } from './page-type.ts';

/** The page every host serves for a missing path, at /404/ and as 404.html. */
export const notFound = pageType<NotFoundPageProps>({
  name: 'not found',
  pages: ({ content, fileOf }) => [
    {
      path: paths.notFound,
      label: 'Page Not Found',
      ...content.notFoundPage.meta,
      neverIndexed: true,
      alsoAt: [NOT_FOUND_FILE],
      source: contentPlace(fileOf('notFoundPage'), null),
      props: { copy: content.notFoundPage, phone: content.site.phone, homeHref: paths.home },
    },
  ],
  template: () => import('../../templates/pages/NotFoundPage.tsx').then((module) => module.NotFoundPage),
});
