import type { OwnPageProps } from '../../templates/own-pages/OwnPage.tsx';
import { freePagesFolder } from '../content/own-pages.ts';
import { paths } from '../pages/paths.ts';
import { proseOf } from './prose.ts';
import { pageType } from './page-type.ts';

/** The business's own pages, one for each Markdown file of content/pages/, at /<its name>/, in the menu content puts it in. */
export const ownPage = pageType<OwnPageProps>({
  name: 'own page',
  content: [freePagesFolder],
  pages: (site) =>
    site.documents(freePagesFolder).map((document) => {
      const { title, metaTitle, description, menu, menuLabel, draft } = document.data;
      const label = menuLabel ?? title;
      return {
        path: paths.ownPage(document.slug),
        label,
        title: metaTitle ?? title,
        description,
        ...(menu && { nav: { label, ...(menu === 'footer' && { footerOnly: true as const }) } }),
        source: document.place,
        props: {
          title,
          description,
          body: proseOf(site, document.body),
          draft: draft ?? false,
          phone: site.content.site.phone,
          quoteHref: paths.contact,
        },
      };
    }),
  template: () => import('../../templates/own-pages/OwnPage.tsx').then((module) => module.OwnPage),
  cardTitle: (route) => route.props.title,
});
