import { sql } from "drizzle-orm";

import type { DeviceClass, VitalName } from "@/features/traffic/beacon-payload";
import type { PageVitals, Totals, TrafficReport, TrafficRow } from "@/features/traffic/report";
import {
  conversionRate,
  p75,
  REPORTED_VITALS,
  vitalRating,
  type VitalRating,
} from "@/features/traffic/vitals";

export type { PageVitals, Totals, TrafficReport, TrafficRow } from "@/features/traffic/report";

import { siteTimeZone } from "@/config/site";
import { addDays, zonedDay, zonedInstant, zonedWeekStart } from "@/lib/zoned-time";

import { queryRows, type Db } from "../../db/client";
import {
  enquiryWhere,
  MEDIUM_SQL,
  NO_CAMPAIGN,
  SOURCE_SQL,
  type EnquiryFilters,
} from "../inbox/enquiry-filters";
import type { SourcePeriod } from "./sources";

/**
 * The owner's Traffic page (docs/decisions/0026-first-party-visit-counts.md): a period's views,
 * entries (first pages of visits), enquiries and conversion rate (enquiries per entry) by page,
 * landing page, source / medium / campaign (the Sources page's rule: sourceOf when counted,
 * SOURCE_SQL for enquiries) and device, per day, against the period before; and real visitors'
 * p75 Web Vitals per page. Reads the counters only; the enquiries from contact_submissions, with
 * their discovery calls booked and held (the funnel entries → enquiries → calls → won).
 */
const DAY_MS = 86_400_000;

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: SourcePeriod): SourcePeriod {
  const length = Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1;
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** A period's days are the team's (TIME_ZONE): its first and last instants. */
const bounds = (period: SourcePeriod) => ({
  start: zonedInstant(period.from, siteTimeZone()).toISOString(),
  end: zonedInstant(addDays(period.to, 1), siteTimeZone()).toISOString(),
});

/** A timestamp column's calendar day in the team's zone, as SQL ("2026-11-25"). */
const dayIn = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char(${column} at time zone ${sql.raw(`'${siteTimeZone()}'`)}, 'YYYY-MM-DD')`;

const enquiryFilters = (period: SourcePeriod): EnquiryFilters => ({ ...period, page: 1, size: 25 });

/** Each enquiry's discovery calls, joined as `k` (booked: not cancelled; held). */
const CALLS_JOIN = sql`left join lateral (
    select count(*) filter (where status <> 'cancelled') as booked,
           count(*) filter (where status = 'held') as held
    from calls where calls.enquiry_id = cs.id) k on true`;
const CALL_COUNTS = sql`coalesce(sum(k.booked), 0)::int as c, coalesce(sum(k.held), 0)::int as h`;

/** At most this many rows per table (most viewed or entered first). */
export const TRAFFIC_ROW_LIMIT = 100;

async function totalsOf(db: Db, period: SourcePeriod): Promise<Totals> {
  const { start, end } = bounds(period);
  const [[counts], [enquiries]] = await Promise.all([
    queryRows<{ views: number; entries: number; visits: number }>(
      db,
      sql`select coalesce(sum(views), 0)::int as views,
                 coalesce(sum(views) filter (where entry), 0)::int as entries,
                 coalesce(sum(visits), 0)::int as visits
          from traffic_counts where period_start >= ${start} and period_start < ${end}`,
    ),
    queryRows<{ n: number; visit: number; c: number; h: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where cs.visit_id is not null)::int as visit,
                 ${CALL_COUNTS}
          from contact_submissions cs ${CALLS_JOIN} where ${enquiryWhere(enquiryFilters(period))}`,
    ),
  ]);
  const entries = counts?.entries ?? 0;
  const total = enquiries?.n ?? 0;
  return {
    views: counts?.views ?? 0,
    entries,
    visits: counts?.visits ?? 0,
    enquiries: total,
    visitEnquiries: enquiries?.visit ?? 0,
    rate: conversionRate(total, entries),
    calls: enquiries?.c ?? 0,
    held: enquiries?.h ?? 0,
  };
}

