import { sql } from "drizzle-orm";

import type { Attribution } from "@/features/attribution/attribution";
import { firstLine } from "@/features/admin/format";
import { wonValueOf, type WonValue } from "@/features/admin/money";
import type { NotificationDelivery } from "@/features/admin/notification-delivery";
import type { Lead } from "@/features/leads/schema";
import { hasControlCharacters } from "@content/schemas/control-characters";

import { attributionFromRow, type AttributionRow } from "../../attribution";
import { queryRows, type Db } from "../../db/client";
import { jobQueueFor } from "../../jobs/lifecycle";
import type { EnquiryEventKind, EnquiryStatus } from "../../db/schema";
import { leadsNotifyTo, mailContext } from "../../email/context";
import { queueMessages, wakeMailWorkers } from "../../email/outbox";
import { leadNotification, type MailContext } from "../../email/templates";
import { listNotificationDeliveries } from "./deliveries";
import { inboxSettings, ownerName } from "./inbox-settings";
import {
  enquiryWhere,
  isEnquiryStatus,
  MAIL_STATE,
  WAITING_SQL,
  type EnquiryFilters,
  type MailState,
} from "./enquiry-filters";

/**
 * The owner's work on enquiries (issue 14): the list with search and filters, one enquiry with
 * its history and mail, status changes and private notes (each kept with who and when), sending
 * the team notification again, and deleting an enquiry with its mail.
 */
export type EnquiryListRow = {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  serviceType: string;
  status: EnquiryStatus;
  mail: MailState;
  /** The first line of what the visitor wrote, at most REQUIREMENTS_LINE characters. */
  requirementsLine: string | null;
  assignee: string | null;
  firstReplyAt: Date | null;
  /** What the client is worth, when won with a value. */
  won: WonValue | null;
};

export type EnquiryList = {
  rows: EnquiryListRow[];
  /** Exact when `totalIsExact`; otherwise a lower bound ("1,000+"). */
  total: number;
  totalIsExact: boolean;
  page: number;
  size: number;
  pageCount: number;
};

type ListRow = {
  id: string;
  created_at: Date | string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  service_type: string;
  status: EnquiryStatus;
  mail: MailState;
  requirements_line: string | null;
  assignee: string | null;
  first_reply_at: Date | string | null;
  won_value: string | null;
  won_currency: string | null;
};

/** How much of the requirements the list shows on a row's second line. */
export const REQUIREMENTS_LINE = 140;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isEnquiryId = (value: string) => UUID.test(value);

/**
 * How far past the current page the list counts. An exact count of a broad search at 100,000
 * enquiries reads every match and cost more than the 100 ms budget (npm run bench:admin); counting
 * at most this many rows ahead keeps every page fast and still says "1,000+" honestly.
 */
export const COUNT_AHEAD = 1000;

/** Newest first, one page of the enquiries `filters` select, and how many there are. */
export async function listEnquiries(db: Db, filters: EnquiryFilters): Promise<EnquiryList> {
  const where = enquiryWhere(filters);
  const offset = (filters.page - 1) * filters.size;
  const countLimit = offset + COUNT_AHEAD + 1;
  const [rows, [count]] = await Promise.all([
    queryRows<ListRow>(
      db,
      sql`select cs.id, cs.created_at, cs.name, cs.email, cs.phone, cs.company, cs.service_type,
            cs.status, ${MAIL_STATE} as mail, cs.assignee, cs.first_reply_at,
            cs.won_value, cs.won_currency,
            left(cs.requirements, ${REQUIREMENTS_LINE * 2}) as requirements_line
          from contact_submissions cs
          where ${where}
          order by ${
            filters.sort === "waiting"
              ? sql`${WAITING_SQL} desc, cs.created_at asc, cs.id asc`
              : sql`cs.created_at desc, cs.id desc`
          }
          limit ${filters.size} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (
            select 1 from contact_submissions cs where ${where} limit ${countLimit}) matches`,
    ),
  ]);
  const counted = count?.total ?? 0;
  const totalIsExact = counted < countLimit;
  const total = totalIsExact ? counted : countLimit - 1;
  return {
    rows: rows.map(listRow),
    total,
    totalIsExact,
    page: filters.page,
    size: filters.size,
    pageCount: Math.max(1, Math.ceil(total / filters.size)),
  };
}

