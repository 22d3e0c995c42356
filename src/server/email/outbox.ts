import { sql } from "drizzle-orm";

import { queryRows, type Db, type Tx } from "../db/client";
import { emailOutbox } from "../db/schema";
import { processSingleton } from "../runtime";
import { acquireSendSlot, releaseSendSlot } from "./send-slots";
import { mailDomain, mailFrom, type MailTransport } from "./transport";

/**
 * The email outbox (docs/product.md §10.1, docs/decisions/0004-email-outbox.md). Mail is written in
 * the same transaction as the record it belongs to, tried at once, and retried by a worker with
 * backoff until it is delivered or three days have passed. Rows being sent are marked `sending`
 * with a lock that expires, so a sender that crashed leaves nothing stuck; claims use
 * `FOR UPDATE SKIP LOCKED`, so several instances never send one message twice.
 */
export type OutboxKind =
  "lead-notification" | "lead-acknowledgement" | "newsletter-welcome" | "admin-sign-in";

export type OutboxMessage = {
  kind: OutboxKind;
  recipient: string;
  replyTo?: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** contact_submissions.submission_id of the enquiry, when the message belongs to one. */
  submissionId?: string | null;
};

export type ClaimedMessage = {
  id: number;
  kind: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  submissionId: string | null;
  attempts: number;
  createdAt: Date;
};

export type DeliveryOutcome = {
  id: number;
  kind: string;
  delivered: boolean;
  error?: string;
  /** Not tried: given back to the outbox, due now (shutdown, or too much mail waiting). */
  handedBack?: boolean;
};

/** How long a claimed row stays ours; longer than any send can take with the SMTP timeouts. */
export const CLAIM_LOCK_MS = 5 * 60 * 1000;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** Wait after the 1st, 2nd, … failed attempt; then every 12 hours. */
export const BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];
export const LATER_BACKOFF_MS = 12 * HOUR;
/** A message still undelivered this long after it was queued is marked failed. */
export const GIVE_UP_AFTER_MS = 3 * 24 * HOUR;

export function backoffAfter(attempts: number): number {
  return BACKOFF_MS[attempts - 1] ?? LATER_BACKOFF_MS;
}

/**
 * What happens after attempt number `attempts` failed at `now`: the next try, never later than
 * three days after the message was queued, or `failed` once that deadline has been tried.
 */
export function scheduleAfterFailure(
  createdAt: Date,
  attempts: number,
  now: Date,
): { status: "pending"; nextAttemptAt: Date } | { status: "failed" } {
  const deadline = createdAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= deadline) return { status: "failed" };
  return {
    status: "pending",
    nextAttemptAt: new Date(Math.min(now.getTime() + backoffAfter(attempts), deadline)),
  };
}

/**
 * Queue messages inside the caller's transaction, already claimed by the caller (status
 * `sending`, attempt 1) so that the immediate delivery attempt owns them; if this process dies
 * before it finishes, the lock expires and the worker takes them over.
 */
export async function queueClaimedMessages(
  tx: Tx | Db,
  messages: OutboxMessage[],
  now: Date,
): Promise<ClaimedMessage[]> {
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
        status: "sending" as const,
        attempts: 1,
        createdAt: now,
        nextAttemptAt: now,
        lockedUntil: new Date(now.getTime() + CLAIM_LOCK_MS),
      })),
    )
    .returning();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    replyTo: row.replyTo,
    subject: row.subject,
    textBody: row.textBody,
    htmlBody: row.htmlBody,
    submissionId: row.submissionId,
    attempts: row.attempts,
    createdAt: row.createdAt,
  }));
}

type ClaimRow = {
  id: number | string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  submission_id: string | null;
  attempts: number;
  created_at: Date | string;
};

/** Claim up to `limit` due messages: pending and due, or `sending` with an expired lock. */
export async function claimDueMessages(db: Db, now: Date, limit = 10): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + CLAIM_LOCK_MS).toISOString();
  const rows = await queryRows<ClaimRow>(
    db,
    sql`update email_outbox set status = 'sending', attempts = attempts + 1,
          locked_until = ${lockedUntil}
        where id in (
          select id from email_outbox
          where (status = 'pending' and next_attempt_at <= ${at})
             or (status = 'sending' and locked_until < ${at})
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        returning id, kind, recipient, reply_to, subject, text_body, html_body, submission_id,
          attempts, created_at`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    submissionId: row.submission_id,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  }));
}

function messageIdFor(message: ClaimedMessage): string {
  return `<outbox-${message.id}-${message.createdAt.getTime()}@${mailDomain()}>`;
}

/** One statement (atomic without a transaction): the row is sent, and an enquiry's flag set. */
async function recordDelivered(db: Db, message: ClaimedMessage, now: Date) {
  await db.execute(
    sql`with delivered as (
          update email_outbox set status = 'sent', sent_at = ${now.toISOString()},
            locked_until = null, last_error = null
          where id = ${message.id} and status = 'sending'
          returning kind, submission_id)
        update contact_submissions set email_sent = true
        where submission_id in (
          select submission_id from delivered where kind = 'lead-notification')`,
  );
}

