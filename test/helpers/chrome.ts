/** A site whose images are not encoded and cards not drawn, for tests of the pages and render stages. */
import type { LoadedContent } from '../../generate/content/load.ts';
import type { Route } from '../../generate/page-types/page-type.ts';
import { type ImageResolver, type PageSources, resolveSite, withImages } from '../../generate/pages/model.ts';
import { buildRoutes } from '../../generate/pages/routes.ts';
import { buildChrome } from '../../generate/render/chrome.ts';
import { languageOf } from '../../generate/strings/index.ts';
import type { Chrome, SocialImage } from '../../templates/view.ts';

/** Every image of a site whose images are not encoded: the pages and render stages need no more. */
export const stubImages: ImageResolver = (ref) => ({
  alt: ref.alt,
  width: 800,
  height: 600,
  src: '/assets/x.jpg',
  srcset: '/assets/x.jpg 800w',
  sources: [],
  sizes: '100vw',
});

/** The site model of loaded content, with stand-in images. */
export const stubSite = (loaded: LoadedContent): PageSources =>
  withImages(resolveSite(loaded, languageOf(loaded.content.site.language)), stubImages);

/** The route table of loaded content, with stand-in images. */
export const stubRoutes = (loaded: LoadedContent): Route[] => buildRoutes(stubSite(loaded));

export function testChrome(site: PageSources, routes: Route[]): Chrome {
  return buildChrome({ site, routes, hasSvgIcon: true, stylesheetHref: '/assets/s.css', scriptHref: '/assets/s.js', year: 2031 });
}

/** Every page's social card, for a site whose cards are not drawn. */
export const stubCards = (path: string): SocialImage => ({
  url: `https://example.com${path}card.jpg`,
  width: 1200,
  height: 630,
  alt: path,
});
