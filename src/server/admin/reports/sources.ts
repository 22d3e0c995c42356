import { sql } from "drizzle-orm";

import { ENQUIRY_STATUSES, type EnquiryStatus } from "@/features/admin/enquiry-status";
import { formatDate } from "@/features/admin/format";

import { queryRows, type Db } from "../../db/client";
import {
  enquiryWhere,
  filtersQuery,
  teamDateTime,
  MEDIUM_SQL,
  NO_CAMPAIGN,
  parseCalendarDay,
  SOURCE_SQL,
  type EnquiryFilters,
} from "../inbox/enquiry-filters";

/**
 * The owner's Sources page (docs/decisions/0020-lead-attribution.md): the enquiries of a period
 * grouped by where their visit came from (source / medium / campaign) or by landing page, with
 * how many each group brought, its share, and where those enquiries stand now (a campaign that
 * brings won clients stands out from one that brings spam).
 */
export const SOURCE_GROUPINGS = ["campaign", "landing"] as const;
export type SourceGrouping = (typeof SOURCE_GROUPINGS)[number];

/** The first column's header per grouping (the owner's page names a row by its campaign). */
export const SOURCE_GROUP_HEADERS: Record<SourceGrouping, string> = {
  campaign: "Campaign",
  landing: "Landing page",
};

export type SourcePeriod = {
  from: string;
  to: string;
  /** Why the period shown is not the one asked for (it was longer than MAX_PERIOD_DAYS). */
  note?: string;
};

export type SourceRow = {
  /** What the group is, in the list's filter terms; its link selects exactly these enquiries. */
  filters: Pick<EnquiryFilters, "source" | "medium" | "campaign" | "landing">;
  /** The group's values: [source, medium, campaign], or [landing page]. */
  groups: string[];
  total: number;
  share: number;
  byStatus: Record<EnquiryStatus, number>;
  /** Discovery calls of these enquiries: booked (not cancelled), and of those held. */
  calls: { booked: number; held: number };
};

export type SourcesReport = {
  period: SourcePeriod;
  grouping: SourceGrouping;
  total: number;
  rows: SourceRow[];
  href: (row: SourceRow) => string;
};

/** At most this many groups are listed (largest first); the rest are summed in the total. */
export const SOURCE_ROW_LIMIT = 200;
export const DEFAULT_PERIOD_DAYS = 30;
/**
 * The longest period a report covers: a year, and a leap year's day. A century of days made the
 * Traffic page 46 MB and took seconds of the database; counts older than a year are not kept.
 */
export const MAX_PERIOD_DAYS = 366;

const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * The period of the query (?from=&to=), the last 30 days (the team's zone) by default; a longer one
 * than MAX_PERIOD_DAYS keeps its last days, with a note saying so.
 */
export function sourcePeriod(params: URLSearchParams, now = new Date()): SourcePeriod {
  const end = parseCalendarDay(params.get("to") ?? "") ?? teamDateTime(now).slice(0, 10);
  const start =
    parseCalendarDay(params.get("from") ?? "") ?? daysBefore(end, DEFAULT_PERIOD_DAYS - 1);
  const [from, to] = start <= end ? [start, end] : [end, start];
  const earliest = daysBefore(to, MAX_PERIOD_DAYS - 1);
  if (from >= earliest) return { from, to };
  return {
    from: earliest,
    to,
    note: `A report covers at most ${MAX_PERIOD_DAYS} days, so this one shows the last ${MAX_PERIOD_DAYS} of the period asked for (${formatDate(from)} to ${formatDate(to)}).`,
  };
}

export function sourceGrouping(params: URLSearchParams): SourceGrouping {
  return params.get("by") === "landing" ? "landing" : "campaign";
}

type GroupRow = {
  a: string;
  b: string | null;
  c: string | null;
  total: number;
  calls_booked: number;
  calls_held: number;
} & Record<EnquiryStatus, number>;

const STATUS_COUNTS = sql.join(
  ENQUIRY_STATUSES.map(
    (status) =>
      sql`count(*) filter (where cs.status = ${status})::int as ${sql.identifier(status)}`,
  ),
  sql`, `,
);

const UNKNOWN_LANDING = "(unknown)";

export async function sourcesReport(
  db: Db,
  period: SourcePeriod,
  grouping: SourceGrouping,
): Promise<SourcesReport> {
  const where = enquiryWhere({ ...period, page: 1, size: 25 });
  const groups =
    grouping === "campaign"
      ? sql`${SOURCE_SQL} as a, ${MEDIUM_SQL} as b, coalesce(cs.utm_campaign, ${NO_CAMPAIGN}) as c`
      : sql`coalesce(cs.landing_path, ${UNKNOWN_LANDING}) as a, null::text as b, null::text as c`;
  const [rows, [count]] = await Promise.all([
    queryRows<GroupRow>(
      db,
      sql`select ${groups}, count(*)::int as total, ${STATUS_COUNTS},
            coalesce(sum(k.booked), 0)::int as calls_booked,
            coalesce(sum(k.held), 0)::int as calls_held
          from contact_submissions cs
          left join lateral (
            select count(*) filter (where status <> 'cancelled') as booked,
                   count(*) filter (where status = 'held') as held
            from calls where calls.enquiry_id = cs.id) k on true
          where ${where}
          group by 1, 2, 3 order by total desc, a, b, c
          limit ${SOURCE_ROW_LIMIT}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from contact_submissions cs where ${where}`,
    ),
  ]);
  const total = count?.total ?? 0;
  const periodFilters: EnquiryFilters = { ...period, page: 1, size: 25 };
  return {
    period,
    grouping,
    total,
    rows: rows.map((row) => ({
      filters:
        grouping === "campaign"
          ? { source: row.a, medium: row.b ?? undefined, campaign: row.c ?? undefined }
          : // Enquiries with no landing page recorded (before attribution) have no filter of their own.
            row.a === UNKNOWN_LANDING
            ? {}
            : { landing: row.a },
      groups: grouping === "campaign" ? [row.a, row.b ?? "", row.c ?? ""] : [row.a],
      total: Number(row.total),
      share: total > 0 ? Number(row.total) / total : 0,
      byStatus: Object.fromEntries(
        ENQUIRY_STATUSES.map((status) => [status, Number(row[status])]),
      ) as Record<EnquiryStatus, number>,
      calls: { booked: Number(row.calls_booked), held: Number(row.calls_held) },
    })),
    href: (row) => `/admin/enquiries${filtersQuery(periodFilters, row.filters)}`,
  };
}
