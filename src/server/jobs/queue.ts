import { sql } from "drizzle-orm";
import type { PgBoss, Queue, StopOptions } from "pg-boss";

import type { Tx } from "../db/client";

/**
 * The background-job queue (docs/decisions/0023-background-work-on-pg-boss.md): pg-boss on the
 * site's own database, PGlite or PostgreSQL. It claims jobs with `SKIP LOCKED` across instances,
 * retries with exponential backoff, expires the claims of a process that died, moves what
 * exhausts its retries to a dead-letter queue and runs the daily purge on a schedule. What a job
 * is about (a message, a webhook post) stays in the site's own tables, which the owner's view
 * reads; a job carries only that row's id.
 */
export type JobQueue = PgBoss;

export const QUEUES = {
  mail: "mail",
  mailDead: "mail-dead",
  webhook: "webhook",
  webhookDead: "webhook-dead",
  retention: "retention",
  reminders: "reminders",
  callReminders: "call-reminders",
  calendarFeeds: "calendar-feeds",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Mail and webhook retries: the first after 1-2 minutes, each wait then doubling (with jitter) up
 * to 12 hours; the 15th attempt, about three days after the first, is the last. A claim expires
 * after 5 minutes (longer than any send can take with the SMTP and webhook timeouts), so a job
 * whose process died is tried again then.
 */
export const DELIVERY_RETRY = {
  retryLimit: 14,
  retryDelay: 1 * MINUTE,
  retryBackoff: true,
  retryDelayMax: 12 * HOUR,
  expireInSeconds: 5 * MINUTE,
} as const satisfies Omit<Queue, "name">;

/** The earliest and latest wait pg-boss picks after failed attempt number `retryCount` (1-based). */
export function retryWindowSeconds(retryCount: number): { min: number; max: number } {
  const { retryDelay, retryDelayMax } = DELIVERY_RETRY;
  const base = retryDelay * 2 ** Math.min(16, retryCount) * 0.5;
  return { min: Math.min(retryDelayMax, base), max: Math.min(retryDelayMax, 2 * base) };
}

/** Dead letters stay for the owner (and a person's redrive) for a month. */
const DEAD_LETTERS = { retentionSeconds: 30 * DAY, deleteAfterSeconds: 30 * DAY } as const;

/** Every queue the site uses, created (or brought up to date) when the queue opens. */
export const QUEUE_DEFINITIONS: Record<QueueName, Omit<Queue, "name">> = {
  [QUEUES.mailDead]: DEAD_LETTERS,
  [QUEUES.webhookDead]: DEAD_LETTERS,
  [QUEUES.mail]: { ...DELIVERY_RETRY, deadLetter: QUEUES.mailDead },
  [QUEUES.webhook]: { ...DELIVERY_RETRY, deadLetter: QUEUES.webhookDead },
  // One purge at a time across instances; a failed one is tried again within the hour.
  [QUEUES.retention]: {
    policy: "singleton",
    retryLimit: 3,
    retryDelay: HOUR,
    expireInSeconds: 30 * MINUTE,
  },
  // The inbox's reminder check (src/server/admin/inbox/reminder-job.ts): one at a time, never
  // retried (the next minute's check is the retry).
  [QUEUES.reminders]: { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * MINUTE },
  // The calls' reminders and the owners' calendar feeds (src/server/booking/jobs.ts): the same.
  [QUEUES.callReminders]: { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * MINUTE },
  [QUEUES.calendarFeeds]: { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * MINUTE },
};

export type JobQueueTarget =
  | { kind: "pglite"; client: Parameters<typeof import("pg-boss").fromPglite>[0] }
  | { kind: "postgres"; url: string; schema: string };

/** The schema pg-boss keeps its tables in (beside the site's own, never inside them). */
export const JOB_SCHEMA = "pgboss";

/**
 * Open and start the queue on a database, creating its tables and the site's queues on first use.
 * PGlite shares the site's single connection; PostgreSQL gets a small pool of its own.
 */
export async function openJobQueue(
  target: JobQueueTarget,
  options: { clock?: import("pg-boss").Clock } = {},
): Promise<JobQueue> {
  const { PgBoss, fromPglite } = await import("pg-boss");
  const common = {
    // Instance bookkeeping, queue statistics and index maintenance are for busy fleets; the site
    // reads its own counts (/api/health).
    registerInstance: false,
    monitorVacuum: false,
    reindex: false,
    openTelemetry: { enabled: false },
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const boss =
    target.kind === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(target.client), backend: "pglite" })
      : new PgBoss({
          ...common,
          connectionString: target.url,
          schema: target.schema,
          max: 4,
          application_name: "site-jobs",
        });
  boss.on("error", (error) => console.error("[jobs]", error.message));
  await boss.start();
  for (const [name, definition] of Object.entries(QUEUE_DEFINITIONS)) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, withoutFixed(definition));
    else await boss.createQueue(name, definition);
  }
  return boss;
}

/** updateQueue refuses what only creation may set (the policy). */
function withoutFixed(definition: Omit<Queue, "name">) {
  const { policy: _policy, partition: _partition, ...rest } = definition;
  return rest;
}

/**
 * Queue a job inside the caller's transaction: it exists exactly when the rows it is about
 * committed. `id` is the caller's (stored on its row, so the owner's view can find the job).
 */
export async function enqueueIn(
  tx: Tx,
  queue: JobQueue,
  name: QueueName,
  data: object,
  options: { id: string },
): Promise<void> {
  const { fromDrizzle } = await import("pg-boss");
  await queue.send(name, data, {
    id: options.id,
    db: fromDrizzle(tx as never, sql as never),
  });
}

// The workers this process runs, per queue, so a request that just queued a job can wake the
// local worker at once instead of waiting for its next poll.
const localWorkers = new WeakMap<JobQueue, Map<string, string[]>>();

export function rememberWorker(queue: JobQueue, name: QueueName, workerId: string): void {
  const byName = localWorkers.get(queue) ?? new Map<string, string[]>();
  localWorkers.set(queue, byName);
  byName.set(name, [...(byName.get(name) ?? []), workerId]);
}

/**
 * After commit: as many of the local workers of `name` as there are new jobs poll now (other
 * instances find them on their poll). Waking no more than needed keeps idle fetches off the
 * embedded database's single connection, which the requests share.
 */
export function wakeWorkers(queue: JobQueue, name: QueueName, jobs = Infinity): void {
  const ids = localWorkers.get(queue)?.get(name) ?? [];
  const count = Math.min(jobs, ids.length);
  if (count === 0) return;
  // Round-robin, so successive requests wake different workers.
  const start = (wakes.get(queue) ?? 0) % ids.length;
  wakes.set(queue, start + count);
  for (let index = 0; index < count; index += 1) {
    queue.notifyWorker(ids[(start + index) % ids.length]!);
  }
}

const wakes = new WeakMap<JobQueue, number>();

export function forgetWorkers(queue: JobQueue): void {
  localWorkers.delete(queue);
}

/** Stop taking jobs and wait, at most `timeoutMs`, for those running; the rest stay queued. */
export async function stopJobQueue(queue: JobQueue, options: StopOptions = {}): Promise<void> {
  forgetWorkers(queue);
  await queue.stop({ graceful: true, timeout: 10_000, close: true, ...options });
}
