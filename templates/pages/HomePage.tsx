import { ArrowRight } from '../components/lucide.ts';
import { AreaChips } from '../components/AreaChips.tsx';
import { CallButton } from '../components/CallButton.tsx';
import { CARD_COLUMNS, cardGrid, REVIEW_COLUMNS } from '../components/cardGrid.ts';
import { EmergencyBanner } from '../components/EmergencyBanner.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { ServiceCard } from '../components/ServiceCard.tsx';
import { SplitSection } from '../components/SplitSection.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import type { AreaSummary, HomePageCopy, Image, SiteWide, Link, ServiceSummary, TestimonialView } from '../view.ts';

export type HomePageProps = {
  copy: HomePageCopy;
  heroImage: Image | undefined;
  aboutImage: Image;
  about: Link;
  quoteHref: string;
  services: ServiceSummary[];
  /** Under the services when the page shows only the first of them. */
  allServices: Link | undefined;
  testimonials: TestimonialView[];
  areas: AreaSummary[];
  /** None for a business in one town. */
  allAreas: Link | undefined;
};

export function HomePage(props: HomePageProps & SiteWide) {
  const { copy, phone, heroImage, quoteHref, labels, words, emergency } = props;
  // The banner dials the emergency line: one of its own answers emergencies, not any question.
  const bannerLabel = emergency?.ownNumber ? emergency.call : labels.haveQuestions;
  const services = cardGrid('grid gap-6', props.services.length, CARD_COLUMNS);
  const reviews = cardGrid('mx-auto grid max-w-3xl gap-6 lg:max-w-none', props.testimonials.length, REVIEW_COLUMNS);
  return (
    <>
      <Hero heading={copy.hero.heading} text={copy.hero.text} image={heroImage} phone={phone} labels={labels} quoteHref={quoteHref} />

      <SplitSection
        id="about"
        eyebrow={copy.about.eyebrow}
        heading={copy.about.heading}
        paragraphs={copy.about.text}
        image={props.aboutImage}
        imageFirst
      >
        <a href={props.about.href} className="btn btn-outline-dark mt-6">
          {labels.readMore}
          <span className="sr-only"> {words.aboutUs}</span>
          <ArrowRight size={18} />
        </a>
      </SplitSection>

      {/* A list can be empty only in a translation that gives none of its records yet: no heading over nothing. */}
      {props.services.length > 0 && (
        <Section id="services" heading={copy.services.heading} intro={copy.services.intro} tone="surface">
          <ul className={services.list}>
            {props.services.map((service, index) => (
              <li key={service.slug} className={services.item(index)}>
                <ServiceCard service={service} linkLabel={labels.learnMore} words={words} />
              </li>
            ))}
          </ul>
          {props.allServices && (
            <p className="mt-8 text-center">
              <a href={props.allServices.href} className="btn btn-outline-dark">
                {props.allServices.label}
              </a>
            </p>
          )}
        </Section>
      )}

      {copy.emergencyBanner && <EmergencyBanner {...props} text={copy.emergencyBanner.text} linkLabel={bannerLabel} />}

      <Section id="why-choose" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro}>
        <FeatureGrid items={copy.whyChoose.items} />
      </Section>

      {props.testimonials.length > 0 && (
        <Section id="testimonials" heading={copy.testimonials.heading} intro={copy.testimonials.intro} tone="surface">
          <ul className={reviews.list}>
            {props.testimonials.map((testimonial, index) => (
              <li key={testimonial.name} className={reviews.item(index)}>
                <TestimonialCard testimonial={testimonial} words={words} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="areas" heading={copy.areas.heading} intro={copy.areas.intro}>
        <AreaChips areas={props.areas} />
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <CallButton phone={phone} label={labels.callNow} />
          {props.allAreas && (
            <a href={props.allAreas.href} className="btn btn-outline-dark">
              {props.allAreas.label}
            </a>
          )}
        </div>
      </Section>
    </>
  );
}
