/**
 * The team's working hours and the working-minute clock of the owner's inbox (issue 34): how long
 * an enquiry has waited counts only minutes inside the working hours, in the team's time zone,
 * outside holidays. Pure: the settings come in as arguments (env.ts parses WORKING_HOURS, the
 * holidays come from content/site/inbox.json or HOLIDAYS), so every rule is unit-tested with
 * fixed instants. Time zones through Intl only, daylight saving included.
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

export const DEFAULT_WORKING_HOURS = "Mon-Sat 09:00-19:00 Asia/Kolkata";

const DAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const MINUTE_MS = 60_000;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

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
 * WORKING_HOURS: "always" (every minute counts), or days, hours and zone, e.g.
 * "Mon-Sat 09:00-19:00 Asia/Kolkata" or "Mon-Fri,Sun 08:30-17:00 Europe/London".
 * An error message (what is wrong) when the value cannot be read.
 */
export function parseWorkingHours(
  value: string,
  holidays: readonly string[] = [],
): WorkingHours | string {
  const text = value.trim();
  if (text.toLowerCase() === "always") return { always: true };
  const match = /^(\S+)\s+(\S+)-(\S+)\s+(\S+)$/.exec(text);
  if (!match)
    return 'days, hours and a time zone, e.g. "Mon-Sat 09:00-19:00 Asia/Kolkata", or "always"';
  const [, daysText, startText, endText, timeZone] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const days = parseDays(daysText);
  if (!days) return `days such as "Mon-Sat" or "Mon-Fri,Sun" (not "${daysText}")`;
  const start = parseClock(startText);
  const end = parseClock(endText);
  if (start === null || end === null || start >= end) {
    return `hours such as "09:00-19:00", the start before the end (not "${startText}-${endText}")`;
  }
  if (!isTimeZone(timeZone)) return `an IANA time zone such as "Asia/Kolkata" (not "${timeZone}")`;
  return { always: false, days, start, end, timeZone, holidays: new Set(holidays) };
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

type Local = { year: number; month: number; day: number; minute: number };

/** The local calendar day and minute of the day of an instant in `timeZone`. */
export function localParts(instant: number, timeZone: string): Local & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    minute: parts.hour! * 60 + parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const local = localParts(instant, timeZone);
  const asUtc =
    Date.UTC(local.year, local.month - 1, local.day) +
    local.minute * MINUTE_MS +
    local.second * 1000;
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a local wall-clock time. In a spring-forward gap it is the moment the clocks
 * jump; in the repeated hour of autumn, the first of the two.
 */
export function instantOf(
  year: number,
  month: number,
  day: number,
  minute: number,
  timeZone: string,
) {
  const wall = Date.UTC(year, month - 1, day) + minute * MINUTE_MS;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return Math.min(first, second);
}

export const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/**
 * The working interval [start, end) (UTC ms) of the local day that `dayUtc` (midnight UTC of
 * that calendar date) names, or null on a day off.
 */
export function workingInterval(hours: Extract<WorkingHours, { always: false }>, dayUtc: number) {
  const date = new Date(dayUtc);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  if (!hours.days.has(date.getUTCDay()) || hours.holidays.has(isoDay(year, month, day))) {
    return null;
  }
  return {
    start: instantOf(year, month, day, hours.start, hours.timeZone),
    end: instantOf(year, month, day, hours.end, hours.timeZone),
  };
}

const DAY_MS = 24 * 60 * MINUTE_MS;

/** Whole working minutes between two instants (0 when `to` is not after `from`). */
export function workingMinutesBetween(from: Date, to: Date, hours: WorkingHours): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  if (hours.always) return Math.floor((end - start) / MINUTE_MS);
  const first = localParts(start, hours.timeZone);
  const last = localParts(end, hours.timeZone);
  const lastDay = Date.UTC(last.year, last.month - 1, last.day);
  let total = 0;
  for (let day = Date.UTC(first.year, first.month - 1, first.day); day <= lastDay; day += DAY_MS) {
    const interval = workingInterval(hours, day);
    if (!interval) continue;
    const overlap = Math.min(end, interval.end) - Math.max(start, interval.start);
    if (overlap > 0) total += overlap;
  }
  return Math.floor(total / MINUTE_MS);
}

/** Whether `at` falls inside the working hours (reminders are sent only then). */
export function isWorkingTime(at: Date, hours: WorkingHours): boolean {
  if (hours.always) return true;
  const local = localParts(at.getTime(), hours.timeZone);
  const interval = workingInterval(hours, Date.UTC(local.year, local.month - 1, local.day));
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
