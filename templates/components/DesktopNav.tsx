import { ChevronDown } from './lucide.ts';
import type { Chrome, LanguageLink, NavItem } from '../view.ts';
import { ariaCurrent } from './ariaCurrent.ts';
import { SlashBreaks } from './SlashBreaks.tsx';

/** `ownRow`: the menu is on a row of its own, under the logo and the buttons (`menuHasOwnRow`). */
type Props = { chrome: Chrome; currentPath: string; ownRow: boolean };

/**
 * What fits beside the logo and the buttons at 1280 px, in links and in their letters ("Home",
 * "Services", "Service Areas", "About Us" and "Contact Us" have 43): a longer menu takes a row of its own.
 */
const MOST_BESIDE_LOGO = { links: 5, letters: 45 };

/** What a link of the row beside the menu takes of its room, in letters: its padding and the gap before it. */
const LINK_ROOM = 4;

/**
 * A longer menu (more links, or longer words, as Spanish's) goes under the logo and buttons, whole, rather than
 * wrapping its last links onto a second row. `beside`: the header row's other links (its language links).
 */
export function menuHasOwnRow(nav: NavItem[], beside: LanguageLink[]): boolean {
  const letters =
    nav.reduce((sum, item) => sum + item.label.length, 0) + beside.reduce((sum, link) => sum + link.name.length + LINK_ROOM, 0);
  return nav.length > MOST_BESIDE_LOGO.links || letters > MOST_BESIDE_LOGO.letters;
}

export function DesktopNav({ chrome, currentPath, ownRow }: Props) {
  const { nav, homeHref } = chrome;
  return (
    <nav
      aria-label={chrome.words.mainNavigation}
      className={`hidden min-w-min flex-1 xl:block ${ownRow ? 'basis-full pb-1' : ''}`.trimEnd()}
    >
      <ul className="flex flex-wrap items-center justify-center">
        {nav.map((item) => (
          <li key={item.href} className={item.children.length > 0 ? 'nav-group relative' : undefined}>
            <a href={item.href} className="nav-link" aria-current={ariaCurrent(item.href, currentPath, homeHref)}>
              {item.label}
              {item.children.length > 0 && <ChevronDown size={16} />}
            </a>
            {item.children.length > 0 && (
              <ul className="nav-dropdown absolute left-0 top-full z-40 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
                {[...item.children, ...(item.more ? [item.more] : [])].map((child) => (
                  <li key={`${child.href} ${child.label}`}>
                    <a href={child.href} className="dropdown-link" aria-current={ariaCurrent(child.href, currentPath, homeHref)}>
                      <SlashBreaks text={child.label} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
