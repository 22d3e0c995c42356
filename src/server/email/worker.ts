import { getDb } from "../db/client";
import { serverEnv } from "../env";
import { drainWebhooks } from "../webhooks/outbox";
import { isConnectionError } from "../db/errors";
import { periodicJob, runningJob, settleWithin } from "../runtime";
import { drainOutbox, inflightSends } from "./outbox";
import { closeSendSlots, openSendSlots } from "./send-slots";
import { getMailTransport } from "./transport";

/** How often the worker looks for due mail; the shortest backoff is one minute. */
export const OUTBOX_POLL_MS = 15_000;

const JOB = "mail.outbox";

async function tick() {
  try {
    const db = await getDb();
    const now = new Date();
    const result = await drainOutbox(db, getMailTransport(), now);
    if (result.sent || result.retried || result.failed) {
      console.log(
        `[mail] outbox: ${result.sent} sent, ${result.retried} to retry, ${result.failed} failed`,
      );
    }
    // Lead webhooks go through the same worker, with the same backoff (ADR 0012).
    const hooks = await drainWebhooks(db, { secret: serverEnv().LEAD_WEBHOOK_SECRET }, now);
    if (hooks.sent || hooks.retried || hooks.failed) {
      console.log(
        `[webhook] outbox: ${hooks.sent} sent, ${hooks.retried} to retry, ${hooks.failed} failed`,
      );
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      isConnectionError(error)
        ? `[mail] outbox worker: database unreachable, will retry: ${message}`
        : `[mail] outbox worker error: ${message}`,
    );
  }
}

/** Start the outbox worker of this process (once; later calls do nothing). */
export function startOutboxWorker(): void {
  if (runningJob(JOB)) return;
  openSendSlots();
  periodicJob(JOB, { firstRunMs: 0, intervalMs: OUTBOX_POLL_MS, run: tick });
}

/**
 * Stop the worker and wait, at most `timeoutMs`, for sends in flight (the worker's and the
 * immediate attempts of requests) so that a graceful shutdown loses nothing it could finish.
 * Sends still waiting for a slot are handed back to the outbox unsent; whatever is on the wire
 * past the bound stays `sending` and is taken over when its lock expires.
 */
export async function stopOutboxWorker(timeoutMs = 10_000): Promise<void> {
  // No further tick starts (synchronously, before the slots close); the one running is awaited.
  const worker = runningJob(JOB)?.stop(timeoutMs);
  // Sends not yet on the wire never start: their messages go back to the outbox at once.
  closeSendSlots();
  await Promise.all([worker, settleWithin(inflightSends(), timeoutMs)]);
}
