import { Clock, Mail, MapPin, Phone as PhoneIcon, Siren } from './lucide.ts';
import type { Chrome, Link, Words } from '../view.ts';
import { EmailLink } from './EmailLink.tsx';
import { HoursInWords } from './HoursInWords.tsx';
import { separatorsKept } from './nonBreaking.ts';
import { PhoneLink } from './PhoneLink.tsx';
import { TelText } from './TelText.tsx';
import { colourPairs } from '../colours.ts';
import { phrase } from '../phrase.ts';

type Props = { chrome: Chrome };

type ColumnProps = { heading: string; links: Array<Link & { mapsUrl?: string }>; more?: Link | undefined; words: Words };

/** A column of links; a city's has a link to its map beside it. */
function LinkColumn({ heading, links, more, words }: ColumnProps) {
  // Empty only in a translation that gives none of the column's pages yet.
  if (links.length === 0 && !more) return null;
  return (
    <nav aria-label={heading}>
      <h2 className={`text-lg ${colourPairs.footerHeading.text}`}>{heading}</h2>
      <ul className="mt-3 md:space-y-1">
        {links.map((link) => (
          <li key={link.href} className={link.mapsUrl ? 'flex items-center gap-3' : undefined}>
            <a href={link.href} className="footer-link">
              {link.label}
            </a>
            {link.mapsUrl && (
              <a href={link.mapsUrl} rel="noopener noreferrer" className="footer-link shrink-0 gap-1 text-sm">
                <MapPin size={14} />
                {words.map}
                <span className="sr-only"> {phrase(words.mapOf, { area: link.label })}</span>
              </a>
            )}
          </li>
        ))}
        {more && (
          <li>
            <a href={more.href} className={`footer-link font-semibold ${colourPairs.footerHeading.text}`}>
              {more.label}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export function SiteFooter({ chrome }: Props) {
  const { footer, phone, email, emergency, labels, words } = chrome;
  return (
    <footer className={`on-dark ${colourPairs.footer.ground} ${colourPairs.footer.text}`}>
      {/* Four columns on a desktop, the business's own the widest: its description, and a long email address on a line. */}
      <div className="container-page grid gap-10 pb-12 pt-6 sm:grid-cols-2 lg:grid-cols-[4fr_3fr_3fr_3fr]">
        <div>
          <h2 lang={chrome.businessNameLanguage} className={`text-lg ${colourPairs.footerHeading.text}`}>
            {separatorsKept(chrome.businessName)}
          </h2>
          <p className="mt-3 text-[0.95rem]">{footer.description}</p>
          <a href={footer.location.mapsUrl} rel="noopener noreferrer" className="footer-link mt-3 flex w-fit gap-2">
            {footer.location.lines.length === 1 ? (
              <>
                <MapPin size={18} />
                {footer.location.lines[0]}
              </>
            ) : (
              // A street address: its lines as a letter has them, beside a pin that keeps its size, on the first line.
              <span className="flex gap-2">
                <MapPin size={18} className="mt-1 shrink-0" />
                <span>
                  {footer.location.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </span>
            )}
          </a>
          {/* The number is what the footer is for: a thumb's full 44 px at every width, where its other links have 36 from a tablet's width up. */}
          <PhoneLink phone={phone} className={`footer-link flex min-h-11 w-fit gap-2 text-lg font-bold ${colourPairs.footerHeading.text}`}>
            <PhoneIcon size={18} />
            <TelText text={phone.display} />
          </PhoneLink>
          {/* A separate emergency line, as the floating button and the contact page give it: its name over its number, both in the link. */}
          {emergency?.ownNumber && (
            <PhoneLink phone={emergency.phone} className={`footer-link flex w-fit items-start gap-2 ${colourPairs.footerHeading.text}`}>
              <Siren size={18} className="mt-0.5 shrink-0" />
              <span>
                <TelText text={emergency.line} className="block text-sm font-semibold" />{' '}
                <TelText text={emergency.phone.display} className="block text-lg font-bold" />
              </span>
            </PhoneLink>
          )}
          {email && <EmailLink email={email} className="footer-link flex w-fit" icon={<Mail size={18} className="mt-1 shrink-0" />} />}
          <p className="mt-1 flex gap-2">
            <Clock size={18} className="mt-1 shrink-0" />
            <span>
              <span className="sr-only">{labels.openingHours}: </span>
              <HoursInWords words={footer.hours} />
            </span>
          </p>
        </div>
        <LinkColumn heading={labels.quickLinks} links={footer.quickLinks} words={words} />
        <LinkColumn heading={labels.ourServices} links={footer.services} more={footer.allServices} words={words} />
        <LinkColumn heading={labels.serviceAreasPage} links={footer.areas} more={footer.allAreas} words={words} />
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-6 text-sm">
          {phrase(words.copyright, { year: footer.year, business: chrome.businessName })}
          {footer.license && <span className="mt-1 block">{footer.license}</span>}
        </p>
      </div>
    </footer>
  );
}
