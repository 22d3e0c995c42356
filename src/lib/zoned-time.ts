import { TZDate, tzOffset } from "@date-fns/tz";

/**
 * Calendar days, hours and weeks in a time zone (the site's: siteTimeZone() in
 * src/config/site.ts), through @date-fns/tz, daylight saving included. Every date the site shows
 * or counts by (the inbox's working minutes, the reports' days and weeks, the mails) is read with
 * these, so none of them assumes an offset.
 */

const pad = (value: number) => String(value).padStart(2, "0");

const zoned = (date: Date | number, zone: string) =>
  new TZDate(typeof date === "number" ? date : date.getTime(), zone);

/** "2026-11-25 14:05:00": the wall-clock date and time in `zone` (its first 10 characters are the day). */
export function zonedDateTime(date: Date, zone: string): string {
  const local = zoned(date, zone);
  return `${zonedDay(date, zone)} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
}

/** "2026-11-25": the calendar day `date` falls on in `zone`. */
export function zonedDay(date: Date, zone: string): string {
  const local = zoned(date, zone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** "+05:30", "-04:00": how far `zone` is from UTC at `date`. */
export function zonedOffset(date: Date, zone: string): string {
  const minutes = tzOffset(zone, date);
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/**
 * The instant of a wall-clock time in `zone`: a calendar day ("2026-11-25") and the minutes
 * after its midnight (1440 is the next midnight).
 */
export function zonedInstant(isoDay: string, zone: string, minute = 0): Date {
  // Not a calendar day ("2027-02-30", "soon"): an invalid date, as Date.parse gives.
  if (!isCalendarDay(isoDay)) return new Date(Number.NaN);
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, zone).getTime(),
  );
}

/** The first instant of the hour `date` falls in, in `zone` (some zones are 30 or 45 minutes off UTC). */
export function zonedHourStart(date: Date, zone: string): Date {
  const local = zoned(date, zone);
  local.setMinutes(0, 0, 0);
  return new Date(local.getTime());
}

/** The first instant of the calendar day `date` falls on, in `zone`. */
export function zonedDayStart(date: Date, zone: string): Date {
  return zonedInstant(zonedDay(date, zone), zone);
}

/** The first instant of the Monday-to-Sunday week `date` falls in, in `zone`. */
export function zonedWeekStart(date: Date, zone: string): Date {
  const local = zoned(date, zone);
  const sinceMonday = (local.getDay() + 6) % 7;
  const monday = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() - sinceMonday,
    zone,
  );
  return new Date(monday.getTime());
}

/** Whether `isoDay` is a day of the calendar written YYYY-MM-DD. */
const isCalendarDay = (isoDay: string) => {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  // Date.parse rolls "2027-02-30" over into March: the round trip catches it.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === isoDay;
};

/** The calendar day `days` after `isoDay` ("2026-11-30" + 1 = "2026-12-01"); `isoDay` if it is none. */
export function addDays(isoDay: string, days: number): string {
  if (!isCalendarDay(isoDay)) return isoDay;
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
