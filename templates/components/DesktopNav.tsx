import { ChevronDown } from './lucide.ts';
import type { NavItem } from '../view.ts';
import { ariaCurrent } from './ariaCurrent.ts';

type Props = { nav: NavItem[]; currentPath: string; label: string };

/** The large-screen navigation; Services and Service Areas open as dropdowns on hover and focus. */
export function DesktopNav({ nav, currentPath, label }: Props) {
  return (
    <nav aria-label={label} className="hidden min-w-min flex-1 xl:block">
      <ul className="flex flex-wrap items-center justify-center">
        {nav.map((item) => (
          <li key={item.href} className={item.children.length > 0 ? 'nav-group relative' : undefined}>
            <a href={item.href} className="nav-link" aria-current={ariaCurrent(item.href, currentPath)}>
              {item.label}
              {item.children.length > 0 && <ChevronDown size={16} />}
            </a>
            {item.children.length > 0 && (
              <ul className="nav-dropdown absolute left-0 top-full z-40 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
                {[...item.children, ...(item.more ? [item.more] : [])].map((child) => (
                  <li key={`${child.href} ${child.label}`}>
                    <a href={child.href} className="dropdown-link" aria-current={ariaCurrent(child.href, currentPath)}>
                      {child.label}
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
