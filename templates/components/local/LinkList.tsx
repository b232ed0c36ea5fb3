import ArrowRight from 'lucide-react/icons/arrow-right';
import type { Link } from '../../view.ts';

type Props = { links: Link[]; more?: Link };

/** Links in columns, each naming where it leads in full ("Garage door spring repair in Oxnard"). */
export function LinkList({ links, more }: Props) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-x-8 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="text-link inline-flex min-h-11 items-center gap-1">
            {link.label}
            <ArrowRight size={16} className="shrink-0" />
          </a>
        </li>
      ))}
      {more && (
        <li>
          <a href={more.href} className="text-link inline-flex min-h-11 items-center gap-1 font-bold">
            {more.label}
          </a>
        </li>
      )}
    </ul>
  );
}
