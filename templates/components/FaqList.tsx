import type { Question } from '../view.ts';

type Props = { items: Question[] };

/** Questions as native disclosure widgets: keyboard- and screen-reader-friendly with no script. */
export function FaqList({ items }: Props) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-11 items-center justify-between gap-4 px-5 py-4 font-semibold text-ink">
            <span>{item.question}</span>
            <span aria-hidden="true" className="group-toggle shrink-0 text-2xl leading-none text-action" />
          </summary>
          <p className="px-5 pb-5">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
