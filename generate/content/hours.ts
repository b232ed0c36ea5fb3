/**
 * Opening hours as content writes them: for each day of the week, "HH:MM-HH:MM" ranges on the
 * 24-hour clock. The schema (schema.ts) checks them with these functions; the pages, the JSON-LD and
 * the social cards read them through generate/pages/hours.ts.
 */

/** The days of the week as content names them, in the order pages and JSON-LD list them. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A week's hours: each day's ranges; a day left out, or with none, is closed. */
export type WeekHours = { readonly [Day in Weekday]?: readonly string[] };

/** A range in minutes from the day's start; `end` is past 1440 for a range that runs past midnight. */
export type Range = { start: number; end: number };

const DAY = 24 * 60;
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
/** "07:00-18:00": a start from 00:00 to 23:59, an end from 00:00 to 24:00. */
export const RANGE_PATTERN = new RegExp(`^${TIME}-(?:${TIME}|24:00)$`);

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A range of RANGE_PATTERN in minutes: an end before its start is on the next day. */
export function parseRange(range: string): Range {
  const [start, end] = range.split('-').map(minutes) as [number, number];
  return { start, end: end < start ? end + DAY : end };
}

/** Whether a range is the whole day, "00:00-24:00". */
export const isAllDay = ({ start, end }: Range) => start === 0 && end === DAY;

/** Why a day's ranges cannot stand together (the index of the range at fault), or null. */
export function dayRangesProblem(ranges: readonly string[]): { index: number; message: string } | null {
  const parsed = ranges.map(parseRange);
  for (let index = 1; index < parsed.length; index++) {
    if (parsed[index]!.start < parsed[index - 1]!.end)
      return {
        index,
        message: `"${ranges[index]}" starts before "${ranges[index - 1]}" ends; list a day's ranges in order, without overlaps`,
      };
  }
  return null;
}

/** Whether the hours are all day, every day of the week. */
export function isRoundTheClock(week: WeekHours): boolean {
  return WEEKDAYS.every((day) => week[day]?.length === 1 && isAllDay(parseRange(week[day][0]!)));
}
