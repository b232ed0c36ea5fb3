import { ArrowRight } from '../lucide.ts';
import type { Link } from '../../view.ts';

type Props = { links: Link[]; more?: Link };

/** Links in columns, each naming where it leads in full ("Drain cleaning in Round Rock"). */
export function LinkList({ links, more }: Props) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-x-10 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="text-link inline-block py-2.5">
            {link.label}
            <ArrowRight size={16} className="ml-1 inline align-[-0.125em]" />
          </a>
        </li>
      ))}
      {more && (
        <li>
          <a href={more.href} className="text-link inline-block py-2.5 font-bold">
            {more.label}
          </a>
        </li>
      )}
    </ul>
  );
}
