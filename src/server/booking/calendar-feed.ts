import ICAL from "ical.js";

import { instantOf } from "../admin/inbox/working-hours";
import type { Interval } from "./slots";

/**
 * Busy times from an owner's private iCalendar feed (the "secret address in iCal format" of
 * Google Calendar, Outlook, Apple Calendar), read with ical.js: recurring events (RRULE, RDATE),
 * their exclusions (EXDATE) and moved or cancelled single occurrences (RECURRENCE-ID) are
 * expanded by the library. Times with a TZID that names an IANA zone are placed with the
 * runtime's own zone data (always current); other TZIDs (Outlook's Windows names) with the feed's
 * VTIMEZONE; floating times and all-day events in the team's zone. Free (TRANSP:TRANSPARENT) and
 * cancelled events block nothing.
 */

/** A weekly meeting since 2015 is ~600 occurrences; a minutely rule is not a calendar. */
const MAX_OCCURRENCES_PER_EVENT = 20_000;

const ianaZones = new Map<string, boolean>();
function isIanaZone(zone: string): boolean {
  let known = ianaZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    ianaZones.set(zone, known);
  }
  return known;
}

function instantOfTime(time: ICAL.Time, tzid: string | null, fallbackZone: string): number {
  const wall = (zone: string) =>
    instantOf(time.year, time.month, time.day, time.hour * 60 + time.minute, zone) +
    time.second * 1000;
  if (time.isDate) return instantOf(time.year, time.month, time.day, 0, fallbackZone);
  const zoneId = time.zone?.tzid;
  if (zoneId === "UTC") return time.toUnixTime() * 1000;
  const named = zoneId && zoneId !== "floating" ? zoneId : tzid;
  if (named && isIanaZone(named)) return wall(named);
  // Defined by a VTIMEZONE in the feed (a Windows zone name, say): ical.js knows its offsets.
  if (time.zone?.component) return time.toUnixTime() * 1000;
  return wall(fallbackZone);
}

function tzidOf(component: ICAL.Component, name: "dtstart" | "dtend"): string | null {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : null;
}

function blocksTime(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

/** Busy intervals (UTC ms, unmerged) of a feed's events that overlap [from, to). */
export function busyFromIcs(
  text: string,
  window: { from: number; to: number },
  fallbackZone: string,
): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents("vevent");
  // Masters by UID, with their exceptions (RECURRENCE-ID) related to them.
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const component of events) {
    if (component.hasProperty("recurrence-id")) exceptions.push(component);
    else
      masters.set(String(component.getFirstPropertyValue("uid") ?? ""), new ICAL.Event(component));
  }
  const singles: ICAL.Event[] = [];
  for (const component of exceptions) {
    const master = masters.get(String(component.getFirstPropertyValue("uid") ?? ""));
    if (master?.isRecurring()) master.relateException(component);
    // An occurrence whose series is not in the feed: an event of its own.
    else singles.push(new ICAL.Event(component));
  }

  const busy: [number, number][] = [];
  const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (!blocksTime(item.component)) return;
    const startMs = instantOfTime(start, tzidOf(item.component, "dtstart"), fallbackZone);
    const endMs = instantOfTime(
      end,
      tzidOf(item.component, item.component.hasProperty("dtend") ? "dtend" : "dtstart"),
      fallbackZone,
    );
    if (endMs > window.from && startMs < window.to && endMs > startMs) busy.push([startMs, endMs]);
  };

  for (const event of [...masters.values(), ...singles]) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    const masterZone = tzidOf(event.component, "dtstart");
    const iterator = event.iterator();
    for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count += 1) {
      const next = iterator.next();
      if (!next) break;
      // A moved occurrence may land anywhere: look a day past the window before stopping.
      if (instantOfTime(next, masterZone, fallbackZone) >= window.to + 86_400_000) break;
      const details = event.getOccurrenceDetails(next);
      add(details.item, details.startDate, details.endDate);
    }
  }
  return busy;
}

/** The feed's host, to name it without its secret path. */
export function feedHost(url: string): string {
  try {
    return new URL(url.replace(/^webcal:/i, "https:")).host;
  } catch {
    return "(not an address)";
  }
}

const FEED_TIMEOUT_MS = 15_000;
const FEED_MAX_BYTES = 10 * 1024 * 1024;

/** Fetch a feed's text (webcal:// as https://), bounded in time and size. */
export async function fetchFeed(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(url.replace(/^webcal:/i, "https:"), {
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    headers: { accept: "text/calendar, */*;q=0.5" },
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  const text = await response.text();
  if (text.length > FEED_MAX_BYTES) throw new Error("feed larger than 10 MB");
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2000))) {
    throw new Error("not an iCalendar feed (no BEGIN:VCALENDAR)");
  }
  return text;
}
