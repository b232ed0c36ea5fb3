import { AreaCardGrid } from '../components/AreaCard.tsx';
import { AreaChips } from '../components/AreaChips.tsx';
import { CARD_COLUMNS, cardGrid } from '../components/cardGrid.ts';
import { CallCard } from '../components/CallCard.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContactCards } from '../components/ContactCards.tsx';
import { CoverageDetails } from '../components/CoverageDetails.tsx';
import { Hero } from '../components/Hero.tsx';
import { LicenseNote } from '../components/LicenseNote.tsx';
import { OpeningHours } from '../components/OpeningHours.tsx';
import { Section } from '../components/Section.tsx';
import type { AreaSummary, ContactHours, Coverage, CoveragePageCopy, Image, Link, SiteWide, StreetAddress } from '../view.ts';

export type CoveragePageProps = {
  copy: CoveragePageCopy;
  /** The address customers may write to; none for a business reached by phone alone. */
  email: string | undefined;
  heroImage: Image | undefined;
  homeCity: string;
  coverage: Coverage;
  /** The street address customers visit; none for a business that serves them at their place. */
  address: StreetAddress | undefined;
  guarantees: string[];
  areas: AreaSummary[];
  /** The business's license, as content words it; none when the trade needs none. */
  license: string | undefined;
  /**
   * The cities as cards with their response time and ZIP codes (the service areas page), or as
   * plain links (the contact page), so that the two pages are not the same page twice.
   */
  areaLayout: 'cards' | 'links';
  /** The neighborhoods of each city with local content, when the page's copy has a heading for them. */
  neighborhoods: Array<{ area: Link; names: string[] }>;
  /** The hours, day by day: on the contact page. */
  hours?: ContactHours;
};

/** The service areas page and the contact page: the spec gives both the same blocks in the same order, with their own copy. */
export function CoveragePage(props: CoveragePageProps & SiteWide) {
  const { copy, phone, coverage, areas, neighborhoods, labels, words, emergency } = props;
  const neighborhoodsSection = neighborhoods.length > 0 ? copy.neighborhoods : undefined;
  // Laid out as the cards are: one city's list sits centred under the heading, not alone at the left.
  const neighborhoodGrid = cardGrid('mx-auto grid max-w-5xl gap-6', neighborhoods.length, CARD_COLUMNS);
  return (
    <>
      <Hero heading={copy.hero.heading} text={copy.hero.text} image={props.heroImage} phone={phone} labels={labels} />

      <Section id="areas" heading={copy.areas.heading} intro={copy.areas.intro} tone="surface">
        {props.areaLayout === 'cards' ? <AreaCardGrid areas={areas} labels={labels} words={words} /> : <AreaChips areas={areas} />}
      </Section>

      {neighborhoodsSection && (
        <Section id="neighborhoods" heading={neighborhoodsSection.heading} intro={neighborhoodsSection.intro}>
          <dl className={neighborhoodGrid.list}>
            {neighborhoods.map(({ area, names }, index) => (
              <div key={area.href} className={neighborhoodGrid.item(index)}>
                {/* The city's link padded to a thumb's 44 px: a target of its own, not a word in a sentence. */}
                <dt className="text-lg font-bold">
                  <a href={area.href} className="text-link inline-block py-2">
                    {area.label}
                  </a>
                </dt>
                <dd>{names.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      <Section id="coverage" heading={copy.coverage.heading} intro={copy.coverage.intro} tone={neighborhoodsSection ? 'surface' : 'white'}>
        <CoverageDetails coverage={coverage} homeCity={props.homeCity} emergency={emergency} labels={labels} words={words} />
      </Section>

      <CallCard id="call" heading={copy.callCard.heading} text={copy.callCard.text} phone={phone} labels={labels} />

      <Section id="guarantee" heading={copy.guarantee.heading} intro={copy.guarantee.intro} tone="surface">
        <div className="mx-auto max-w-4xl">
          <CheckList items={props.guarantees} columns={2} />
        </div>
      </Section>

      <Section id="contact" heading={copy.contact.heading} intro={copy.contact.intro}>
        <ContactCards {...props} cities={areas.map((area) => area.name)} />
        {props.hours && <OpeningHours hours={props.hours} heading={labels.openingHours} />}
        {props.license && <LicenseNote license={props.license} />}
      </Section>
    </>
  );
}
