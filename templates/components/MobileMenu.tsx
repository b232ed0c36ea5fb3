import { Menu, X } from './lucide.ts';
import type { Chrome, LanguageLink } from '../view.ts';
import { ariaCurrent } from './ariaCurrent.ts';
import { phrase } from '../phrase.ts';
import { SlashBreaks } from './SlashBreaks.tsx';

/** `languageLinks`: the page in the site's other languages (none for a site in one language). */
type Props = { chrome: Chrome; currentPath: string; languageLinks: LanguageLink[] };

/**
 * The small- and medium-screen menu. It is a <details>, so it opens and closes with JavaScript
 * off; templates/client/site.js only adds aria-expanded, Escape and outside-click closing.
 */
export function MobileMenu({ chrome, currentPath, languageLinks }: Props) {
  const { nav, homeHref, words } = chrome;
  return (
    <details className="mobile-menu xl:hidden" data-menu>
      <summary className="flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-2.5 font-semibold text-ink hover:border-ink">
        <Menu size={22} className="menu-icon-open" />
        <X size={22} className="menu-icon-close" />
        {/* Its word beside the icon where the header has room: not on phones, nor beside a tablet's quote button. */}
        <span className="sr-only sm:not-sr-only md:sr-only lg:not-sr-only">{words.menu}</span>
      </summary>
      <nav
        aria-label={words.mainMenu}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page divide-y divide-slate-200 pb-6 pt-2">
          {nav.map((item) =>
            item.children.length > 0 ? (
              <li key={item.href}>
                <details>
                  <summary className="menu-row justify-between">
                    {item.label}
                    <span aria-hidden="true" className="group-toggle w-6 text-center text-2xl leading-none text-action" />
                  </summary>
                  <ul className="pb-3 pl-4">
                    {[{ label: item.more?.label ?? phrase(words.allOf, { menu: item.label }), href: item.href }, ...item.children].map(
                      (child) => (
                        <li key={child.href}>
                          <a href={child.href} className="menu-link" aria-current={child.href === currentPath ? 'page' : undefined}>
                            <SlashBreaks text={child.label} />
                          </a>
                        </li>
                      ),
                    )}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.href}>
                <a href={item.href} className="menu-row" aria-current={ariaCurrent(item.href, currentPath, homeHref)}>
                  {item.label}
                </a>
              </li>
            ),
          )}
          {languageLinks.map((link) => (
            <li key={link.tag}>
              <a href={link.href} hrefLang={link.tag} lang={link.tag} className="menu-row">
                {link.name}
              </a>
            </li>
          ))}
          <li className="pt-5">
            <a href={chrome.quoteHref} className="btn btn-action w-full">
              {chrome.labels.quote}
            </a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
