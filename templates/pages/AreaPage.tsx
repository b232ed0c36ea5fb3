import { CallButton } from '../components/CallButton.tsx';
import { CallCard } from '../components/CallCard.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { ServiceCard } from '../components/ServiceCard.tsx';
import type { AreaPageCopy, Image, Phone, ServiceSummary } from '../view.ts';

export type AreaPageProps = {
  area: { name: string; title: string; description: string[]; zipCodes: string; responseTime: string; whyChoose: string[] };
  /** Page copy with {area} already filled. */
  copy: AreaPageCopy;
  phone: Phone;
  heroImage: Image | undefined;
  /** Every service, each linking to its page for this area. */
  services: Array<{ service: ServiceSummary; href: string }>;
};

export function AreaPage({ area, copy, phone, heroImage, services }: AreaPageProps) {
  return (
    <>
      <Hero heading={area.title} text={area.description[0]!} image={heroImage}>
        <CallButton phone={phone} />
      </Hero>

      {area.description.length > 1 && (
        <section aria-label={`About ${area.name}`} className="bg-white">
          <div className="container-page max-w-3xl space-y-4 py-12 text-lg">
            {area.description.slice(1).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      )}

      <Section id="services" heading={copy.services.heading} intro={copy.services.intro} tone="surface">
        <p className="-mt-4 mb-8 text-center font-semibold text-ink">
          Serving ZIP codes {area.zipCodes} · Typical response {area.responseTime}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ service, href }) => (
            <li key={service.slug}>
              <ServiceCard service={service} href={href} linkLabel="Request Service" />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-choose" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro}>
        <div className="mx-auto max-w-3xl">
          <CheckList items={area.whyChoose} />
        </div>
      </Section>

      <CallCard id="call" heading={copy.callCard.heading} text={copy.callCard.text} phone={phone}>
        <dl className="mx-auto mt-6 grid max-w-md gap-3 text-left sm:grid-cols-2">
          <div className="rounded-lg bg-white/10 p-4">
            <dt className="text-sm text-slate-200">Response time</dt>
            <dd className="text-lg font-bold">{area.responseTime}</dd>
          </div>
          <div className="rounded-lg bg-white/10 p-4">
            <dt className="text-sm text-slate-200">ZIP codes</dt>
            <dd className="text-lg font-bold">{area.zipCodes}</dd>
          </div>
        </dl>
      </CallCard>
    </>
  );
}
