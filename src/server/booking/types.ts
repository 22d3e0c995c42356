/** The booking API's types and constants (re-exported by index.ts, read by its modules). */
import type { Attribution } from "@/features/attribution/attribution";

/** Every call lasts 30 minutes. */
export const CALL_MINUTES = 30;

export type OpenSlot = {
  /** ISO-8601 UTC instant the call starts / ends. */
  start: string;
  end: string;
  /** How many owners are free for it (at least 1; never who). */
  ownersFree: number;
};

/** One calendar day in the visitor's zone (YYYY-MM-DD) and its open slots, earliest first. */
export type SlotDay = { date: string; slots: OpenSlot[] };

export type OpenSlots = {
  /** The zone the days are cut in (the visitor's, checked; else the team's). */
  visitorZone: string;
  /** The team's zone (India time), shown alongside. */
  teamZone: string;
  days: SlotDay[];
};

export type ListOpenSlotsInput = {
  /** Defaults: now (plus the minimum notice) … the horizon. Clamped to both. */
  from?: Date;
  to?: Date;
  /** IANA zone the visitor's browser reports, or any; an unknown one falls back to the team's. */
  visitorZone?: string | null;
  now?: Date;
};

export type CallStatus = "booked" | "cancelled" | "held" | "no-show";

export type Booking = {
  id: string;
  status: CallStatus;
  start: string;
  end: string;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string | null;
  project: string | null;
  /** The visitor's zone when they booked (for the mail and the thank-you page). */
  visitorZone: string;
  ownerEmail: string;
  ownerName: string;
  enquiryId: string;
  meetingUrl: string | null;
  /** The invitation's SEQUENCE: 0, then +1 per reschedule or cancel. */
  sequence: number;
  createdAt: string;
  /** Google Calendar's "add event" address for this call. */
  googleCalendarUrl: string;
};

export type BookCallInput = {
  /** The start of an offered slot (ISO-8601 or a Date). */
  slotStart: string | Date;
  name: string;
  email: string;
  phone?: string | null;
  project?: string | null;
  visitorZone?: string | null;
  /** The signed reference the thank-you page carries (enquiryReference), to join that enquiry. */
  enquiryRef?: string | null;
  /** Where the visit came from (src/server/attribution.ts requestAttribution). */
  attribution?: Attribution;
  /** The visitor granted ad_user_data (requestAdUserData). */
  adUserData?: boolean;
};

export type BookCallOptions = {
  ip?: string;
  now?: Date;
  /** Where a new enquiry is posted as a signed webhook (default LEAD_WEBHOOK_URLS). */
  webhookUrls?: readonly string[];
};

export type BookingFieldErrors = Partial<
  Record<"slotStart" | "name" | "email" | "phone" | "project" | "form", string[]>
>;

export type BookCallResult =
  | {
      ok: true;
      booking: Booking;
      /** The signed token of the manage/ics links (BOOKING_PATHS), for the thank-you page. */
      manageToken: string;
    }
  /** Someone took it first (or an owner's calendar filled it): the next free times. */
  | { ok: false; reason: "taken"; nextSlots: OpenSlot[] }
  /** Not a slot we offer (outside hours, too soon, past the horizon). */
  | { ok: false; reason: "unavailable"; nextSlots: OpenSlot[] }
  | { ok: false; reason: "invalid"; fieldErrors: BookingFieldErrors }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

export type TokenProblem = "invalid-link" | "expired-link";

export type ManageResult =
  | { ok: true; booking: Booking; manageToken: string }
  | { ok: false; reason: TokenProblem | "cancelled" | "past" }
  | { ok: false; reason: "taken" | "unavailable"; nextSlots: OpenSlot[] };

/** A row of the owner's Calls page. */
export type CallListItem = Booking & {
  enquiryName: string;
  enquiryStatus: string;
  /** The enquiry's source / medium / campaign (the Sources page's rule). */
  source: string;
  medium: string;
  campaign: string | null;
};

export type CallOutcome = "held" | "no-show";

/** One owner's calendar feed as last refreshed (overview and preflight). */
export type CalendarFeedStatus = {
  ownerEmail: string;
  ownerName: string;
  /** The feed's host only (the address is a secret). */
  host: string;
  ok: boolean;
  error: string | null;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  busyIntervals: number;
};

/** Prefill of the booking form from the enquiry the thank-you page names. */
export type EnquiryPrefill = {
  enquiryId: string;
  name: string;
  email: string;
  phone: string | null;
  project: string | null;
};