/** A claimed message that was never tried goes back to `pending`, due at once. */
async function releaseClaim(db: Db, message: ClaimedMessage, now: Date) {
  await db.execute(
    sql`update email_outbox set status = 'pending', locked_until = null,
          attempts = greatest(attempts - 1, 0), next_attempt_at = ${now.toISOString()}
        where id = ${message.id} and status = 'sending'`,
  );
}

async function recordFailure(db: Db, message: ClaimedMessage, error: string, now: Date) {
  const next = scheduleAfterFailure(message.createdAt, message.attempts, now);
  const lastError = error.slice(0, 1000);
  if (next.status === "failed") {
    console.error(
      `[mail] giving up on message ${message.id} (${message.kind}) after ${message.attempts} attempts: ${lastError}`,
    );
  }
  await db.execute(
    next.status === "failed"
      ? sql`update email_outbox set status = 'failed', locked_until = null, last_error = ${lastError}
            where id = ${message.id} and status = 'sending'`
      : sql`update email_outbox set status = 'pending', locked_until = null, last_error = ${lastError},
              next_attempt_at = ${next.nextAttemptAt.toISOString()}
            where id = ${message.id} and status = 'sending'`,
  );
}

/** Send claimed messages (in parallel) and record each result. */
export async function deliverClaimed(
  db: Db,
  transport: MailTransport,
  messages: ClaimedMessage[],
  now: () => Date = () => new Date(),
  options: { immediate?: boolean } = {},
): Promise<DeliveryOutcome[]> {
  const from = mailFrom();
  return Promise.all(
    messages.map(async (message): Promise<DeliveryOutcome> => {
      if (!(await acquireSendSlot({ immediate: options.immediate }))) {
        // Shutting down before this send started, or (an immediate attempt) too much mail
        // already waiting: hand the message back, due now, for the worker (of this instance,
        // another one, or this one after its restart) to send once.
        await releaseClaim(db, message, now()).catch((releaseError: unknown) =>
          console.error(`[mail] could not hand back message ${message.id}:`, releaseError),
        );
        return { id: message.id, kind: message.kind, delivered: false, handedBack: true };
      }
      try {
        await transport.send({
          from,
          to: message.recipient,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          messageId: messageIdFor(message),
        });
      } catch (error) {
        releaseSendSlot();
        const text = error instanceof Error ? error.message : String(error);
        await recordFailure(db, message, text, now()).catch((recordError: unknown) =>
          console.error(`[mail] could not record failure of ${message.id}:`, recordError),
        );
        return { id: message.id, kind: message.kind, delivered: false, error: text };
      }
      releaseSendSlot();
      try {
        await recordDelivered(db, message, now());
      } catch (recordError) {
        // Sent but not recorded (the database went away): the lease expires and the message goes
        // once more (docs/decisions/0004-email-outbox.md, "Duplicates"). Not thrown, so the other
        // sends of the batch are still awaited (shutdown waits for them).
        console.error(`[mail] could not record delivery of ${message.id}:`, recordError);
      }
      return { id: message.id, kind: message.kind, delivered: true };
    }),
  );
}

// Sends in flight in this process (the immediate attempts of requests and the worker's), so that
// shutdown can wait for them.
export function inflightSends(): Set<Promise<unknown>> {
  return processSingleton("mail.inflight", () => new Set<Promise<unknown>>());
}

export function track<T>(promise: Promise<T>): Promise<T> {
  const set = inflightSends();
  set.add(promise);
  void promise.then(
    () => set.delete(promise),
    () => set.delete(promise),
  );
  return promise;
}

export const IMMEDIATE_DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The attempt right after a request queued its mail, bounded in time: after `timeoutMs` the
 * request goes on without waiting (the send itself finishes in the background and records its
 * result; anything undelivered is left to the worker). Resolves to the outcomes known in time.
 */
export async function deliverNow(
  db: Db,
  transport: MailTransport,
  messages: ClaimedMessage[],
  options: { timeoutMs?: number; now?: () => Date } = {},
): Promise<DeliveryOutcome[] | "timeout"> {
  const delivery = track(
    deliverClaimed(db, transport, messages, options.now, { immediate: true }).catch(
      (error: unknown) => {
        console.error("[mail] immediate delivery failed:", error);
        return messages.map((m) => ({ id: m.id, kind: m.kind, delivered: false }));
      },
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(
      () => resolve("timeout"),
      options.timeoutMs ?? IMMEDIATE_DELIVERY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([delivery, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type DrainResult = { sent: number; retried: number; failed: number };

/** Send every message due at `now`, batch by batch, until none is left to claim. */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  now: Date = new Date(),
  options: { batchSize?: number } = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueMessages(db, now, options.batchSize ?? 10);
    if (batch.length === 0) return result;
    const outcomes = await track(deliverClaimed(db, transport, batch, () => now));
    // Sending has stopped (shutdown): what was handed back stays for the next worker.
    if (outcomes.some((outcome) => outcome.handedBack)) return result;
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.delivered) result.sent += 1;
      else if (
        scheduleAfterFailure(batch[index]!.createdAt, batch[index]!.attempts, now).status ===
        "failed"
      )
        result.failed += 1;
      else result.retried += 1;
    }
  }
}
