import { createHash } from "node:crypto";

import { sql } from "drizzle-orm";

import { siteTimeZone } from "@/config/site";
import { zonedOffset } from "@/lib/zoned-time";

import type { Db } from "../../db/client";
import { teamDateTime } from "../inbox/enquiry-filters";
import { wonValueOf, type WonValue } from "@/features/admin/money";

import {
  conversionValue,
  convertingEnquiries,
  WON_VALUE_COLUMNS,
  type GoogleAdsSettings,
} from "./google-ads";

/**
 * Google Ads enhanced conversions for leads (docs/decisions/0027-enhanced-conversions-for-leads.md):
 * the upload file that credits a converting enquiry to its ad by the lead's hashed email and
 * phone, so enquiries whose click id was lost count too. Only enquiries whose visitor granted
 * Consent Mode's `ad_user_data` (marketing consent) are listed. Normalised as Google's user-data
 * formatting rules say, then SHA-256, hex.
 */
export const ENHANCED_CONVERSIONS_HEADER = [
  "Email",
  "Phone Number",
  "Google Click ID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
] as const;

const GOOGLE_MAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * Trimmed, lower case, no whitespace; for gmail.com and googlemail.com addresses the dots of the
 * local part and any "+suffix" removed. Null for what is no address.
 */
export function normaliseEmail(email: string): string | null {
  const clean = email.trim().toLowerCase().replace(/\s+/g, "");
  const at = clean.lastIndexOf("@");
  if (at < 1 || at === clean.length - 1) return null;
  let local = clean.slice(0, at);
  const domain = clean.slice(at + 1);
  if (GOOGLE_MAIL.has(domain)) local = local.replace(/\+.*$/, "").replace(/\./g, "");
  return local ? `${local}@${domain}` : null;
}

/**
 * A phone number in E.164 ("+919876543210"): written with a "+" or "00" it keeps its country
 * code; ten digits (or eleven with India's trunk 0) are an Indian number (+91), as the enquiry
 * form's visitors mostly write them; twelve starting 91 too. Null when it cannot be one (E.164
 * has 8 to 15 digits), so no wrong number is hashed.
 */
export function normalisePhone(phone: string, defaultCountryCode = "91"): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // Already international.
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.length === 10 && !digits.startsWith("0")) {
    digits = defaultCountryCode + digits;
  } else if (digits.length === 11 && digits.startsWith("0")) {
    digits = defaultCountryCode + digits.slice(1);
  } else if (!(digits.length === 12 && digits.startsWith(defaultCountryCode))) {
    return null;
  }
  if (digits.length < 8 || digits.length > 15 || digits.startsWith("0")) return null;
  return `+${digits}`;
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

export type EnhancedConversion = {
  emailHash: string | null;
  phoneHash: string | null;
  gclid: string | null;
  convertedAt: Date;
  /** The won enquiry's own value; null: the settings' fixed value. */
  won: WonValue | null;
};

/**
 * Each enquiry of the window once: a converting status now, `ad_user_data` granted; timed when
 * it last reached such a status (or when it came). One without a usable email or phone is left
 * out (nothing to match on).
 */
export async function enhancedConversions(
  db: Db,
  settings: Pick<GoogleAdsSettings, "statuses">,
  now = new Date(),
): Promise<EnhancedConversion[]> {
  const rows = await convertingEnquiries<{
    email: string;
    phone: string;
    gclid: string | null;
    won_value: string | null;
    won_currency: string | null;
  }>(db, settings, now, {
    columns: sql`cs.email, cs.phone, cs.gclid, ${WON_VALUE_COLUMNS}`,
    which: sql`cs.ad_user_data`,
  });
  return rows.flatMap((row) => {
    const email = normaliseEmail(row.email);
    const phone = normalisePhone(row.phone);
    if (!email && !phone) return [];
    return [
      {
        emailHash: email ? sha256Hex(email) : null,
        phoneHash: phone ? sha256Hex(phone) : null,
        gclid: row.gclid,
        convertedAt: new Date(row.converted_at),
        won: wonValueOf(row),
      },
    ];
  });
}

/** "2026-11-25 14:05:00+05:30": the team's time with its offset, as the file's rows carry it. */
export function enhancedConversionTime(date: Date): string {
  return `${teamDateTime(date)}${zonedOffset(date, siteTimeZone())}`;
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The upload file: the time-zone line, the header, one row per conversion. */
export function enhancedConversionsCsv(
  conversions: readonly EnhancedConversion[],
  settings: GoogleAdsSettings,
): string {
  const lines = [
    `Parameters:TimeZone=${siteTimeZone()}`,
    ENHANCED_CONVERSIONS_HEADER.join(","),
    ...conversions.map((conversion) =>
      [
        conversion.emailHash ?? "",
        conversion.phoneHash ?? "",
        conversion.gclid ?? "",
        settings.conversionName,
        enhancedConversionTime(conversion.convertedAt),
        ...conversionValue(conversion.won, settings),
      ]
        .map(cell)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
