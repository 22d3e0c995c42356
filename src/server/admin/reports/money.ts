import { sql } from "drizzle-orm";
import { siteTimeZone } from "@/config/site";
import { addDays, zonedInstant } from "@/lib/zoned-time";

import {
  moneyFigure,
  type MoneyCounts,
  type MoneyFigure,
  MONEY_COLUMNS,
} from "@/features/admin/money";

import { queryRows, type Db } from "../../db/client";
import type { AdSpendChannel } from "../../db/schema";
import { serverEnv } from "../../env";
import { enquiryWhere, MEDIUM_SQL, NO_CAMPAIGN, SOURCE_SQL } from "../inbox/enquiry-filters";
import type { SourcePeriod } from "./sources";

/**
 * The money report on the Sources page (docs/money-report.md): per campaign and per source, for
 * a period, what was spent, the visits and enquiries it brought, the clients won and what they
 * are worth, and the ratios between them, in rupees.
 *
 * - Enquiries are those that came in the period, grouped by source / medium / utm_campaign as the
 *   Sources page groups them; their won value counts in the period they came in.
 * - A campaign's spend joins its enquiries when their utm_campaign is the campaign's id (the
 *   final URL suffix `utm_campaign={campaignid}`) or its name (any case).
 * - Spend typed in per month is spread evenly over the month's days, so a period that covers part
 *   of a month carries that part.
 * - Campaigns with spend and no enquiries are rows too: that is the money that bought nothing.
 */

export type MoneyRow = MoneyCounts & {
  source: string;
  medium: string;
  /** The campaign as the enquiries name it, or the spend's name when none came. */
  campaign: string;
  /** The spend's channel, when spend joined this row. */
  channel: AdSpendChannel | null;
};

export type MoneyWeek = { weekStart: string; spend: number; wonValue: number };

export type MoneyReport = {
  period: SourcePeriod;
  campaigns: MoneyRow[];
  sources: (MoneyCounts & { source: string })[];
  totals: MoneyCounts;
  /**
   * The rows with spend only: what the advertising itself bought. The totals blend in the
   * enquiries nobody paid for (direct, search, referrals), so their cost per enquiry is lower.
   */
  paid: MoneyCounts;
  weeks: MoneyWeek[];
  rate: number;
};

/** The channel's source and medium for spend no enquiry names (how its ads usually tag). */
const CHANNEL_SOURCE: Record<AdSpendChannel, { source: string; medium: string }> = {
  "google-ads": { source: "google", medium: "cpc" },
  linkedin: { source: "linkedin", medium: "paid" },
  meta: { source: "facebook", medium: "paid" },
  other: { source: "other", medium: "paid" },
};

export const ZERO_COUNTS: MoneyCounts = {
  spend: 0,
  entries: 0,
  enquiries: 0,
  calls: 0,
  won: 0,
  wonValue: 0,
};

const add = (a: MoneyCounts, b: Partial<MoneyCounts>): MoneyCounts => ({
  spend: a.spend + (b.spend ?? 0),
  entries: a.entries + (b.entries ?? 0),
  enquiries: a.enquiries + (b.enquiries ?? 0),
  calls: a.calls + (b.calls ?? 0),
  won: a.won + (b.won ?? 0),
  wonValue: a.wonValue + (b.wonValue ?? 0),
});

/**
 * The period's spend day by day (typed-in months spread over their days), in rupees. Both the
 * campaign totals and the weekly chart read it.
 */
function spendDays(period: SourcePeriod, rate: number) {
  const inr = (column: string) =>
    sql`(${sql.raw(column)} * case when s.currency = 'USD' then ${rate}::numeric else 1 end)`;
  return sql`
    select s.channel, s.campaign_id, s.campaign, s.day as on_day, ${inr("s.cost")} as inr
      from ad_spend s
      where s.span = 'day' and s.day between ${period.from}::date and ${period.to}::date
    union all
    select s.channel, s.campaign_id, s.campaign, g.on_day::date,
        ${inr("s.cost")} / extract(day from (s.day + interval '1 month' - interval '1 day')) as inr
      from ad_spend s,
        generate_series(greatest(s.day, ${period.from}::date),
          least((s.day + interval '1 month' - interval '1 day')::date, ${period.to}::date),
          interval '1 day') as g(on_day)
      where s.span = 'month' and s.day <= ${period.to}::date
        and (s.day + interval '1 month' - interval '1 day')::date >= ${period.from}::date`;
}

type SpendRow = {
  channel: AdSpendChannel;
  campaign_id: string;
  campaign: string;
  spend: string | number;
};
type EnquiryRow = {
  source: string;
  medium: string;
  campaign: string;
  enquiries: number;
  calls: number;
  won: number;
  won_value: string | number;
};
type EntryRow = { source: string; medium: string; campaign: string; entries: number };

