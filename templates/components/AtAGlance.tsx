import { ShieldCheck } from './lucide.ts';
import type { Phone } from '../view.ts';
import { CallButton } from './CallButton.tsx';
import { CheckList } from './CheckList.tsx';

type Props = { summary?: string; features: string[]; warranty: string; bookHref: string; phone: Phone };

/** The service in brief, beside the page's main text: its first features, its warranty, and the two ways to book. */
export function AtAGlance({ summary, features, warranty, bookHref, phone }: Props) {
  return (
    <div className="card self-start bg-surface p-6">
      <h3 className="text-xl">At a glance</h3>
      {summary && <p className="mt-3">{summary}</p>}
      <div className="mt-4">
        <CheckList items={features} />
      </div>
      <p className="mt-4 flex gap-3 border-t border-slate-200 pt-4">
        <ShieldCheck size={22} className="mt-0.5 shrink-0 text-trust" />
        <span>
          <strong className="text-ink">Warranty:</strong> {warranty}
        </span>
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <a href={bookHref} className="btn btn-outline-dark">
          Book Service Now
        </a>
        <CallButton phone={phone} label="Call" />
      </div>
    </div>
  );
}
