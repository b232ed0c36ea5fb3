import type { HomePageProps } from '../../templates/pages/HomePage.tsx';
import { homePageFile } from '../content/page-schema.ts';
import { paths } from '../pages/paths.ts';
import { onePage, pageType } from './page-type.ts';

/** The home page: the business in brief, its services, reviews and cities. */
export const home = pageType<HomePageProps>({
  name: 'home',
  content: [homePageFile],
  pages: (site) => {
    const copy = site.copy(homePageFile);
    const facts = site.content.site;
    const { labels } = facts;
    return onePage(site, homePageFile, {
      path: paths.home,
      label: labels.homePage,
      props: {
        copy,
        phone: facts.phone,
        heroImage: site.hero(copy),
        aboutImage: site.image(copy.about.image, 'half'),
        about: { label: labels.aboutPage, href: paths.about },
        quoteHref: paths.contact,
        services: site.services,
        testimonials: site.testimonials,
        areas: site.areas,
        allAreas: { label: labels.viewAllAreas, href: paths.serviceAreas },
      },
    });
  },
  template: () => import('../../templates/pages/HomePage.tsx').then((module) => module.HomePage),
  lcpImage: (props) => props.heroImage,
  // The home page's card shows its title: its label is only "Home".
  cardTitle: (route) => route.props.copy.hero.heading,
});
