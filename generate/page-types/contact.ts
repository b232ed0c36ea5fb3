import type { CoveragePageProps } from '../../templates/pages/CoveragePage.tsx';
import { contactPageFile } from '../content/page-schema.ts';
import { contactHours } from '../pages/hours.ts';
import { paths } from '../pages/paths.ts';
import { coverageProps, coverageTemplate, coverageWords } from './coverage.ts';
import { onePage, pageType } from './page-type.ts';

/** The contact page: the phone, the hours, the cities as links, and where and how the business works. */
export const contact = pageType<CoveragePageProps>({
  name: 'contact',
  content: [contactPageFile],
  pages: (site) =>
    onePage(site, contactPageFile, {
      path: paths.contact,
      label: site.content.site.labels.contactPage,
      props: { ...coverageProps(site, site.copy(contactPageFile), 'links'), hours: contactHours(site.content.site, site.language) },
      words: coverageWords,
    }),
  template: coverageTemplate,
  lcpImage: (props) => props.heroImage,
});
