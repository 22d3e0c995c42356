import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";

import type { Db, Tx } from "../db/client";
import { webhookOutbox } from "../db/schema";
import { claimOutboxRow } from "../jobs/claim-row";
import { DELIVERY_RETRY, QUEUES, enqueueIn, wakeWorkers, type JobQueue } from "../jobs/queue";
import { logSafe } from "../log-safe";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from "./payload";
import { cutText } from "@/lib/cut-text";

/**
 * Lead webhooks (docs/decisions/0012-lead-webhooks.md): one row of `webhook_outbox` per URL,
 * written in the enquiry's transaction with its job on the `webhook` queue, which tries it at once
 * and then with the mail's backoff for about three days (docs/decisions/0023). Each post is
 * bounded in time and signed per attempt; `X-Webhook-Id` (the row) is the same on every attempt.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type ClaimedWebhook = {
  id: number;
  submissionId: string;
  url: string;
  payload: string;
};

export type WebhookJob = { webhookId: number };

export type WebhookOutcome = { id: number; delivered: boolean; skipped?: true };

export type WebhookSender = {
  secret: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** One row and one job per URL, in the caller's transaction; `wakeWebhookWorkers` after commit. */
export async function queueWebhooks(
  tx: Tx,
  queue: JobQueue,
  options: { submissionId: string; urls: readonly string[]; payload: string; now: Date },
): Promise<number> {
  if (options.urls.length === 0) return 0;
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
        jobId: randomUUID(),
      })),
    )
    .returning({ id: webhookOutbox.id, jobId: webhookOutbox.jobId });
  for (const row of rows) {
    await enqueueIn(tx, queue, QUEUES.webhook, { webhookId: row.id } satisfies WebhookJob, {
      id: row.jobId!,
    });
  }
  return rows.length;
}

export function wakeWebhookWorkers(queue: JobQueue, count: number): void {
  wakeWorkers(queue, QUEUES.webhook, count);
}

type WebhookRow = { id: string | number; submission_id: string; url: string; payload: string };

/** The row for this attempt (src/server/jobs/claim-row.ts). */
async function claim(db: Db, webhookId: number, now: Date): Promise<ClaimedWebhook | null> {
  const row = await claimOutboxRow<WebhookRow>(db, "webhook_outbox", webhookId, now, {
    returning: sql`id, submission_id, url, payload`,
    busy: `webhook ${webhookId} is being posted by another process`,
  });
  return (
    row && {
      id: Number(row.id),
      submissionId: row.submission_id,
      url: row.url,
      payload: row.payload,
    }
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

async function recordOutcome(
  db: Db,
  webhook: ClaimedWebhook,
  error: string | null,
  now: Date,
  final: boolean,
) {
  if (error === null) {
    await db.execute(
      sql`update webhook_outbox set status = 'sent', sent_at = ${now.toISOString()},
            locked_until = null, last_error = null
          where id = ${webhook.id} and status = 'sending'`,
    );
    return;
  }
  await db.execute(
    sql`update webhook_outbox set status = ${final ? "failed" : "pending"}, locked_until = null,
          last_error = ${cutText(error, 1000)}
        where id = ${webhook.id} and status = 'sending'`,
  );
}

/**
 * One attempt of a `webhook` job: claim the row, post it, record the result. Anything but a 2xx
 * answer in time is recorded and thrown, so the queue retries; the last attempt marks it failed.
 */
export async function deliverQueuedWebhook(
  db: Db,
  sender: WebhookSender,
  job: { data: WebhookJob; retryCount: number },
  now: () => Date = () => new Date(),
): Promise<WebhookOutcome> {
  const webhook = await claim(db, job.data.webhookId, now());
  if (!webhook) return { id: job.data.webhookId, delivered: false, skipped: true };
  const error = await post(webhook, sender);
  const final = job.retryCount >= DELIVERY_RETRY.retryLimit;
  if (error !== null) {
    console.error(
      final
        ? `[webhook] giving up on delivery ${webhook.id} after ${job.retryCount + 1} attempts: ${logSafe(error)}`
        : `[webhook] attempt ${job.retryCount + 1} of ${DELIVERY_RETRY.retryLimit + 1} for delivery ${webhook.id} failed, will retry: ${logSafe(error)}`,
    );
  }
  await recordOutcome(db, webhook, error, now(), final);
  if (error !== null) throw new Error(error);
  return { id: webhook.id, delivered: true };
}
