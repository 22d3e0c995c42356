import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";

import { isMoneyCurrency, type MoneyCurrency } from "@/features/admin/money";

import { queryRows, type Db } from "../../db/client";
import { AD_SPEND_CHANNELS, type AdSpendChannel } from "../../db/schema";

/**
 * What advertising cost (docs/money-report.md): Google Ads' campaign report as the owner
 * downloads it (Reports → the campaign report segmented by day → Download → CSV), and spend for
 * the other channels typed in per month and campaign. The money report on the Sources page sets
 * it against the enquiries each campaign brought.
 */

/** One day of one campaign, as the report states it. */
export type SpendDay = {
  day: string;
  campaignId: string;
  campaign: string;
  cost: number;
  currency: MoneyCurrency;
  clicks: number | null;
  impressions: number | null;
};

export type ReportProblem = { line: number; reason: string };

export type ParsedReport =
  | { ok: true; rows: SpendDay[]; from: string; to: string }
  | { ok: false; problems: ReportProblem[] };

/** The report's column headings (as Google Ads names them in English) → what each holds. */
const COLUMNS = {
  day: ["day", "date"],
  campaign: ["campaign", "campaign name"],
  campaignId: ["campaign id"],
  cost: ["cost"],
  currency: ["currency code", "currency"],
  clicks: ["clicks"],
  impressions: ["impr.", "impressions"],
} as const;
type Column = keyof typeof COLUMNS;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A report's day: "2026-11-01" (what the CSV download writes), or the spelled-out forms some
 * account languages give ("Nov 1, 2026", "1 Nov 2026", with or without a weekday first).
 */
export function parseReportDay(value: string): string | null {
  const text = value
    .trim()
    .replace(/^[a-z]{3,9},?\s+/i, (weekday) =>
      MONTHS.includes(weekday.slice(0, 3).toLowerCase()) ? weekday : "",
    );
  let year: number, month: number, day: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text))) {
    [year, month, day] = [
      Number(match[3]),
      MONTHS.indexOf(match[1]!.toLowerCase()) + 1,
      Number(match[2]),
    ];
  } else if ((match = /^(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})$/i.exec(text))) {
    [year, month, day] = [
      Number(match[3]),
      MONTHS.indexOf(match[2]!.toLowerCase()) + 1,
      Number(match[1]),
    ];
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A report's number: Indian grouping ("1,23,456.78"), international ("123,456.78") or none,
 * with an optional currency sign. "--" and "" are Google's way of writing nothing: zero. Null
 * when it is no number (a decimal comma, letters, a minus).
 */
export function parseReportNumber(value: string): number | null {
  const text = value
    .trim()
    .replace(/^(₹|\$|rs\.?|inr|usd)\s*/i, "")
    .trim();
  if (text === "" || text === "--" || text === "-") return 0;
  if (!/^(\d{1,3}(,\d{2,3})*|\d+)(\.\d+)?$/.test(text)) return null;
  // Every group after the first has 2 digits (lakh grouping) except the last, which has 3.
  const groups = text.split(".")[0]!.split(",");
  if (groups.length > 1 && groups.at(-1)!.length !== 3) return null;
  const number = Number(text.replace(/,/g, ""));
  return Number.isFinite(number) ? number : null;
}

const heading = (cell: string) => cell.trim().toLowerCase();

function headerColumns(cells: string[]): Partial<Record<Column, number>> | null {
  const found: Partial<Record<Column, number>> = {};
  cells.forEach((cell, index) => {
    for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
      if (found[column] === undefined && names.includes(heading(cell))) found[column] = index;
    }
  });
  return found.day !== undefined && found.cost !== undefined && found.campaign !== undefined
    ? found
    : null;
}

