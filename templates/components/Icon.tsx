import { createContext, use } from 'react';
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck } from './lucide.ts';
import type { IconName } from '../view.ts';

/**
 * Content may name any of lucide's icons, so they are not imported here: the render stage loads those a page names
 * and gives them to it through this context.
 */
export const IconDrawings = createContext<ReadonlyMap<string, LucideIcon>>(new Map());

/** A content item's icon, drawn as inline SVG at build time (aria-hidden, never an icon font). */
export function Icon({ name }: { name: IconName | undefined }) {
  const drawings = use(IconDrawings);
  const Drawing = name === undefined ? BadgeCheck : drawings.get(name);
  if (!Drawing) throw new Error(`the icon "${name}" was not loaded before the page was rendered`);
  return <Drawing size={28} />;
}
