/*
 * No card is ever alone on a row of a grid of several rows: cards are shared out as evenly as they can be over as
 * few rows as the widest row allows (4 make 2×2, 5 make 3 and 2, 7 make 3, 2 and 2), and shorter rows are centred.
 */

/** The most cards a row holds from `sm` (640 px) up, from `md` (768 px) up and from `lg` (1024 px) up. */
type GridColumns = { sm?: number; md?: number; lg?: number };

/** Two across would leave the last of an odd count alone, so an odd count takes three across instead. */
export function rowsOf(count: number, most: number): number[] {
  const across = most === 2 && count % 2 === 1 ? 3 : most;
  const rows = Math.ceil(count / across);
  const short = Math.floor(count / rows);
  return Array.from({ length: rows }, (_, row) => (row < count % rows ? short + 1 : short));
}

/*
 * Every class the grids use, written out so that Tailwind finds them. A grid whose rows are all full
 * has a track a column; one with a short row has two a column, every card spanning two and a short
 * row's first card starting where the row is centred.
 */
const CLASSES = new Set([
  'sm:grid-cols-2',
  'sm:grid-cols-3',
  'sm:grid-cols-4',
  'sm:grid-cols-6',
  'sm:col-span-2',
  'sm:col-start-2',
  'md:grid-cols-2',
  'md:grid-cols-3',
  'md:grid-cols-6',
  'md:col-span-2',
  'md:col-start-2',
  'lg:grid-cols-2',
  'lg:grid-cols-3',
  'lg:grid-cols-4',
  'lg:grid-cols-6',
  'lg:grid-cols-8',
  'lg:col-span-2',
  'lg:col-start-2',
  'lg:col-start-auto',
]);

function known(name: string): string {
  if (!CLASSES.has(name)) throw new Error(`cardGrid: no class ${name}; add it to CLASSES`);
  return name;
}

type Placement = { tracks: number; span: number; starts: Array<number | 'auto'> };

/** Where each card goes at one breakpoint. A lone card is as wide as one of two, centred. */
function placement(count: number, most: number): Placement {
  const rows = rowsOf(count, most);
  const columns = Math.max(rows[0]!, 2);
  if (rows.every((row) => row === columns)) return { tracks: columns, span: 1, starts: Array(count).fill('auto') };
  const starts = rows.flatMap((row) => [row < columns ? columns - row + 1 : 'auto', ...Array(row - 1).fill('auto')]);
  return { tracks: 2 * columns, span: 2, starts };
}

/** The list's classes and each card's; a breakpoint that changes nothing adds no class. */
export function cardGrid(
  base: string,
  count: number,
  columns: GridColumns,
): { list: string; item: (index: number, classes?: string) => string | undefined } {
  // No cards (a business with no reviews yet): nothing to lay out.
  if (count === 0) return { list: base, item: () => undefined };
  const list = [base];
  const items: string[][] = Array.from({ length: count }, () => []);
  let before: Placement = { tracks: 1, span: 1, starts: Array(count).fill('auto') };
  // Three across in place of two waits for md: a third of a 640 px row is too narrow for a city's name or a card's badge.
  const waits = !!columns.sm && rowsOf(count, columns.sm)[0]! > columns.sm;
  const most = { sm: waits ? undefined : columns.sm, md: columns.md ?? (waits ? columns.sm : undefined), lg: columns.lg };
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const across = most[breakpoint];
    if (!across) continue;
    const now = placement(count, across);
    if (now.tracks !== before.tracks) list.push(known(`${breakpoint}:grid-cols-${now.tracks}`));
    now.starts.forEach((start, index) => {
      if (now.span !== before.span) items[index]!.push(known(`${breakpoint}:col-span-${now.span}`));
      if (start !== before.starts[index]) items[index]!.push(known(`${breakpoint}:col-start-${start}`));
    });
    before = now;
  }
  return { list: list.join(' '), item: (index, classes) => [classes ?? [], items[index]!].flat().join(' ') || undefined };
}

/** Cards of services, cities and a service's features: two across from `sm` (an odd count three across from `md`), three from `lg`. */
export const CARD_COLUMNS: GridColumns = { sm: 2, lg: 3 };
/** Short titled reasons, each with its icon: two across from `sm` (an odd count three across from `md`), four from `lg`. */
export const FEATURE_COLUMNS: GridColumns = { sm: 2, lg: 4 };
/** Reviews: one column, narrow, below `lg`; three across from there. */
export const REVIEW_COLUMNS: GridColumns = { lg: 3 };
