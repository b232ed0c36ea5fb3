import { EmergencyBanner } from '../components/EmergencyBanner.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Hero } from '../components/Hero.tsx';
import { LicenseNote } from '../components/LicenseNote.tsx';
import { Section } from '../components/Section.tsx';
import { SplitSection } from '../components/SplitSection.tsx';
import type { AboutPageCopy, Image, SiteWide } from '../view.ts';

export type AboutPageProps = {
  copy: AboutPageCopy;
  heroImage: Image | undefined;
  storyImage: Image;
  quoteHref: string;
  /** The business's license, as content words it; none when the trade needs none. */
  license: string | undefined;
};

export function AboutPage(props: AboutPageProps & SiteWide) {
  const { copy, phone, heroImage, storyImage, quoteHref, license, labels, emergency } = props;
  return (
    <>
      <Hero heading={copy.hero.heading} text={copy.hero.text} image={heroImage} phone={phone} labels={labels} quoteHref={quoteHref} />

      <SplitSection id="story" heading={copy.story.heading} paragraphs={copy.story.text} image={storyImage} />

      <Section id="core-values" heading={copy.coreValues.heading} intro={copy.coreValues.intro} tone="surface">
        <FeatureGrid items={copy.coreValues.items} />
      </Section>

      <Section id="why-choose" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro}>
        <FeatureGrid items={copy.whyChoose.items} />
        {license && <LicenseNote license={license} />}
      </Section>

      {copy.emergencyBanner && (
        <EmergencyBanner {...props} text={copy.emergencyBanner.text} linkLabel={emergency?.call ?? labels.callNow} />
      )}
    </>
  );
}
