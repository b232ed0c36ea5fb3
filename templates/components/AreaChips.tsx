import { MapPin } from './lucide.ts';
import type { AreaSummary } from '../view.ts';

type Props = { areas: AreaSummary[] };

/** The cities as a row of compact links: where a page names them without the details of each. */
export function AreaChips({ areas }: Props) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {areas.map((area) => (
        <li key={area.slug}>
          <a
            href={area.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-semibold text-ink hover:border-action hover:text-action"
          >
            <MapPin size={18} className="text-action" />
            {area.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
