import { phrase } from '../phrase.ts';
import type { Words } from '../view.ts';

type Props = {
  /** Where the old address now lives, as a site path. */
  to: string;
  /** The same, as an absolute URL, for the canonical link. */
  canonicalUrl: string;
  businessName: string;
  contentSecurityPolicy: string;
  /** The site's language, and its words for a moved page. */
  language: string;
  words: Pick<Words, 'moved' | 'movedTitle' | 'nowAt'>;
};

/**
 * For hosts that honour no redirect rules (GitHub Pages): sends the browser on at once, tells search engines where
 * the page lives now, and stays out of their index.
 */
export function RedirectPage({ to, canonicalUrl, businessName, contentSecurityPolicy, language, words }: Props) {
  const [before, after] = words.nowAt.split('{link}');
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy} />
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{phrase(words.movedTitle, { business: businessName })}</title>
        <link rel="canonical" href={canonicalUrl} />
      </head>
      <body>
        <main>
          <h1>{words.moved}</h1>
          <p>
            {before}
            <a href={to}>{canonicalUrl}</a>
            {after}
          </p>
        </main>
      </body>
    </html>
  );
}
