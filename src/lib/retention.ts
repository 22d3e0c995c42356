/**
 * How long the site keeps what it stores. The privacy policy prints these numbers and the purge
 * job deletes by them, so the promise and the practice cannot drift apart (SPEC §9).
 */

/** Enquiries (contact_submissions) are deleted this many years after they arrive. */
export const ENQUIRY_RETENTION_YEARS = 3;

/** Delivered notification emails (email_outbox) are deleted this many days after sending. */
export const OUTBOX_RETENTION_DAYS = 30;

/** Presentation access-log rows (time, IP, user agent, success) are kept this many years. */
export const ACCESS_LOG_RETENTION_YEARS = 1;

/** The consent choice is remembered in its first-party cookie for this many months. */
export const CONSENT_COOKIE_MONTHS = 6;

/** An unlocked presentation session lasts this many hours (SPEC §9). */
export const PRESENTATION_SESSION_HOURS = 8;

/** "1 year", "3 years", "30 days". */
export function formatPeriod(count: number, unit: "year" | "month" | "day" | "hour"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
