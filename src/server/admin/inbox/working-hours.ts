import { siteTimeZone } from "@/config/site";
import { isTimeZone } from "@/config/load-site-config";
import { addDays, zonedDateTime, zonedDay, zonedInstant } from "@/lib/zoned-time";

/**
 * The team's working hours and the working-minute clock of the owner's inbox (issue 34): how long
 * an enquiry has waited counts only minutes inside the working hours, in the site's time zone
 * (TIME_ZONE), outside holidays. Pure: the settings come in as arguments (env.ts parses
 * WORKING_HOURS, the holidays come from content/site/inbox.json or HOLIDAYS), so every rule is
 * unit-tested with fixed instants. Wall-clock arithmetic through @date-fns/tz, daylight saving
 * included.
 */

export type WorkingHours =
  | { always: true }
  | {
      always: false;
      /** Days of the week that are working days: 0 = Sunday … 6 = Saturday. */
      days: ReadonlySet<number>;
      /** Minutes after local midnight: the day's start (inclusive) and end (exclusive). */
      start: number;
      end: number;
      timeZone: string;
      /** Local calendar days (YYYY-MM-DD) with no working hours. */
      holidays: ReadonlySet<string>;
    };

export const DEFAULT_WORKING_HOURS = "Mon-Sat 09:00-19:00";

const DAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const MINUTE_MS = 60_000;

