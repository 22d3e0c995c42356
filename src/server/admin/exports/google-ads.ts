import { sql, type SQL } from "drizzle-orm";

import type { EnquiryStatus } from "@/features/admin/enquiry-status";
import { siteConfig, siteTimeZone } from "@/config/site";
import { wonValueOf, type WonValue } from "@/features/admin/money";

import { queryRows, type Db } from "../../db/client";
import { serverEnv } from "../../env";
import { csvCell } from "../csv";
import { teamDateTime } from "../inbox/enquiry-filters";

/**
 * Google Ads offline conversions (docs/decisions/0020-lead-attribution.md): enquiries that came
 * from an ad click (a gclid) and reached a status that counts as a conversion, as the
 * click-conversion upload file Google Ads reads (Goals > Conversions > Uploads). Uploading them
 * tells Google's bidding which clicks became clients, not only which sent a form.
 */
export type GoogleAdsSettings = {
  conversionName: string;
  statuses: readonly EnquiryStatus[];
  value: number;
  currency: string;
};

export function googleAdsSettings(): GoogleAdsSettings {
  const env = serverEnv();
  return {
    conversionName: env.GOOGLE_ADS_CONVERSION_NAME,
    statuses: env.GOOGLE_ADS_CONVERSION_STATUSES,
    value: env.GOOGLE_ADS_CONVERSION_VALUE ?? siteConfig.analytics.conversionValue.value,
    currency: env.GOOGLE_ADS_CONVERSION_CURRENCY ?? siteConfig.analytics.conversionValue.currency,
  };
}

/** Google Ads accepts a conversion up to 90 days after its click (about when the enquiry came). */
export const GOOGLE_ADS_WINDOW_DAYS = 90;

export const GOOGLE_ADS_HEADER = [
  "Google Click ID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
] as const;

/** A conversion's own value: the won enquiry's, or null for the settings' fixed value. */
export type GoogleAdsConversion = { gclid: string; convertedAt: Date; won: WonValue | null };

/** The value and currency a row carries: the client's own, else the fixed enquiry value. */
export function conversionValue(
  won: WonValue | null,
  settings: Pick<GoogleAdsSettings, "value" | "currency">,
): [string, string] {
  return won ? [String(won.value), won.currency] : [String(settings.value), settings.currency];
}

/** The columns that carry an enquiry's own value (wonValueOf reads them). */
export const WON_VALUE_COLUMNS = sql`cs.won_value, cs.won_currency`;

/**
 * The enquiries of the last GOOGLE_ADS_WINDOW_DAYS whose status counts as a conversion now and
 * that match `which` (a condition on `cs`, the contact_submissions row), each once with `columns`
 * and `converted_at`: when it last moved to such a status (or when it came, if it never moved).
 * Both upload files (this one and enhanced-conversions.ts) list their rows with it.
 */
export function convertingEnquiries<Row extends object>(
  db: Db,
  settings: Pick<GoogleAdsSettings, "statuses">,
  now: Date,
  query: { columns: SQL; which: SQL },
): Promise<(Row & { converted_at: Date | string })[]> {
  const since = new Date(now.getTime() - GOOGLE_ADS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const statuses = sql.join(
    settings.statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return queryRows<Row & { converted_at: Date | string }>(
    db,
    sql`select ${query.columns},
          coalesce((select max(e.created_at) from enquiry_events e
            where e.enquiry_id = cs.id and e.kind = 'status' and e.to_status in (${statuses})),
            cs.created_at) as converted_at
        from contact_submissions cs
        where ${query.which} and cs.status in (${statuses})
          and cs.created_at >= ${since.toISOString()}
        order by converted_at, cs.id`,
  );
}

/** Each qualifying enquiry once: one that came with a gclid, with its own value if it has one. */
export async function googleAdsConversions(
  db: Db,
  settings: Pick<GoogleAdsSettings, "statuses">,
  now = new Date(),
): Promise<GoogleAdsConversion[]> {
  const rows = await convertingEnquiries<{
    gclid: string;
    won_value: string | null;
    won_currency: string | null;
  }>(db, settings, now, {
    columns: sql`cs.gclid, ${WON_VALUE_COLUMNS}`,
    which: sql`cs.gclid is not null`,
  });
  return rows.map((row) => ({
    gclid: row.gclid,
    convertedAt: new Date(row.converted_at),
    won: wonValueOf(row),
  }));
}

/** "2026-11-25 14:05:00" in the team's zone: the format the file's TimeZone parameter applies to. */
export const googleAdsTime = teamDateTime;

/** The upload file: the time-zone line, the header, one row per conversion. */
export function googleAdsCsv(
  conversions: readonly GoogleAdsConversion[],
  settings: GoogleAdsSettings,
): string {
  const lines = [
    `Parameters:TimeZone=${siteTimeZone()}`,
    GOOGLE_ADS_HEADER.join(","),
    ...conversions.map((conversion) =>
      [
        conversion.gclid,
        settings.conversionName,
        googleAdsTime(conversion.convertedAt),
        ...conversionValue(conversion.won, settings),
      ]
        // Neutralised like every CSV cell of the owner's view: a click id is what the visitor's
        // address said, so one starting with - = + @, a tab or CR must not become a formula.
        .map(csvCell)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
