/** Opening hours and the emergency line in site.json, as "HH:MM-HH:MM" ranges on the 24-hour clock. */
import { z } from 'zod';
import { expectedOneOf } from '../../errors.ts';
import { addProblem } from '../schema.ts';
import { phoneSchema } from './business.ts';

/** The days of the week as content names them, in the order pages and JSON-LD list them. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A week's hours: each day's ranges; a day left out, or with none, is closed. */
export type WeekHours = { readonly [Day in Weekday]?: readonly string[] };

/** A range in minutes from the day's start; `end` is past 1440 for a range that runs past midnight. */
type Range = { start: number; end: number };

export const DAY = 24 * 60;
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
/** "07:00-18:00": a start from 00:00 to 23:59, an end from 00:00 to 24:00. */
const RANGE_PATTERN = new RegExp(`^${TIME}-(?:${TIME}|24:00)$`);

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A range of RANGE_PATTERN in minutes: an end before its start is on the next day. */
export function parseRange(range: string): Range {
  const [start, end] = range.split('-').map(minutes) as [number, number];
  return { start, end: end < start ? end + DAY : end };
}

/** Whether a range is the whole day, "00:00-24:00". */
export const isAllDay = ({ start, end }: Range) => start === 0 && end === DAY;

export function isRoundTheClock(week: WeekHours): boolean {
  return WEEKDAYS.every((day) => week[day]?.length === 1 && isAllDay(parseRange(week[day][0]!)));
}

/** A range as owners write it ("7am-7pm", "8:30 - 17"), on the 24-hour clock ("07:00-19:00"); undefined if it is none. */
function onTheClock(written: string): string | undefined {
  const time = String.raw`(\d{1,2})(?::([0-5]\d))?\s*([ap])?\.?m?\.?`;
  const [, ...parts] = new RegExp(`^\\s*${time}\\s*[-–—]\\s*${time}\\s*$`, 'i').exec(written) ?? [];
  if (parts.length === 0) return undefined;
  const at = (hour: string, minute = '00', half = '') => {
    const h = (Number(hour) % (half ? 12 : 24)) + (half.toLowerCase() === 'p' ? 12 : 0);
    return `${String(h).padStart(2, '0')}:${minute}`;
  };
  const [start, end] = [at(parts[0]!, parts[1], parts[2]), at(parts[3]!, parts[4], parts[5])];
  const range = `${start}-${end === '00:00' ? '24:00' : end}`;
  return Number(parts[0]) <= 24 && Number(parts[3]) <= 24 && RANGE_PATTERN.test(range) ? range : undefined;
}

/** Past midnight and longer than this, a range is likely an evening's end written as the morning's: "07:00-06:00" for 6 pm. */
const LONGEST_NIGHT = 14 * 60;

/** Ranges past midnight so long they are likely a slip: warnings, not errors, as a bar or a round-the-clock service may mean them. */
export function overnightSlips(week: WeekHours): Array<{ where: [Weekday, number]; message: string }> {
  return WEEKDAYS.flatMap((day) =>
    (week[day] ?? []).flatMap((range, index) => {
      const { start, end } = parseRange(range);
      if (end <= DAY || end - start <= LONGEST_NIGHT) return [];
      // Its end twelve hours later, the same day: "06:00" meant as 6 pm.
      const evening = end - DAY + DAY / 2;
      const [hour, minute] = [Math.floor(evening / 60), evening % 60];
      const meant = `${range.slice(0, 6)}${hour}:${String(minute).padStart(2, '0')}`;
      const hint =
        evening < DAY
          ? `if it closes at ${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} pm, write "${meant}"`
          : 'if it closes the same day, write its end after its start, on the 24-hour clock';
      const hours = (end - start) / 60;
      return [
        { where: [day, index], message: `"${range}" runs past midnight to ${range.slice(6)} the next day (${hours} hours); ${hint}` },
      ];
    }),
  );
}

/** A word and no time ("closed", "by appointment") where a day's hours go: how a closed day is written. */
const closedHint = (input: unknown) =>
  typeof input === 'string' && !/\d/.test(input) ? '; leave the day out, or write [] for closed' : '';

