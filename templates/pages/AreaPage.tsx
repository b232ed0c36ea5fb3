import { CallCard } from '../components/CallCard.tsx';
import { RelatedWork } from '../own-pages/RelatedWork.tsx';
import { CARD_COLUMNS, cardGrid } from '../components/cardGrid.ts';
import { CheckList } from '../components/CheckList.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { Hero } from '../components/Hero.tsx';
import { LinkList } from '../components/local/LinkList.tsx';
import { wholeRanges } from '../components/nonBreaking.ts';
import { WholeRange } from '../components/WholeRange.tsx';
import { Paragraphs } from '../components/local/Paragraphs.tsx';
import { ReviewGrid } from '../components/local/ReviewGrid.tsx';
import { Section } from '../components/Section.tsx';
import { HeadingName, SlashBreaks } from '../components/SlashBreaks.tsx';
import { ServiceCard } from '../components/ServiceCard.tsx';
import type { AreaPageCopy, SiteWide, Link, Question, ServiceSummary, TestimonialView, RelatedItems } from '../view.ts';
import { colourPairs } from '../colours.ts';
import { phrase, zipCodeWords } from '../phrase.ts';

export type AreaPageProps = {
  area: { name: string; title: string; description: string[]; zipCodes: string; responseTime: string; whyChoose: string[] };
  /** What is local about the city (content/local/<area>.json), when it has a file. */
  local: {
    conditions: string[];
    typicalJobs: string[];
    neighborhoods: string[];
    permits: string | undefined;
    faq: Question[];
    /** The nearest other areas' pages. */
    nearby: Link[];
  } | null;
  /** Reviews from customers in this city. */
  reviews: TestimonialView[];
  /** Page copy with {area} already filled. */
  copy: AreaPageCopy;
  /** The first services, as cards, each linking to its page for this area. */
  services: Array<{ service: ServiceSummary; href: string }>;
  /** The services past the cards, each a link to its page for this area, so the town's page still links them all. */
  moreServices: Link[];
  related: RelatedItems;
};
/** A city: what is particular about the work there, every service in it, and its people's reviews and questions. */
export function AreaPage({ area, local, reviews, related, copy, phone, services, moreServices, labels, words }: AreaPageProps & SiteWide) {
  const grid = cardGrid('grid gap-6', services.length, CARD_COLUMNS);
  const zipWords = zipCodeWords(words, area.zipCodes);
  return (
    <HeadingName.Provider value={area.name}>
      <Hero heading={area.title} text={area.description[0]!} phone={phone} labels={labels} />

      {area.description.length > 1 && (
        <section aria-label={phrase(words.about, { name: area.name })} className="bg-white">
          {/* Before the white band of local conditions, no padding of its own below: one gap, not two, as between any two bands. */}
          <div className={local ? 'container-page pt-12' : 'container-page py-12'}>
            <Paragraphs paragraphs={area.description.slice(1)} />
          </div>
        </section>
      )}

      {local && (
        <Section id="conditions" heading={copy.conditions.heading} intro={copy.conditions.intro}>
          <Paragraphs paragraphs={local.conditions} />
        </Section>
      )}

      <Section id="services" heading={copy.services.heading} intro={copy.services.intro} tone="surface">
        <p className="-mt-4 mb-8 text-center font-semibold text-ink">
          {phrase(zipWords.servingZipCodes, {
            zipCodes: wholeRanges(area.zipCodes),
            typicalResponse: labels.typicalResponse,
            time: wholeRanges(area.responseTime),
          })}
        </p>
        <ul className={grid.list}>
          {services.map(({ service, href }, index) => (
            <li key={service.slug} className={grid.item(index)}>
              <ServiceCard service={service} href={href} linkLabel={labels.requestService} words={words} />
            </li>
          ))}
        </ul>
        {moreServices.length > 0 && (
          <div className="pt-12">
            <h3 id="more-services-heading" className="mb-4 text-center text-2xl">
              <SlashBreaks text={phrase(words.moreServicesIn, { area: area.name })} />
            </h3>
            <LinkList links={moreServices} wide />
          </div>
        )}
      </Section>

      {local && (
        <section aria-label={phrase(words.localKnowledge, { area: area.name })} className="bg-white">
          <div className="container-page grid gap-10 py-12 lg:grid-cols-2 lg:py-20">
            <div>
              <h2 id="typical-jobs-heading" className="text-3xl">
                <SlashBreaks text={copy.typicalJobs.heading} />
              </h2>
              {copy.typicalJobs.intro && <p className="mt-4 text-lg">{copy.typicalJobs.intro}</p>}
              <div className="mt-6">
                <CheckList items={local.typicalJobs} />
              </div>
            </div>
            <div className="space-y-8">
              <div>
                <h2 id="neighborhoods-heading" className="text-3xl">
                  <SlashBreaks text={copy.neighborhoods.heading} />
                </h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {local.neighborhoods.map((name) => (
                    <li key={name} className="rounded-full border border-slate-300 px-3 py-1 text-ink">
                      {name}
                    </li>
                  ))}
                </ul>
              </div>
              {local.permits && copy.permits && (
                <div>
                  <h2 id="permits-heading" className="text-3xl">
                    <SlashBreaks text={copy.permits.heading} />
                  </h2>
                  <p className="mt-4 text-lg">{local.permits}</p>
                </div>
              )}
            </div>
          </div>
        </section>
      )}

      {reviews.length > 0 && (
        <Section id="reviews" heading={copy.reviews.heading} intro={copy.reviews.intro} tone="surface">
          <ReviewGrid reviews={reviews} words={words} />
        </Section>
      )}

      <Section id="why-choose" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro}>
        <div className="mx-auto max-w-3xl">
          <CheckList items={area.whyChoose} />
        </div>
      </Section>

      {local && local.faq.length > 0 && (
        <Section id="faq" heading={copy.faq.heading} intro={copy.faq.intro} tone="surface">
          <FaqList items={local.faq} />
        </Section>
      )}

      {local && local.nearby.length > 0 && (
        <Section id="nearby" heading={copy.nearby.heading} intro={copy.nearby.intro}>
          <LinkList links={local.nearby} />
        </Section>
      )}

      <RelatedWork {...related} after={local?.nearby.length ? 'white' : local?.faq.length ? 'surface' : 'white'} />

      <CallCard id="call" heading={copy.callCard.heading} text={copy.callCard.text} phone={phone} labels={labels}>
        <dl className="mx-auto mt-6 grid max-w-md gap-3 text-left sm:grid-cols-2">
          {[
            { term: labels.responseTime, text: area.responseTime },
            { term: zipWords.zipCodes, text: area.zipCodes },
          ].map(({ term, text }) => (
            <div key={term} className={`rounded-lg ${colourPairs.cityFact.ground} p-4`}>
              <dt className={`text-sm ${colourPairs.cityFactTerm.text}`}>{term}</dt>
              <dd className="text-lg font-bold">
                <WholeRange text={text} />
              </dd>
            </div>
          ))}
        </dl>
      </CallCard>
    </HeadingName.Provider>
  );
}
