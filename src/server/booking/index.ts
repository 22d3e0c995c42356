/**
 * Discovery calls booked on the site (issue 40): the one door the pages and the owner's view use.
 * Everything a route needs is exported here; the modules beside it hold the parts (slot engine,
 * calendar feeds, signed links, invitations, reminders). Times cross this boundary as ISO-8601
 * UTC strings; a page formats them in the visitor's zone.
 */

export * from "./types";
export { BOOKING_PATHS } from "./paths";

/*
 * The functions (all take the database first, like storeLead):
 *   listOpenSlots(db, input)                    → OpenSlots
 *   nextOpenSlots(db, after, count = 5)         → OpenSlot[]
 *   bookCall(db, input: unknown, options)       → BookCallResult (validates input itself)
 *   getBooking(db, id)                          → Booking | null
 *   getBookingByToken(db, token, now?)          → ManageResult (ok with the booking, or why not)
 *   rescheduleCall(db, token, newStart, now?)   → ManageResult
 *   cancelCall(db, token, now?)                 → ManageResult
 *   rescheduleCallAsOwner(db, id, newStart, actorEmail) / cancelCallAsOwner(db, id, actorEmail)
 *   listCalls(db, { when: "upcoming" | "past", now? }) → CallListItem[]
 *   markCall(db, id, "held" | "no-show", actorEmail)   → { ok: true } | { ok: false, reason }
 *   bookingIcs(db, token)                        → { ok: true, ics, filename } | { ok: false, reason }
 *   enquiryReference(enquiryId) → string; readEnquiryReference(ref) → enquiryId | null
 *   enquiryPrefill(db, ref)                      → EnquiryPrefill | null
 *   calendarFeedStatuses(db)                     → CalendarFeedStatus[]
 */
export {
  listOpenSlots,
  nextOpenSlots,
  bookCall,
  getBooking,
  getBookingByToken,
  rescheduleCall,
  cancelCall,
  rescheduleCallAsOwner,
  cancelCallAsOwner,
  listCalls,
  markCall,
  bookingIcs,
  enquiryReference,
  readEnquiryReference,
  enquiryPrefill,
  calendarFeedStatuses,
} from "./service";
