/** What the service areas page and the contact page share: both list the cities with the coverage and a call to action. */
import { siteFiles } from '../content/load.ts';
import type { CoveragePageProps } from '../../templates/pages/CoveragePage.tsx';
import type { CoveragePageCopy } from '../content/page-schema.ts';
import { coverageView, streetAddress } from '../pages/facts.ts';
import type { PageSources } from '../pages/model.ts';
import { paths } from '../pages/paths.ts';

/** The words of site.json these pages show: a translation gives them before the pages are built in its language. */
export const coverageWords = ['coverage', 'guarantees'].map((part) => ({ file: siteFiles.site, within: [part] }));

export function coverageProps(site: PageSources, copy: CoveragePageCopy, areaLayout: CoveragePageProps['areaLayout']): CoveragePageProps {
  const { content } = site;
  const facts = content.site;
  return {
    copy,
    email: facts.email,
    heroImage: site.hero(copy),
    homeCity: facts.homeCity,
    coverage: coverageView(facts, site.language),
    address: streetAddress(facts),
    guarantees: facts.guarantees,
    areas: site.areas,
    areaLayout,
    license: site.license,
    neighborhoods: Object.entries(content.areas).flatMap(([slug, area]) => {
      const local = content.local[slug];
      return local ? [{ area: { label: area.name, href: paths.area(slug) }, names: local.neighborhoods }] : [];
    }),
  };
}

export const coverageTemplate = () => import('../../templates/pages/CoveragePage.tsx').then((module) => module.CoveragePage);
