import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";

import type { Db, Tx } from "../db/client";
import { emailOutbox } from "../db/schema";
import { claimOutboxRow, whileLeased } from "../jobs/claim-row";
import { DELIVERY_RETRY, QUEUES, enqueueIn, wakeWorkers, type JobQueue } from "../jobs/queue";
import { logSafe } from "../log-safe";
import { mailDomain, mailFrom, type MailTransport } from "./transport";
import { cutText } from "@/lib/cut-text";

/**
 * The email outbox (docs/product.md §10.1, docs/decisions/0023-background-work-on-pg-boss.md).
 * A message is a row of `email_outbox`, written in the same transaction as the record it belongs
 * to, together with its job on the `mail` queue; the queue decides when it is tried (at once,
 * then with backoff for about three days) and by which process. The row is what the owner's view
 * reads: its state, attempts, last error.
 */
export type OutboxKind =
  | "lead-notification"
  | "lead-acknowledgement"
  | "newsletter-welcome"
  | "admin-sign-in"
  | "enquiry-reminder"
  /** A discovery call's invitation, update, cancel or reminder (src/server/booking). */
  | "call-visitor"
  /** The same to the owner. */
  | "call-owner"
  /** The owner's invitation of a booking that created its enquiry: that enquiry's notification. */
  | "call-notification";

export type OutboxMessage = {
  kind: OutboxKind;
  recipient: string;
  replyTo?: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** contact_submissions.submission_id of the enquiry, when the message belongs to one. */
  submissionId?: string | null;
  /** An iCalendar invitation (with its METHOD) sent as the text/calendar part. */
  calendar?: string | null;
};

export type QueuedMessage = { id: number; kind: OutboxKind; jobId: string };

export type MailJob = { messageId: number };

export type DeliveryOutcome =
  | { id: number; kind: string; delivered: true }
  /** Already sent or given up (a repeated job, a retried claim): nothing to do. */
  | { id: number; kind: string; delivered: false; skipped: true };

export { SEND_LEASE_MS } from "../jobs/claim-row";

/**
 * Queue messages inside the caller's transaction, one `mail` job each. Call `wakeMailWorkers`
 * after the commit for an attempt right away.
 */
export async function queueMessages(
  tx: Tx,
  queue: JobQueue,
  messages: OutboxMessage[],
  now: Date,
): Promise<QueuedMessage[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(emailOutbox)
    .values(
      messages.map((message) => ({
        kind: message.kind,
        recipient: message.recipient,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        textBody: message.textBody,
        htmlBody: message.htmlBody,
        submissionId: message.submissionId ?? null,
        calendar: message.calendar ?? null,
        status: "pending" as const,
        createdAt: now,
        nextAttemptAt: now,
        jobId: randomUUID(),
      })),
    )
    .returning({ id: emailOutbox.id, kind: emailOutbox.kind, jobId: emailOutbox.jobId });
  for (const row of rows) {
    await enqueueIn(tx, queue, QUEUES.mail, { messageId: row.id } satisfies MailJob, {
      id: row.jobId!,
    });
  }
  return rows.map((row) => ({ id: row.id, kind: row.kind as OutboxKind, jobId: row.jobId! }));
}

/** After the commit that queued `count` messages: that many of this process's workers look now. */
export function wakeMailWorkers(queue: JobQueue, count: number): void {
  wakeWorkers(queue, QUEUES.mail, count);
}

type ClaimedRow = {
  id: number | string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  calendar: string | null;
  created_at: Date | string;
};

/** The Message-ID of a row: the same on every attempt, so a receiver can fold a repeat. */
export function messageIdFor(id: number, createdAt: Date): string {
  return `<outbox-${id}-${createdAt.getTime()}@${mailDomain()}>`;
}

/** One statement (atomic without a transaction): the row is sent, and an enquiry's flag set. */
async function recordDelivered(db: Db, id: number, now: Date) {
  await db.execute(
    sql`with delivered as (
          update email_outbox set status = 'sent', sent_at = ${now.toISOString()},
            locked_until = null, last_error = null
          where id = ${id} and status = 'sending'
          returning kind, submission_id)
        update contact_submissions set email_sent = true
        where submission_id in (
          select submission_id from delivered where kind in ('lead-notification', 'call-notification'))`,
  );
}

async function recordFailure(db: Db, id: number, error: string, final: boolean) {
  const lastError = cutText(error, 1000);
  await db.execute(
    sql`update email_outbox set status = ${final ? "failed" : "pending"}, locked_until = null,
          last_error = ${lastError}
        where id = ${id} and status = 'sending'`,
  );
}

/**
 * One attempt of a `mail` job: claim the row, send it, record the result. A failed send is
 * recorded and thrown, so the queue retries it; on the last attempt the row is marked failed
 * (and the queue moves the job to the dead letters).
 */
export async function deliverQueuedMessage(
  db: Db,
  transport: MailTransport,
  job: { data: MailJob; retryCount: number },
  now: () => Date = () => new Date(),
): Promise<DeliveryOutcome> {
  const { messageId } = job.data;
  const row = await claimOutboxRow<ClaimedRow>(db, "email_outbox", messageId, now(), {
    returning: sql`id, kind, recipient, reply_to, subject, text_body, html_body, calendar, created_at`,
    busy: `message ${messageId} is being sent by another process`,
  });
  if (!row) return { id: messageId, kind: "", delivered: false, skipped: true };
  const id = Number(row.id);
  try {
    // The lease is renewed while the send lasts (an SMTP step may take up to 30 s).
    await whileLeased(db, "email_outbox", id, now, () =>
      transport.send({
        from: mailFrom(),
        to: row.recipient,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        calendar: row.calendar,
        messageId: messageIdFor(id, new Date(row.created_at)),
      }),
    );
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const final = job.retryCount >= DELIVERY_RETRY.retryLimit;
    // Every failed attempt at once, with its reason (a wrong password shows on the first), once:
    // this runs once per attempt of the message's job.
    console.error(
      final
        ? `[mail] giving up on message ${id} (${row.kind}) after ${job.retryCount + 1} attempts: ${logSafe(text)}`
        : `[mail] attempt ${job.retryCount + 1} of ${DELIVERY_RETRY.retryLimit + 1} for message ${id} (${row.kind}) failed, will retry: ${logSafe(text)}`,
    );
    await recordFailure(db, id, text, final).catch((recordError: unknown) =>
      console.error(`[mail] could not record failure of ${id}:`, recordError),
    );
    throw error;
  }
  // Sent but not recorded (the database went away): the claim expires and the message goes once
  // more (docs/decisions/0023-background-work-on-pg-boss.md, "Duplicates"). Thrown, so the job
  // is not completed either.
  await recordDelivered(db, id, now());
  return { id, kind: row.kind, delivered: true };
}
