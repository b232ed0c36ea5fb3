import { CallCard } from '../components/CallCard.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { ServiceCatalog, type ServiceCategory } from '../components/ServiceCatalog.tsx';
import type { Image, SiteWide, ServicesPageCopy, ServiceSummary } from '../view.ts';

export type ServicesPageProps = {
  copy: ServicesPageCopy;
  heroImage: Image | undefined;
  quoteHref: string;
  categories: ServiceCategory[];
  services: ServiceSummary[];
};

export function ServicesPage({ copy, phone, heroImage, quoteHref, categories, services, labels, words }: ServicesPageProps & SiteWide) {
  return (
    <>
      <Hero heading={copy.hero.heading} text={copy.hero.text} image={heroImage} phone={phone} labels={labels} quoteHref={quoteHref} />

      <Section id="catalog" heading={copy.catalog.heading} intro={copy.catalog.intro} tone="surface">
        <ServiceCatalog categories={categories} services={services} labels={labels} words={words} />
      </Section>

      <Section id="why-choose" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro}>
        <div className="mx-auto max-w-4xl">
          <CheckList items={copy.whyChoose.items} columns={2} />
        </div>
      </Section>

      <CallCard id="call" heading={copy.callCard.heading} text={copy.callCard.text} phone={phone} labels={labels} />
    </>
  );
}
