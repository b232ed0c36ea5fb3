import type { Words } from '../view.ts';

/** Over a draft, which only npm run dev shows: so the owner never mistakes it for a published page. */
export function DraftNote({ words }: { words: Words }) {
  return (
    <p className="mx-auto mb-8 max-w-[42rem] rounded-lg border-2 border-dashed border-slate-400 px-4 py-3 font-semibold text-ink">
      {words.draft}
    </p>
  );
}
