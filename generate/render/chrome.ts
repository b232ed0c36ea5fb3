import type { Chrome } from '../../templates/view.ts';
import { metaContentSecurityPolicy } from '../hosting/headers.ts';
import { ICON_FILES } from '../images/icons.ts';
import { ownPaths, paths } from '../pages/paths.ts';
import { articlesPageFile } from '../content/own-pages.ts';
import { emergencyOf, hoursSummary, labelsOf } from '../pages/hours.ts';
import { buildNavigation, menuRoutes } from '../pages/navigation.ts';
import { mapsUrl, streetAddress } from '../pages/facts.ts';
import type { PageSources } from '../pages/model.ts';
import type { Route } from '../page-types/page-type.ts';

type ChromeInputs = {
  site: PageSources;
  routes: Route[];
  /** Whether the logo is an SVG, so favicon.svg exists. */
  hasSvgIcon: boolean;
  stylesheetHref: string;
  scriptHref: string;
  year: number;
};

/** The header, footer and floating-button data every page shares, derived from content and the route table. */
export function buildChrome({ site: sources, routes, hasSvgIcon, stylesheetHref, scriptHref, year }: ChromeInputs): Chrome {
  const { content, license, language } = sources;
  const { site } = content;
  const nav = buildNavigation(routes, language.strings.links.allInMenu, {
    [paths.services]: site.menus?.services?.map(paths.service),
    [paths.serviceAreas]: site.menus?.areas?.map(paths.area),
  });
  const address = streetAddress(site);
  const articlesCopy = sources.copy(articlesPageFile);
  const labelOf = (path: string) => routes.find((route) => route.path === path)?.nav?.label ?? path;
  return {
    businessName: site.businessName,
    phone: site.phone,
    labels: labelsOf(site, language),
    emergency: emergencyOf(site, language),
    words: language.strings.pages,
    language: { tag: language.tag, ogLocale: ogLocale(language.tag) },
    logo: sources.image(site.logo, 'logo'),
    nav,
    quoteHref: paths.contact,
    footer: {
      description: site.footer.description,
      location: address
        ? { lines: address.lines, mapsUrl: address.mapsUrl }
        : { lines: [`${site.homeCity}, ${site.region}`], mapsUrl: mapsUrl(site, site.homeCity) },
      quickLinks: menuRoutes(routes, 'footer').map((route) => ({ label: route.nav!.label, href: route.path })),
      services: site.footer.services.map((slug) => ({ label: labelOf(paths.service(slug)), href: paths.service(slug) })),
      allServices: { label: site.labels.viewAllServices, href: paths.services },
      areas: site.footer.areas.map((slug) => ({
        label: labelOf(paths.area(slug)),
        href: paths.area(slug),
        mapsUrl: mapsUrl(site, content.areas[slug]!.name),
      })),
      allAreas: { label: site.labels.viewAllAreas, href: paths.serviceAreas },
      hours: hoursSummary(site.hours, language),
      ...(license && { license }),
      year,
    },
    stylesheetHref,
    scriptHref,
    themeColour: site.theme.colors.ink,
    contentSecurityPolicy: metaContentSecurityPolicy,
    ...(articlesCopy && sources.articles.length > 0 && { feed: { label: articlesCopy.feed, href: ownPaths.articlesFeed } }),
    icons: {
      ico: `/${ICON_FILES.ico}`,
      svg: hasSvgIcon ? `/${ICON_FILES.svg}` : null,
      appleTouch: `/${ICON_FILES.appleTouch}`,
      manifest: `/${ICON_FILES.manifest}`,
    },
  };
}

/** Open Graph's form of a language tag, its language and region: "en-US" → "en_US", "en" → "en_US". */
function ogLocale(tag: string): string {
  const { language, region } = new Intl.Locale(tag).maximize();
  return `${language}_${region}`;
}