const timeRange = z
  .string()
  .regex(RANGE_PATTERN, {
    error: (issue) => {
      const meant = typeof issue.input === 'string' ? onTheClock(issue.input) : undefined;
      return `must be a range on the 24-hour clock such as ${meant ? `"${meant}"` : '"07:00-18:00" ("00:00-24:00" for the whole day)'}${closedHint(issue.input)}`;
    },
  })
  .refine((range) => range.slice(0, 5) !== range.slice(6), 'starts and ends at the same time; write "00:00-24:00" for the whole day');

const dayHours = z
  .array(timeRange, {
    error: (issue) =>
      typeof issue.input === 'string'
        ? `must be a list of ranges such as ["07:00-18:00"], not the text ${JSON.stringify(issue.input)}${closedHint(issue.input)}`
        : undefined,
  })
  .superRefine((ranges, context) => {
    const parsed = ranges.map(parseRange);
    const index = parsed.findIndex((range, at) => at > 0 && range.start < parsed[at - 1]!.end);
    if (index !== -1)
      addProblem(context, `"${ranges[index]}" starts before "${ranges[index - 1]}" ends; list a day's ranges in order, without overlaps`, [
        index,
      ]);
  })
  .describe('Ranges such as ["07:00-12:00", "13:00-18:00"], in order; [] (or leaving the day out) for closed.')
  .optional();

const weekHours = (description: string) =>
  z
    .strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>, {
      // An owner writes "24/7" or "Mon-Fri 8-5": say how the week is written instead.
      error: (issue) =>
        issue.code === 'invalid_type' && typeof issue.input === 'string'
          ? `must give each day's ranges, not the text ${JSON.stringify(issue.input)}: "monday": ["07:00-18:00"], …; open round the clock is "00:00-24:00" on all seven days`
          : undefined,
    })
    .refine((week) => WEEKDAYS.some((day) => (week[day]?.length ?? 0) > 0), 'must give the hours of at least one day')
    .describe(description);

export const hoursSchema = weekHours(
  'When the business is open, day by day, on the 24-hour clock: "monday": ["07:00-18:00"]. "24:00" may end a range; a range whose end is before its start runs past midnight ("18:00-07:00"); "00:00-24:00" is the whole day. A day left out, or [], is closed. Shown on the contact page and in the footer, and given to search engines.',
);

const AVAILABILITIES = ['round-the-clock', 'on-call', 'none'] as const;

export const emergencySchema = z
  .strictObject({
    availability: z
      .enum(AVAILABILITIES, {
        error: (issue) =>
          typeof issue.input === 'string'
            ? `unknown availability "${issue.input}"; ${expectedOneOf(issue.input, AVAILABILITIES, 'expected one of')}`
            : undefined,
      })
      .describe(
        'When emergency calls are answered: "round-the-clock" (at any hour, every day), "on-call" (at the hours below, such as nights and weekends) or "none" (no emergency service: the pages then say nothing of emergencies, and the floating button is a plain call button).',
      ),
    hours: weekHours('When the on-call line answers, as `hours` writes them; "on-call" only: "monday": ["18:00-07:00"].').optional(),
    phone: phoneSchema.describe('A separate number for emergencies; without it, emergency calls go to the main phone.').optional(),
  })
  .superRefine((emergency, context) => {
    if (emergency.availability === 'on-call' && !emergency.hours)
      addProblem(context, '"on-call" needs "hours" beside it: when the on-call line answers, such as "monday": ["18:00-07:00"]', [
        'availability',
      ]);
    if (emergency.availability !== 'on-call' && emergency.hours)
      addProblem(context, `only an "on-call" line has hours of its own; remove them for "${emergency.availability}"`, ['hours']);
    if (emergency.availability === 'none' && emergency.phone)
      addProblem(context, 'there is no emergency line when availability is "none"; remove this number', ['phone']);
  })
  .describe('Emergency calls: whether and when they are answered, and on which number.');
