import { ArrowLabel } from '../ArrowLabel.tsx';
import type { Link } from '../../view.ts';

type Props = {
  links: Link[];
  more?: Link;
  /** Three columns on a desktop, for a long list of short links (a town's services past its cards). */
  wide?: boolean;
};

/** Links in columns, each naming where it leads in full ("A service in Springfield"), or under a heading that does. */
export function LinkList({ links, more, wide = false }: Props) {
  // As wide as its links, so it sits centred under its centred heading; one link fills no second column.
  // Whole class names, as Tailwind finds them in the source.
  const columns =
    links.length + (more ? 1 : 0) <= 1
      ? 'max-w-4xl gap-x-10'
      : wide
        ? 'gap-x-10 sm:grid-cols-2 lg:grid-cols-3'
        : 'max-w-4xl gap-x-10 sm:grid-cols-2';
  return (
    <ul className={`mx-auto grid w-fit ${columns}`}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="text-link inline-block py-2.5">
            <ArrowLabel label={link.label} size={16} />
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
