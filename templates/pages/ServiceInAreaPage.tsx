import { Clock, MapPin } from '../components/lucide.ts';
import { ReadyFor } from '../components/ReadyFor.tsx';
import { RelatedWork } from '../own-pages/RelatedWork.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkList } from '../components/local/LinkList.tsx';
import { wholeName, wholeRanges } from '../components/nonBreaking.ts';
import { ReviewGrid } from '../components/local/ReviewGrid.tsx';
import { Section } from '../components/Section.tsx';
import { HeadingName } from '../components/SlashBreaks.tsx';
import { Hero } from '../components/Hero.tsx';
import { ServiceIncludes } from '../components/ServiceIncludes.tsx';
import { ServiceOverview } from '../components/ServiceOverview.tsx';
import type { Image, SiteWide, Link, Question, ServicePageCopy, TestimonialView, RelatedItems } from '../view.ts';
import type { ServicePageProps } from './ServicePage.tsx';
import { phrase, zipCodeWords } from '../phrase.ts';

export type ServiceInAreaPageProps = {
  /** The service in brief: the long description and the general FAQ are its own page's. */
  service: Omit<ServicePageProps['service'], 'description' | 'detailedDescription' | 'faq'> & { summary: string };
  image: Image;
  area: { name: string; href: string; zipCodes: string; responseTime: string; neighborhoods: string[] };
  /**
   * What this service means in this city (content/local/<area>.json); without local notes, the
   * service's own description, and the page is kept out of search engines.
   */
  about: string[];
  reviews: TestimonialView[];
  /**
   * This service's questions in this city (`own`), then the ones shown on other pages too (`shared`):
   * the city's own, or, without local questions, the service's general ones.
   */
  faq: { own: Question[]; shared: Question[] };
  /** The same service in the nearest cities: "A service in Springfield". */
  nearby: Link[];
  /** Page copy with {service}, {serviceInText} and {area} already filled. */
  copy: ServicePageCopy;
  bookHref: string;
  related: RelatedItems;
};
/** One service in one city: a short summary of the service, and what is local about it there. */
export function ServiceInAreaPage(props: ServiceInAreaPageProps & SiteWide) {
  const { service, image, area, copy, phone, bookHref, labels, words } = props;
  const heading = phrase(words.serviceInArea, { service: service.title, area: area.name });
  const booking = { phone, bookHref, labels, words };
  const hasReviews = props.reviews.length > 0;
  const hasFaq = props.faq.own.length + props.faq.shared.length > 0;
  // The bands after "Serving {area}" (white) alternate surface and white, whichever of them the page has.
  const shown = [hasReviews && 'reviews', hasFaq && 'faq', props.nearby.length > 0 && 'nearby'].filter((band) => band !== false);
  const tone = (band: string) => (shown.indexOf(band) % 2 === 0 ? 'surface' : 'white');
  return (
    <HeadingName.Provider value={area.name}>
      <Hero heading={heading} text={service.subtitle} image={image} phone={phone} labels={labels} bookHref={bookHref} />

      <ServiceOverview name={heading} paragraphs={props.about} service={service} {...booking} />

      <ServiceIncludes features={service.features} heading={labels.serviceIncludes} />

      <Section id="serving-area" heading={phrase(words.serving, { place: area.name })}>
        <div className="card mx-auto max-w-3xl p-6 text-center sm:p-8">
          <p className="text-lg">{copy.servingArea.text}</p>
          <ul className="mt-5 flex flex-col justify-center gap-4 font-semibold text-ink sm:flex-row">
            {/* Each icon goes with its first word, as on the license note, so a fact that wraps on a phone stays beside it. */}
            <li>
              <Clock size={20} className="mr-2 inline align-[-0.25em] text-trust" />
              {phrase(words.labelled, { label: labels.responseTime, value: wholeRanges(area.responseTime) })}
            </li>
            <li>
              <MapPin size={20} className="mr-2 inline align-[-0.25em] text-trust" />
              {phrase(zipCodeWords(words, area.zipCodes).zipCodesAre, { zipCodes: wholeRanges(area.zipCodes) })}
            </li>
          </ul>
          {area.neighborhoods.length > 0 && <p className="mt-4">{phrase(words.neighborhoods, { names: area.neighborhoods.join(', ') })}</p>}
          {/* The town's name stays whole on its line, as in every link that names one. */}
          <a href={area.href} className="text-link mt-5 inline-block">
            {phrase(words.moreAboutArea, { area: wholeName(area.name) })}
          </a>
        </div>
      </Section>

      {hasReviews && (
        <Section id="reviews" heading={copy.reviews.heading} intro={copy.reviews.intro} tone={tone('reviews')}>
          <ReviewGrid reviews={props.reviews} words={words} />
        </Section>
      )}

      {hasFaq && (
        <Section id="faq" heading={copy.faq.heading} intro={copy.faq.intro} tone={tone('faq')}>
          <FaqList items={[...props.faq.own, ...props.faq.shared]} />
        </Section>
      )}

      {props.nearby.length > 0 && (
        <Section id="nearby" heading={copy.nearby.heading} intro={copy.nearby.intro} tone={tone('nearby')}>
          <LinkList links={props.nearby} />
        </Section>
      )}

      <RelatedWork {...props.related} after={shown.length % 2 === 1 ? 'surface' : 'white'} />

      <ReadyFor service={service} text={copy.readyFor.text} {...booking} />
    </HeadingName.Provider>
  );
}
