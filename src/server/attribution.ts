import { sql } from "drizzle-orm";

import {
  CLICK_ID_PARAMS,
  cleanAttribution,
  EMPTY_TOUCH,
  sourceOf,
  touchFromPage,
  type Attribution,
  type Touch,
} from "@/features/attribution/attribution";

import { consentSignals, readConsent } from "@/features/consent/consent";

import { ownHost } from "./http/same-origin";

/**
 * Attribution on the server (docs/decisions/0020-lead-attribution.md): what a form sent, checked
 * and capped field by field, or, when it sent none (a post before any script ran, or with
 * JavaScript off), what the page it was sent from carries: its path and query, from the
 * `Referer` our own pages send (same origin, so the whole address). An enquiry is never refused
 * for its attribution: anything unusable is simply not kept.
 */
export function requestAttribution(given: unknown, request: Request): Attribution {
  const sent = cleanAttribution(given);
  if (sent) return sent;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const page = new URL(referer);
      if (page.host === ownHost(request))
        return { first: null, last: touchFromPage(page.href, "") };
    } catch {
      // Not an address: nothing to read.
    }
  }
  return { first: null, last: { ...EMPTY_TOUCH } };
}

/**
 * Whether the visitor granted Consent Mode's `ad_user_data` (marketing consent), read from the
 * consent cookie the request carries: the enhanced-conversions upload includes only these.
 */
export function requestAdUserData(request: Request): boolean {
  const choice = readConsent(request.headers.get("cookie") ?? "");
  return choice !== null && consentSignals(choice).ad_user_data === "granted";
}

/** The columns of an Attribution (src/server/db/schema.ts attributionColumns). */
export function attributionValues(attribution: Attribution) {
  const { first, last } = attribution;
  return {
    ...last,
    firstLandingPath: first?.landingPath ?? null,
    firstReferrerHost: first?.referrerHost ?? null,
    firstUtmSource: first?.utmSource ?? null,
    firstUtmMedium: first?.utmMedium ?? null,
    firstUtmCampaign: first?.utmCampaign ?? null,
    firstUtmTerm: first?.utmTerm ?? null,
    firstUtmContent: first?.utmContent ?? null,
    firstSeenAt: first ? new Date(first.at) : null,
  };
}

/** A stored row's snake_case attribution columns, back as an Attribution. */
export type AttributionRow = {
  landing_path: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  fbclid: string | null;
  msclkid: string | null;
  first_landing_path: string | null;
  first_referrer_host: string | null;
  first_utm_source: string | null;
  first_utm_medium: string | null;
  first_utm_campaign: string | null;
  first_utm_term: string | null;
  first_utm_content: string | null;
  first_seen_at: Date | string | null;
};

export function attributionFromRow(row: AttributionRow): Attribution {
  const last: Touch = {
    landingPath: row.landing_path,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    gclid: row.gclid,
    gbraid: row.gbraid,
    wbraid: row.wbraid,
    fbclid: row.fbclid,
    msclkid: row.msclkid,
  };
  const first: Attribution["first"] = row.first_seen_at
    ? {
        ...EMPTY_TOUCH,
        landingPath: row.first_landing_path,
        referrerHost: row.first_referrer_host,
        utmSource: row.first_utm_source,
        utmMedium: row.first_utm_medium,
        utmCampaign: row.first_utm_campaign,
        utmTerm: row.first_utm_term,
        utmContent: row.first_utm_content,
        at: new Date(row.first_seen_at).toISOString(),
      }
    : null;
  return { first, last };
}

/** The attribution columns of a row, for `select … ${ATTRIBUTION_SQL_COLUMNS}` (any table alias-free). */
export const ATTRIBUTION_SQL_COLUMNS = sql.raw(
  [
    "landing_path",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    ...CLICK_ID_PARAMS,
    "first_landing_path",
    "first_referrer_host",
    "first_utm_source",
    "first_utm_medium",
    "first_utm_campaign",
    "first_utm_term",
    "first_utm_content",
    "first_seen_at",
  ].join(", "),
);

/** The CSV exports' attribution columns, after each export's own. */
export const ATTRIBUTION_CSV_HEADER = [
  "Source",
  "Medium",
  "Campaign",
  "Term",
  "Content",
  "Landing page",
  "Referrer",
  ...CLICK_ID_PARAMS,
  "First source",
  "First medium",
  "First campaign",
  "First landing page",
  "First visit (UTC)",
] as const;

export function attributionCsvValues({ first, last }: Attribution): (string | Date | null)[] {
  const { source, medium } = sourceOf(last);
  const origin = first ? sourceOf(first) : null;
  return [
    source,
    medium,
    last.utmCampaign,
    last.utmTerm,
    last.utmContent,
    last.landingPath,
    last.referrerHost,
    ...CLICK_ID_PARAMS.map((name) => last[name]),
    origin?.source ?? null,
    origin?.medium ?? null,
    first?.utmCampaign ?? null,
    first?.landingPath ?? null,
    first ? new Date(first.at) : null,
  ];
}
