import type { Link } from '../view.ts';

type Props = { trail: Link[]; label: string };

/** Home › Services › Drain Cleaning: where the page sits, the last item being the page itself. */
export function Breadcrumbs({ trail, label }: Props) {
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-surface">
      {/* Each link a thumb's 44 px: its padding takes half the room between a word and the next mark, the first pulled
          back to the edge, so the words sit where they would unpadded. */}
      <ol className="container-page flex flex-wrap items-center gap-x-1 py-0.5 text-sm">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-1 first:-ml-1">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            )}
            {index < trail.length - 1 ? (
              <a
                href={crumb.href}
                className="inline-flex min-h-11 min-w-11 items-center justify-center px-1 text-ink underline-offset-4 hover:text-action hover:underline"
              >
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="px-1 font-semibold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
