/**
 * The booking page's arithmetic of display, shared by the server's HTML and the island: open
 * slots (UTC instants) cut into the visitor's days, their times in the visitor's zone with the
 * team's time alongside, and the page's addresses. No slot rules here: those are the server's.
 * The team's zone (TIME_ZONE) comes in as an argument: this module is in the island's bundle,
 * where the server's settings must never be read (they would be the defaults there).
 */

/** True for a zone this runtime knows (an IANA name such as Europe/London). */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The visitor's zone when known, else the team's. */
export function zoneOrTeam(zone: string | null | undefined, team: string): string {
  return isTimeZone(zone) ? zone : team;
}

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayKey(instant: string | Date, zone: string): string {
  let format = dayKeyFormats.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayKeyFormats.set(zone, format);
  }
  return format.format(new Date(instant));
}

export type SlotDayView = { date: string; starts: string[] };

/** Slot starts (any order) grouped by the visitor's calendar day, both in time order. */
export function groupByDay(starts: readonly string[], zone: string): SlotDayView[] {
  const days = new Map<string, string[]>();
  for (const start of [...starts].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    const key = dayKey(start, zone);
    const list = days.get(key);
    if (list) list.push(start);
    else days.set(key, [start]);
  }
  return [...days].map(([date, list]) => ({ date, starts: list }));
}

/** "Mon" and "30 Nov" for a YYYY-MM-DD day (read at noon UTC, so no zone moves it). */
export function dayLabel(date: string): {
  weekday: string;
  number: string;
  month: string;
  full: string;
} {
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...options }).format(noon);
  return {
    weekday: part({ weekday: "short" }),
    number: part({ day: "numeric" }),
    month: part({ month: "short" }),
    full: part({ weekday: "long", day: "numeric", month: "long" }),
  };
}

/** "10:30 am" in a zone. */
export function timeLabel(instant: string | Date, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(new Date(instant))
    .replace(/\s?([ap])m$/i, " $1m")
    .toLowerCase();
}

/** "Monday 30 November, 10:30 am" in a zone. */
export function whenLabel(instant: string | Date, zone: string): string {
  return `${dayLabel(dayKey(instant, zone)).full}, ${timeLabel(instant, zone)}`;
}

/**
 * A call's time on the owner's list: "Mon 30 Nov, 10:30 am" in a zone, with the year when it
 * is not `now`'s, and "Today", "Tomorrow", "In 3 days", "Yesterday", "4 days ago" within a week.
 */
export function callTimeLabel(
  instant: string | Date,
  zone: string,
  now: Date,
): { when: string; relative: string | null } {
  const day = dayKey(instant, zone);
  const today = dayKey(now, zone);
  const label = dayLabel(day);
  const year = day.slice(0, 4) === today.slice(0, 4) ? "" : ` ${day.slice(0, 4)}`;
  const days = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 864e5,
  );
  const relative =
    days === 0
      ? "Today"
      : days === 1
        ? "Tomorrow"
        : days === -1
          ? "Yesterday"
          : Math.abs(days) < 7
            ? days > 0
              ? `In ${days} days`
              : `${-days} days ago`
            : null;
  return {
    when: `${label.weekday} ${label.number} ${label.month}${year}, ${timeLabel(instant, zone)}`,
    relative,
  };
}

/** The zone's offset at an instant, "GMT+5:30". */
export function offsetLabel(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

/** "Europe/London" as "London", "America/New_York" as "New York"; India time is "India". */
export function zoneCity(zone: string): string {
  return zone === "Asia/Kolkata" ? "India" : (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}

/** "Europe/London" as "London (GMT+0)"; India time is named as such. */
export function zoneName(zone: string, at: Date = new Date()): string {
  return `${zoneCity(zone)} (${offsetLabel(zone, at)})`;
}

/**
 * The zones the picker offers: where the company's clients are (India, the Gulf, Europe, the
 * Americas, Asia-Pacific). A visitor's own zone, detected or chosen, is added when missing.
 */
export const COMMON_ZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/New_York",
  "America/Toronto",
  "America/Mexico_City",
  "America/Bogota",
  "America/Sao_Paulo",
  "America/Argentina/Buenos_Aires",
  "Atlantic/Reykjavik",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Lisbon",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Amsterdam",
  "Europe/Madrid",
  "Europe/Stockholm",
  "Europe/Warsaw",
  "Europe/Athens",
  "Europe/Istanbul",
  "Africa/Lagos",
  "Africa/Cairo",
  "Africa/Johannesburg",
  "Africa/Nairobi",
  "Asia/Riyadh",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Asia/Dhaka",
  "Asia/Bangkok",
  "Asia/Jakarta",
  "Asia/Singapore",
  "Asia/Kuala_Lumpur",
  "Asia/Hong_Kong",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Asia/Seoul",
  "Australia/Perth",
  "Australia/Adelaide",
  "Australia/Sydney",
  "Pacific/Auckland",
] as const;

/** The picker's zones with the visitor's own and the team's among them (by offset, then name). */
export function zoneChoices(current: string, team: string, at: Date = new Date()): string[] {
  const zones: string[] = [...COMMON_ZONES];
  for (const zone of [team, current]) if (!zones.includes(zone)) zones.push(zone);
  const minutes = (zone: string) => {
    const match = /GMT([+-])(\d+)(?::(\d+))?/.exec(offsetLabel(zone, at));
    if (!match) return 0;
    return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  };
  return zones.sort((a, b) => minutes(a) - minutes(b) || a.localeCompare(b));
}

/** The booking page's address for a step: zone, day and time as query strings. */
export function bookHref(
  base: string,
  state: {
    t?: string | null;
    tz?: string | null;
    day?: string | null;
    slot?: string | null;
    ref?: string | null;
  },
): string {
  const params = new URLSearchParams();
  // The manage page's signed token first: it names the booking.
  if (state.t) params.set("t", state.t);
  if (state.tz) params.set("tz", state.tz);
  if (state.day) params.set("day", state.day);
  if (state.slot) params.set("slot", state.slot);
  if (state.ref) params.set("ref", state.ref);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
