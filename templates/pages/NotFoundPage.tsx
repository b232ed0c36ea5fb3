import { CallButton } from '../components/CallButton.tsx';
import type { SiteWide, NotFoundPageCopy } from '../view.ts';
import { colourPairs } from '../colours.ts';

export type NotFoundPageProps = { copy: NotFoundPageCopy; homeHref: string };

/** Served by every host for a missing path; site.js logs the path to the console, as the old app did. */
export function NotFoundPage({ copy, phone, homeHref, labels }: NotFoundPageProps & SiteWide) {
  return (
    <section aria-labelledby="page-heading" className={`page-hero ${colourPairs.notFoundHeading.ground}`} data-not-found>
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
        {/* The words in the heading too: a screen reader's list of headings would say "404" alone. */}
        <h1 id="page-heading">
          <span className={`block text-7xl ${colourPairs.notFoundHeading.text} sm:text-8xl`}>404</span>{' '}
          <span className="mt-4 block text-2xl font-semibold">{labels.pageNotFound}</span>
        </h1>
        <p className="mt-4 max-w-xl text-lg">{copy.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={homeHref} className="btn btn-outline-dark">
            {labels.returnHome}
          </a>
          <CallButton phone={phone} label={labels.callNow} />
        </div>
      </div>
    </section>
  );
}
