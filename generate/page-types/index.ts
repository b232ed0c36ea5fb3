/** Every page type, in the order of the route table, which the menus and the sitemap follow. */
import { about } from './about.ts';
import { article } from './article.ts';
import { articles } from './articles.ts';
import { gallery } from './gallery.ts';
import { ownPage } from './own-page.ts';
import { area } from './area.ts';
import { contact } from './contact.ts';
import { home } from './home.ts';
import { notFound } from './not-found.ts';
import type { AnyPageType } from './page-type.ts';
import { type ContentFileSpec, isMarkdownFolder } from '../content/load.ts';
import { service } from './service.ts';
import { serviceAreas } from './service-areas.ts';
import { serviceInArea } from './service-in-area.ts';
import { services } from './services.ts';

export const pageTypes: AnyPageType[] = [
  home,
  services,
  service,
  serviceAreas,
  area,
  about,
  gallery,
  articles,
  contact,
  serviceInArea,
  article,
  notFound,
  // Last: a page of the business's own at a built-in page's address is the one in error.
  ownPage,
];

/** What the page types read, each once: what the loader reads besides the site's files. */
export const pageContentSources = [...new Set(pageTypes.flatMap((type) => type.content))];

/** The JSON files of the page types' words, without the Markdown folders: not the content of a site that has Markdown pages. */
export const pageContentFiles = pageContentSources.filter((source): source is ContentFileSpec => !isMarkdownFolder(source));