type Grouped = {
  k1: string;
  k2: string | null;
  k3: string | null;
  n: number;
  e?: number;
  v?: number;
  /** Calls booked and held (enquiry rows only). */
  c?: number;
  h?: number;
};

/** Merges counter rows and enquiry rows on their key; most entries (then views) first. */
function merge(counts: Grouped[], enquiries: Grouped[], width: number): TrafficRow[] {
  const rows = new Map<string, TrafficRow>();
  const keyOf = (row: Grouped) => [row.k1, row.k2 ?? "", row.k3 ?? ""].slice(0, width);
  const at = (row: Grouped) => {
    const key = keyOf(row);
    const id = key.join("\u0000");
    let found = rows.get(id);
    if (!found) {
      found = {
        key,
        views: 0,
        entries: 0,
        visits: 0,
        enquiries: 0,
        rate: null,
        calls: 0,
        held: 0,
      };
      rows.set(id, found);
    }
    return found;
  };
  for (const row of counts) {
    const target = at(row);
    target.views += row.n;
    target.entries += row.e ?? 0;
    target.visits += row.v ?? 0;
  }
  for (const row of enquiries) {
    const target = at(row);
    target.enquiries += row.n;
    target.calls += row.c ?? 0;
    target.held += row.h ?? 0;
  }
  return [...rows.values()]
    .map((row) => ({ ...row, rate: conversionRate(row.enquiries, row.entries) }))
    .sort(
      (a, b) =>
        b.entries - a.entries ||
        b.views - a.views ||
        b.enquiries - a.enquiries ||
        a.key.join().localeCompare(b.key.join()),
    )
    .slice(0, TRAFFIC_ROW_LIMIT);
}

export async function trafficReport(db: Db, period: SourcePeriod): Promise<TrafficReport> {
  const previous = previousPeriod(period);
  const { start, end } = bounds(period);
  const inPeriod = sql`period_start >= ${start} and period_start < ${end}`;
  const where = enquiryWhere(enquiryFilters(period));
  const dayOf = dayIn(sql.raw("cs.created_at"));
  const [
    totals,
    previousTotals,
    pages,
    landingCounts,
    landingEnquiries,
    sourceCounts,
    sourceEnquiries,
    devices,
    dailyCounts,
    dailyEnquiries,
    vitalRows,
  ] = await Promise.all([
    totalsOf(db, period),
    totalsOf(db, previous),
    queryRows<Grouped>(
      db,
      sql`select path as k1, null as k2, null as k3, sum(views)::int as n,
                 (sum(views) filter (where entry))::int as e
          from traffic_counts where ${inPeriod} group by path`,
    ),
    queryRows<Grouped>(
      db,
      sql`select path as k1, null as k2, null as k3, 0 as n, sum(views)::int as e,
                 sum(visits)::int as v
          from traffic_counts where ${inPeriod} and entry group by path`,
    ),
    queryRows<Grouped>(
      db,
      sql`select coalesce(cs.landing_path, '(unknown)') as k1, null as k2, null as k3,
                 count(*)::int as n, ${CALL_COUNTS}
          from contact_submissions cs ${CALLS_JOIN} where ${where} group by 1`,
    ),
    queryRows<Grouped>(
      db,
      sql`select source as k1, medium as k2, campaign as k3, 0 as n, sum(views)::int as e,
                 sum(visits)::int as v
          from traffic_counts where ${inPeriod} and entry group by 1, 2, 3`,
    ),
    queryRows<Grouped>(
      db,
      sql`select ${SOURCE_SQL} as k1, ${MEDIUM_SQL} as k2,
                 coalesce(cs.utm_campaign, ${NO_CAMPAIGN}) as k3, count(*)::int as n,
                 ${CALL_COUNTS}
          from contact_submissions cs ${CALLS_JOIN} where ${where} group by 1, 2, 3`,
    ),
    queryRows<Grouped>(
      db,
      sql`select device as k1, null as k2, null as k3, sum(views)::int as n,
                 (sum(views) filter (where entry))::int as e
          from traffic_counts where ${inPeriod} group by device`,
    ),
    queryRows<{ day: string; views: number; entries: number }>(
      db,
      sql`select ${dayIn(sql.raw("period_start"))} as day,
                 sum(views)::int as views, coalesce(sum(views) filter (where entry), 0)::int as entries
          from traffic_counts where ${inPeriod} group by 1`,
    ),
    queryRows<{ day: string; n: number }>(
      db,
      sql`select ${dayOf} as day, count(*)::int as n from contact_submissions cs
          where ${where} group by 1`,
    ),
    queryRows<{ path: string; metric: VitalName; bucket: number; samples: number }>(
      db,
      sql`select path, metric, bucket, sum(samples)::int as samples from traffic_vitals
          where ${inPeriod} and metric in ('LCP', 'INP', 'CLS') group by 1, 2, 3`,
    ),
  ]);

  const daily: TrafficReport["daily"] = [];
  const countsByDay = new Map(dailyCounts.map((row) => [row.day, row]));
  const enquiriesByDay = new Map(dailyEnquiries.map((row) => [row.day, row.n]));
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const counts = countsByDay.get(day);
    daily.push({
      day,
      views: counts?.views ?? 0,
      entries: counts?.entries ?? 0,
      enquiries: enquiriesByDay.get(day) ?? 0,
    });
  }

  return {
    period,
    previous,
    totals,
    previousTotals,
    pages: merge(pages, [], 1),
    landing: merge(landingCounts, landingEnquiries, 1),
    sources: merge(sourceCounts, sourceEnquiries, 3),
    devices: merge(devices, [], 1).sort(
      (a, b) =>
        DEVICE_ORDER.indexOf(a.key[0] as DeviceClass) -
        DEVICE_ORDER.indexOf(b.key[0] as DeviceClass),
    ),
    daily,
    vitals: pageVitals(vitalRows),
  };
}