function listRow(row: ListRow): EnquiryListRow {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    serviceType: row.service_type,
    status: row.status,
    mail: row.mail,
    requirementsLine: firstLine(row.requirements_line, REQUIREMENTS_LINE),
    assignee: row.assignee,
    firstReplyAt: row.first_reply_at === null ? null : new Date(row.first_reply_at),
    won: wonValueOf(row),
  };
}

export type EnquiryEvent = {
  id: number;
  createdAt: Date;
  actor: string;
  kind: EnquiryEventKind;
  fromStatus: EnquiryStatus | null;
  toStatus: EnquiryStatus | null;
  note: string | null;
  /** Assignments: the new assignee ("" for none); replies: the channel; reminders: the step. */
  detail: string | null;
};

export type EnquiryDetail = EnquiryListRow & {
  /** Where the visit that sent it came from. */
  attribution: Attribution;
  location: string | null;
  requirements: string | null;
  submissionId: string;
  emailSent: boolean;
  events: EnquiryEvent[];
  /** Email and webhook notifications with their delivery state and attempts. */
  deliveries: NotificationDelivery[];
};

type DetailRow = ListRow &
  AttributionRow & {
    location: string | null;
    requirements: string | null;
    submission_id: string;
    email_sent: boolean;
  };

/** Every field of one enquiry, its history (oldest first) and its mail; null when unknown. */
export async function getEnquiry(db: Db, id: string): Promise<EnquiryDetail | null> {
  if (!isEnquiryId(id)) return null;
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select cs.*, ${MAIL_STATE} as mail, left(cs.requirements, ${REQUIREMENTS_LINE * 2}) as requirements_line
        from contact_submissions cs where cs.id = ${id}`,
  );
  if (!row) return null;
  const [events, deliveries] = await Promise.all([
    queryRows<{
      id: number | string;
      created_at: Date | string;
      actor: string;
      kind: EnquiryEvent["kind"];
      from_status: EnquiryStatus | null;
      to_status: EnquiryStatus | null;
      note: string | null;
      detail: string | null;
    }>(
      db,
      sql`select id, created_at, actor, kind, from_status, to_status, note, detail from enquiry_events
          where enquiry_id = ${id} order by created_at, id`,
    ),
    listNotificationDeliveries(db, row.id),
  ]);
  return {
    ...listRow(row),
    location: row.location,
    requirements: row.requirements,
    attribution: attributionFromRow(row),
    submissionId: row.submission_id,
    emailSent: row.email_sent,
    events: events.map((event) => ({
      id: Number(event.id),
      createdAt: new Date(event.created_at),
      actor: event.actor,
      kind: event.kind,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      note: event.note,
      detail: event.detail,
    })),
    deliveries,
  };
}

export type ChangeResult = "done" | "unchanged" | "not-found" | "invalid";

/** Set the status, recording the change (from, to, who, when); the same status is no change. */
export async function setEnquiryStatus(
  db: Db,
  input: { id: string; status: string; actor: string; now?: Date },
): Promise<ChangeResult> {
  if (!isEnquiryStatus(input.status)) return "invalid";
  if (!isEnquiryId(input.id)) return "not-found";
  const status = input.status;
  const now = (input.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    // Locked, so two owners changing it at once each record the status they really left.
    const [row] = await queryRows<{ status: EnquiryStatus }>(
      tx as unknown as Db,
      sql`select status from contact_submissions where id = ${input.id} for update`,
    );
    if (!row) return "not-found";
    if (row.status === status) return "unchanged";
    // A person has answered it: the waiting time stops at the first change.
    await tx.execute(
      sql`update contact_submissions set status = ${status},
            first_reply_at = coalesce(first_reply_at, ${now})
          where id = ${input.id}`,
    );
    await tx.execute(
      sql`insert into enquiry_events (enquiry_id, created_at, actor, kind, from_status, to_status)
          values (${input.id}, ${now}, ${input.actor}, 'status', ${row.status}, ${status})`,
    );
    return "done";
  });
}

export const NOTE_MAX_LENGTH = 5000;

/** Add a private note (trimmed, 1 to 5,000 characters) with who wrote it and when. */
export async function addEnquiryNote(
  db: Db,
  input: { id: string; note: string; actor: string; now?: Date },
): Promise<ChangeResult> {
  const note = input.note.replace(/\r\n?/g, "\n").trim();
  if (
    note.length === 0 ||
    note.length > NOTE_MAX_LENGTH ||
    hasControlCharacters(note, { multiline: true })
  ) {
    return "invalid";
  }
  if (!isEnquiryId(input.id)) return "not-found";
  const now = (input.now ?? new Date()).toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into enquiry_events (enquiry_id, created_at, actor, kind, note)
        select id, ${now}, ${input.actor}, 'note', ${note} from contact_submissions
        where id = ${input.id}
        returning enquiry_id as id`,
  );
  return rows.length > 0 ? "done" : "not-found";
}

