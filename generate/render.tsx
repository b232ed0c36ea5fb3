import { renderToStaticMarkup } from 'react-dom/server';
import { BaseLayout } from '../templates/layouts/BaseLayout.tsx';
import { AboutPage } from '../templates/pages/AboutPage.tsx';
import { AreaPage } from '../templates/pages/AreaPage.tsx';
import { CoveragePage } from '../templates/pages/CoveragePage.tsx';
import { HomePage } from '../templates/pages/HomePage.tsx';
import { NotFoundPage } from '../templates/pages/NotFoundPage.tsx';
import { RedirectPage } from '../templates/pages/RedirectPage.tsx';
import { ServicePage } from '../templates/pages/ServicePage.tsx';
import { ServicesPage } from '../templates/pages/ServicesPage.tsx';
import type { Chrome, Head, SocialImage } from '../templates/view.ts';
import type { OutputFiles } from './output.ts';
import { absoluteUrl } from './paths.ts';
import { breadcrumbsFor, lcpImage, type Page, type Route } from './routes.ts';
import type { JsonLd } from './structured-data.ts';

/** Renders every route to a complete HTML document. React runs here, at build time only. */
export function renderPages(
  routes: Route[],
  chrome: Chrome,
  baseUrl: string,
  perRoute: { structuredData: (route: Route) => JsonLd[]; socialImage: (route: Route) => SocialImage },
): OutputFiles {
  return new Map(
    routes.map((route) => {
      const head: Head = {
        title: route.title,
        description: route.description,
        canonicalUrl: route.noindex ? null : absoluteUrl(baseUrl, route.path),
        noindex: route.noindex,
        siteName: chrome.businessName,
        structuredData: perRoute.structuredData(route),
        breadcrumbs: breadcrumbsFor(route, routes),
        socialImage: perRoute.socialImage(route),
        preloadImage: lcpImage(route.page),
      };
      return [route.file, renderRoute(route, head, chrome)];
    }),
  );
}

function renderRoute(route: Route, head: Head, chrome: Chrome): string {
  const document = (
    <BaseLayout head={head} chrome={chrome} currentPath={route.path}>
      <PageBody page={route.page} />
    </BaseLayout>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}

function PageBody({ page }: { page: Page }) {
  switch (page.template) {
    case 'home':
      return <HomePage {...page.props} />;
    case 'about':
      return <AboutPage {...page.props} />;
    case 'services':
      return <ServicesPage {...page.props} />;
    case 'coverage':
      return <CoveragePage {...page.props} />;
    case 'area':
      return <AreaPage {...page.props} />;
    case 'service':
      return <ServicePage {...page.props} />;
    case 'notFound':
      return <NotFoundPage {...page.props} />;
  }
}

/** The page left at a moved address, for hosts without redirect rules. */
export function renderRedirectPage(to: string, baseUrl: string, chrome: Chrome): string {
  const page = (
    <RedirectPage
      to={to}
      canonicalUrl={absoluteUrl(baseUrl, to)}
      businessName={chrome.businessName}
      contentSecurityPolicy={chrome.contentSecurityPolicy}
    />
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
