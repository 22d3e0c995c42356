import { sql } from "drizzle-orm";

import { queryRows, type Db } from "../../db/client";
import type { EnquiryStatus } from "../../db/schema";
import { listEnquiries, type EnquiryListRow } from "./enquiries";
import { WAITING_SQL } from "./enquiry-filters";
import { responseStats, waitingOf, type Clock, type ResponseStats, type Waiting } from "./waiting";
import { workingInstantBefore } from "./working-hours";

/**
 * What the overview opens with (issue 34): who is waiting for a first reply (longest first) and
 * the newest of the others (each enquiry in one list only), then how fast the team answers: the median and 90th percentile of the
 * working minutes to the first reply, and the share answered within the target, over the last 7
 * and 30 days.
 */
export const OVERVIEW_WAITING_ROWS = 8;
export const OVERVIEW_NEWEST_ROWS = 5;

export type InboxRow = EnquiryListRow & { waiting: Waiting };

export type InboxOverview = {
  targetMinutes: number;
  waiting: InboxRow[];
  waitingCount: number;
  overdueCount: number;
  newest: InboxRow[];
  stats: [ResponseStats, ResponseStats];
};

const DAY_MS = 24 * 60 * 60 * 1000;

export async function readInboxOverview(db: Db, clock: Clock): Promise<InboxOverview> {
  const withWaiting = (row: EnquiryListRow): InboxRow => ({
    ...row,
    waiting: waitingOf(row, clock),
  });
  const since = new Date(clock.now.getTime() - 30 * DAY_MS).toISOString();
  // Arrived at or before this, an enquiry still waiting is past the target (waitingOf's rule).
  const overdueSince = workingInstantBefore(clock.now, clock.targetMinutes, clock.hours);
  const overdue =
    overdueSince === null ? sql`false` : sql`cs.created_at <= ${overdueSince.toISOString()}`;
  const [[counts], newest, recent] = await Promise.all([
    // Every waiting enquiry counted in the database (the partial index holds only them), the
    // overdue ones as those that came before the moment the target was reached: an enquiry's
    // wait only grows the earlier it came, so no row is read to count them.
    queryRows<{ waiting: number; overdue: number }>(
      db,
      sql`select count(*)::int as waiting,
            count(*) filter (where ${overdue})::int as overdue
          from contact_submissions cs where ${WAITING_SQL}`,
    ),
    listEnquiries(db, { page: 1, size: 25 }),
    queryRows<{
      created_at: Date | string;
      first_reply_at: Date | string | null;
      status: EnquiryStatus;
    }>(
      db,
      sql`select created_at, first_reply_at, status from contact_submissions
          where created_at >= ${since}`,
    ),
  ]);
  const longest = await listEnquiries(db, { page: 1, size: 25, waiting: true, sort: "waiting" });
  const rows = recent.map((row) => ({
    createdAt: new Date(row.created_at),
    firstReplyAt: row.first_reply_at === null ? null : new Date(row.first_reply_at),
    status: row.status,
  }));
  const waitingRows = longest.rows.slice(0, OVERVIEW_WAITING_ROWS);
  // Each enquiry once: the newest list leaves out those already listed as waiting.
  const listed = new Set(waitingRows.map((row) => row.id));
  return {
    targetMinutes: clock.targetMinutes,
    waiting: waitingRows.map(withWaiting),
    waitingCount: counts?.waiting ?? 0,
    overdueCount: counts?.overdue ?? 0,
    newest: newest.rows
      .filter((row) => !listed.has(row.id))
      .slice(0, OVERVIEW_NEWEST_ROWS)
      .map(withWaiting),
    stats: [responseStats(rows, 7, clock), responseStats(rows, 30, clock)],
  };
}
