import { sql } from "drizzle-orm";
import type { Job } from "pg-boss";

import { queryRows, type Db } from "../db/client";
import { deliverQueuedMessage, type MailJob } from "../email/outbox";
import type { MailTransport } from "../email/transport";
import {
  runReminderJob,
  scheduleReminders,
  type ReminderJobOptions,
} from "../admin/inbox/reminder-job";
import { startBookingWorkers, type BookingJobOptions } from "../booking/jobs";
import { runRetentionJob, scheduleRetention, type RetentionJobOptions } from "../retention/job";
import { deliverQueuedWebhook, type WebhookJob, type WebhookSender } from "../webhooks/outbox";
import { requeueStalledSends, STALLED_SWEEP_MS } from "./claim-row";
import { QUEUES, enqueueIn, rememberWorker, type JobQueue, type QueueName } from "./queue";

/**
 * What this process works on: mail, lead webhooks, the daily purge and the inbox's reminders. Every instance may run
 * them all; the queue hands each job to one of them.
 */

/**
 * Messages (and webhook posts) on the wire at once per process, as the SMTP pool has connections.
 * The rest stay queued in the database, not in memory, so a burst of enquiries costs no memory and
 * a shutdown leaves them for the next process untouched.
 */
export const MAX_PARALLEL_SENDS = 5;

/** Between polls; a request that queued mail wakes this process's workers at once. */
export const POLL_SECONDS = 2;

export type WorkerOptions = {
  mail?: { transport: MailTransport; sender: () => WebhookSender } | false;
  retention?: RetentionJobOptions | false;
  /** The inbox's minute-by-minute reminder check (needs the mail workers to deliver). */
  reminders?: ReminderJobOptions | false;
  /** The calls' reminders and the owners' calendar feeds (src/server/booking/jobs.ts). */
  booking?: BookingJobOptions | false;
};

/** Start this process's workers on `queue` (after carrying over rows queued before it existed). */
export async function startWorkers(db: Db, queue: JobQueue, options: WorkerOptions) {
  // Claims of a process that died and whose time is up are expired now rather than at the
  // supervisor's next pass (a minute later), so a restarted instance takes their jobs at once.
  await queue.supervise();
  if (options.mail) {
    const { transport, sender } = options.mail;
    const carried = await carryOverUnqueuedRows(db, queue);
    if (carried.mail || carried.webhook) {
      console.log(
        `[jobs] queued ${carried.mail} message(s) and ${carried.webhook} webhook post(s) left by an older version`,
      );
    }
    await work<MailJob>(queue, QUEUES.mail, (job) => deliverQueuedMessage(db, transport, job));
    await work<WebhookJob>(queue, QUEUES.webhook, (job) => deliverQueuedWebhook(db, sender(), job));
    watchStalledSends(db, queue);
  }
  if (options.retention) {
    const retention = options.retention;
    await queue.work(QUEUES.retention, { pollingIntervalSeconds: 60 }, () =>
      runRetentionJob(retention),
    );
    await scheduleRetention(queue);
  }
  if (options.reminders) {
    const reminders = options.reminders;
    await queue.work(QUEUES.reminders, { pollingIntervalSeconds: 15 }, async () => {
      await runReminderJob(reminders);
    });
    await scheduleReminders(queue);
  }
  if (options.booking) await startBookingWorkers(queue, options.booking);
}

/**
 * Sends of a process killed mid-send go again within a minute (src/server/jobs/claim-row.ts):
 * looked for at start and every STALLED_SWEEP_MS until the queue stops.
 */
function watchStalledSends(db: Db, queue: JobQueue) {
  const sweep = () =>
    requeueStalledSends(db, queue)
      .then(({ mail, webhook }) => {
        if (mail || webhook) {
          console.log(
            `[jobs] sending again ${mail} message(s) and ${webhook} webhook post(s) left by a stopped process`,
          );
        }
      })
      .catch((error: unknown) => console.error("[jobs] looking for stalled sends failed:", error));
  void sweep();
  const timer = setInterval(sweep, STALLED_SWEEP_MS);
  timer.unref();
  queue.once("stopped", () => clearInterval(timer));
}

/**
 * MAX_PARALLEL_SENDS workers of one job each (so a slow send never holds up the others), each with
 * its own id, so a request's wake reaches all of them. A worker that just finished a job looks for
 * the next at once instead of after its poll interval, so a backlog drains continuously.
 */
async function work<T extends object>(
  queue: JobQueue,
  name: QueueName,
  handle: (job: Job<T>) => Promise<unknown>,
) {
  for (let worker = 0; worker < MAX_PARALLEL_SENDS; worker += 1) {
    let id = "";
    id = await queue.work<T>(
      name,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => {
        if (!job) return;
        try {
          await handle(job);
        } finally {
          queue.notifyWorker(id);
        }
      },
    );
    rememberWorker(queue, name, id);
  }
}

/**
 * Rows that an earlier version queued in its own outbox (before pg-boss) and that are still
 * waiting get their job now, so an upgrade loses nothing. Idempotent and safe with several
 * instances starting at once: a row gets a job id in the transaction that queues the job.
 */
export async function carryOverUnqueuedRows(
  db: Db,
  queue: JobQueue,
): Promise<{ mail: number; webhook: number }> {
  const carried = { mail: 0, webhook: 0 };
  for (const [table, name, key] of [
    ["email_outbox", QUEUES.mail, "messageId"],
    ["webhook_outbox", QUEUES.webhook, "webhookId"],
  ] as const) {
    await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: string | number; job_id: string }>(
        tx as unknown as Db,
        sql`update ${sql.identifier(table)} set job_id = gen_random_uuid()
            where status in ('pending', 'sending') and job_id is null
            returning id, job_id`,
      );
      for (const row of rows) {
        await enqueueIn(tx, queue, name, { [key]: Number(row.id) }, { id: row.job_id });
      }
      carried[name === QUEUES.mail ? "mail" : "webhook"] = rows.length;
    });
  }
  return carried;
}
