import { sql } from "drizzle-orm";

import {
  TRAFFIC_HOURLY_DAYS,
  TRAFFIC_RETENTION_MONTHS,
  TRAFFIC_VISIT_ID_HOURS,
} from "@/lib/retention";

import { siteTimeZone } from "@/config/site";
import { zonedDayStart } from "@/lib/zoned-time";

import { queryRows, type Db } from "../db/client";

/**
 * Retention of the visit counts (run by the daily retention job, docs/decisions/0007): hour rows
 * older than TRAFFIC_HOURLY_DAYS become (or add to) their day's row (the team's zone), in one statement
 * per table, so a run cut short loses nothing; days older than TRAFFIC_RETENTION_MONTHS and visit
 * ids older than TRAFFIC_VISIT_ID_HOURS are deleted. Idempotent.
 */
export type TrafficRollUp = { hoursRolled: number; daysDeleted: number; visitIdsDeleted: number };

/** The start of an hour row's day in the team's zone, as SQL. */
const dayOf = () => {
  const zone = sql.raw(`'${siteTimeZone()}'`);
  return sql`date_trunc('day', period_start at time zone ${zone}) at time zone ${zone}`;
};

/** The start of the day `time` falls in, in the team's zone. */
export const teamDayStart = (time: Date): Date => zonedDayStart(time, siteTimeZone());

export function trafficCutoffs(now: Date) {
  const months = new Date(now.getTime());
  months.setUTCMonth(months.getUTCMonth() - TRAFFIC_RETENTION_MONTHS);
  return {
    hours: teamDayStart(new Date(now.getTime() - TRAFFIC_HOURLY_DAYS * 86_400_000)),
    days: teamDayStart(months),
    visits: new Date(now.getTime() - TRAFFIC_VISIT_ID_HOURS * 3600_000),
  };
}

const count = async (db: Db, statement: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(db, statement))[0]?.n ?? 0;

export async function rollUpTraffic(db: Db, now: Date): Promise<TrafficRollUp> {
  const cutoff = trafficCutoffs(now);
  const hours = cutoff.hours.toISOString();
  const DAY = dayOf();
  const hoursRolled = await count(
    db,
    sql`with moved as (
          delete from traffic_counts where span = 'hour' and period_start < ${hours} returning *),
        added as (
          insert into traffic_counts
            (period_start, span, path, device, entry, source, medium, campaign, views, visits)
          select ${DAY}, 'day', path, device, entry, source, medium, campaign, sum(views), sum(visits)
          from moved group by 1, 3, 4, 5, 6, 7, 8
          on conflict (period_start, span, path, device, entry, source, medium, campaign)
          do update set views = traffic_counts.views + excluded.views,
                        visits = traffic_counts.visits + excluded.visits
          returning 1)
        select (select count(*) from moved)::int as n`,
  );
  await db.execute(
    sql`with moved as (
          delete from traffic_vitals where span = 'hour' and period_start < ${hours} returning *)
        insert into traffic_vitals (period_start, span, path, metric, bucket, samples)
        select ${DAY}, 'day', path, metric, bucket, sum(samples) from moved group by 1, 3, 4, 5
        on conflict (period_start, span, path, metric, bucket)
        do update set samples = traffic_vitals.samples + excluded.samples`,
  );
  const days = cutoff.days.toISOString();
  const daysDeleted = await count(
    db,
    sql`with gone as (delete from traffic_counts where period_start < ${days} returning 1)
        select count(*)::int as n from gone`,
  );
  await db.execute(sql`delete from traffic_vitals where period_start < ${days}`);
  const visitIdsDeleted = await count(
    db,
    sql`with gone as (
          delete from traffic_visits where started_at < ${cutoff.visits.toISOString()} returning 1)
        select count(*)::int as n from gone`,
  );
  return { hoursRolled, daysDeleted, visitIdsDeleted };
}
