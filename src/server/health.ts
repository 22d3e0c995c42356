import { sql } from "drizzle-orm";

import { queryRows, type Db } from "./db/client";
import { isConnectionError } from "./db/errors";
import { logSafe } from "./log-safe";
import { cutText } from "@/lib/cut-text";

/**
 * GET /api/health (docs/decisions/0006-health.md): whether this instance can reach
 * its database and how the mail outbox and the lead webhooks are doing. Counts only, never
 * personal data. Mail and webhooks are counted apart and judged alike:
 *
 * - `ok`: the database answers and no mail or webhook is late.
 * - `degraded`: a message not yet sent has failed an attempt (its `lastError` says why: the SMTP
 *   server is down or refusing the credentials), or mail has waited longer than
 *   MAIL_LATE_AFTER_SECONDS. Still HTTP 200: the instance serves pages and stores enquiries, so a load
 *   balancer must keep it; monitoring alerts on the status.
 * - `failing`: messages were given up on (three days undelivered) in the last FAILED_WINDOW_DAYS;
 *   a person must look. HTTP 503.
 * - `down`: the database cannot be reached. HTTP 503.
 */
export type OutboxHealth = {
  pending: number;
  oldestPendingSeconds: number;
  failed: number;
  /**
   * The error of the latest failed attempt of a message still waiting, addresses masked (this
   * endpoint is public); null when nothing waiting has failed yet.
   */
  lastError: string | null;
};

/** An error as /api/health may show it: as the log has it, and no email address. */
export function publicError(error: string): string {
  return cutText(logSafe(error).replace(/[^\s<>"'@,;:]+@[^\s<>"',;:]+/g, "<address>"), 300);
}

export type HealthReport =
  | {
      status: "ok" | "degraded" | "failing";
      db: "ok";
      /** The email outbox. */
      outbox: OutboxHealth;
      /** Lead webhooks (docs/decisions/0012-lead-webhooks.md), judged by the same rules. */
      webhooks: OutboxHealth;
    }
  | { status: "down"; db: "unavailable" };

/** The first retries come after 1 and 5 minutes: mail still waiting after 15 is late. */
export const MAIL_LATE_AFTER_SECONDS = 15 * 60;
/** Failed messages count against health for this long after they were queued. */
export const FAILED_WINDOW_DAYS = 7;

export async function readOutboxHealth(
  db: Db,
  now: Date,
  table: "email_outbox" | "webhook_outbox" = "email_outbox",
): Promise<OutboxHealth> {
  const since = new Date(now.getTime() - FAILED_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await queryRows<{
    pending: number;
    oldest: Date | string | null;
    failed: number;
    last_error: string | null;
  }>(
    db,
    sql`select
          count(*) filter (where status in ('pending', 'sending'))::int as pending,
          min(created_at) filter (where status in ('pending', 'sending')) as oldest,
          count(*) filter (where status = 'failed' and created_at > ${since.toISOString()})::int
            as failed,
          (select last_error from ${sql.identifier(table)}
            where status in ('pending', 'sending') and last_error is not null
            order by id desc limit 1) as last_error
        from ${sql.identifier(table)}`,
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    pending: row?.pending ?? 0,
    oldestPendingSeconds:
      oldest === null ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    failed: row?.failed ?? 0,
    lastError: row?.last_error ? publicError(row.last_error) : null,
  };
}

export async function checkHealth(
  openDb: () => Promise<Db>,
  now: Date = new Date(),
): Promise<HealthReport> {
  try {
    const db = await openDb();
    const outbox = await readOutboxHealth(db, now);
    const webhooks = await readOutboxHealth(db, now, "webhook_outbox");
    const both = [outbox, webhooks];
    const status = both.some((queue) => queue.failed > 0)
      ? "failing"
      : both.some(
            (queue) =>
              queue.lastError !== null || queue.oldestPendingSeconds > MAIL_LATE_AFTER_SECONDS,
          )
        ? "degraded"
        : "ok";
    return { status, db: "ok", outbox, webhooks };
  } catch (error) {
    if (!isConnectionError(error)) console.error("[health] check failed:", error);
    return { status: "down", db: "unavailable" };
  }
}

export function healthHttpStatus(report: HealthReport): 200 | 503 {
  return report.status === "ok" || report.status === "degraded" ? 200 : 503;
}
