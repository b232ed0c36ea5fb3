import { Hero } from '../components/Hero.tsx';
import type { Image, ProseBody, SiteWide } from '../view.ts';
import { DraftNote } from './DraftNote.tsx';
import { Prose } from './Prose.tsx';

export type OwnPageProps = {
  heading: string;
  intro?: string;
  hero?: Image;
  body: ProseBody;
  draft: boolean;
  quoteHref: string;
};

/** A page of the business's own, written in Markdown: the hero every page has (its photo beside it, when it has one), then its text. */
export function OwnPage({ heading, intro, hero, body, draft, phone, quoteHref, labels, words }: OwnPageProps & SiteWide) {
  return (
    <>
      <Hero heading={heading} text={intro} image={hero} phone={phone} labels={labels} quoteHref={quoteHref} />
      <div className="bg-white">
        <div className="container-page py-12 lg:py-16">
          {draft && <DraftNote words={words} />}
          <Prose body={body} phone={phone} />
        </div>
      </div>
    </>
  );
}