/** Google Ads writes "Excel CSV" as UTF-16 with tabs; the plain CSV as UTF-8 with commas. */
export function decodeReport(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

/**
 * Google Ads' campaign report, segmented by day: the title and date-range lines above the
 * heading row are skipped, so are the "Total: …" rows at the end; rows for the same day and
 * campaign (a report also segmented by network or device) are added up. Every row that cannot
 * be read is named by its line, and then nothing of the file is taken.
 */
export function parseGoogleAdsReport(text: string): ParsedReport {
  const clean = text.replace(/^\uFEFF/, "");
  const firstLines = clean.split(/\r?\n/, 12).join("\n");
  const delimiter =
    (firstLines.match(/\t/g)?.length ?? 0) > (firstLines.match(/,/g)?.length ?? 0) ? "\t" : ",";
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(clean, {
      delimiter,
      relax_column_count: true,
      relax_quotes: false,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      ok: false,
      problems: [{ line, reason: "a quotation mark is not closed, so the row cannot be read" }],
    };
  }
  const headerIndex = records.findIndex((entry) => headerColumns(entry.record) !== null);
  if (headerIndex < 0) {
    return {
      ok: false,
      problems: [
        {
          line: 1,
          reason:
            "no heading row with Day, Campaign and Cost: download the campaign report segmented by day",
        },
      ],
    };
  }
  const columns = headerColumns(records[headerIndex]!.record)!;
  const problems: ReportProblem[] = [];
  const byKey = new Map<string, SpendDay>();
  for (const { record, info } of records.slice(headerIndex + 1)) {
    const line = info.lines;
    const cell = (column: Column) =>
      columns[column] === undefined ? "" : (record[columns[column]] ?? "").trim();
    if (record.every((value) => value.trim() === "")) continue;
    // "Total: Account", "Total: Campaigns", "Total: Search"…: Google's sums, not spend of a day.
    if (record.some((value) => /^total\b/i.test(value.trim()))) continue;
    const reasons: string[] = [];
    const rawDay = cell("day");
    const day = rawDay === "" ? null : parseReportDay(rawDay);
    if (rawDay === "") reasons.push("the day is empty");
    else if (!day) reasons.push(`"${rawDay}" is no date (2026-11-01)`);
    const campaign = cell("campaign");
    if (campaign === "") reasons.push("the campaign is empty");
    const cost = parseReportNumber(cell("cost"));
    if (cost === null) reasons.push(`the cost "${cell("cost")}" is no amount (1,23,456.78)`);
    const currencyCell = cell("currency").toUpperCase();
    const currency = currencyCell === "" ? "INR" : currencyCell;
    if (!isMoneyCurrency(currency))
      reasons.push(`the currency "${currencyCell}" is not INR or USD`);
    const clicks = columns.clicks === undefined ? null : parseReportNumber(cell("clicks"));
    const impressions =
      columns.impressions === undefined ? null : parseReportNumber(cell("impressions"));
    if (columns.clicks !== undefined && clicks === null) {
      reasons.push(`the clicks "${cell("clicks")}" are no number`);
    }
    if (columns.impressions !== undefined && impressions === null) {
      reasons.push(`the impressions "${cell("impressions")}" are no number`);
    }
    if (reasons.length > 0 || !day || cost === null || !isMoneyCurrency(currency)) {
      problems.push({ line, reason: reasons.join("; ") });
      continue;
    }
    const campaignId = cell("campaignId").replace(/-/g, "");
    const key = `${day}\u0000${campaignId}\u0000${campaign}\u0000${currency}`;
    const existing = byKey.get(key);
    if (existing) {
      existing.cost = Math.round((existing.cost + cost) * 100) / 100;
      if (clicks !== null) existing.clicks = (existing.clicks ?? 0) + Math.round(clicks);
      if (impressions !== null) {
        existing.impressions = (existing.impressions ?? 0) + Math.round(impressions);
      }
    } else {
      byKey.set(key, {
        day,
        campaignId,
        campaign,
        cost,
        currency,
        clicks: clicks === null ? null : Math.round(clicks),
        impressions: impressions === null ? null : Math.round(impressions),
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const rows = [...byKey.values()];
  if (rows.length === 0) {
    return {
      ok: false,
      problems: [
        {
          line: records[headerIndex]!.info.lines,
          reason: "the report has no rows under its headings",
        },
      ],
    };
  }
  const days = rows.map((row) => row.day).sort();
  return { ok: true, rows, from: days[0]!, to: days.at(-1)! };
}

export type ImportSummary = { from: string; to: string; rows: number; campaigns: number };

/**
 * Store a parsed report: the Google Ads days it covers (from its first day to its last) are
 * replaced as a whole, so a re-upload of an overlapping period never counts a day twice, and a
 * campaign that spent nothing on a day of the new report has no old figure left over.
 */
export async function importGoogleAdsReport(
  db: Db,
  report: Extract<ParsedReport, { ok: true }>,
): Promise<ImportSummary> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from ad_spend where channel = 'google-ads' and span = 'day'
          and day between ${report.from} and ${report.to}`,
    );
    for (let start = 0; start < report.rows.length; start += 1000) {
      const values = sql.join(
        report.rows.slice(start, start + 1000).map(
          (row) =>
            sql`('google-ads', 'day', ${row.day}, ${row.campaignId}, ${row.campaign},
                ${row.cost.toFixed(2)}, ${row.currency}, ${row.clicks}, ${row.impressions})`,
        ),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ad_spend (channel, span, day, campaign_id, campaign, cost, currency,
              clicks, impressions) values ${values}`,
      );
    }
  });
  return {
    from: report.from,
    to: report.to,
    rows: report.rows.length,
    campaigns: new Set(report.rows.map((row) => `${row.campaignId}\u0000${row.campaign}`)).size,
  };
}

