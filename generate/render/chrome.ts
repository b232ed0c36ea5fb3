import type { Chrome, Image } from '../../templates/view.ts';
import type { Content } from '../content/load.ts';
import { metaContentSecurityPolicy } from '../hosting/headers.ts';
import { ICON_FILES } from '../images/icons.ts';
import { paths } from '../pages/paths.ts';
import { emergencyOf, hoursSummary, labelsOf } from '../pages/hours.ts';
import { buildNavigation } from '../pages/navigation.ts';
import { licenseStatement, mapsUrl, streetAddress } from '../pages/props.ts';
import type { Route } from '../pages/routes.ts';

type ChromeInputs = {
  content: Content;
  routes: Route[];
  logo: Image;
  /** Whether the logo is an SVG, so favicon.svg exists. */
  hasSvgIcon: boolean;
  stylesheetHref: string;
  scriptHref: string;
  themeColour: string;
  year: number;
};

/** The header, footer and floating-button data every page shares, derived from content and the route table. */
export function buildChrome({ content, routes, logo, hasSvgIcon, stylesheetHref, scriptHref, themeColour, year }: ChromeInputs): Chrome {
  const { site } = content;
  const nav = buildNavigation(routes, {
    [paths.services]: site.menus?.services?.map(paths.service),
    [paths.serviceAreas]: site.menus?.areas?.map(paths.area),
  });
  const address = streetAddress(site);
  const labelOf = (path: string) => routes.find((route) => route.path === path)?.nav?.label ?? path;
  return {
    businessName: site.businessName,
    phone: site.phone,
    labels: labelsOf(site),
    emergency: emergencyOf(site),
    logo,
    nav,
    quoteHref: paths.contact,
    footer: {
      description: site.footer.description,
      location: address
        ? { lines: address.lines, mapsUrl: address.mapsUrl }
        : { lines: [`${site.homeCity}, ${site.region}`], mapsUrl: mapsUrl(site, site.homeCity) },
      quickLinks: nav.map(({ label, href }) => ({ label, href })),
      services: site.footer.services.map((slug) => ({ label: labelOf(paths.service(slug)), href: paths.service(slug) })),
      allServices: { label: site.labels.viewAllServices, href: paths.services },
      areas: site.footer.areas.map((slug) => ({
        label: labelOf(paths.area(slug)),
        href: paths.area(slug),
        mapsUrl: mapsUrl(site, content.areas[slug]!.name),
      })),
      allAreas: { label: site.labels.viewAllAreas, href: paths.serviceAreas },
      hours: hoursSummary(site.hours),
      ...(site.license && { license: licenseStatement(site) }),
      year,
    },
    stylesheetHref,
    scriptHref,
    themeColour,
    contentSecurityPolicy: metaContentSecurityPolicy,
    icons: {
      ico: `/${ICON_FILES.ico}`,
      svg: hasSvgIcon ? `/${ICON_FILES.svg}` : null,
      appleTouch: `/${ICON_FILES.appleTouch}`,
      manifest: `/${ICON_FILES.manifest}`,
    },
  };
}
