/** The business's hours and emergency line, said one way for pages, JSON-LD and social cards alike. */
import type { ContactHours, Emergency, HoursList, Labels } from '../../templates/view.ts';
import { DAY, isAllDay, isRoundTheClock, parseRange, WEEKDAYS, type WeekHours, type Weekday } from '../content/site/hours.ts';
import type { Site } from '../content/site/index.ts';
import type { Language } from '../strings/index.ts';
import { phrase } from '../../templates/phrase.ts';

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

/** A time in the language's clock: "7:00 am" ("7 am" when `short`); "noon" and "midnight" by name. */
function clock(minutes: number, short: boolean, { tag, strings }: Language): string {
  const inDay = minutes % DAY;
  if (inDay === 0) return strings.hours.midnight;
  if (inDay === 12 * 60) return strings.hours.noon;
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const parts = time.formatToParts(Date.UTC(2000, 0, 1, 0, inDay));
  // A whole hour of a 12-hour clock drops its minutes, and the separator before them, when short.
  const dropMinutes = short && inDay % 60 === 0 && parts.some((part) => part.type === 'dayPeriod');
  return parts
    .filter((part, index) => !(dropMinutes && (part.type === 'minute' || parts[index + 1]?.type === 'minute')))
    .map((part) => (part.type === 'dayPeriod' ? part.value.toLowerCase() : part.value.replace(/\s/g, ' ')))
    .join('');
}

/** Between the ends of a range: " – " with the space before the dash non-breaking, so a range that must break does so after its dash. */
const rangeDash = ({ hours }: Language['strings'], short: boolean) => (short ? hours.toShort : hours.to.replace(/^ /, '\u00a0'));

/**
 * Each of a day's ranges in words: "7:00 am – noon" ("7 am–noon" when `short`), "Open 24 hours". A line too narrow for
 * a range (a phone at a large text size) breaks it after its dash, never inside a time: their spaces do not break.
 */
function rangesInWords(ranges: readonly string[], short: boolean, language: Language): string[] {
  const { hours } = language.strings;
  return ranges.map(parseRange).map((range) => {
    if (isAllDay(range)) return short ? hours.allDayShort : hours.allDay;
    const times = [clock(range.start, short, language), clock(range.end, short, language)];
    return times.map((time) => time.replace(/ /g, '\u00a0')).join(rangeDash(language.strings, short));
  });
}

/**
 * Days in words, as Intl names them: "Monday", "Monday – Friday" ("Mon–Fri" when `short`), "Every day". They start a row
 * or a run, so their first letter is a capital in every language: Intl writes Spanish and French days in lower case ("lunes").
 */
function daysInWords(days: Weekday[], short: boolean, { tag, strings }: Language): string {
  if (days.length === WEEKDAYS.length) return strings.hours.everyDay;
  const names = new Intl.DateTimeFormat(tag, { weekday: short ? 'short' : 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  const name = (day: Weekday) => names.format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  const first = name(days[0]!);
  const words = days.length === 1 ? first : [first, name(days[days.length - 1]!)].join(rangeDash(strings, short));
  return words.charAt(0).toLocaleUpperCase(tag) + words.slice(1);
}

/** The hours in a line, in pieces a line may break between, so a day never parts from its first range ("Mon–Fri 7 am–noon,"). */
export function hoursSummary(week: WeekHours, language: Language): string[][] {
  if (isRoundTheClock(week)) return [[language.strings.hours.always]];
  return runsOf(week)
    .filter((run) => run.ranges.length > 0)
    .map((run) => {
      const words = rangesInWords(run.ranges, true, language).map((range, index, all) => (index < all.length - 1 ? `${range},` : range));
      return [`${daysInWords(run.days, true, language)} ${words[0]}`, ...words.slice(1)];
    });
}

/** The hours as a list shows them: days in a row with the same hours, each with its times, or "Closed". */
export function hoursList(week: WeekHours, language: Language): HoursList {
  return runsOf(week).map((run) => ({
    days: daysInWords(run.days, false, language),
    times: run.ranges.length > 0 ? rangesInWords(run.ranges, false, language) : [language.strings.hours.closed],
  }));
}

/** The contact page's hours, with the emergency line's only when they say more than the opening hours. */
export function contactHours(site: Site, language: Language): ContactHours {
  const { emergency } = site;
  const line = emergencyOf(site, language);
  const saysMore = line !== null && (emergency.availability === 'on-call' || !isRoundTheClock(site.hours));
  return {
    opening: hoursList(site.hours, language),
    emergency: saysMore ? { heading: line.line, rows: hoursList(emergency.hours ?? ALL_WEEK, language) } : null,
  };
}

/** Every day, all day: a round-the-clock line's hours. */
export const ALL_WEEK: WeekHours = Object.fromEntries(WEEKDAYS.map((day) => [day, ['00:00-24:00']]));

/** schema.org's day names, Monday first: "Monday", whatever the pages' language. */
type DayName = Capitalize<Weekday>;
const dayName = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}` as DayName;

/**
 * OpeningHoursSpecification as Google reads it: a range that ends at midnight closes at "23:59", Google's way to say open all day,
 * and one that runs past midnight closes the next day.
 */
export function hoursSpecification(week: WeekHours) {
  // The days with the same ranges, each group once, in the order of its first day.
  const open = WEEKDAYS.filter((day) => (week[day] ?? []).length > 0);
  return [...new Set(open.map((day) => week[day]!.join()))].flatMap((ranges) => {
    const dayOfWeek = open.filter((day) => week[day]!.join() === ranges).map(dayName);
    return ranges.split(',').map((range) => {
      const [opens, closes] = range.split('-') as [string, string];
      return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes: closes === '24:00' ? '23:59' : closes } as const;
    });
  });
}

/** Only when a call to the main number is answered at any hour do the pages and cards say "24/7". */
export function answersAnyTime(site: Site): boolean {
  return isRoundTheClock(site.hours) || (site.emergency.availability === 'round-the-clock' && !site.emergency.phone);
}

/** The emergency line as the pages word it, or null for a business without one. */
export function emergencyOf(site: Site, language: Language): Emergency | null {
  const { emergency, labels } = site;
  if (emergency.availability === 'none') return null;
  const roundTheClock = emergency.availability === 'round-the-clock';
  const words = language.strings.emergency[roundTheClock ? 'roundTheClock' : 'onCall'];
  const call = labels.emergencyCall ?? words.call;
  return {
    phone: emergency.phone ?? site.phone,
    ownNumber: emergency.phone !== undefined && emergency.phone.e164 !== site.phone.e164,
    call,
    line: labels.emergencyLine ?? words.line,
    landmark: words.landmark,
    spoken: phrase(language.strings.pages.labelled, { label: call, value: words.spoken }),
    hours: site.coverage.emergencyHours ?? (roundTheClock ? language.strings.hours.anyTime : hoursSummary(emergency.hours ?? {}, language)),
  };
}

/** The shared words of buttons, links and headings, each from content or its default. */
export function labelsOf(site: Site, { strings }: Language): Labels {
  const { emergencyCall: _, emergencyLine: __, callUsText, ...labels } = site.labels;
  return { ...labels, callUsText: callUsText ?? strings.callUsText[answersAnyTime(site) ? 'anyTime' : 'openingHours'] };
}