/** The channels whose spend is typed in by hand (Google Ads' comes from its report). */
export const MANUAL_CHANNELS = AD_SPEND_CHANNELS.filter((channel) => channel !== "google-ads");
export const CHANNEL_LABELS: Record<AdSpendChannel, string> = {
  "google-ads": "Google Ads",
  linkedin: "LinkedIn",
  meta: "Meta (Facebook, Instagram)",
  other: "Other",
};

export const MONTHLY_CAMPAIGN_MAX = 200;

export type MonthlySpendInput = {
  channel: string;
  /** "2026-11" */
  month: string;
  campaign: string;
  cost: string;
  currency: string;
};

/**
 * A month's spend on one campaign of another channel, typed in: saved over what was there for
 * the same channel, month and campaign; an empty or zero cost removes it.
 */
export async function saveMonthlySpend(
  db: Db,
  input: MonthlySpendInput,
): Promise<"saved" | "removed" | "invalid"> {
  const channel = MANUAL_CHANNELS.find((known) => known === input.channel);
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(input.month.trim());
  const campaign = input.campaign.trim();
  const cost = parseReportNumber(input.cost);
  const currency = input.currency || "INR";
  if (
    !channel ||
    !month ||
    campaign === "" ||
    campaign.length > MONTHLY_CAMPAIGN_MAX ||
    /\p{Cc}/u.test(campaign) ||
    cost === null ||
    cost > 999_999_999_999 ||
    !isMoneyCurrency(currency)
  ) {
    return "invalid";
  }
  const day = `${month[1]}-${month[2]}-01`;
  if (cost === 0) {
    await db.execute(
      sql`delete from ad_spend where channel = ${channel} and span = 'month' and day = ${day}
          and campaign_id = '' and campaign = ${campaign}`,
    );
    return "removed";
  }
  await db.execute(
    sql`insert into ad_spend (channel, span, day, campaign_id, campaign, cost, currency)
        values (${channel}, 'month', ${day}, '', ${campaign}, ${cost.toFixed(2)}, ${currency})
        on conflict (channel, span, day, campaign_id, campaign)
        do update set cost = excluded.cost, currency = excluded.currency, created_at = now()`,
  );
  return "saved";
}

export type MonthlySpend = {
  channel: AdSpendChannel;
  month: string;
  campaign: string;
  cost: number;
  currency: MoneyCurrency;
};

/** The typed-in months that overlap a period, newest first (the form's list). */
export async function monthlySpend(
  db: Db,
  period: { from: string; to: string },
): Promise<MonthlySpend[]> {
  const rows = await queryRows<{
    channel: AdSpendChannel;
    day: string;
    campaign: string;
    cost: string;
    currency: string;
  }>(
    db,
    sql`select channel, day::text as day, campaign, cost::text as cost, currency from ad_spend
        where span = 'month' and day <= ${period.to}
          and (day + interval '1 month' - interval '1 day')::date >= ${period.from}
        order by day desc, channel, campaign`,
  );
  return rows.map((row) => ({
    channel: row.channel,
    month: row.day.slice(0, 7),
    campaign: row.campaign,
    cost: Number(row.cost),
    currency: isMoneyCurrency(row.currency) ? row.currency : "INR",
  }));
}

/**
 * Each Google Ads campaign id's latest name, from the imported reports: ads tagged
 * `utm_campaign={campaignid}` send a number, and the owner's pages show the name in its place.
 */
export async function campaignNames(db: Db): Promise<Map<string, string>> {
  const rows = await queryRows<{ campaign_id: string; campaign: string }>(
    db,
    sql`select distinct on (campaign_id) campaign_id, campaign from ad_spend
        where campaign_id <> '' order by campaign_id, day desc`,
  );
  return new Map(rows.map((row) => [row.campaign_id, row.campaign]));
}
