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
import { DocumentHead, languageLinks, PageMain, pageDocument, SkipLink } from '../../templates/layouts/Document.tsx';
import { RedirectPage } from '../../templates/pages/RedirectPage.tsx';
import type { Chrome, Head, LanguageLink, SiteWide } from '../../templates/view.ts';
import type { Route } from '../page-types/page-type.ts';
import { createElement } from 'react';
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
  const skipLink = once(() => renderToStaticMarkup(<SkipLink words={chrome.words} />));
  const headers = new Map<string, string>();
  const navLinks = chrome.nav.flatMap((item) => [
    item.href,
    ...item.children.map((child) => child.href),
    ...(item.more ? [item.more.href] : []),
  ]);
  const headerFor = (path: string, links: LanguageLink[]) => {
    // The language link leads to this page in the other language: it is part of the header's state.
    const state = `${headerState(navLinks, path)}${links.map((link) => link.href).join('|')}`;
    let header = headers.get(state);
    if (header === undefined) {
      header = renderToStaticMarkup(<SiteHeader chrome={chrome} currentPath={path} languageLinks={links} />);
      headers.set(state, header);
    }
    return header;
  };
  const icons = iconLoader();
  const shared: SiteWide = { labels: chrome.labels, words: chrome.words, emergency: chrome.emergency };
  const callButton = <EmergencyCallButton phone={chrome.phone} emergency={chrome.emergency} labels={chrome.labels} />;
  return {
    /** A page's <main>: its template with its props, under its breadcrumbs, and the floating call button. */
    main: async (route: Route): Promise<string> => {
      const [drawings, Template] = await Promise.all([icons(iconNamesIn(route.props)), route.type.template()]);
      return renderToStaticMarkup(
        <IconDrawings value={drawings}>
          <PageMain breadcrumbs={route.breadcrumbs} words={chrome.words} callButton={callButton}>
            {createElement(Template, { ...(route.props as object), ...shared })}
          </PageMain>
        </IconDrawings>,
      );
    },
    /** The whole page: its <head>, then the header, its <main> and the footer every page shares. */
    document: (path: string, head: Head, main: string): string =>
      pageDocument({
        language: chrome.language.tag,
        head: renderToStaticMarkup(<DocumentHead head={head} chrome={chrome} />),
        skipLink: skipLink(),
        header: headerFor(path, languageLinks(chrome, head)),
        main,
        footer: footer(),
      }),
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
