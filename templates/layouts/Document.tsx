import type { ReactNode } from 'react';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { StructuredData } from '../components/StructuredData.tsx';
import type { Chrome, Head, LanguageLink, Link, Words } from '../view.ts';

/*
 * Header and footer are the same on hundreds of pages, so the render stage renders each distinct one once and this
 * layout assembles the page from the rendered parts.
 */

type Parts = { language: string; head: string; skipLink: string; header: string; main: string; footer: string };

/** The page, from its rendered parts, in reading order. */
export function pageDocument(parts: Parts): string {
  return `<!DOCTYPE html><html lang="${parts.language}">${parts.head}<body>${parts.skipLink}${parts.header}${parts.main}${parts.footer}</body></html>`;
}

export function DocumentHead({ head, chrome }: { head: Head; chrome: Chrome }) {
  const preload = head.preloadImage;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="Content-Security-Policy" content={chrome.contentSecurityPolicy} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonicalUrl && <link rel="canonical" href={head.canonicalUrl} />}
      {head.versions.map((version) => (
        <link key={version.language} rel="alternate" hrefLang={version.language} href={version.url} />
      ))}
      {head.defaultUrl && <link rel="alternate" hrefLang="x-default" href={head.defaultUrl} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:locale" content={chrome.language.ogLocale} />
      {head.versions
        .filter((version) => version.language !== chrome.language.tag)
        .map((version) => (
          <meta key={version.language} property="og:locale:alternate" content={version.ogLocale} />
        ))}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonicalUrl && <meta property="og:url" content={head.canonicalUrl} />}
      <meta property="og:image" content={head.socialImage.url} />
      <meta property="og:image:width" content={String(head.socialImage.width)} />
      <meta property="og:image:height" content={String(head.socialImage.height)} />
      <meta property="og:image:alt" content={head.socialImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.socialImage.url} />
      <meta name="twitter:image:alt" content={head.socialImage.alt} />
      <meta name="theme-color" content={chrome.themeColour} />
      <link rel="icon" href={chrome.icons.ico} sizes="32x32" />
      {chrome.icons.svg && <link rel="icon" href={chrome.icons.svg} type="image/svg+xml" />}
      <link rel="apple-touch-icon" href={chrome.icons.appleTouch} />
      <link rel="manifest" href={chrome.icons.manifest} />
      {chrome.feed && <link rel="alternate" type="application/atom+xml" title={chrome.feed.label} href={chrome.feed.href} />}
      {preload &&
        (preload.sources[0] ? (
          <link
            rel="preload"
            as="image"
            type={preload.sources[0].type}
            imageSrcSet={preload.sources[0].srcset}
            imageSizes={preload.sizes}
            fetchPriority="high"
          />
        ) : (
          <link rel="preload" as="image" href={preload.src} fetchPriority="high" />
        ))}
      <link rel="stylesheet" href={chrome.stylesheetHref} />
      <script src={chrome.scriptHref} defer />
      <StructuredData data={head.structuredData} />
    </head>
  );
}

export function SkipLink({ words }: { words: Words }) {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-ink focus:shadow-lg"
    >
      {words.skipToContent}
    </a>
  );
}

/** The page's content, then the floating call button (last, and laid out after the first band: see .page-main). */
export function PageMain(props: { breadcrumbs: Link[]; words: Words; callButton: ReactNode; children: ReactNode }) {
  const { breadcrumbs, words, callButton, children } = props;
  return (
    <main id="main" tabIndex={-1} className="page-main focus:outline-none">
      {breadcrumbs.length > 1 && <Breadcrumbs trail={breadcrumbs} label={words.breadcrumb} />}
      {children}
      {callButton}
    </main>
  );
}

/**
 * The header's links to the page in the site's other languages: its version there, else its nearest ancestor's (a
 * service's page for a service in a city not yet translated), else that language's home page, if it has one.
 */
export function languageLinks(chrome: Chrome, head: Head): LanguageLink[] {
  return chrome.languages.flatMap(({ tag, name, home }) => {
    const href = head.nearestVersions[tag] ?? home;
    return href ? [{ tag, name, href }] : [];
  });
}
