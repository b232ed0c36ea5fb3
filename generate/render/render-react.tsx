/**
 * The React half of the render stage, loaded by render.tsx only when a page is not in the cache:
 * a build whose pages are all unchanged never loads React, the templates or the icons.
 */
import dynamicIconImports from 'lucide-react/dynamicIconImports.mjs';
import type { LucideIcon } from 'lucide-react';
import { ariaCurrent } from '../../templates/components/ariaCurrent.ts';
import { IconDrawings } from '../../templates/components/Icon.tsx';
import { EmergencyCallButton } from '../../templates/components/EmergencyCallButton.tsx';
import { SiteFooter } from '../../templates/components/SiteFooter.tsx';
import { SiteHeader } from '../../templates/components/SiteHeader.tsx';
import { DocumentHead, documentStart, PageMain, pageDocument, SkipLink } from '../../templates/layouts/Document.tsx';
import { AboutPage } from '../../templates/pages/AboutPage.tsx';
import { AreaPage } from '../../templates/pages/AreaPage.tsx';
import { CoveragePage } from '../../templates/pages/CoveragePage.tsx';
import { HomePage } from '../../templates/pages/HomePage.tsx';
import { NotFoundPage } from '../../templates/pages/NotFoundPage.tsx';
import { RedirectPage } from '../../templates/pages/RedirectPage.tsx';
import { ServiceInAreaPage } from '../../templates/pages/ServiceInAreaPage.tsx';
import { ServicePage } from '../../templates/pages/ServicePage.tsx';
import { ServicesPage } from '../../templates/pages/ServicesPage.tsx';
import type { Chrome, Head, SiteWide } from '../../templates/view.ts';
import type { Page } from '../pages/routes.ts';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Renders pages that share one chrome. The parts many pages share are rendered once each: the
 * footer is the same on every page, and the header differs only in which links it marks current
 * (every service-in-city page shares one), so 700 pages need about twenty headers.
 */
export function pageRenderer(chrome: Chrome) {
  const once = <T,>(make: () => T) => {
    let value: T | undefined;
    return () => (value ??= make());
  };
  const footer = once(() => renderToStaticMarkup(<SiteFooter chrome={chrome} />));
  const skipLink = once(() => renderToStaticMarkup(<SkipLink />));
  const headers = new Map<string, string>();
  const navLinks = chrome.nav.flatMap((item) => [
    item.href,
    ...item.children.map((child) => child.href),
    ...(item.more ? [item.more.href] : []),
  ]);
  const headerFor = (path: string) => {
    const state = headerState(navLinks, path);
    let header = headers.get(state);
    if (header === undefined) {
      header = renderToStaticMarkup(<SiteHeader chrome={chrome} currentPath={path} />);
      headers.set(state, header);
    }
    return header;
  };
  const headOf = (head: Head) => renderToStaticMarkup(<DocumentHead head={head} chrome={chrome} />);
  const icons = iconLoader();
  return {
    page: async (path: string, head: Head, page: Page): Promise<string> => {
      const drawings = await icons(iconNamesIn(page.props));
      return pageDocument({
        head: headOf(head),
        skipLink: skipLink(),
        header: headerFor(path),
        main: renderToStaticMarkup(
          <IconDrawings value={drawings}>
            <PageMain
              head={head}
              callButton={<EmergencyCallButton phone={chrome.phone} emergency={chrome.emergency} labels={chrome.labels} />}
            >
              <PageBody page={page} shared={{ labels: chrome.labels, emergency: chrome.emergency }} />
            </PageMain>
          </IconDrawings>,
        ),
        footer: footer(),
      });
    },
    /**
     * `html`, a page rendered with the head `before`, with the head `after` in its place: the page
     * as `page` renders it with `after`, when the two heads differ only in what the body never shows
     * (the duplicate check's noindex and canonical; of a head, the body shows only its breadcrumbs).
     * Null when `html` does not begin with `before`'s markup or the breadcrumbs differ: the page is
     * then rendered whole. A large site sends many pages back, and React is most of a page's cost.
     */
    withHead: (html: string, before: Head, after: Head): string | null => {
      const start = documentStart(headOf(before));
      if (!html.startsWith(start) || JSON.stringify(before.breadcrumbs) !== JSON.stringify(after.breadcrumbs)) return null;
      return documentStart(headOf(after)) + html.slice(start.length);
    },
  };
}

/**
 * Loads the icons content names through lucide-react's public map of icon imports, each once: a
 * page's drawings, by name, once all of `names` are in.
 */
function iconLoader(): (names: Set<string>) => Promise<ReadonlyMap<string, LucideIcon>> {
  const loaded = new Map<string, LucideIcon>();
  const loading = new Map<string, Promise<void>>();
  const load = (name: string) => {
    let done = loading.get(name);
    if (!done) {
      // Names were checked against this same map when content loaded (schema.ts).
      done = dynamicIconImports[name as keyof typeof dynamicIconImports]().then((module) => {
        loaded.set(name, module.default);
      });
      loading.set(name, done);
    }
    return done;
  };
  return async (names) => {
    await Promise.all([...names].filter((name) => !loaded.has(name)).map(load));
    return loaded;
  };
}

/** Every icon a page's props name: the `icon` fields of content items (schema.ts allows only lucide's names there). */
function iconNamesIn(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) iconNamesIn(item, names);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'icon' && typeof item === 'string') names.add(item);
      else iconNamesIn(item, names);
    }
  return names;
}

/** A page's own template, given its props and what every page shares. */
function PageBody({ page, shared }: { page: Page; shared: SiteWide }) {
  switch (page.template) {
    case 'home':
      return <HomePage {...page.props} {...shared} />;
    case 'about':
      return <AboutPage {...page.props} {...shared} />;
    case 'services':
      return <ServicesPage {...page.props} {...shared} />;
    case 'coverage':
      return <CoveragePage {...page.props} {...shared} />;
    case 'area':
      return <AreaPage {...page.props} {...shared} />;
    case 'service':
      return <ServicePage {...page.props} {...shared} />;
    case 'serviceInArea':
      return <ServiceInAreaPage {...page.props} {...shared} />;
    case 'notFound':
      return <NotFoundPage {...page.props} {...shared} />;
  }
}

export function redirectDocument(props: Parameters<typeof RedirectPage>[0]): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<RedirectPage {...props} />)}`;
}

/**
 * What the header shows differently on a page: which of its links (`links`, the hrefs of the
 * navigation's items, their children and "more" links) are marked current. Pages with the same
 * state get the same header markup, so it is rendered once for all of them.
 */
function headerState(links: string[], currentPath: string): string {
  let state = '';
  for (const href of links) state += `${ariaCurrent(href, currentPath) ?? ''}|`;
  return state;
}
