import { Hero } from '../components/Hero.tsx';
import { HeroActions } from '../components/HeroActions.tsx';
import type { Phone, ProseBody, SiteWide } from '../view.ts';
import { DraftNote } from './DraftNote.tsx';
import { Prose } from './Prose.tsx';

export type OwnPageProps = {
  title: string;
  description: string;
  body: ProseBody;
  draft: boolean;
  phone: Phone;
  quoteHref: string;
};

/** A page of the business's own, written in Markdown: the hero every page has, then its text. */
export function OwnPage({ title, description, body, draft, phone, quoteHref, labels, words }: OwnPageProps & SiteWide) {
  return (
    <>
      <Hero heading={title} text={description}>
        <HeroActions phone={phone} quoteHref={quoteHref} labels={labels} />
      </Hero>
      <div className="bg-white">
        <div className="container-page py-12 lg:py-16">
          {draft && <DraftNote words={words} />}
          <Prose body={body} />
        </div>
      </div>
    </>
  );
}