export type ResendOptions = {
  actor: string;
  now?: Date;
  notifyTo?: string;
  context?: MailContext;
};

/**
 * Queue the team notification of an enquiry again (same template and recipient as the first
 * one) and record who asked; this process's mail workers try it at once. "done" means queued; the
 * detail view shows whether it has been delivered.
 */
export async function resendNotification(
  db: Db,
  id: string,
  options: ResendOptions,
): Promise<"done" | "not-found"> {
  if (!isEnquiryId(id)) return "not-found";
  const now = options.now ?? new Date();
  const context = options.context ?? mailContext();
  const queue = await jobQueueFor(db);
  const queued = await db.transaction(async (tx) => {
    const [row] = await queryRows<DetailRow>(
      tx as unknown as Db,
      sql`select * from contact_submissions where id = ${id}`,
    );
    if (!row) return null;
    const lead: Lead = {
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      location: row.location,
      serviceType: row.service_type as Lead["serviceType"],
      requirements: row.requirements,
    };
    const mail = leadNotification(
      lead,
      {
        id: row.id,
        receivedAt: new Date(row.created_at),
        attribution: attributionFromRow(row),
        assignee: ownerName(row.assignee, inboxSettings().owners),
      },
      context,
    );
    const messages = await queueMessages(
      tx,
      queue,
      [
        {
          kind: "lead-notification",
          recipient: options.notifyTo ?? leadsNotifyTo(),
          replyTo: lead.email,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          submissionId: row.submission_id,
        },
      ],
      now,
    );
    await tx.execute(
      sql`insert into enquiry_events (enquiry_id, created_at, actor, kind)
          values (${id}, ${now.toISOString()}, ${options.actor}, 'resend')`,
    );
    return messages;
  });
  if (!queued) return "not-found";
  wakeMailWorkers(queue, queued.length);
  return "done";
}

/**
 * Delete an enquiry, its history, its discovery calls, every outbox row of its mail and its webhook posts, in one
 * transaction. Answers
 * the ids of the removed outbox rows, so that the stored copies of that mail can go too
 * (stored-mail.ts), or null when there was no such enquiry.
 */
export async function deleteEnquiry(db: Db, id: string): Promise<{ outboxIds: number[] } | null> {
  if (!isEnquiryId(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ submission_id: string }>(
      tx as unknown as Db,
      sql`delete from contact_submissions where id = ${id} returning submission_id`,
    );
    if (!row) return null;
    await tx.execute(sql`delete from enquiry_events where enquiry_id = ${id}`);
    await tx.execute(sql`delete from calls where enquiry_id = ${id}`);
    await tx.execute(sql`delete from webhook_outbox where submission_id = ${row.submission_id}`);
    const mail = await queryRows<{ id: number | string }>(
      tx as unknown as Db,
      sql`delete from email_outbox where submission_id = ${row.submission_id} returning id`,
    );
    return { outboxIds: mail.map((message) => Number(message.id)) };
  });
}
