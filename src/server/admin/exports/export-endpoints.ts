import type { Db } from "../../db/client";
import { errorResponse } from "../../http/responses";
import { csvFileName, csvResponse, csvStream } from "../csv";
import { ENQUIRY_CSV_HEADER, enquiryCsvRows } from "./enquiries-export";
import { dateFilterErrors, parseEnquiryFilters } from "../inbox/enquiry-filters";
import {
  googleAdsConversions,
  googleAdsCsv,
  googleAdsSettings,
  type GoogleAdsSettings,
} from "./google-ads";
import { enhancedConversions, enhancedConversionsCsv } from "./enhanced-conversions";
import { MONEY_CSV_HEADER, moneyCsvRows, moneyReport } from "../reports/money";
import { sourcePeriod } from "../reports/sources";
import { removeSubscriber, SUBSCRIBER_CSV_HEADER, subscriberCsvRows } from "../records";

/**
 * The owner's downloads and the subscriber removal form. The middleware has checked the
 * session (and, for the POST, the CSRF token) before any of these runs.
 */
type Owner = { email: string } | undefined;

/** GET /api/admin/enquiries.csv?<the list's query>: every enquiry of the current filter. */
export async function enquiriesCsv(
  request: Request,
  owner: Owner,
  deps: { db: () => Promise<Db>; now?: () => Date },
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  const params = new URL(request.url).searchParams;
  const dateErrors = Object.values(dateFilterErrors(params));
  if (dateErrors.length > 0) {
    return new Response(`${dateErrors.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  try {
    const db = await deps.db();
    const filters = parseEnquiryFilters(params);
    return csvResponse(
      await csvStream(ENQUIRY_CSV_HEADER, enquiryCsvRows(db, filters)),
      csvFileName("enquiries", deps.now?.() ?? new Date()),
    );
  } catch (error) {
    return errorResponse(error, "enquiries export");
  }
}

/** GET /api/admin/subscribers.csv: every newsletter subscriber. */
export async function subscribersCsv(
  owner: Owner,
  deps: { db: () => Promise<Db>; now?: () => Date },
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  try {
    const db = await deps.db();
    return csvResponse(
      await csvStream(SUBSCRIBER_CSV_HEADER, subscriberCsvRows(db)),
      csvFileName("subscribers", deps.now?.() ?? new Date()),
    );
  } catch (error) {
    return errorResponse(error, "subscribers export");
  }
}

/** GET /api/admin/money.csv?from=&to=: the Sources page's money report for its period. */
export async function moneyCsv(
  request: Request,
  owner: Owner,
  deps: { db: () => Promise<Db>; now?: () => Date; rate?: number },
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  const params = new URL(request.url).searchParams;
  const dateErrors = Object.values(dateFilterErrors(params));
  if (dateErrors.length > 0) {
    return new Response(`${dateErrors.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  try {
    const now = deps.now?.() ?? new Date();
    const report = await moneyReport(await deps.db(), sourcePeriod(params, now), {
      rate: deps.rate,
    });
    async function* rows() {
      yield moneyCsvRows(report);
    }
    return csvResponse(await csvStream(MONEY_CSV_HEADER, rows()), csvFileName("ad-money", now));
  } catch (error) {
    return errorResponse(error, "money report export");
  }
}

type GoogleAdsDeps = { db: () => Promise<Db>; now?: () => Date; settings?: GoogleAdsSettings };

/** A Google Ads upload file: the owner's, built from the settings and the database's records. */
async function googleAdsUpload(
  owner: Owner,
  deps: GoogleAdsDeps,
  file: { name: string; what: string },
  build: (db: Db, settings: GoogleAdsSettings, now: Date) => Promise<string>,
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  try {
    const now = deps.now?.() ?? new Date();
    const settings = deps.settings ?? googleAdsSettings();
    return csvResponse(await build(await deps.db(), settings, now), csvFileName(file.name, now));
  } catch (error) {
    return errorResponse(error, file.what);
  }
}

/**
 * GET /api/admin/google-ads-conversions.csv: the click-conversion upload file for Google Ads (no
 * byte-order mark: Google's importer reads the first line as the parameters line).
 */
export const googleAdsConversionsCsv = (owner: Owner, deps: GoogleAdsDeps) =>
  googleAdsUpload(
    owner,
    deps,
    { name: "google-ads-conversions", what: "Google Ads conversions export" },
    async (db, settings, now) =>
      googleAdsCsv(await googleAdsConversions(db, settings, now), settings),
  );

/**
 * GET /api/admin/google-ads-enhanced-conversions.csv: the enhanced-conversions-for-leads upload
 * (hashed email and phone of converting enquiries whose visitor granted ad_user_data).
 */
export const enhancedConversionsCsvResponse = (owner: Owner, deps: GoogleAdsDeps) =>
  googleAdsUpload(
    owner,
    deps,
    { name: "google-ads-enhanced-conversions", what: "Google Ads enhanced conversions export" },
    async (db, settings, now) =>
      enhancedConversionsCsv(await enhancedConversions(db, settings, now), settings),
  );

/** POST /admin/subscribers/{id}/remove: remove one address, back to the list (303). */
export async function removeSubscriberAction(
  id: string,
  owner: Owner,
  deps: { db: () => Promise<Db> },
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  try {
    const removed = await removeSubscriber(await deps.db(), id);
    return new Response(null, {
      status: 303,
      headers: {
        Location: `/admin/subscribers?${removed ? "done=removed" : "error=not-found"}`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return errorResponse(error, "subscriber removal");
  }
}
