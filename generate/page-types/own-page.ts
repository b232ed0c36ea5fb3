import type { OwnPageProps } from '../../templates/own-pages/OwnPage.tsx';
import { freePagesFolder } from '../content/own-pages.ts';
import { paths } from '../pages/paths.ts';
import { menuPlace, pageType } from './page-type.ts';
import { proseOf } from './prose.ts';

/** The business's own pages, one for each Markdown file of content/pages/, at /<its name>/, in the menus content puts it in. */
export const ownPage = pageType<OwnPageProps>({
  name: 'own page',
  content: [freePagesFolder],
  pages: (site) =>
    site.documents(freePagesFolder).map((document) => {
      const { title, description, heading, intro, hero } = document.data;
      return {
        path: paths.ownPage(document.slug),
        label: heading,
        title,
        description,
        ...menuPlace(heading, document.data),
        source: document.place,
        words: [{ file: document.spec }],
        props: {
          heading,
          ...(intro && { intro }),
          ...(hero && { hero: site.image(hero, 'half') }),
          body: proseOf(site, document.body),
          draft: document.draft,
          quoteHref: paths.contact,
        },
      };
    }),
  template: () => import('../../templates/own-pages/OwnPage.tsx').then((module) => module.OwnPage),
  lcpImage: (props) => props.hero,
  structuredData: (route, kit) => [kit.webPage(route, { name: route.props.heading, description: route.description })],
  cardTitle: (route) => route.props.heading,
});
