import type { HomePageProps } from '../../templates/pages/HomePage.tsx';
import { homePageFile } from '../content/page-schema.ts';
import { MAX_SERVICE_CARDS } from '../pages/model.ts';
import { paths } from '../pages/paths.ts';
import { phrase } from '../../templates/phrase.ts';
import { onePage, pageType } from './page-type.ts';

/** The home page names this many cities, the first in content's order; past it, a phone would scroll through a wall of them. */
const MAX_HOME_AREAS = 12;
/** Two rows of reviews on a desktop, the first in content's order: the page must not grow with every review a business collects. */
const MAX_HOME_REVIEWS = 6;

/** The home page: the business in brief, its services, reviews and cities. */
export const home = pageType<HomePageProps>({
  name: 'home',
  content: [homePageFile],
  pages: (site) => {
    const copy = site.copy(homePageFile);
    const { labels } = site.content.site;
    return onePage(site, homePageFile, {
      path: paths.home,
      label: labels.homePage,
      props: {
        copy,
        heroImage: site.hero(copy),
        aboutImage: site.image(copy.about.image, 'half'),
        about: { label: labels.aboutPage, href: paths.about },
        quoteHref: paths.contact,
        services: site.services.slice(0, MAX_SERVICE_CARDS),
        allServices:
          site.services.length > MAX_SERVICE_CARDS
            ? { label: phrase(site.language.strings.links.allServices, { count: site.services.length }), href: paths.services }
            : undefined,
        testimonials: site.testimonials.slice(0, MAX_HOME_REVIEWS),
        areas: site.areas.slice(0, MAX_HOME_AREAS),
        // One town's chip is its link: "View All Service Areas" would lead to a list of that one.
        allAreas:
          site.areas.length > 1
            ? {
                label:
                  site.areas.length > MAX_HOME_AREAS
                    ? phrase(site.language.strings.links.allAreas, { count: site.areas.length })
                    : labels.viewAllAreas,
                href: paths.serviceAreas,
              }
            : undefined,
      },
    });
  },
  template: () => import('../../templates/pages/HomePage.tsx').then((module) => module.HomePage),
  lcpImage: (props) => props.heroImage,
  // The site's name for search engines, on each language's home page alone: where Google reads it.
  structuredData: (route, kit) => [kit.webSite(route)],
  // The home page's card shows its title: its label is only "Home".
  cardTitle: (route) => route.props.copy.hero.heading,
});
