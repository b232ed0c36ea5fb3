import type { Link } from '../view.ts';

type Props = { trail: Link[]; label: string };

/** Home › Services › Drain Cleaning: where the page sits, the last item being the page itself. */
export function Breadcrumbs({ trail, label }: Props) {
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-surface">
      <ol className="container-page flex flex-wrap items-center gap-x-2 py-2 text-sm">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            )}
            {index < trail.length - 1 ? (
              <a
                href={crumb.href}
                className="inline-flex min-h-8 items-center text-ink underline-offset-4 hover:text-action hover:underline"
              >
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
