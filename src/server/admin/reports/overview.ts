import { sql } from "drizzle-orm";

import { SERVICE_TYPES } from "@content/schemas/service-types";
import { siteTimeZone } from "@/config/site";
import { addDays, zonedDay, zonedInstant, zonedWeekStart } from "@/lib/zoned-time";

import { queryRows, type Db } from "../../db/client";
import { readOutboxHealth, type OutboxHealth } from "../../health";
import { readInboxOverview, type InboxOverview } from "../inbox/inbox-overview";
import type { Clock } from "../inbox/waiting";

/**
 * The owner's overview (issue 14): who is waiting for a reply and the response times (issue 34),
 * enquiries this week and last, per week by service for the last 12 weeks, and the mail the
 * outbox is still trying or gave up on (the same query as /api/health). Weeks start on Monday in
 * the team's zone (TIME_ZONE).
 */
export const OVERVIEW_WEEKS = 12;

export type WeekCounts = {
  /** Monday of the week, YYYY-MM-DD in the team's zone. */
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

export async function readOverview(db: Db, clock: Clock): Promise<Overview> {
  const { now } = clock;
  const zone = siteTimeZone();
  // Weeks by calendar day, so a week that crosses a clock change still starts at midnight.
  const thisMonday = zonedDay(zonedWeekStart(now, zone), zone);
  const mondays = Array.from({ length: OVERVIEW_WEEKS }, (_, index) =>
    addDays(thisMonday, (index - OVERVIEW_WEEKS + 1) * 7),
  );
  const since = zonedInstant(mondays[0]!, zone).toISOString();
  const until = zonedInstant(addDays(thisMonday, 7), zone).toISOString();

  const [weekly, inbox, outbox] = await Promise.all([
    queryRows<{ week: string; service_type: string; n: number }>(
      db,
      sql`select to_char(date_trunc('week', created_at at time zone ${sql.raw(`'${zone}'`)}), 'YYYY-MM-DD') as week,
            service_type, count(*)::int as n
          from contact_submissions
          where created_at >= ${since} and created_at < ${until}
          group by 1, 2`,
    ),
    readInboxOverview(db, clock),
    readOutboxHealth(db, now),
  ]);

  const services: string[] = [...SERVICE_TYPES];
  for (const row of weekly)
    if (!services.includes(row.service_type)) services.push(row.service_type);
  const weeks: WeekCounts[] = mondays.map((weekStart) => ({
    weekStart,
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
  const lastWeek = weeks.at(-2)!.total;
  return {
    thisWeek,
    lastWeek,
    weeks,
    services,
    inbox,
    outbox,
  };
}
