import { sql } from "drizzle-orm";

import { SERVICE_TYPES } from "@content/schemas/service-types";

import { queryRows, type Db } from "../db/client";
import { readOutboxHealth, type OutboxHealth } from "../health";
import { ADMIN_TIME_ZONE } from "./enquiry-filters";
import { readInboxOverview, type InboxOverview } from "./inbox-overview";
import type { Clock } from "./waiting";

/**
 * The owner's overview (issue 14): who is waiting for a reply and the response times (issue 34),
 * enquiries this week and last, per week by service for the last 12 weeks, and the mail the
 * outbox is still trying or gave up on (the same query as /api/health). Weeks start on Monday, India time.
 */
export const OVERVIEW_WEEKS = 12;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type WeekCounts = {
  /** Monday of the week, YYYY-MM-DD in India. */
  weekStart: string;
  counts: Record<string, number>;
  total: number;
};

export type Overview = {
  thisWeek: number;
  lastWeek: number;
  weeks: WeekCounts[];
  /** Services in the order the form lists them, then any older names found in the data. */
  services: string[];
  /** Who is waiting, the newest, and how fast the team answers (issue 34). */
  inbox: InboxOverview;
  outbox: OutboxHealth;
};

/** The start (a UTC instant) of the Monday-to-Sunday week in India that contains `now`. */
export function weekStartInIndia(now: Date): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - daysSinceMonday * DAY_MS - IST_OFFSET_MS);
}

const dayInIndia = (instant: Date) =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export async function readOverview(db: Db, clock: Clock): Promise<Overview> {
  const { now } = clock;
  const thisWeekStart = weekStartInIndia(now);
  const lastWeekStart = new Date(thisWeekStart.getTime() - 7 * DAY_MS);
  const firstWeekStart = new Date(thisWeekStart.getTime() - (OVERVIEW_WEEKS - 1) * 7 * DAY_MS);
  const since = firstWeekStart.toISOString();
  const zone = sql.raw(`'${ADMIN_TIME_ZONE}'`);

  const [weekly, inbox, outbox] = await Promise.all([
    queryRows<{ week: string; service_type: string; n: number }>(
      db,
      sql`select to_char(date_trunc('week', created_at at time zone ${zone}), 'YYYY-MM-DD') as week,
            service_type, count(*)::int as n
          from contact_submissions
          where created_at >= ${since} and created_at < ${new Date(thisWeekStart.getTime() + 7 * DAY_MS).toISOString()}
          group by 1, 2`,
    ),
    readInboxOverview(db, clock),
    readOutboxHealth(db, now),
  ]);

  const services: string[] = [...SERVICE_TYPES];
  for (const row of weekly)
    if (!services.includes(row.service_type)) services.push(row.service_type);
  const weeks: WeekCounts[] = Array.from({ length: OVERVIEW_WEEKS }, (_, index) => ({
    weekStart: dayInIndia(new Date(firstWeekStart.getTime() + index * 7 * DAY_MS)),
    counts: Object.fromEntries(services.map((service) => [service, 0])),
    total: 0,
  }));
  const byStart = new Map(weeks.map((week) => [week.weekStart, week]));
  for (const row of weekly) {
    const week = byStart.get(row.week);
    if (!week) continue;
    week.counts[row.service_type] = (week.counts[row.service_type] ?? 0) + row.n;
    week.total += row.n;
  }
  const thisWeek = weeks.at(-1)!.total;
  const lastWeek = byStart.get(dayInIndia(lastWeekStart))?.total ?? 0;
  return {
    thisWeek,
    lastWeek,
    weeks,
    services,
    inbox,
    outbox,
  };
}