export async function moneyReport(
  db: Db,
  period: SourcePeriod,
  options: { rate?: number } = {},
): Promise<MoneyReport> {
  const rate = options.rate ?? serverEnv().REPORT_USD_INR_RATE;
  const where = enquiryWhere({ ...period, page: 1, size: 25 });
  const wonInr = sql`case when cs.status = 'won' then coalesce(cs.won_value, 0)
    * case when cs.won_currency = 'USD' then ${rate}::numeric else 1 end else 0 end`;
  const periodStart = zonedInstant(period.from, siteTimeZone()).toISOString();
  // The period's days in the team's zone (TIME_ZONE), to the end of its last day.
  const periodEnd = zonedInstant(addDays(period.to, 1), siteTimeZone()).toISOString();
  const [spendRows, enquiries, entries, weeks] = await Promise.all([
    queryRows<{
      channel: AdSpendChannel | null;
      campaign_id: string | null;
      latest: string | null;
      week_start: string | null;
      spend: string | number;
    }>(
      db,
      // One scan of the period's spend, summed per campaign and week, then read two ways: per
      // campaign (by its id when it has one, so a renamed campaign stays one; `latest` is its
      // last day and name, so the latest name shows) and per week for the chart.
      sql`with per_week as (
            select d.channel, d.campaign_id,
              case when d.campaign_id = '' then lower(d.campaign) else '' end as name_key,
              date_trunc('week', d.on_day)::date as week_start, sum(d.inr) as spend,
              max(d.on_day::text || ' ' || d.campaign) as latest
            from (${spendDays(period, rate)}) d
            group by 1, 2, 3, 4)
          select channel, campaign_id, max(latest) as latest, null::text as week_start,
            round(sum(spend), 2) as spend
          from per_week group by channel, campaign_id, name_key
          union all
          select null, null, null, week_start::text, sum(spend) from per_week group by week_start`,
    ),
    queryRows<EnquiryRow>(
      db,
      sql`select ${SOURCE_SQL} as source, ${MEDIUM_SQL} as medium,
            coalesce(cs.utm_campaign, ${NO_CAMPAIGN}) as campaign,
            count(*)::int as enquiries,
            -- Discovery calls booked on the site for these enquiries, not cancelled.
            coalesce(sum((select count(*) from calls k
              where k.enquiry_id = cs.id and k.status <> 'cancelled')), 0)::int as calls,
            count(*) filter (where cs.status = 'won')::int as won,
            coalesce(sum(${wonInr}), 0) as won_value
          from contact_submissions cs where ${where}
          group by 1, 2, 3`,
    ),
    queryRows<EntryRow>(
      db,
      sql`select source, medium, campaign, sum(visits)::int as entries
          from traffic_counts
          where entry and period_start >= ${periodStart}::timestamptz
            and period_start < ${periodEnd}::timestamptz
          group by 1, 2, 3 having sum(visits) > 0`,
    ),
    queryRows<{ week_start: string; won_value: string | number }>(
      db,
      sql`with won as (
            select date_trunc('week', (cs.created_at at time zone ${siteTimeZone()}))::date as week_start,
              sum(${wonInr}) as won_value
            from contact_submissions cs where ${where} and cs.status = 'won' group by 1),
          weeks as (
            select g::date as week_start from generate_series(
              date_trunc('week', ${period.from}::date), ${period.to}::date, interval '1 week') g)
          select w.week_start::text as week_start, coalesce(v.won_value, 0) as won_value
          from weeks w left join won v using (week_start)
          order by w.week_start`,
    ),
  ]);
  const spend: SpendRow[] = spendRows.flatMap((row) =>
    row.channel !== null && row.latest !== null
      ? [
          {
            channel: row.channel,
            campaign_id: row.campaign_id ?? "",
            // "2030-03-02 MVP, India": the day is ten characters and a space.
            campaign: row.latest.slice(11),
            spend: row.spend,
          },
        ]
      : [],
  );
  const weeklySpend = new Map(
    spendRows.flatMap((row) =>
      row.week_start !== null ? [[row.week_start, Number(row.spend)] as const] : [],
    ),
  );
  const rows = joinMoney(spend, enquiries, entries);
  const totals = rows.reduce<MoneyCounts>((sum, row) => add(sum, row), ZERO_COUNTS);
  const paid = rows
    .filter((row) => row.spend > 0)
    .reduce<MoneyCounts>((sum, row) => add(sum, row), ZERO_COUNTS);
  const bySource = new Map<string, MoneyCounts>();
  for (const row of rows)
    bySource.set(row.source, add(bySource.get(row.source) ?? ZERO_COUNTS, row));
  return {
    period,
    campaigns: rows,
    sources: [...bySource].map(([source, counts]) => ({ source, ...counts })),
    totals,
    paid,
    weeks: weeks.map((week) => ({
      weekStart: week.week_start,
      spend: Math.round((weeklySpend.get(week.week_start) ?? 0) * 100) / 100,
      wonValue: Number(week.won_value),
    })),
    rate,
  };
}

