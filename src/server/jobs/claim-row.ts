import { sql, type SQL } from "drizzle-orm";

import { queryRows, type Db } from "../db/client";
import { QUEUES, enqueueIn, wakeWorkers, type JobQueue } from "./queue";

/**
 * How long a row being sent stays its process's without word from it. The sending process renews
 * the lease every LEASE_RENEW_MS while the send lasts, so a slow send keeps its row; a process
 * killed mid-send stops renewing, and within SEND_LEASE_MS plus one STALLED_SWEEP_MS the row is
 * queued again (requeueStalledSends) instead of waiting for its job's 5-minute claim to expire.
 */
export const SEND_LEASE_MS = 30_000;
export const LEASE_RENEW_MS = 10_000;
/** How often each process looks for sends whose process died. */
export const STALLED_SWEEP_MS = 15_000;

type OutboxTable = "email_outbox" | "webhook_outbox";

/**
 * Take an outbox row (a message, a webhook post) for one attempt of its job: pending, or held by
 * a process whose lease ran out. The holder renews its lease while it sends (whileLeased), so two
 * jobs for one row never send it at once. Null when there is nothing to send (sent, failed,
 * purged); throws `busy` while another process holds it, so the queue tries the job again later.
 */
export async function claimOutboxRow<T>(
  db: Db,
  table: OutboxTable,
  id: number,
  now: Date,
  options: { returning: SQL; busy: string },
): Promise<T | null> {
  const leaseEnds = new Date(now.getTime() + SEND_LEASE_MS).toISOString();
  const [row] = await queryRows<T>(
    db,
    sql`update ${sql.identifier(table)} set status = 'sending', attempts = attempts + 1,
          locked_until = ${leaseEnds}
        where id = ${id}
          and (status = 'pending'
            or (status = 'sending' and (locked_until is null or locked_until <= ${now.toISOString()})))
        returning ${options.returning}`,
  );
  if (row) return row;
  const [current] = await queryRows<{ status: string }>(
    db,
    sql`select status from ${sql.identifier(table)} where id = ${id}`,
  );
  if (current?.status === "sending") throw new Error(options.busy);
  return null;
}

/** Run `send` for a claimed row, renewing the row's lease every LEASE_RENEW_MS until it ends. */
export async function whileLeased<T>(
  db: Db,
  table: OutboxTable,
  id: number,
  now: () => Date,
  send: () => Promise<T>,
): Promise<T> {
  const timer = setInterval(() => {
    const leaseEnds = new Date(now().getTime() + SEND_LEASE_MS).toISOString();
    db.execute(
      sql`update ${sql.identifier(table)} set locked_until = greatest(locked_until, ${leaseEnds})
          where id = ${id} and status = 'sending'`,
    ).catch(() => {
      // The database is away: the send goes on; the lease may run out (at least once, 0023).
    });
  }, LEASE_RENEW_MS);
  timer.unref();
  try {
    return await send();
  } finally {
    clearInterval(timer);
  }
}

/**
 * Rows left `sending` by a process that died mid-send (its lease ran out): queued again with a
 * new job now, which sends them with the same Message-ID or X-Webhook-Id (the receiver can fold
 * the copy). The dead process's job, once its claim expires, finds the row sent and skips it.
 * Safe with several instances: each row is taken by one update.
 */
export async function requeueStalledSends(
  db: Db,
  queue: JobQueue,
  now: Date = new Date(),
): Promise<{ mail: number; webhook: number }> {
  const requeued = { mail: 0, webhook: 0 };
  for (const [table, name, key] of [
    ["email_outbox", QUEUES.mail, "messageId"],
    ["webhook_outbox", QUEUES.webhook, "webhookId"],
  ] as const) {
    await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: string | number; job_id: string }>(
        tx as unknown as Db,
        sql`update ${sql.identifier(table)}
            set status = 'pending', locked_until = null, job_id = gen_random_uuid()
            where status = 'sending' and locked_until <= ${now.toISOString()}
            returning id, job_id`,
      );
      for (const row of rows) {
        await enqueueIn(tx, queue, name, { [key]: Number(row.id) }, { id: row.job_id });
      }
      requeued[name === QUEUES.mail ? "mail" : "webhook"] = rows.length;
    });
  }
  if (requeued.mail) wakeWorkers(queue, QUEUES.mail, requeued.mail);
  if (requeued.webhook) wakeWorkers(queue, QUEUES.webhook, requeued.webhook);
  return requeued;
}
