import { sql } from "drizzle-orm";

import { queryRows, type Db } from "../../db/client";
import type { EnquiryStatus } from "../../db/schema";
import { isEnquiryId, type ChangeResult } from "./enquiries";

/**
 * Who handles an enquiry and the replies sent from its page (issue 34), each recorded in its
 * activity log (enquiry_events) with who and when, in the same transaction as the change.
 */

const asDb = (tx: unknown) => tx as Db;

/** Give the enquiry to `assignee` (one of `owners`), or to nobody (null). */
export async function assignEnquiry(
  db: Db,
  input: {
    id: string;
    assignee: string | null;
    actor: string;
    owners: readonly string[];
    now?: Date;
  },
): Promise<ChangeResult> {
  const assignee = input.assignee?.trim().toLowerCase() || null;
  if (assignee !== null && !input.owners.includes(assignee)) return "invalid";
  if (!isEnquiryId(input.id)) return "not-found";
  const now = (input.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ assignee: string | null }>(
      asDb(tx),
      sql`select assignee from contact_submissions where id = ${input.id} for update`,
    );
    if (!row) return "not-found";
    if (row.assignee === assignee) return "unchanged";
    await tx.execute(
      sql`update contact_submissions set assignee = ${assignee} where id = ${input.id}`,
    );
    await tx.execute(
      sql`insert into enquiry_events (enquiry_id, created_at, actor, kind, detail)
          values (${input.id}, ${now}, ${input.actor}, 'assign', ${assignee ?? ""})`,
    );
    return "done";
  });
}

export const REPLY_CHANNELS = ["email", "whatsapp"] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

export function isReplyChannel(value: unknown): value is ReplyChannel {
  return typeof value === "string" && (REPLY_CHANNELS as readonly string[]).includes(value);
}

/**
 * A one-click reply was opened: a new enquiry becomes contacted, its first reply time is set
 * (once), and the log keeps the channel and the status it had, which an undo goes back to.
 */
export async function recordReply(
  db: Db,
  input: { id: string; channel: ReplyChannel; actor: string; now?: Date },
): Promise<"done" | "not-found"> {
  if (!isEnquiryId(input.id)) return "not-found";
  const now = (input.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: EnquiryStatus }>(
      asDb(tx),
      sql`select status from contact_submissions where id = ${input.id} for update`,
    );
    if (!row) return "not-found";
    const status: EnquiryStatus = row.status === "new" ? "contacted" : row.status;
    await tx.execute(
      sql`update contact_submissions set status = ${status},
            first_reply_at = coalesce(first_reply_at, ${now})
          where id = ${input.id}`,
    );
    await tx.execute(
      sql`insert into enquiry_events
            (enquiry_id, created_at, actor, kind, from_status, to_status, detail)
          values (${input.id}, ${now}, ${input.actor}, 'reply', ${row.status}, ${status},
            ${input.channel})`,
    );
    return "done";
  });
}

/**
 * Undo the latest reply (opened by mistake, or never sent): the status goes back to what it was,
 * unless a person has changed it since, and the first reply time is cleared when that reply set it.
 */
export async function undoReply(
  db: Db,
  input: { id: string; actor: string; now?: Date },
): Promise<ChangeResult> {
  if (!isEnquiryId(input.id)) return "not-found";
  const now = (input.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      status: EnquiryStatus;
      first_reply_at: Date | string | null;
    }>(
      asDb(tx),
      sql`select status, first_reply_at from contact_submissions where id = ${input.id} for update`,
    );
    if (!row) return "not-found";
    const [latest] = await queryRows<{
      kind: string;
      created_at: Date | string;
      from_status: EnquiryStatus;
      to_status: EnquiryStatus;
      detail: string;
    }>(
      asDb(tx),
      sql`select kind, created_at, from_status, to_status, detail from enquiry_events
          where enquiry_id = ${input.id} and kind in ('reply', 'reply-undone', 'status')
          order by created_at desc, id desc limit 1`,
    );
    if (latest?.kind !== "reply") return "unchanged";
    const status = row.status === latest.to_status ? latest.from_status : row.status;
    const setFirstReply =
      row.first_reply_at !== null &&
      new Date(row.first_reply_at).getTime() === new Date(latest.created_at).getTime();
    await tx.execute(
      sql`update contact_submissions set status = ${status},
            first_reply_at = ${setFirstReply ? sql`null` : sql`first_reply_at`}
          where id = ${input.id}`,
    );
    await tx.execute(
      sql`insert into enquiry_events
            (enquiry_id, created_at, actor, kind, from_status, to_status, detail)
          values (${input.id}, ${now}, ${input.actor}, 'reply-undone', ${row.status}, ${status},
            ${latest.detail})`,
    );
    return "done";
  });
}
