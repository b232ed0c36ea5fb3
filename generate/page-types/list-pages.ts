import type { PageLinks } from '../../templates/own-pages/Pagination.tsx';
import { paths } from '../pages/paths.ts';

/** A long list (articles, jobs) cut into pages of `perPage`: the first at the list's own address, then `page/2/` and on. */
export function listPages<Item>(items: Item[], perPage: number, list: string): Array<{ path: string; items: Item[]; links: PageLinks }> {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: pages }, (_, index) => {
    const page = index + 1;
    return {
      path: paths.listPage(list, page),
      items: items.slice(index * perPage, page * perPage),
      links: {
        page,
        pages,
        ...(page > 1 && { newer: paths.listPage(list, page - 1) }),
        ...(page < pages && { older: paths.listPage(list, page + 1) }),
      },
    };
  });
}
