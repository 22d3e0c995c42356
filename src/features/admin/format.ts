/** Formatting shared by the owner's pages: times in the team's zone, durations, status and mail names. */
import { siteTimeZone } from "@/config/site";
import { cutText } from "@/lib/cut-text";

import type { EnquiryStatus } from "./enquiry-status";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: siteTimeZone(),
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * "23 Nov 2026, 2:50 pm IST": the team's time (TIME_ZONE), and saying so, since an owner may
 * read it from anywhere ("GMT+1" where the zone has no common abbreviation).
 */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * "24 Mar" for the calendar day "2030-03-24" (a week's Monday in the team's zone, already worked out
 * by the server): a day has no time, so no zone; read in UTC so the label is that very day.
 */
export function formatDay(isoDay: string): string {
  return day.format(new Date(`${isoDay}T00:00:00Z`));
}

const date = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "30 Oct 2026" for the calendar day "2026-10-30" (a period's first or last day): the date part
 * of formatDateTime, so a page never mixes "2026-10-30" with "30 Oct 2026, 4:45 pm IST".
 */
export function formatDate(isoDay: string): string {
  return date.format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * "45 min", "3 h 20 min", "2 d 4 h": a waiting time at a glance. Working minutes (the inbox's
 * waiting times) read the same: formatDuration(minutes * 60).
 */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const MAIL_LABELS = { sent: "Sent", waiting: "Waiting", failed: "Failed" } as const;

/** "Need an MVP…": the first non-blank line of a text, cut at a word near `max` characters. */
export function firstLine(text: string | null | undefined, max: number): string | null {
  const line = text
    ?.split("\n")
    .map((part) => part.trim())
    .find(Boolean);
  if (!line) return null;
  const cut = cutText(line, max);
  if (cut === line) return line;
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "25 min", "2 h 5 min": working minutes as the inbox shows them (a day is 24 hours of them). */
export function formatMinutes(minutes: number): string {
  return formatDuration(minutes * 60);
}
