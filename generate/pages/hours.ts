/**
 * The business's hours and emergency line as pages, JSON-LD and social cards say them: a list of
 * days and times, a one-line summary, schema.org's OpeningHoursSpecification, and the words of the
 * emergency call button.
 */
import type { ContactHours, Emergency, HoursList, Labels } from '../../templates/view.ts';
import { isAllDay, isRoundTheClock, parseRange, WEEKDAYS, type WeekHours, type Weekday } from '../content/site/hours.ts';
import type { Site } from '../content/site/index.ts';

const DAY_NAMES = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const satisfies Record<Weekday, string>;

const DAY = 24 * 60;

/** Days in a row with the same hours, Monday first: the runs a reader takes in at a glance. */
function runsOf(week: WeekHours): Array<{ days: Weekday[]; ranges: readonly string[] }> {
  const runs: Array<{ days: Weekday[]; ranges: readonly string[] }> = [];
  for (const day of WEEKDAYS) {
    const ranges = week[day] ?? [];
    const last = runs[runs.length - 1];
    if (last && last.ranges.join() === ranges.join()) last.days.push(day);
    else runs.push({ days: [day], ranges });
  }
  return runs;
}

/** A time as people read it: "7:00 am" ("7 am" when `short`), "noon", "midnight". */
function clock(minutes: number, short: boolean): string {
  const inDay = minutes % DAY;
  if (inDay === 0) return 'midnight';
  if (inDay === 12 * 60) return 'noon';
  const [hours, minute] = [Math.floor(inDay / 60), inDay % 60];
  const hour = hours % 12 || 12;
  return `${hour}${short && minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Each of a day's ranges in words: "7:00 am – noon" ("7 am–noon" when `short`), "Open 24 hours". */
function rangesInWords(ranges: readonly string[], short: boolean): string[] {
  return ranges
    .map(parseRange)
    .map((range) =>
      isAllDay(range)
        ? short
          ? '24 hours'
          : 'Open 24 hours'
        : [clock(range.start, short), clock(range.end, short)].join(short ? '–' : ' – '),
    );
}

/** Days in words: "Monday", "Monday – Friday" ("Mon–Fri" when `short`), "Every day". */
function daysInWords(days: Weekday[], short: boolean): string {
  if (days.length === WEEKDAYS.length) return 'Every day';
  const name = (day: Weekday) => (short ? DAY_NAMES[day].slice(0, 3) : DAY_NAMES[day]);
  return days.length === 1 ? name(days[0]!) : [name(days[0]!), name(days[days.length - 1]!)].join(short ? '–' : ' – ');
}

/**
 * The hours in a line, closed days left out: each run of days in words that a line may break
 * between, the days with their first range ("Mon–Fri 7 am–noon,", "1 pm–6 pm"); or "Open 24/7".
 */
export function hoursSummary(week: WeekHours): string[][] {
  if (isRoundTheClock(week)) return [['Open 24/7']];
  return runsOf(week)
    .filter((run) => run.ranges.length > 0)
    .map((run) => {
      const words = rangesInWords(run.ranges, true).map((range, index, all) => (index < all.length - 1 ? `${range},` : range));
      return [`${daysInWords(run.days, true)} ${words[0]}`, ...words.slice(1)];
    });
}

/** The hours as a list shows them: days in a row with the same hours, each with its times, or "Closed". */
export function hoursList(week: WeekHours): HoursList {
  return runsOf(week).map((run) => ({
    days: daysInWords(run.days, false),
    times: run.ranges.length > 0 ? rangesInWords(run.ranges, false) : ['Closed'],
  }));
}

/**
 * The contact page's hours: the opening hours, and the emergency line's when they say more (an
 * on-call line's hours, or round the clock for a business that is not open round the clock).
 */
export function contactHours(site: Site): ContactHours {
  const { emergency } = site;
  const line = emergencyOf(site);
  const saysMore = line !== null && (emergency.availability === 'on-call' || !isRoundTheClock(site.hours));
  return {
    opening: hoursList(site.hours),
    emergency: saysMore ? { heading: line.line, rows: hoursList(emergency.hours ?? ALL_WEEK) } : null,
  };
}

/** Every day, all day: a round-the-clock line's hours. */
export const ALL_WEEK: WeekHours = Object.fromEntries(WEEKDAYS.map((day) => [day, ['00:00-24:00']]));

/** schema.org's day names, Monday first. */
type DayName = (typeof DAY_NAMES)[Weekday];

export type HoursSpecification = { '@type': 'OpeningHoursSpecification'; dayOfWeek: DayName[]; opens: string; closes: string };

/**
 * The hours as schema.org's OpeningHoursSpecification, as Google reads it: one node per range,
 * for every day with the same ranges, in weekday order; a range that ends at midnight closes at
 * "23:59" (Google's way to say open all day), and one that runs past midnight closes the next day.
 */
export function hoursSpecification(week: WeekHours): HoursSpecification[] {
  const byRanges = new Map<string, { days: DayName[]; ranges: readonly string[] }>();
  for (const day of WEEKDAYS) {
    const ranges = week[day] ?? [];
    if (ranges.length === 0) continue;
    const key = ranges.join();
    const group = byRanges.get(key) ?? { days: [], ranges };
    group.days.push(DAY_NAMES[day]);
    byRanges.set(key, group);
  }
  return [...byRanges.values()].flatMap(({ days, ranges }) =>
    ranges.map((range) => {
      const [opens, closes] = range.split('-') as [string, string];
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes: closes === '24:00' ? '23:59' : closes } as const;
    }),
  );
}

/**
 * Whether a call to the main number is answered at any hour: open round the clock, or an
 * emergency line round the clock on that same number. Only then do the pages and cards say "24/7".
 */
export function answersAnyTime(site: Site): boolean {
  return isRoundTheClock(site.hours) || (site.emergency.availability === 'round-the-clock' && !site.emergency.phone);
}

/** The emergency line as the pages word it, or null for a business without one. */
export function emergencyOf(site: Site): Emergency | null {
  const { emergency, labels } = site;
  if (emergency.availability === 'none') return null;
  const roundTheClock = emergency.availability === 'round-the-clock';
  return {
    phone: emergency.phone ?? site.phone,
    call: labels.emergencyCall ?? (roundTheClock ? 'Call 24/7' : 'Emergency Call'),
    line: labels.emergencyLine ?? (roundTheClock ? '24/7 Emergency Service' : 'After-Hours Emergency Line'),
    landmark: roundTheClock ? '24/7 emergency call' : 'Emergency call',
    spoken: roundTheClock ? 'emergency service' : 'emergency line',
    hours: site.coverage.emergencyHours ?? (roundTheClock ? '24/7' : hoursSummary(emergency.hours ?? {})),
  };
}

/** The shared words of buttons, links and headings, each from content or its default. */
export function labelsOf(site: Site): Labels {
  const { emergencyCall: _, emergencyLine: __, callUsText, ...labels } = site.labels;
  return {
    ...labels,
    callUsText: callUsText ?? (answersAnyTime(site) ? 'Talk to a real person, any time.' : 'Talk to a real person during opening hours.'),
  };
}
