import { CallCard } from '../components/CallCard.tsx';
import { LinkList } from '../components/local/LinkList.tsx';
import { Section } from '../components/Section.tsx';
import { colourPairs } from '../colours.ts';
import { phrase } from '../phrase.ts';
import type { Day, Image, Link, ProseBody, SiteWide } from '../view.ts';
import { ArticleImage } from './ArticleImage.tsx';
import { DraftNote } from './DraftNote.tsx';
import { Prose } from './Prose.tsx';
import { SlashBreaks } from '../components/SlashBreaks.tsx';

export type ArticlePageProps = {
  title: string;
  /** Who wrote it: the name alone, and the job title the byline adds after it. */
  author: { name: string; jobTitle?: string };
  date: Day;
  updated?: Day;
  image: Image | undefined;
  body: ProseBody;
  draft: boolean;
  /** The services it is about, under their heading. */
  services: { heading: string; intro?: string; links: Link[] };
  callCard: { heading: string; text: string };
};

/** An article: its title, who wrote it and when, plainly; its text; the services it names; a call card. */
export function ArticlePage(props: ArticlePageProps & SiteWide) {
  const { title, author, date, updated, image, body, services, callCard, phone, labels, words } = props;
  return (
    <>
      <section aria-labelledby="page-heading" className={`page-hero on-dark ${colourPairs.onBrand.ground} ${colourPairs.onBrand.text}`}>
        <div className="container-page py-12 lg:py-16">
          <div className="mx-auto max-w-[42rem]">
            <h1 id="page-heading" className={`text-4xl narrow:text-3xl ${colourPairs.onBrand.text} lg:text-5xl`}>
              <SlashBreaks text={title} />
            </h1>
            <p className={`mt-5 text-lg ${colourPairs.onBrandParagraph.text}`}>
              {phrase(words.byAuthor, {
                author: author.jobTitle ? phrase(words.authorTitled, { name: author.name, title: author.jobTitle }) : author.name,
              })}
              {/* On a phone the date goes on a line of its own, without the dot, and may wrap there: a Spanish one is wider than 320 px.
                  Each dot is kept from screen readers, which may read it out, but not its spaces, lest two words be read as one. */}
              <span aria-hidden="true" className="hidden sm:inline">
                {' ·'}
              </span>{' '}
              <br className="sm:hidden" />
              <time dateTime={date.iso} className="sm:whitespace-nowrap">
                {phrase(words.published, { date: date.label })}
              </time>
              {updated && (
                <>
                  {' '}
                  <span aria-hidden="true">·</span>{' '}
                  <time dateTime={updated.iso} className="sm:whitespace-nowrap">
                    {phrase(words.updated, { date: updated.label })}
                  </time>
                </>
              )}
            </p>
          </div>
        </div>
      </section>
      <article aria-labelledby="page-heading" className="bg-white">
        <div className="container-page py-12 lg:py-16">
          {props.draft && <DraftNote words={words} />}
          {image && <ArticleImage image={image} />}
          <Prose body={body} phone={phone} />
        </div>
      </article>
      {services.links.length > 0 && (
        <Section id="article-services" heading={services.heading} intro={services.intro} tone="surface">
          <LinkList links={services.links} />
        </Section>
      )}
      <CallCard id="article-call" heading={callCard.heading} text={callCard.text} phone={phone} labels={labels} />
    </>
  );
}
