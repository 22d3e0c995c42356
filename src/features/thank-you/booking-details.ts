import { zoneCity } from "@/features/booking/slot-days";

import { sanitizeText } from "./sanitize-text";

/** docs/product.md §3 "Booking details", read from the scheduling tool's redirect. */
export type BookingDetails = {
  eventTypeName: string;
  inviteeFullName: string;
  inviteeEmail: string;
  startTime: string;
  /** The visitor's zone, for our own booking (an external scheduler's times read in the team's). */
  timeZone?: string;
};

export type ThankYouState =
  | { kind: "booking"; booking: BookingDetails; transactionId: string }
  | { kind: "lead"; transactionId: string }
  | { kind: "general"; transactionId: null };

/** sessionStorage key: the booking view survives a reload after the address bar is cleaned. */
export const THANK_YOU_STORAGE_KEY = "thank-you:state";

const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

function transactionIdFrom(value: string | null): string | null {
  const cleaned = sanitizeText(value, 64);
  return LEAD_ID.test(cleaned) ? cleaned : null;
}

/**
 * What the thank-you page shows for a query string. Calendly sends `event_start_time`,
 * `invitee_full_name`, `invitee_email`, `event_type_name`, `invitee_uuid`; the product's `start_time`
 * is accepted too. The booking view needs a start time or an event type. `?lead=<id>` comes from
 * the enquiry form. Returns null when the query carries neither.
 */
export function parseThankYouQuery(
  search: string,
  newId: () => string = () => crypto.randomUUID(),
): ThankYouState | null {
  const params = new URLSearchParams(search);
  const startTime = sanitizeText(params.get("event_start_time") ?? params.get("start_time"));
  const eventTypeName = sanitizeText(params.get("event_type_name"));
  if (startTime || eventTypeName) {
    return {
      kind: "booking",
      booking: {
        eventTypeName,
        startTime,
        inviteeFullName: sanitizeText(params.get("invitee_full_name")),
        inviteeEmail: sanitizeText(params.get("invitee_email"), 254),
      },
      transactionId: transactionIdFrom(params.get("invitee_uuid")) ?? `booking-${newId()}`,
    };
  }
  const lead = transactionIdFrom(params.get("lead"));
  if (lead) return { kind: "lead", transactionId: lead };
  return null;
}

/** True when the address holds anything worth removing (personal data or ids). */
export function hasThankYouQuery(search: string): boolean {
  return new URLSearchParams(search).size > 0;
}

/** Reads a state saved earlier in this tab; anything unreadable counts as nothing. */
export function parseStoredState(raw: string | null): ThankYouState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as ThankYouState;
    if (value.kind === "lead" && typeof value.transactionId === "string") {
      return { kind: "lead", transactionId: transactionIdFrom(value.transactionId) ?? "" };
    }
    if (value.kind === "booking" && typeof value.transactionId === "string" && value.booking) {
      const b = value.booking;
      return {
        kind: "booking",
        transactionId: sanitizeText(value.transactionId, 80),
        booking: {
          eventTypeName: sanitizeText(b.eventTypeName),
          startTime: sanitizeText(b.startTime),
          inviteeFullName: sanitizeText(b.inviteeFullName),
          inviteeEmail: sanitizeText(b.inviteeEmail, 254),
          ...(typeof b.timeZone === "string" && isZone(b.timeZone) ? { timeZone: b.timeZone } : {}),
        },
      };
    }
  } catch {
    // fall through
  }
  return null;
}

export function firstName(fullName: string): string {
  return fullName.split(/\s+/)[0] ?? "";
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Date and time in a zone (the team's, TIME_ZONE, unless the booking says the visitor's) with
 * the zone shown and, in another zone, the team's time beside it ("India 10:00 am"); or null
 * for an unreadable time.
 */
export function formatMeetingTime(
  startTime: string,
  zone: string | undefined,
  team: string,
): { date: string; time: string } | null {
  if (!startTime) return null;
  const when = new Date(startTime);
  if (Number.isNaN(when.getTime())) return null;
  const timeZone = zone && isZone(zone) ? zone : team;
  const time = (inZone: string, options: Intl.DateTimeFormatOptions = {}) =>
    new Intl.DateTimeFormat("en-IN", {
      timeZone: inZone,
      hour: "numeric",
      minute: "2-digit",
      ...options,
    }).format(when);
  const local = time(timeZone, { timeZoneName: "short" });
  const teamTime = time(team);
  // The team's time alongside, as /book shows it: their hour, and a check on the visitor's.
  return {
    date: new Intl.DateTimeFormat("en-IN", { timeZone, dateStyle: "full" }).format(when),
    time:
      timeZone === team || local.startsWith(`${teamTime} `)
        ? local
        : `${local} (${zoneCity(team)} ${teamTime})`,
  };
}

/** The Meeting Details rows, in order; their names are the page's copy (content/thank-you/). */
export const BOOKING_ROW_KEYS = ["eventType", "date", "time", "attendee", "email"] as const;
export type BookingRowKey = (typeof BOOKING_ROW_KEYS)[number];

/**
 * The words of the booking view for one booking: the greeting, the confirmation and the values
 * of the Meeting Details rows (every row; a row whose value is empty is not shown). Shared by the
 * server's view and the browser script that restores the view after a reload, so the two
 * sentences made of the visitor's name and meeting type are code: the script has no page copy.
 */
export function bookingSummary(
  booking: BookingDetails,
  /** The team's zone (TIME_ZONE), which the page gives the browser script. */
  team: string,
): {
  greeting: string;
  confirmed: string;
  rows: { key: BookingRowKey; value: string }[];
} {
  const name = firstName(booking.inviteeFullName);
  const event = booking.eventTypeName;
  const when = formatMeetingTime(booking.startTime, booking.timeZone, team);
  const values: Record<BookingRowKey, string> = {
    eventType: booking.eventTypeName,
    date: when?.date ?? booking.startTime,
    time: when?.time ?? "",
    attendee: booking.inviteeFullName,
    email: booking.inviteeEmail,
  };
  return {
    greeting: name ? `Thank you, ${name}!` : "Thank you!",
    confirmed: event ? `Your ${event} is confirmed.` : "Your meeting is confirmed.",
    rows: BOOKING_ROW_KEYS.map((key) => ({ key, value: values[key] })),
  };
}
