import type { NotFoundPageProps } from '../../templates/pages/NotFoundPage.tsx';
import { notFoundPageFile } from '../content/page-schema.ts';
import { contentPlace } from '../errors.ts';
import { NOT_FOUND_FILE, paths } from '../pages/paths.ts';
import { pageType } from './page-type.ts';

/** The page every host serves for a missing path, at /404/ and as 404.html. */
export const notFound = pageType<NotFoundPageProps>({
  name: 'not found',
  content: [notFoundPageFile],
  pages: ({ copy, fileOf, language }) => [
    {
      path: paths.notFound,
      label: language.strings.links.notFound,
      ...copy(notFoundPageFile).meta,
      neverIndexed: true,
      alsoAt: [NOT_FOUND_FILE],
      source: contentPlace(fileOf(notFoundPageFile), null),
      words: [{ file: notFoundPageFile }],
      props: { copy: copy(notFoundPageFile), homeHref: paths.home },
    },
  ],
  template: () => import('../../templates/pages/NotFoundPage.tsx').then((module) => module.NotFoundPage),
});
