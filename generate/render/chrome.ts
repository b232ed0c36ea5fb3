import type { Chrome } from '../../templates/view.ts';
import { metaContentSecurityPolicy } from '../hosting/headers.ts';
import { ICON_FILES } from '../images/icons.ts';
import { ownPaths, paths } from '../pages/paths.ts';
import { articlesPageFile } from '../content/own-pages.ts';
import { emergencyOf, hoursSummary, labelsOf } from '../pages/hours.ts';
import { buildNavigation, menuRoutes, navLink } from '../pages/navigation.ts';
import { mapsUrl, streetAddress } from '../pages/facts.ts';
import type { PageSources } from '../pages/model.ts';
import type { Route } from '../page-types/page-type.ts';
import { ogLocale } from '../strings/index.ts';

type ChromeInputs = {
  site: PageSources;
  routes: Route[];
  /** Whether the logo is an SVG, so favicon.svg exists. */
  hasSvgIcon: boolean;
  stylesheetHref: string;
  scriptHref: string;
  year: number;
  /** Where this language's pages are, by their paths in `paths` (routes.ts); none where `paths` says, as on an English-first site. */
  moved?: ReadonlyMap<string, string>;
  /** The page in other languages, for the language link: each language's tag, its name in itself, and its home page. */
  languages?: Chrome['languages'];
  /** The site's main language, in which the business name is written. */
  mainLanguage?: string;
};

/** The header, footer and floating-button data every page shares, derived from content and the route table. */
export function buildChrome(inputs: ChromeInputs): Chrome {
  const { site: sources, routes, hasSvgIcon, stylesheetHref, scriptHref, year, moved } = inputs;
  const { content, license, language } = sources;
  const { site } = content;
  // Where a page is in this language; a page a translation leaves out stays at its main-language address.
  const at = (path: string) => moved?.get(path) ?? path;
  // Every town, in every language: its name needs no translation, and one without a page in this language leads to the main one's.
  const town = (slug: string) => ({ label: content.areas[slug]!.name, href: at(paths.area(slug)) });
  const towns = Object.keys(content.areas);
  const nav = buildNavigation(
    routes,
    language.strings.links.allInMenu,
    {
      [at(paths.services)]: site.menus?.services?.map((slug) => at(paths.service(slug))),
      [at(paths.serviceAreas)]: site.menus?.areas?.map((slug) => at(paths.area(slug))),
    },
    { [at(paths.serviceAreas)]: towns.map(town) },
  );
  const address = streetAddress(site);
  const articlesCopy = sources.copy(articlesPageFile);
  // By path: the footer asks after every service and city, which at a thousand cities is a thousand lookups.
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const routeAt = (path: string) => byPath.get(at(path));
  return {
    businessName: site.businessName,
    businessNameLanguage: inputs.mainLanguage === language.tag ? undefined : inputs.mainLanguage,
    phone: site.phone,
    ...(site.email && { email: site.email }),
    labels: labelsOf(site, language),
    emergency: emergencyOf(site, language),
    words: language.strings.pages,
    language: { tag: language.tag, ogLocale: ogLocale(language.tag) },
    logo: sources.image(site.logo, 'logo'),
    nav,
    quoteHref: at(paths.contact),
    homeHref: at(paths.home),
    languages: inputs.languages ?? [],
    footer: {
      description: site.footer.description,
      location: address
        ? { lines: address.lines, mapsUrl: address.mapsUrl }
        : { lines: [`${site.homeCity}, ${site.region}`], mapsUrl: mapsUrl(site, site.homeCity) },
      quickLinks: menuRoutes(routes, 'footer').map(navLink),
      // The footer's lists are menus: a page not built in this language is not in them; but every town is.
      services: site.footer.services.flatMap((slug) => routeAt(paths.service(slug)) ?? []).map(navLink),
      // "View all" only where the list leaves out a service built in this language: under a one-service site's one service it
      // would promise more.
      ...(routeAt(paths.services) &&
        Object.keys(content.services).some((slug) => routeAt(paths.service(slug)) && !site.footer.services.includes(slug)) && {
          allServices: { label: site.labels.viewAllServices, href: at(paths.services) },
        }),
      areas: site.footer.areas.map((slug) => ({ ...town(slug), mapsUrl: mapsUrl(site, content.areas[slug]!.name) })),
      ...(routeAt(paths.serviceAreas) &&
        towns.some((slug) => !site.footer.areas.includes(slug)) && {
          allAreas: { label: site.labels.viewAllAreas, href: at(paths.serviceAreas) },
        }),
      hours: hoursSummary(site.hours, language),
      ...(license && { license }),
      year,
    },
    stylesheetHref,
    scriptHref,
    themeColour: site.theme.colors.ink,
    contentSecurityPolicy: metaContentSecurityPolicy,
    // A language's feed is beside its articles' index, where that is built.
    ...(articlesCopy && routeAt(ownPaths.articles) && { feed: { label: articlesCopy.feed, href: ownPaths.feed(at(ownPaths.articles)) } }),
    icons: {
      ico: `/${ICON_FILES.ico}`,
      svg: hasSvgIcon ? `/${ICON_FILES.svg}` : null,
      appleTouch: `/${ICON_FILES.appleTouch}`,
      manifest: `/${ICON_FILES.manifest}`,
    },
  };
}
