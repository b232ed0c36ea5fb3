import type { PagedListingProps } from '../../templates/own-pages/PagedListing.tsx';
import { phrase } from '../../templates/phrase.ts';
import type { z } from 'zod';
import type { ContentFileSpec } from '../content/load.ts';
import { contentPlace } from '../errors.ts';
import type { PageSources } from '../pages/model.ts';
import { paths } from '../pages/paths.ts';
import { type MenuPlace, menuPlace, type PageEntry } from './page-type.ts';

/** Items (articles, jobs) a page of a long list shows. */
const PER_PAGE = 12;

type ListCopy = MenuPlace & { meta: { title: string; description: string }; heading: string; intro: string };

/** A long list in pages of twelve: the first at the list's own address, then `page/2/` and on, each changed when its newest item was. */
export function listPages<Item, Own>(
  site: PageSources,
  file: ContentFileSpec<z.ZodType<ListCopy>>,
  list: { path: string; items: Item[]; dayOf: (item: Item) => string; props: (items: Item[]) => Own },
): Array<PageEntry<PagedListingProps & Own>> {
  const copy = site.copy(file);
  if (!copy) return [];
  const pages = Math.max(1, Math.ceil(list.items.length / PER_PAGE));
  const paged = (title: string, page: number) => (page === 1 ? title : phrase(site.language.strings.pages.pagedTitle, { title, page }));
  return Array.from({ length: pages }, (_, index) => {
    const page = index + 1;
    const items = list.items.slice(index * PER_PAGE, page * PER_PAGE);
    return {
      path: paths.listPage(list.path, page),
      label: paged(copy.heading, page),
      title: paged(copy.meta.title, page),
      description: copy.meta.description,
      ...(page === 1 && menuPlace(copy.heading, copy)),
      lastModified: items.map(list.dayOf).sort().at(-1),
      source: contentPlace(site.fileOf(file), null),
      words: [{ file }],
      props: {
        heading: copy.heading,
        intro: copy.intro,
        ...list.props(items),
        pages: {
          page,
          pages,
          ...(page > 1 && { newerHref: paths.listPage(list.path, page - 1) }),
          ...(page < pages && { olderHref: paths.listPage(list.path, page + 1) }),
        },
        quoteHref: paths.contact,
      },
    };
  });
}
