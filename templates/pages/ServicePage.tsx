import { ReadyFor } from '../components/ReadyFor.tsx';
import { RelatedWork } from '../own-pages/RelatedWork.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkList } from '../components/local/LinkList.tsx';
import { Section } from '../components/Section.tsx';
import { Hero } from '../components/Hero.tsx';
import { ServiceIncludes } from '../components/ServiceIncludes.tsx';
import { ServiceOverview } from '../components/ServiceOverview.tsx';
import type { Image, SiteWide, Link, Price, Question, ServicePageCopy, RelatedItems } from '../view.ts';

export type ServicePageProps = {
  service: {
    title: string;
    /** Its name within a sentence: "drain cleaning". */
    inText: string;
    subtitle: string;
    description: string;
    detailedDescription: string;
    features: string[];
    warranty: string;
    price?: Price;
    emergency: boolean;
    faq: Question[];
  };
  image: Image;
  /** The same service in each city ("A service in Springfield"), cities with local notes first; a long list ends in `more`. */
  areas: { links: Link[]; more?: Link };
  /** Page copy with {service} and {serviceInText} already filled. */
  copy: ServicePageCopy;
  bookHref: string;
  related: RelatedItems;
};
/** A service everywhere the business works: the whole description, every feature, the FAQ, and the service city by city. */
export function ServicePage({ service, image, areas, related, copy, phone, bookHref, labels, words }: ServicePageProps & SiteWide) {
  const booking = { phone, bookHref, labels, words };
  return (
    <>
      <Hero heading={service.title} text={service.subtitle} image={image} phone={phone} labels={labels} bookHref={bookHref} />

      <ServiceOverview
        name={service.title}
        paragraphs={[service.description, service.detailedDescription]}
        service={service}
        {...booking}
      />

      <ServiceIncludes features={service.features} heading={labels.serviceIncludes} />

      {areas.links.length > 0 && (
        <Section id="areas" heading={copy.areas.heading} intro={copy.areas.intro}>
          <LinkList links={areas.links} more={areas.more} />
        </Section>
      )}

      {service.faq.length > 0 && (
        <Section id="faq" heading={copy.faq.heading} intro={copy.faq.intro} tone="surface">
          <FaqList items={service.faq} />
        </Section>
      )}

      <RelatedWork {...related} after={service.faq.length > 0 ? 'surface' : areas.links.length > 0 ? 'white' : 'surface'} />

      <ReadyFor service={service} text={copy.readyFor.text} {...booking} />
    </>
  );
}
