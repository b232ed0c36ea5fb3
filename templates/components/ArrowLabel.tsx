import { ArrowRight } from './lucide.ts';

/**
 * A link's words and its arrow, which stays with the last word when the words wrap (an arrow alone
 * on a line reads as a stray mark). Words joined to the last by non-breaking spaces (a town's name) stay
 * outside its no-wrap span: kept with it all the same, they can still break on a line too narrow for them.
 */
export function ArrowLabel({ label, size = 18, tone }: { label: string; size?: number; tone?: string }) {
  const lastWord = Math.max(label.lastIndexOf(' '), label.lastIndexOf('\u00a0')) + 1;
  return (
    <>
      {label.slice(0, lastWord)}
      <span className="whitespace-nowrap">
        {label.slice(lastWord)}
        <ArrowRight size={size} className={tone ? `ml-1 inline align-[-0.125em] ${tone}` : 'ml-1 inline align-[-0.125em]'} />
      </span>
    </>
  );
}
