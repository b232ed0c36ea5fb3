import { ShieldCheck } from './lucide.ts';
import type { Labels, Phone } from '../view.ts';
import { CallButton } from './CallButton.tsx';
import { CheckList } from './CheckList.tsx';

type Props = { summary?: string; features: string[]; warranty: string; bookHref: string; phone: Phone; labels: Labels };

/** The service in brief, beside the page's main text: its first features, its warranty, and the two ways to book. */
export function AtAGlance({ summary, features, warranty, bookHref, phone, labels }: Props) {
  return (
    <div className="card self-start bg-surface p-6">
      <h3 className="text-xl">{labels.atAGlance}</h3>
      {summary && <p className="mt-3">{summary}</p>}
      <div className="mt-4">
        <CheckList items={features} />
      </div>
      <p className="mt-4 flex gap-3 border-t border-slate-200 pt-4">
        <ShieldCheck size={22} className="mt-0.5 shrink-0 text-trust" />
        <span>
          <strong className="text-ink">{labels.warranty}:</strong> {warranty}
        </span>
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <a href={bookHref} className="btn btn-outline-dark">
          {labels.bookService}
        </a>
        <CallButton phone={phone} label={labels.call} />
      </div>
    </div>
  );
}
