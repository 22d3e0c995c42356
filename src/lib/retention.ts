/**
 * How long the site keeps what it stores. The privacy policy prints these numbers and the purge
 * job deletes by them, so the promise and the practice cannot drift apart (docs/product.md §9).
 */

/** Enquiries (contact_submissions) are deleted this many years after they arrive. */
export const ENQUIRY_RETENTION_YEARS = 3;

/**
 * Copies of emails (email_outbox) are deleted this many days after they were delivered, or, when
 * delivery was given up on ("failed"), this many days after they were queued.
 */
export const OUTBOX_RETENTION_DAYS = 30;

/** Presentation access-log rows (time, IP, user agent, success) are kept this many years. */
export const ACCESS_LOG_RETENTION_YEARS = 1;

/**
 * Rate-limit events (a hash of the client IP per enquiry or sign-up) are kept this many days;
 * the limits themselves look back only 10 to 15 minutes.
 */
export const RATE_LIMIT_RETENTION_DAYS = 1;

/** The purge job runs this often, so a record can outlive its period by up to this long. */
export const PURGE_INTERVAL_HOURS = 24;

/** The consent choice is remembered in its first-party cookie for this many months. */
export const CONSENT_COOKIE_MONTHS = 6;

/** An unlocked presentation session lasts this many hours (docs/product.md §9). */
export const PRESENTATION_SESSION_HOURS = 8;

/** "1 year", "3 years", "30 days". */
export function formatPeriod(
  count: number,
  unit: "year" | "month" | "day" | "hour" | "minute",
): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** An owner's sign-in link works this many minutes, once (docs/decisions/0011-owner-sign-in.md). */
export const ADMIN_SIGN_IN_LINK_MINUTES = 15;

/** An owner's session ends after this many hours without a request… */
export const ADMIN_SESSION_IDLE_HOURS = 12;

/** …and at the latest this many days after signing in. */
export const ADMIN_SESSION_DAYS = 7;

/**
 * Sign-in links and sessions of the owner's view (an owner's email address and browser) are
 * deleted this many days after they expired, were used up or ended.
 */
export const ADMIN_SIGN_IN_RETENTION_DAYS = 30;

/**
 * Visit counts (per-hour counters, nothing about a visitor) are kept by the hour this many days,
 * then as daily totals…
 */
export const TRAFFIC_HOURLY_DAYS = 30;

/** …which are deleted this many months after their day (a year and its same month before). */
export const TRAFFIC_RETENTION_MONTHS = 13;

/**
 * A consented visit's random id is kept this many hours after the visit began, only so the visit
 * is counted once; an enquiry sent during the visit keeps it as long as the enquiry.
 */
export const TRAFFIC_VISIT_ID_HOURS = 24;
