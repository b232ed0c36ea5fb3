import type { AboutPageProps } from '../../templates/pages/AboutPage.tsx';
import { aboutPageFile } from '../content/page-schema.ts';
import { paths } from '../pages/paths.ts';
import { onePage, pageType } from './page-type.ts';

/** The about page: the business's story and values. */
export const about = pageType<AboutPageProps>({
  name: 'about',
  content: [aboutPageFile],
  pages: (site) => {
    const copy = site.copy(aboutPageFile);
    return onePage(site, aboutPageFile, {
      path: paths.about,
      label: site.content.site.labels.aboutPage,
      props: {
        copy,
        heroImage: site.hero(copy),
        storyImage: site.image(copy.story.image, 'half'),
        quoteHref: paths.contact,
        license: site.license,
      },
    });
  },
  template: () => import('../../templates/pages/AboutPage.tsx').then((module) => module.AboutPage),
  lcpImage: (props) => props.heroImage,
});
