import { Phone as PhoneIcon } from './lucide.ts';
import type { Chrome, LanguageLink } from '../view.ts';
import { DesktopNav, menuHasOwnRow } from './DesktopNav.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { nonBreaking, separatorsKept } from './nonBreaking.ts';
import { PhoneLink } from './PhoneLink.tsx';
import { Picture } from './Picture.tsx';

type Props = { chrome: Chrome; currentPath: string; languageLinks?: LanguageLink[] };

/**
 * It adapts to what fits rather than to a width alone: the name wraps, the desktop navigation wraps onto a second
 * row (larger text, wider letter spacing), and as a last resort the buttons move under the logo.
 */
export function SiteHeader({ chrome, currentPath, languageLinks = [] }: Props) {
  const { logo, phone, labels } = chrome;
  const strip = languageLinks.length > 0;
  // From 640 to 767 px the bar has room beside the phone for one language link: two would push the buttons under the name.
  const stripAtSm = languageLinks.length > 1;
  const anchors = (className: string) =>
    languageLinks.map((link) => (
      <a key={link.tag} href={link.href} hrefLang={link.tag} lang={link.tag} className={className}>
        {link.name}
      </a>
    ));
  // A menu on a row of its own comes after the buttons, so that a keyboard reaches the phone first, as the eye does.
  const ownRow = menuHasOwnRow(chrome.nav, languageLinks);
  const menu = <DesktopNav chrome={chrome} currentPath={currentPath} ownRow={ownRow} />;
  // With the language strip, the header sticks with the strip scrolled out of view above it.
  return (
    <header
      className={`sticky z-40 border-b border-slate-200 bg-white shadow-sm ${strip ? (stripAtSm ? '-top-strip md:-top-8 lg:top-0' : '-top-strip sm:top-0 md:-top-8 lg:top-0') : 'top-0'}`}
    >
      {/* Where the bar has no room for the language links (phones, tablets beside the quote button, and two links below 768 px): a strip above it, which scrolls away, so a visitor finds it without opening the menu.
          On a phone the strip is a thumb's height (the theme's strip spacing). */}
      {strip && (
        <p
          className={
            stripAtSm
              ? 'h-strip border-b border-slate-200 md:h-8 lg:hidden'
              : 'h-strip border-b border-slate-200 sm:hidden md:block md:h-8 lg:hidden'
          }
        >
          <span className="container-page flex h-full justify-end gap-2">
            {anchors('-mr-2 flex min-w-11 items-center justify-center px-2 text-sm font-semibold text-ink underline hover:text-action')}
          </span>
        </p>
      )}
      <div className="mx-auto flex min-h-16 w-full max-w-7xl flex-wrap items-center justify-between gap-x-2 px-3 py-1 narrow:px-2 short:min-h-12 short:py-0.5 sm:px-6 xl:min-h-20">
        <a href={chrome.homeHref} className="flex min-h-11 min-w-min max-w-max flex-1 items-center gap-2">
          {/* object-contain: a logo that is not square keeps its proportions in the square. */}
          <Picture image={logo} className="h-10 w-10 max-w-none object-contain short:h-9 short:w-9 xl:h-12 xl:w-12" loading="eager" />
          {/* Where the menu is behind its button (below 1280 px) or on a row of its own, a long name may take the row's free room: the link grows into it alone. */}
          <span
            lang={chrome.businessNameLanguage}
            className={`max-w-[7.5rem] text-[0.8125rem] font-extrabold leading-tight text-ink sm:max-w-[10rem] sm:text-base lg:max-w-[18rem] ${ownRow ? 'xl:max-w-[22rem]' : 'xl:max-w-[10rem]'}`}
          >
            {separatorsKept(chrome.businessName)}
          </span>
        </a>
        {!ownRow && menu}
        <div className="ml-auto flex items-center gap-2 narrow:gap-1">
          {/* In the strip above instead on the narrowest screens (below 768 px for two links or more), and on tablets, where the quote button takes its room. */}
          {anchors(
            `hidden min-h-11 shrink-0 items-center rounded-lg px-2 font-semibold text-ink underline hover:text-action ${stripAtSm ? 'lg:flex' : 'sm:flex md:hidden lg:flex'}`,
          )}
          <PhoneLink
            phone={phone}
            className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 font-bold narrow:gap-1 narrow:px-1 text-ink hover:text-action"
          >
            <PhoneIcon size={20} className="text-action" />
            <span className="sm:hidden">
              {nonBreaking(labels.call)}
              <span className="sr-only"> {nonBreaking(phone.display)}</span>
            </span>
            <span className="hidden sm:inline">{nonBreaking(phone.display)}</span>
          </PhoneLink>
          <a href={chrome.quoteHref} className="btn btn-action hidden shrink-0 whitespace-nowrap md:inline-flex">
            <span className="xl:hidden">{labels.quoteShort}</span>
            <span className="hidden xl:inline">{labels.quote}</span>
          </a>
          <MobileMenu chrome={chrome} currentPath={currentPath} languageLinks={languageLinks} />
        </div>
        {ownRow && menu}
      </div>
    </header>
  );
}
