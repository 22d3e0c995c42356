import { sql, type SQL } from "drizzle-orm";

import {
  ACCESS_LOG_RETENTION_YEARS,
  ADMIN_SESSION_IDLE_HOURS,
  ADMIN_SIGN_IN_RETENTION_DAYS,
  ENQUIRY_RETENTION_YEARS,
  OUTBOX_RETENTION_DAYS,
  RATE_LIMIT_RETENTION_DAYS,
} from "@/lib/retention";

import { queryRows, type Db } from "../db/client";

/**
 * Retention (docs/decisions/0007-retention.md): delete what the privacy policy says we no longer
 * keep. The periods live in src/lib/retention.ts, which the policy prints.
 */
export type PurgeCounts = {
  contactSubmissions: number;
  emailOutbox: number;
  webhookOutbox: number;
  presentationAccessLog: number;
  presentationSessions: number;
  rateLimitEvents: number;
  adminSignInTokens: number;
  adminSessions: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` minus whole calendar years in UTC (2030-03-05T10:00Z − 3 → 2027-03-05T10:00Z). */
export function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

/** `now` minus days of exactly 24 hours (UTC has no daylight-saving jumps). */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A row is expired when its timestamp is strictly before its cutoff. */
export function retentionCutoffs(now: Date) {
  return {
    enquiries: yearsBefore(now, ENQUIRY_RETENTION_YEARS),
    outbox: daysBefore(now, OUTBOX_RETENTION_DAYS),
    accessLog: yearsBefore(now, ACCESS_LOG_RETENTION_YEARS),
    rateLimitEvents: daysBefore(now, RATE_LIMIT_RETENTION_DAYS),
    adminSignIn: daysBefore(now, ADMIN_SIGN_IN_RETENTION_DAYS),
  };
}

async function deleteCounting(db: Db, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}

/**
 * Delete every expired row, one statement per kind; each is idempotent, so a run that stops
 * half-way (or two instances running at once) leaves nothing the next run cannot finish:
 *
 * - enquiries created more than ENQUIRY_RETENTION_YEARS ago, with their history (enquiry_events),
 *   their discovery calls (calls)
 *   and every outbox row of theirs whatever its status (the outbox rows first, so none is left behind without its enquiry);
 * - outbox rows `sent` more than OUTBOX_RETENTION_DAYS ago;
 * - outbox rows `failed` (given up on three days after queuing) and queued more than
 *   OUTBOX_RETENTION_DAYS ago;
 * - presentation access-log rows older than ACCESS_LOG_RETENTION_YEARS;
 * - deck sessions past their expiry (a missing row is as closed as an expired one);
 * - rate-limit events older than RATE_LIMIT_RETENTION_DAYS;
 * - lead webhook rows by the same rules as mail (with their enquiry, or 30 days after delivery
 *   or failure);
 * - the owner's view's sign-in links and sessions ADMIN_SIGN_IN_RETENTION_DAYS after they
 *   expired, were used or ended (revoked, idle, or past their absolute end).
 *
 * `pending` and `sending` mail and webhooks of an enquiry that is kept are never touched.
 */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  const cutoff = retentionCutoffs(now);
  const enquiriesBefore = cutoff.enquiries.toISOString();
  const outboxBefore = cutoff.outbox.toISOString();

  const enquiryMail = await deleteCounting(
    db,
    sql`delete from email_outbox where submission_id in (
          select submission_id from contact_submissions where created_at < ${enquiriesBefore})`,
  );
  // The owner's history of those enquiries (status changes, notes) goes with them.
  await db.execute(
    sql`delete from enquiry_events where enquiry_id in (
          select id from contact_submissions where created_at < ${enquiriesBefore})`,
  );
  // So do their discovery calls (the visitor's name, email and phone).
  await db.execute(
    sql`delete from calls where enquiry_id in (
          select id from contact_submissions where created_at < ${enquiriesBefore})`,
  );
  const enquiryWebhooks = await deleteCounting(
    db,
    sql`delete from webhook_outbox where submission_id in (
          select submission_id from contact_submissions where created_at < ${enquiriesBefore})`,
  );
  const contactSubmissions = await deleteCounting(
    db,
    sql`delete from contact_submissions where created_at < ${enquiriesBefore}`,
  );
  const sentMail = await deleteCounting(
    db,
    sql`delete from email_outbox where status = 'sent' and sent_at < ${outboxBefore}`,
  );
  const failedMail = await deleteCounting(
    db,
    sql`delete from email_outbox where status = 'failed' and created_at < ${outboxBefore}`,
  );
  const oldWebhooks = await deleteCounting(
    db,
    sql`delete from webhook_outbox
        where (status = 'sent' and sent_at < ${outboxBefore})
           or (status = 'failed' and created_at < ${outboxBefore})`,
  );
  const presentationAccessLog = await deleteCounting(
    db,
    sql`delete from presentation_access_log where created_at < ${cutoff.accessLog.toISOString()}`,
  );
  const presentationSessions = await deleteCounting(
    db,
    sql`delete from presentation_sessions where expires_at < ${now.toISOString()}`,
  );
  const rateLimitEvents = await deleteCounting(
    db,
    sql`delete from rate_limit_events where created_at < ${cutoff.rateLimitEvents.toISOString()}`,
  );
  const signInBefore = cutoff.adminSignIn.toISOString();
  const adminSignInTokens = await deleteCounting(
    db,
    sql`delete from admin_sign_in_tokens
        where least(coalesce(used_at, expires_at), expires_at) < ${signInBefore}`,
  );
  const adminSessions = await deleteCounting(
    db,
    sql`delete from admin_sessions
        where least(coalesce(revoked_at, expires_at), expires_at,
                    last_seen_at + ${`${ADMIN_SESSION_IDLE_HOURS} hours`}::interval) < ${signInBefore}`,
  );
  return {
    contactSubmissions,
    emailOutbox: enquiryMail + sentMail + failedMail,
    webhookOutbox: enquiryWebhooks + oldWebhooks,
    presentationAccessLog,
    presentationSessions,
    rateLimitEvents,
    adminSignInTokens,
    adminSessions,
  };
}

/** "contact_submissions 1, email_outbox 2, presentation_access_log 0, …, rate_limit_events 5". */
export function describePurge(counts: PurgeCounts): string {
  return [
    `contact_submissions ${counts.contactSubmissions}`,
    `email_outbox ${counts.emailOutbox}`,
    `webhook_outbox ${counts.webhookOutbox}`,
    `presentation_access_log ${counts.presentationAccessLog}`,
    `presentation_sessions ${counts.presentationSessions}`,
    `rate_limit_events ${counts.rateLimitEvents}`,
    `admin_sign_in_tokens ${counts.adminSignInTokens}`,
    `admin_sessions ${counts.adminSessions}`,
  ].join(", ");
}
