import type { Job } from "pg-boss";

import type { Db } from "@/server/db/client";
import { deliverQueuedMessage, type MailJob } from "@/server/email/outbox";
import type { MailTransport } from "@/server/email/transport";
import { jobQueueFor } from "@/server/jobs/lifecycle";
import { DELIVERY_RETRY, QUEUES, type JobQueue, type QueueName } from "@/server/jobs/queue";
import {
  deliverQueuedWebhook,
  type WebhookJob,
  type WebhookSender,
} from "@/server/webhooks/outbox";

/**
 * Unit tests run the queue's jobs themselves, as one worker would (fetch, handle, complete or
 * fail), instead of waiting for polling workers: deterministic and quick.
 */
export type RunResult = { sent: number; retried: number; failed: number; skipped: number };

export async function runDueJobs<T extends object>(
  queue: JobQueue,
  name: QueueName,
  handle: (job: Job<T>) => Promise<{ skipped?: true } | unknown>,
  options: { batchSize?: number } = {},
): Promise<RunResult> {
  const result: RunResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  for (;;) {
    const jobs = await queue.fetch<T>(name, { batchSize: options.batchSize ?? 10 });
    if (jobs.length === 0) return result;
    await Promise.all(
      jobs.map(async (job) => {
        try {
          const outcome = await handle(job);
          if ((outcome as { skipped?: true } | undefined)?.skipped) result.skipped += 1;
          else result.sent += 1;
          await queue.complete(name, { id: job.id, retryCount: job.retryCount });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await queue.fail(name, { id: job.id, retryCount: job.retryCount }, { message });
          if (job.retryCount >= DELIVERY_RETRY.retryLimit) result.failed += 1;
          else result.retried += 1;
        }
      }),
    );
  }
}

/** Send the mail that is due, with `transport`. */
export async function sendQueuedMail(
  db: Db,
  transport: MailTransport,
  options: { now?: () => Date; batchSize?: number; queue?: JobQueue } = {},
): Promise<RunResult> {
  const queue = options.queue ?? (await jobQueueFor(db));
  return runDueJobs<MailJob>(
    queue,
    QUEUES.mail,
    (job) => deliverQueuedMessage(db, transport, job, options.now),
    options,
  );
}

/** Post the webhooks that are due. */
export async function postQueuedWebhooks(
  db: Db,
  sender: WebhookSender,
  options: { now?: () => Date; batchSize?: number } = {},
): Promise<RunResult> {
  return runDueJobs<WebhookJob>(
    await jobQueueFor(db),
    QUEUES.webhook,
    (job) => deliverQueuedWebhook(db, sender, job, options.now),
    options,
  );
}

/** Jobs of `name` waiting for their retry, as the queue scheduled them. */
export async function waitingJobs(db: Db, name: QueueName) {
  const queue = await jobQueueFor(db);
  return queue.findJobs(name, { queued: true });
}

/** The retry waits pass: every job of `name` waiting for a later try becomes due now. */
export async function makeRetriesDue(db: Db, name: QueueName): Promise<number> {
  const queue = await jobQueueFor(db);
  const waiting = await queue.findJobs(name, { queued: true });
  for (const job of waiting) {
    await queue.update(name, undefined, { id: job.id, startAfter: new Date(Date.now() - 1000) });
  }
  return waiting.length;
}

/**
 * Time passes for the jobs a process took and never settled (it was killed): their claims are
 * made `seconds` older, then the queue's supervisor runs, as it does every minute, and expires
 * them into a retry. `schema`: where the test database keeps the queue (see test/db.ts).
 */
export async function expireClaims(
  db: Db,
  name: QueueName,
  schema: string,
  seconds: number,
): Promise<void> {
  const queue = await jobQueueFor(db);
  const run = (text: string) => queue.getDb().executeSql(text, [name, seconds]);
  await run(
    `update "${schema}".job set started_on = started_on - make_interval(secs => $2)
     where name = $1 and state = 'active'`,
  );
  // The supervisor looks at a queue once per interval; this pass is the next one.
  await run(
    `update "${schema}".queue set monitor_on = monitor_on - make_interval(secs => $2),
       monitor_claim_on = null
     where name = $1`,
  );
  await queue.supervise(name);
}

/** Where a test database's queue keeps its tables (src/server/db/client.ts). */
export function jobSchemaOf(test: { schemaName?: string }): string {
  return test.schemaName ? `${test.schemaName}_jobs` : "pgboss";
}

/** A test's fresh start: no job of an earlier test may point at this one's rows. */
export async function emptyQueue(db: Db): Promise<void> {
  await (await jobQueueFor(db)).deleteAllJobs();
}
