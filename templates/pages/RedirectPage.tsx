type Props = {
  /** Where the old address now lives, as a site path. */
  to: string;
  /** The same, as an absolute URL, for the canonical link. */
  canonicalUrl: string;
  businessName: string;
  contentSecurityPolicy: string;
};

/**
 * Stands at an old address for hosts that honour no redirect rules (GitHub Pages and the like):
 * it sends the browser on at once, tells search engines where the page lives now, and stays out
 * of their index. Hosts with rules answer the old address with a real 301 instead.
 */
export function RedirectPage({ to, canonicalUrl, businessName, contentSecurityPolicy }: Props) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy} />
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`This page has moved | ${businessName}`}</title>
        <link rel="canonical" href={canonicalUrl} />
      </head>
      <body>
        <main>
          <h1>This page has moved</h1>
          <p>
            It is now at <a href={to}>{canonicalUrl}</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
