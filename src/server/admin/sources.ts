import { sql } from "drizzle-orm";

import { ENQUIRY_STATUSES, type EnquiryStatus } from "@/features/admin/enquiry-status";

import { queryRows, type Db } from "../db/client";
import {
  enquiryWhere,
  filtersQuery,
  teamDateTime,
  MEDIUM_SQL,
  NO_CAMPAIGN,
  parseCalendarDay,
  SOURCE_SQL,
  type EnquiryFilters,
} from "./enquiry-filters";

/**
 * The owner's Sources page (docs/decisions/0020-lead-attribution.md): the enquiries of a period
 * grouped by where their visit came from (source / medium / campaign) or by landing page, with
 * how many each group brought, its share, and where those enquiries stand now (a campaign that
 * brings won clients stands out from one that brings spam).
 */
export const SOURCE_GROUPINGS = ["campaign", "landing"] as const;
export type SourceGrouping = (typeof SOURCE_GROUPINGS)[number];

export const SOURCE_GROUP_COLUMNS: Record<SourceGrouping, readonly string[]> = {
  campaign: ["Source", "Medium", "Campaign"],
  landing: ["Landing page"],
};

export type SourcePeriod = { from: string; to: string };

export type SourceRow = {
  /** What the group is, in the list's filter terms; its link selects exactly these enquiries. */
  filters: Pick<EnquiryFilters, "source" | "medium" | "campaign" | "landing">;
  /** The group's values, one per `SOURCE_GROUP_COLUMNS[grouping]` column. */
  groups: string[];
  total: number;
  share: number;
  byStatus: Record<EnquiryStatus, number>;
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

/** The period of the query (?from=&to=), the last 30 days (the team's zone) by default. */
export function sourcePeriod(params: URLSearchParams, now = new Date()): SourcePeriod {
  const to = parseCalendarDay(params.get("to") ?? "") ?? teamDateTime(now).slice(0, 10);
  const fallbackFrom = new Date(`${to}T00:00:00Z`);
  fallbackFrom.setUTCDate(fallbackFrom.getUTCDate() - (DEFAULT_PERIOD_DAYS - 1));
  const from =
    parseCalendarDay(params.get("from") ?? "") ?? fallbackFrom.toISOString().slice(0, 10);
  return from <= to ? { from, to } : { from: to, to: from };
}

export function sourceGrouping(params: URLSearchParams): SourceGrouping {
  return params.get("by") === "landing" ? "landing" : "campaign";
}

type GroupRow = { a: string; b: string | null; c: string | null; total: number } & Record<
  EnquiryStatus,
  number
>;

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
      sql`select ${groups}, count(*)::int as total, ${STATUS_COUNTS}
          from contact_submissions cs where ${where}
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
    })),
    href: (row) => `/admin/enquiries${filtersQuery(periodFilters, row.filters)}`,
  };
}
