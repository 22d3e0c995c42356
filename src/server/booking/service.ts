import type { Db } from "../db/client";
import type {
  BookCallOptions,
  BookCallResult,
  Booking,
  CalendarFeedStatus,
  CallListItem,
  CallOutcome,
  EnquiryPrefill,
  ListOpenSlotsInput,
  ManageResult,
  OpenSlot,
  OpenSlots,
  TokenProblem,
} from "./index";

// The signatures the pages build on; the bodies follow in the next commits of issue 40.
const pending = (): never => {
  throw new Error("booking: not implemented yet");
};

export async function listOpenSlots(_db: Db, _input: ListOpenSlotsInput): Promise<OpenSlots> {
  return pending();
}
export async function nextOpenSlots(_db: Db, _after: Date, _count = 5): Promise<OpenSlot[]> {
  return pending();
}
export async function bookCall(
  _db: Db,
  _input: unknown,
  _options: BookCallOptions = {},
): Promise<BookCallResult> {
  return pending();
}
export async function getBooking(_db: Db, _id: string): Promise<Booking | null> {
  return pending();
}
export async function getBookingByToken(
  _db: Db,
  _token: string,
  _now?: Date,
): Promise<ManageResult> {
  return pending();
}
export async function rescheduleCall(
  _db: Db,
  _token: string,
  _newStart: string | Date,
  _now?: Date,
): Promise<ManageResult> {
  return pending();
}
export async function cancelCall(_db: Db, _token: string, _now?: Date): Promise<ManageResult> {
  return pending();
}
export async function rescheduleCallAsOwner(
  _db: Db,
  _id: string,
  _newStart: string | Date,
  _actorEmail: string,
): Promise<ManageResult> {
  return pending();
}
export async function cancelCallAsOwner(
  _db: Db,
  _id: string,
  _actorEmail: string,
): Promise<ManageResult> {
  return pending();
}
export async function listCalls(
  _db: Db,
  _query: { when: "upcoming" | "past"; now?: Date },
): Promise<CallListItem[]> {
  return pending();
}
export async function markCall(
  _db: Db,
  _id: string,
  _outcome: CallOutcome,
  _actorEmail: string,
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "not-yet" | "cancelled" }> {
  return pending();
}
export async function bookingIcs(
  _db: Db,
  _token: string,
): Promise<{ ok: true; ics: string; filename: string } | { ok: false; reason: TokenProblem }> {
  return pending();
}
export function enquiryReference(_enquiryId: string): string {
  return pending();
}
export function readEnquiryReference(_ref: string): string | null {
  return pending();
}
export async function enquiryPrefill(_db: Db, _ref: string): Promise<EnquiryPrefill | null> {
  return pending();
}
export async function calendarFeedStatuses(_db: Db): Promise<CalendarFeedStatus[]> {
  return pending();
}
