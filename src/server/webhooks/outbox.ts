import { sql } from "drizzle-orm";

import { queryRows, type Db, type Tx } from "../db/client";
import { webhookOutbox } from "../db/schema";
import { CLAIM_LOCK_MS, scheduleAfterFailure, track } from "../email/outbox";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from "./payload";

/**
 * The webhook side of the outbox (docs/decisions/0012-lead-webhooks.md): rows queued in the
 * enquiry's transaction, claimed with `FOR UPDATE SKIP LOCKED` under a lease (so two instances
 * never post one row at once), retried with the email outbox's backoff until a 2xx answer or
 * three days, posted with a bounded timeout.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type ClaimedWebhook = {
  id: number;
  submissionId: string;
  url: string;
  payload: string;
  attempts: number;
  createdAt: Date;
};

export type WebhookOutcome = { id: number; delivered: boolean; error?: string };

export type WebhookSender = {
  secret: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * One row per URL in the caller's transaction. `claimed`: already ours (status `sending`,
 * attempt 1) for the attempt right after the request; otherwise due now for the worker.
 */
export async function queueWebhooks(
  tx: Tx | Db,
  options: { submissionId: string; urls: readonly string[]; payload: string; now: Date },
  claimed: boolean,
): Promise<ClaimedWebhook[]> {
  if (options.urls.length === 0) return [];
  const { now } = options;
  const rows = await tx
    .insert(webhookOutbox)
    .values(
      [...new Set(options.urls)].map((url) => ({
        submissionId: options.submissionId,
        url,
        payload: options.payload,
        createdAt: now,
        nextAttemptAt: now,
        ...(claimed
          ? {
              status: "sending" as const,
              attempts: 1,
              lockedUntil: new Date(now.getTime() + CLAIM_LOCK_MS),
            }
          : {}),
      })),
    )
    .returning();
  return claimed ? rows.map(toClaimed) : [];
}

function toClaimed(row: {
  id: number | string;
  submissionId: string;
  url: string;
  payload: string;
  attempts: number;
  createdAt: Date;
}): ClaimedWebhook {
  return {
    id: Number(row.id),
    submissionId: row.submissionId,
    url: row.url,
    payload: row.payload,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt),
  };
}

/** Claim up to `limit` due rows: pending and due, or `sending` with an expired lease. */
export async function claimDueWebhooks(db: Db, now: Date, limit = 10): Promise<ClaimedWebhook[]> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + CLAIM_LOCK_MS).toISOString();
  const rows = await queryRows<{
    id: string | number;
    submission_id: string;
    url: string;
    payload: string;
    attempts: number;
    created_at: Date | string;
  }>(
    db,
    sql`update webhook_outbox set status = 'sending', attempts = attempts + 1,
          locked_until = ${lockedUntil}
        where id in (
          select id from webhook_outbox
          where (status = 'pending' and next_attempt_at <= ${at})
             or (status = 'sending' and locked_until < ${at})
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        returning id, submission_id, url, payload, attempts, created_at`,
  );
  return rows.map((row) =>
    toClaimed({
      id: row.id,
      submissionId: row.submission_id,
      url: row.url,
      payload: row.payload,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    }),
  );
}

/** One POST; resolves with the error text of anything but a 2xx answer in time. */
async function post(webhook: ClaimedWebhook, sender: WebhookSender): Promise<string | null> {
  if (!sender.secret) return "LEAD_WEBHOOK_SECRET is not set: not sending unsigned";
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await (sender.fetch ?? fetch)(webhook.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "site-lead-webhook/1",
        "X-Webhook-Id": String(webhook.id),
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(sender.secret, timestamp, webhook.payload),
      },
      body: webhook.payload,
      redirect: "manual",
      signal: AbortSignal.timeout(sender.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    // The answer's body is not needed; drain it so the connection can be reused.
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) return null;
    return `HTTP ${response.status}`;
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      const ms = sender.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
      return `no answer within ${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`}`;
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return (
      cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))
    );
  }
}

async function recordOutcome(db: Db, webhook: ClaimedWebhook, error: string | null, now: Date) {
  if (error === null) {
    await db.execute(
      sql`update webhook_outbox set status = 'sent', sent_at = ${now.toISOString()},
            locked_until = null, last_error = null
          where id = ${webhook.id} and status = 'sending'`,
    );
    return;
  }
  const next = scheduleAfterFailure(webhook.createdAt, webhook.attempts, now);
  const lastError = error.slice(0, 1000);
  if (next.status === "failed") {
    console.error(
      `[webhook] giving up on delivery ${webhook.id} after ${webhook.attempts} attempts: ${lastError}`,
    );
  }
  await db.execute(
    next.status === "failed"
      ? sql`update webhook_outbox set status = 'failed', locked_until = null,
              last_error = ${lastError}
            where id = ${webhook.id} and status = 'sending'`
      : sql`update webhook_outbox set status = 'pending', locked_until = null,
              last_error = ${lastError}, next_attempt_at = ${next.nextAttemptAt.toISOString()}
            where id = ${webhook.id} and status = 'sending'`,
  );
}

/** Post claimed rows (in parallel) and record each result. Never throws. */
export function deliverWebhooks(
  db: Db,
  webhooks: ClaimedWebhook[],
  sender: WebhookSender,
  now: () => Date = () => new Date(),
): Promise<WebhookOutcome[]> {
  return track(
    Promise.all(
      webhooks.map(async (webhook): Promise<WebhookOutcome> => {
        const error = await post(webhook, sender);
        await recordOutcome(db, webhook, error, now()).catch((recordError: unknown) =>
          console.error(`[webhook] could not record delivery ${webhook.id}:`, recordError),
        );
        return error === null
          ? { id: webhook.id, delivered: true }
          : { id: webhook.id, delivered: false, error };
      }),
    ),
  );
}

export type WebhookDrainResult = { sent: number; retried: number; failed: number };

/** Post every row due at `now`, batch by batch, until none is left to claim. */
export async function drainWebhooks(
  db: Db,
  sender: WebhookSender,
  now: Date = new Date(),
  options: { batchSize?: number } = {},
): Promise<WebhookDrainResult> {
  const result: WebhookDrainResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueWebhooks(db, now, options.batchSize ?? 10);
    if (batch.length === 0) return result;
    const outcomes = await deliverWebhooks(db, batch, sender, () => now);
    for (const [index, outcome] of outcomes.entries()) {
      const webhook = batch[index]!;
      if (outcome.delivered) result.sent += 1;
      else if (scheduleAfterFailure(webhook.createdAt, webhook.attempts, now).status === "failed")
        result.failed += 1;
      else result.retried += 1;
    }
  }
}
