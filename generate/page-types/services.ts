import type { ServicesPageProps } from '../../templates/pages/ServicesPage.tsx';
import { servicesPageFile } from '../content/page-schema.ts';
import { paths } from '../pages/paths.ts';
import { onePage, pageType } from './page-type.ts';

/** The services page: every service's card, filtered by category chips. */
export const services = pageType<ServicesPageProps>({
  name: 'services',
  content: [servicesPageFile],
  pages: (site) => {
    const copy = site.copy(servicesPageFile);
    return onePage(site, servicesPageFile, {
      path: paths.services,
      label: site.content.site.labels.servicesPage,
      props: {
        copy,
        heroImage: site.hero(copy),
        quoteHref: paths.contact,
        categories: site.categories.chips,
        services: site.services,
      },
    });
  },
  template: () => import('../../templates/pages/ServicesPage.tsx').then((module) => module.ServicesPage),
  lcpImage: (props) => props.heroImage,
});