const DEVICE_ORDER: DeviceClass[] = ["mobile", "tablet", "desktop"];
const RATING_ORDER: (VitalRating | null)[] = ["poor", "needs-improvement", "good", null];

/** Per page, each metric's p75, samples and rating; failing pages first, then most samples. */
export function pageVitals(
  rows: readonly { path: string; metric: VitalName; bucket: number; samples: number }[],
): PageVitals[] {
  const byPage = new Map<string, typeof rows extends readonly (infer R)[] ? R[] : never>();
  for (const row of rows) {
    const list = byPage.get(row.path) ?? [];
    list.push(row);
    byPage.set(row.path, list);
  }
  const pages = [...byPage.entries()].map(([path, list]): PageVitals => {
    const metrics = Object.fromEntries(
      REPORTED_VITALS.map((name) => {
        const counts = list.filter((row) => row.metric === name);
        const value = p75(name, counts);
        return [
          name,
          {
            p75: value,
            samples: counts.reduce((sum, row) => sum + row.samples, 0),
            rating: value === null ? null : vitalRating(name, value),
          },
        ];
      }),
    ) as PageVitals["metrics"];
    const ratings = REPORTED_VITALS.map((name) => metrics[name].rating);
    const worst =
      RATING_ORDER.find((rating) => rating !== null && ratings.includes(rating)) ?? null;
    return { path, metrics, worst };
  });
  const samples = (page: PageVitals) =>
    Math.max(...REPORTED_VITALS.map((name) => page.metrics[name].samples));
  return pages.sort(
    (a, b) =>
      RATING_ORDER.indexOf(a.worst) - RATING_ORDER.indexOf(b.worst) ||
      samples(b) - samples(a) ||
      a.path.localeCompare(b.path),
  );
}

/** The overview's figures: this week's (Monday on, the team's zone) views, enquiries and rate. */
export async function weekTraffic(db: Db, now: Date): Promise<Totals> {
  const zone = siteTimeZone();
  return totalsOf(db, { from: zonedDay(zonedWeekStart(now, zone), zone), to: zonedDay(now, zone) });
}
