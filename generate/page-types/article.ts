import type { ArticlePageProps } from '../../templates/own-pages/ArticlePage.tsx';
import { BuildError, contentProblem } from '../errors.ts';
import { articlesFolder, articlesPageFile } from '../content/own-pages.ts';
import { dayIn } from '../pages/model.ts';
import { paths } from '../pages/paths.ts';
import { pageType } from './page-type.ts';
import { proseOf } from './prose.ts';

/** An article, one for each Markdown file of content/articles/, at /articles/<its name>/. */
export const article = pageType<ArticlePageProps>({
  name: 'article',
  content: [articlesFolder, articlesPageFile],
  pages: (site) => {
    const copy = site.copy(articlesPageFile);
    if (site.articles.length > 0 && !copy)
      throw new BuildError([
        contentProblem(
          site.fileOf(articlesPageFile),
          null,
          `file is missing: ${site.articles.length} articles in content/articles/ need the words of their index and call card`,
        ),
      ]);
    return site.articles.map(({ slug, document }) => {
      const { data } = document;
      return {
        path: paths.article(slug),
        label: data.title,
        title: data.title,
        description: data.description,
        lastModified: data.updated ?? data.date,
        source: document.place,
        words: [{ file: document.spec }, { file: articlesPageFile }],
        props: {
          title: data.title,
          author: { name: data.author, ...(data.authorTitle && { jobTitle: data.authorTitle }) },
          date: dayIn(site.language, data.date),
          ...(data.updated && { updated: dayIn(site.language, data.updated) }),
          image: data.image && site.image(data.image, 'article'),
          body: proseOf(site, document.body),
          draft: document.draft,
          services: {
            ...copy!.services,
            // In a translation, only the services it translates: no service named in another language.
            links: (data.services ?? [])
              .filter((slug) => site.services.some((service) => service.slug === slug))
              .map((slug) => ({ label: site.content.services[slug]!.title, href: paths.service(slug) })),
          },
          callCard: copy!.callCard,
        },
      };
    });
  },
  template: () => import('../../templates/own-pages/ArticlePage.tsx').then((module) => module.ArticlePage),
  lcpImage: (props) => props.image,
  cardTitle: (route) => route.props.title,
  structuredData: (route, kit) => [
    kit.article(route, {
      headline: route.props.title,
      description: route.description,
      datePublished: route.props.date.iso,
      dateModified: (route.props.updated ?? route.props.date).iso,
      author: { '@type': 'Person', ...route.props.author },
      ...(route.props.image && { image: kit.image(route, route.props.image) }),
    }),
  ],
});
