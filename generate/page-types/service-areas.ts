import type { CoveragePageProps } from '../../templates/pages/CoveragePage.tsx';
import { serviceAreasPageFile } from '../content/page-schema.ts';
import { paths } from '../pages/paths.ts';
import { coverageProps, coverageTemplate, coverageWords } from './coverage.ts';
import { onePage, pageType } from './page-type.ts';

/** The service areas page: a card for every city, and where and how the business works. */
export const serviceAreas = pageType<CoveragePageProps>({
  name: 'service areas',
  content: [serviceAreasPageFile],
  pages: (site) =>
    onePage(site, serviceAreasPageFile, {
      path: paths.serviceAreas,
      label: site.content.site.labels.serviceAreasPage,
      props: coverageProps(site, site.copy(serviceAreasPageFile), 'cards'),
      words: coverageWords,
    }),
  template: coverageTemplate,
  lcpImage: (props) => props.heroImage,
});
