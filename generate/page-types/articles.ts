import type { ArticleIndexPageProps } from '../../templates/own-pages/ArticleIndexPage.tsx';
import { articlesPageFile } from '../content/own-pages.ts';
import { escapeXml } from '../hosting/sitemap.ts';
import { absoluteUrl, ownPaths } from '../pages/paths.ts';
import type { PageSources } from '../pages/model.ts';
import { listPages } from './list-pages.ts';
import { pageType } from './page-type.ts';

/** The day an article last changed: the sitemap's and the feed's. */
const updatedOf = (article: PageSources['articles'][number]) => article.document.data.updated ?? article.date.iso;

/** The articles' index, newest first, a page of twelve at a time, and their Atom feed; nothing when there are no articles. */
export const articles = pageType<ArticleIndexPageProps>({
  name: 'articles',
  content: [articlesPageFile],
  pages: (site) =>
    site.articles.length === 0
      ? []
      : listPages(site, articlesPageFile, {
          path: ownPaths.articles,
          items: site.articles,
          dayOf: updatedOf,
          props: (items) => ({ articles: items.map(({ slug: _, document: __, ...summary }) => summary) }),
        }),
  template: () => import('../../templates/own-pages/ArticleIndexPage.tsx').then((module) => module.ArticleIndexPage),
  files: async (routes, site, where) => {
    const copy = site.copy(articlesPageFile);
    return copy && routes.length > 0
      ? new Map([[ownPaths.feed(where.pathOf(ownPaths.articles)).slice(1), await atomFeed(site, copy.feed, where)]])
      : new Map();
  },
});

/** The Atom feed (RFC 4287) was updated when its newest article was, so two builds of the same content write the same feed. */
async function atomFeed(
  site: PageSources,
  title: string,
  { baseUrl, pathOf }: { baseUrl: string; pathOf: (path: string) => string },
): Promise<string> {
  const { Feed } = await import('feed');
  const url = (path: string) => absoluteUrl(baseUrl, pathOf(path));
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const feed = new Feed({
    title,
    id: url(ownPaths.articles),
    link: url(ownPaths.articles),
    feedLinks: { atom: absoluteUrl(baseUrl, ownPaths.feed(pathOf(ownPaths.articles))) },
    author: { name: site.content.site.businessName },
    language: site.language.tag,
    updated: day(site.articles.map(updatedOf).sort().at(-1)!),
    generator: false,
  });
  // The feed package writes entries' titles and summaries as Atom's type="html", which a reader decodes as HTML.
  for (const article of site.articles)
    feed.addItem({
      title: escapeXml(article.title),
      id: url(article.href),
      link: url(article.href),
      description: escapeXml(article.description),
      date: day(updatedOf(article)),
      published: day(article.date.iso),
      // Atom's author is a person's name (RFC 4287), without the job title the byline adds.
      author: [{ name: article.document.data.author }],
    });
  // The feed package writes no xml:lang, which feed readers take the feed's language from.
  const atom = '<feed xmlns="http://www.w3.org/2005/Atom">';
  return feed.atom1().replace(atom, `${atom.slice(0, -1)} xml:lang="${site.language.tag}">`);
}
