import { ArrowLabel } from '../ArrowLabel.tsx';
import type { Link } from '../../view.ts';

type Props = { links: Link[]; more?: Link };

/** Links in columns, each naming where it leads in full ("Drain cleaning in Springfield"). */
export function LinkList({ links, more }: Props) {
  // As wide as its links, so it sits centred under its centred heading; one link fills no second column.
  // Whole class names, as Tailwind finds them in the source.
  const columns = links.length + (more ? 1 : 0) > 1 ? 'gap-x-10 sm:grid-cols-2' : 'gap-x-10';
  return (
    <ul className={`mx-auto grid w-fit max-w-4xl ${columns}`}>
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
