/** The chrome of a site whose images are not encoded, for tests of the pages and render stages. */
import type { Content } from '../../generate/content/load.ts';
import type { ImageResolver, Route } from '../../generate/pages/routes.ts';
import { buildChrome } from '../../generate/render/chrome.ts';
import type { Chrome, Image, SocialImage } from '../../templates/view.ts';

export function testChrome(content: Content, routes: Route[], logo: Image): Chrome {
  return buildChrome({
    content,
    routes,
    logo,
    hasSvgIcon: true,
    stylesheetHref: '/assets/s.css',
    scriptHref: '/assets/s.js',
    themeColour: '#0f2942',
    year: 2031,
  });
}

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

/** Every page's social card, for a site whose cards are not drawn. */
export const stubCards = (route: Route): SocialImage => ({
  url: `https://example.com/${route.file}.jpg`,
  width: 1200,
  height: 630,
  alt: route.title,
});