const groupKey = (row: { source: string; medium: string; campaign: string }) =>
  `${row.source}\u0000${row.medium}\u0000${row.campaign}`;

/**
 * The join, apart from the database so its rules are tested on their own: enquiry and entry
 * groups by source / medium / campaign; each campaign's spend onto the group whose campaign is
 * its id or (any case) its name, the one with most enquiries when several are; spend nothing
 * joins becomes a row of its own under its channel's source.
 */
export function joinMoney(
  spend: readonly SpendRow[],
  enquiries: readonly EnquiryRow[],
  entries: readonly EntryRow[],
): MoneyRow[] {
  const rows = new Map<string, MoneyRow>();
  const rowFor = (group: { source: string; medium: string; campaign: string }) => {
    const key = groupKey(group);
    let row = rows.get(key);
    if (!row) {
      row = { ...group, ...ZERO_COUNTS, channel: null };
      rows.set(key, row);
    }
    return row;
  };
  for (const group of enquiries) {
    Object.assign(
      rowFor(group),
      add(rowFor(group), {
        enquiries: Number(group.enquiries),
        calls: Number(group.calls),
        won: Number(group.won),
        wonValue: Number(group.won_value),
      }),
    );
  }
  for (const group of entries) rowFor(group).entries += Number(group.entries);
  const candidates = [...rows.values()];
  for (const campaign of spend) {
    const name = campaign.campaign.toLowerCase();
    const matches = candidates.filter(
      (row) =>
        row.campaign !== NO_CAMPAIGN &&
        ((campaign.campaign_id !== "" && row.campaign === campaign.campaign_id) ||
          row.campaign.toLowerCase() === name),
    );
    const target =
      matches.sort((a, b) => b.enquiries - a.enquiries || b.entries - a.entries)[0] ??
      rowFor({ ...CHANNEL_SOURCE[campaign.channel], campaign: campaign.campaign });
    target.spend += Number(campaign.spend);
    target.channel ??= campaign.channel;
    // A campaign tagged by id reads better under its name.
    if (target.campaign === campaign.campaign_id) target.campaign = campaign.campaign;
  }
  for (const row of rows.values()) {
    row.spend = Math.round(row.spend * 100) / 100;
    row.wonValue = Math.round(row.wonValue * 100) / 100;
  }
  return [...rows.values()].sort(
    (a, b) => b.spend - a.spend || b.enquiries - a.enquiries || b.entries - a.entries,
  );
}

export type MoneySort = MoneyFigure;
const MONEY_SORTS: readonly MoneySort[] = MONEY_COLUMNS.map((column) => column.key);

export type MoneyOrder = { by: MoneySort; dir: "desc" | "asc" };

/** ?sort= and ?dir= of the Sources page: spend, largest first, by default. */
export function moneyOrder(params: URLSearchParams): MoneyOrder {
  const value = params.get("sort") ?? "";
  const by = (MONEY_SORTS as readonly string[]).includes(value) ? (value as MoneySort) : "spend";
  return { by, dir: params.get("dir") === "asc" ? "asc" : "desc" };
}

/** Sorted by one figure; rows whose figure is "—" (no ratio) last either way. */
export function sortMoneyRows<Row extends MoneyCounts>(
  rows: readonly Row[],
  order: MoneyOrder,
): Row[] {
  const value = (row: Row) => moneyFigure(row, order.by);
  const sign = order.dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}

/** The money report's CSV: every campaign row, every source row, then the total; rupees. */
export const MONEY_CSV_HEADER = [
  "Rows",
  "Source",
  "Medium",
  "Campaign",
  ...MONEY_COLUMNS.map((column) =>
    column.kind === "money" ? `${column.label} (INR)` : column.label,
  ),
] as const;

export function moneyCsvRows(report: MoneyReport): (string | number | null)[][] {
  const figures = (counts: MoneyCounts) =>
    MONEY_COLUMNS.map((column) => {
      const value = moneyFigure(counts, column.key);
      return value === null ? null : Math.round(value * 100) / 100;
    });
  return [
    ...report.campaigns.map((row) => [
      "Campaign",
      row.source,
      row.medium,
      row.campaign,
      ...figures(row),
    ]),
    ...report.sources.map((row) => ["Source", row.source, null, null, ...figures(row)]),
    ["Total", null, null, null, ...figures(report.totals)],
  ];
}
