import { sql, type SQL } from "drizzle-orm";

import { queryRows, type Db } from "../db/client";
import { DELIVERY_RETRY } from "./queue";

/** How long a row being sent stays its process's: the job's claim. */
export const SEND_LEASE_MS = DELIVERY_RETRY.expireInSeconds * 1000;

/**
 * Take an outbox row (a message, a webhook post) for one attempt of its job: pending, or held by
 * a process whose lease ran out. The lease lasts as long as the job's claim, so two jobs for one
 * row never send it twice. Null when there is nothing to send (sent, failed, purged); throws
 * `busy` while another process holds it, so the queue tries the job again later.
 */
export async function claimOutboxRow<T>(
  db: Db,
  table: "email_outbox" | "webhook_outbox",
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
