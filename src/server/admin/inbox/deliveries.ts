import { sql } from "drizzle-orm";

import type { NotificationDelivery } from "@/features/admin/notification-delivery";

import { queryRows, type Db } from "../../db/client";
import { jobQueueFor } from "../../jobs/lifecycle";
import { QUEUES } from "../../jobs/queue";

/**
 * Every notification of one enquiry (docs/decisions/0012-lead-webhooks.md): its email messages
 * (team notification, visitor's acknowledgement) and its webhook posts, with where each stands.
 * The enquiry detail page of the owner's view shows them.
 */
type Row = {
  channel: "email" | "webhook";
  id: string | number;
  kind: string;
  target: string;
  status: NotificationDelivery["status"];
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
  job_id: string | null;
};

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * `enquiryId`: contact_submissions.id (the enquiry's own id, as the owner's view links it). The
 * next try of a message waiting for one is the queue's (its job's start time).
 */
export async function listNotificationDeliveries(
  db: Db,
  enquiryId: string,
): Promise<NotificationDelivery[]> {
  if (!/^[0-9a-f-]{36}$/i.test(enquiryId)) return [];
  const rows = await queryRows<Row>(
    db,
    sql`with enquiry as (select submission_id from contact_submissions where id = ${enquiryId})
        select 'email' as channel, id, kind, recipient as target, status, attempts, last_error,
          case when status = 'pending' then next_attempt_at end as next_attempt_at,
          created_at, sent_at as delivered_at, job_id
        from email_outbox where submission_id = (select submission_id from enquiry)
        union all
        select 'webhook' as channel, id, 'lead-webhook' as kind, url as target, status, attempts,
          last_error, case when status = 'pending' then next_attempt_at end as next_attempt_at,
          created_at, sent_at as delivered_at, job_id
        from webhook_outbox where submission_id = (select submission_id from enquiry)
        order by channel, created_at, id`,
  );
  const nextTries = await nextTriesOf(db, rows);
  return rows.map((row) => ({
    channel: row.channel,
    id: Number(row.id),
    kind: row.kind,
    target: row.target,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: nextTries.get(row) ?? date(row.next_attempt_at),
    createdAt: new Date(row.created_at),
    deliveredAt: date(row.delivered_at),
  }));
}

/** When the queue will try each waiting row again (its job's start); none when it cannot say. */
async function nextTriesOf(db: Db, rows: Row[]): Promise<Map<Row, Date>> {
  const tries = new Map<Row, Date>();
  const waiting = rows.filter((row) => row.status === "pending" && row.job_id);
  if (waiting.length === 0) return tries;
  try {
    const queue = await jobQueueFor(db);
    for (const row of waiting) {
      const name = row.channel === "email" ? QUEUES.mail : QUEUES.webhook;
      const [job] = await queue.findJobs(name, { id: row.job_id! });
      if (job && (job.state === "created" || job.state === "retry")) tries.set(row, job.startAfter);
    }
  } catch (error) {
    console.error("[admin] cannot read the queue's next tries:", (error as Error).message);
  }
  return tries;
}
