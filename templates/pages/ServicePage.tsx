import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import { AtAGlance } from '../components/AtAGlance.tsx';
import { CallButton } from '../components/CallButton.tsx';
import { CallCard } from '../components/CallCard.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import type { Image, Phone, ServicePageCopy } from '../view.ts';

export type ServicePageProps = {
  service: {
    title: string;
    subtitle: string;
    description: string;
    detailedDescription: string;
    features: string[];
    warranty: string;
    emergency: boolean;
    faq: Array<{ question: string; answer: string }>;
  };
  image: Image;
  /** Set on the service-in-area pages. */
  area: { name: string; href: string; zipCodes: string; responseTime: string } | null;
  /** Page copy with {service} and {area} already filled. */
  copy: ServicePageCopy;
  phone: Phone;
  bookHref: string;
};

export function ServicePage({ service, image, area, copy, phone, bookHref }: ServicePageProps) {
  const heading = area ? `${service.title} in ${area.name}` : service.title;
  return (
    <>
      <Hero heading={heading} text={service.subtitle} image={image}>
        <CallButton phone={phone} />
        <a href={bookHref} className="btn btn-outline-light">
          <CalendarCheck size={20} />
          Book Service Now
        </a>
      </Hero>

      <section aria-labelledby="overview-heading" className="bg-white">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr] lg:py-20">
          <div className="space-y-4 text-lg">
            <h2 id="overview-heading" className="text-3xl">
              About {heading}
            </h2>
            <p>{service.description}</p>
            <p>{service.detailedDescription}</p>
          </div>
          <AtAGlance features={service.features.slice(0, 3)} warranty={service.warranty} bookHref={bookHref} phone={phone} />
        </div>
      </section>

      <Section id="includes" heading="Service Includes" tone="surface">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {service.features.map((feature) => (
            <li key={feature} className="card flex gap-3 p-5">
              <CircleCheck size={24} className="shrink-0 text-trust" />
              <span className="font-semibold text-ink">{feature}</span>
            </li>
          ))}
        </ul>
      </Section>

      {area && (
        <Section id="serving-area" heading={`Serving ${area.name}`}>
          <div className="card mx-auto max-w-3xl p-6 text-center sm:p-8">
            <p className="text-lg">{copy.servingArea.text}</p>
            <ul className="mt-5 flex flex-col justify-center gap-4 font-semibold text-ink sm:flex-row">
              <li className="flex items-center justify-center gap-2">
                <Clock size={20} className="text-trust" />
                Response time: {area.responseTime}
              </li>
              <li className="flex items-center justify-center gap-2">
                <MapPin size={20} className="text-trust" />
                ZIP codes {area.zipCodes}
              </li>
            </ul>
            <a href={area.href} className="text-link mt-5 inline-block">
              More about our work in {area.name}
            </a>
          </div>
        </Section>
      )}

      {service.faq.length > 0 && (
        <Section id="faq" heading={copy.faq.heading} intro={copy.faq.intro} tone={area ? 'surface' : 'white'}>
          <FaqList items={service.faq} />
        </Section>
      )}

      {!service.emergency && (
        <CallCard id="ready" heading={`Ready for ${service.title}?`} text={copy.readyFor.text} phone={phone} bookHref={bookHref} />
      )}
    </>
  );
}
