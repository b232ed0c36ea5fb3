/** Loaded only when a page is not in the cache, so a build whose pages are all unchanged never loads React, the templates or the icons. */
import dynamicIconImports from 'lucide-react/dynamicIconImports.mjs';
import type { LucideIcon } from 'lucide-react';
import { IconDrawings } from '../../templates/components/Icon.tsx';
import { EmergencyCallButton } from '../../templates/components/EmergencyCallButton.tsx';
import { SiteFooter } from '../../templates/components/SiteFooter.tsx';
import { SiteHeader } from '../../templates/components/SiteHeader.tsx';
import { DocumentHead, languageLinks, PageMain, pageDocument, SkipLink } from '../../templates/layouts/Document.tsx';
import { RedirectPage } from '../../templates/pages/RedirectPage.tsx';
import type { Chrome, Head, SiteWide } from '../../templates/view.ts';
import type { Route } from '../page-types/page-type.ts';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Renders pages that share one chrome: header, footer and skip link around each page's <main>. */
export function pageRenderer(chrome: Chrome) {
  const icons = iconLoader();
  const shared: SiteWide = { labels: chrome.labels, words: chrome.words, phone: chrome.phone, emergency: chrome.emergency };
  const callButton = <EmergencyCallButton phone={chrome.phone} emergency={chrome.emergency} labels={chrome.labels} />;
  const chromePart = (part: ReactElement) => withLinkLanguages(chrome.linkLanguages, renderToStaticMarkup(part));
  return {
    /** A page's <main>: its template with its props, under its breadcrumbs, and the floating call button. */
    main: async (route: Route): Promise<string> => {
      const [drawings, Template] = await Promise.all([icons(iconNamesIn(route.props)), route.type.template()]);
      return withLinkLanguages(
        route.linkLanguages,
        renderToStaticMarkup(
          <IconDrawings value={drawings}>
            <PageMain breadcrumbs={route.breadcrumbs} words={chrome.words} callButton={callButton}>
              {createElement(Template, { ...(route.props as object), ...shared })}
            </PageMain>
          </IconDrawings>,
        ),
      );
    },
    /** The whole page: its <head>, then the header, its <main> and the footer every page shares. */
    document: (path: string, head: Head, main: string): string =>
      pageDocument({
        language: chrome.language.tag,
        head: renderToStaticMarkup(<DocumentHead head={head} chrome={chrome} />),
        skipLink: renderToStaticMarkup(<SkipLink words={chrome.words} />),
        header: chromePart(<SiteHeader chrome={chrome} currentPath={path} languageLinks={languageLinks(chrome, head)} />),
        main,
        footer: chromePart(<SiteFooter chrome={chrome} />),
      }),
  };
}

/**
 * Each link to a page in another language (`languages`: its path, to the language's tag) names it in `hreflang`, as the
 * language links do, whichever template drew it. The link's words are in the page's language, so it has no `lang`. Only
 * a page with such links is read again, and only its <a> tags, as React writes them: `>` in a value is `&gt;`.
 */
function withLinkLanguages(languages: Readonly<Record<string, string>> | undefined, html: string): string {
  if (!languages) return html;
  return html.replace(/<a\s[^>]*>/g, (tag) => {
    const language = languages[/\shref="([^"?#]*)/.exec(tag)?.[1] ?? ''];
    return language === undefined || /\shreflang=/i.test(tag) ? tag : `${tag.slice(0, -1)} hrefLang="${language}">`;
  });
}

/** Loads the icons content names through lucide-react's public map of icon imports, each once. */
function iconLoader(): (names: Set<string>) => Promise<ReadonlyMap<string, LucideIcon>> {
  const loaded = new Map<string, LucideIcon>();
  return async (names) => {
    const missing = [...names].filter((name) => !loaded.has(name));
    // Names were checked against this same map when content loaded (schema.ts); Node imports each module once.
    const modules = await Promise.all(missing.map((name) => dynamicIconImports[name as keyof typeof dynamicIconImports]()));
    for (const [index, name] of missing.entries()) loaded.set(name, modules[index]!.default);
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