/** "09:00" → 540; "24:00" is the end of the day; anything else null. */
function parseClock(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** "Mon-Fri,Sun" → {1,2,3,4,5,0}; null when a name is unknown. */
function parseDays(value: string): Set<number> | null {
  const days = new Set<number>();
  for (const part of value.toLowerCase().split(",")) {
    const [first, last = first] = part.split("-").map((name) => name.trim().slice(0, 3));
    const from = DAY_NAMES.indexOf(first as (typeof DAY_NAMES)[number]);
    const to = DAY_NAMES.indexOf(last as (typeof DAY_NAMES)[number]);
    if (from < 0 || to < 0) return null;
    // "Sat-Mon" wraps over the weekend.
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  return days;
}

/**
 * WORKING_HOURS: "always" (every minute counts), or days and hours in the site's time zone,
 * e.g. "Mon-Sat 09:00-19:00" or "Mon-Fri,Sun 08:30-17:00". It may still name the zone
 * ("Mon-Sat 09:00-19:00 Asia/Kolkata"), but only TIME_ZONE's: the site keeps one zone, so the
 * inbox and the reports never disagree. An error message (what is wrong) when it cannot be read.
 */
export function parseWorkingHours(
  value: string,
  holidays: readonly string[] = [],
  timeZone: string = siteTimeZone(),
): WorkingHours | string {
  const text = value.trim();
  if (text.toLowerCase() === "always") return { always: true };
  const match = /^(\S+)\s+(\S+)-(\S+)(?:\s+(\S+))?$/.exec(text);
  if (!match) return 'days and hours, e.g. "Mon-Sat 09:00-19:00", or "always"';
  const [, daysText, startText, endText, named] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  const days = parseDays(daysText);
  if (!days) return `days such as "Mon-Sat" or "Mon-Fri,Sun" (not "${daysText}")`;
  const start = parseClock(startText);
  const end = parseClock(endText);
  if (start === null || end === null || start >= end) {
    return `hours such as "09:00-19:00", the start before the end (not "${startText}-${endText}")`;
  }
  if (named !== undefined && !isTimeZone(named)) {
    return `an IANA time zone such as "Asia/Kolkata" (not "${named}")`;
  }
  if (named !== undefined && named !== timeZone) {
    return `in TIME_ZONE's zone, ${timeZone} (not "${named}"): set the team's zone once, in TIME_ZONE`;
  }
  return { always: false, days, start, end, timeZone, holidays: new Set(holidays) };
}

/** "2030-03-11" from its parts. */
export const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** The calendar day, minute of the day and second of an instant in `timeZone` (slot arithmetic). */
export function localParts(instant: number, timeZone: string) {
  const [day, time] = zonedDateTime(new Date(instant), timeZone).split(" ") as [string, string];
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(":").map(Number) as [number, number, number];
  return { year, month, day: date, minute: hour * 60 + minute, second };
}

/** The instant (UTC ms) of a wall-clock time in `timeZone`: a day and the minutes after midnight. */
export function instantOf(
  year: number,
  month: number,
  day: number,
  minute: number,
  timeZone: string,
): number {
  return zonedInstant(isoDay(year, month, day), timeZone, minute).getTime();
}

type Interval = { start: number; end: number } | null;

/**
 * Each working-hours setting's intervals by day, worked out once: a day's interval is two zone
 * conversions, and the overview measures many enquiries over the same days.
 */
const intervals = new WeakMap<object, Map<string, Interval>>();

/**
 * The working interval [start, end) (UTC ms) of the local calendar day `day` (YYYY-MM-DD), or
 * null on a day off.
 */
export function workingInterval(
  hours: Extract<WorkingHours, { always: false }>,
  day: string,
): Interval {
  let known = intervals.get(hours);
  if (!known) intervals.set(hours, (known = new Map()));
  const cached = known.get(day);
  if (cached !== undefined) return cached;
  const interval =
    !hours.days.has(new Date(`${day}T00:00:00Z`).getUTCDay()) || hours.holidays.has(day)
      ? null
      : {
          start: zonedInstant(day, hours.timeZone, hours.start).getTime(),
          end: zonedInstant(day, hours.timeZone, hours.end).getTime(),
        };
  known.set(day, interval);
  return interval;
}

/** Whole working minutes between two instants (0 when `to` is not after `from`). */
export function workingMinutesBetween(from: Date, to: Date, hours: WorkingHours): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  if (hours.always) return Math.floor((end - start) / MINUTE_MS);
  const lastDay = zonedDay(to, hours.timeZone);
  let total = 0;
  for (let day = zonedDay(from, hours.timeZone); day <= lastDay; day = addDays(day, 1)) {
    const interval = workingInterval(hours, day);
    if (!interval) continue;
    const overlap = Math.min(end, interval.end) - Math.max(start, interval.start);
    if (overlap > 0) total += overlap;
  }
  return Math.floor(total / MINUTE_MS);
}

/** How far back `workingInstantBefore` looks for working time: ten years of days. */
const LOOK_BACK_DAYS = 3660;

/**
 * The latest instant from which `minutes` working minutes have passed by `to`: an enquiry that
 * arrived then or before has waited at least that long (the waiting time only grows the earlier
 * it came). Null when there is not that much working time in the last ten years. Lets the
 * overview count the overdue enquiries in SQL, whatever their number.
 */
export function workingInstantBefore(to: Date, minutes: number, hours: WorkingHours): Date | null {
  const end = to.getTime();
  if (minutes <= 0) return to;
  if (hours.always) return new Date(end - minutes * MINUTE_MS);
  let remaining = minutes * MINUTE_MS;
  let day = zonedDay(to, hours.timeZone);
  for (let step = 0; step < LOOK_BACK_DAYS; step += 1, day = addDays(day, -1)) {
    const interval = workingInterval(hours, day);
    if (!interval) continue;
    const available = Math.min(end, interval.end) - interval.start;
    if (available <= 0) continue;
    if (remaining <= available) return new Date(Math.min(end, interval.end) - remaining);
    remaining -= available;
  }
  return null;
}

/** Whether `at` falls inside the working hours (reminders are sent only then). */
export function isWorkingTime(at: Date, hours: WorkingHours): boolean {
  if (hours.always) return true;
  const interval = workingInterval(hours, zonedDay(at, hours.timeZone));
  return interval !== null && at.getTime() >= interval.start && at.getTime() < interval.end;
}

/** "Mon-Sat, 09:00-19:00 (Asia/Kolkata)" or "Every minute": how the owner's view states it. */
export function describeWorkingHours(hours: WorkingHours): string {
  if (hours.always) return "every minute of every day";
  const names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const order = [1, 2, 3, 4, 5, 6, 0].filter((day) => hours.days.has(day));
  const runs: string[] = [];
  for (let index = 0; index < order.length;) {
    let stop = index;
    while (stop + 1 < order.length && (order[stop]! + 1) % 7 === order[stop + 1]) stop += 1;
    runs.push(
      stop - index >= 2
        ? `${names[order[index]!]}-${names[order[stop]!]}`
        : order
            .slice(index, stop + 1)
            .map((day) => names[day])
            .join(", "),
    );
    index = stop + 1;
  }
  const clock = (minute: number) =>
    `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  return `${runs.join(", ")}, ${clock(hours.start)}-${clock(hours.end)} (${hours.timeZone})`;
}
