import type { Db } from "../db/client";
import { errorResponse } from "../http/responses";
import { csvFileName, csvResponse, csvStream } from "./csv";
import { ENQUIRY_CSV_HEADER, enquiryCsvRows } from "./enquiries-export";
import { dateFilterErrors, parseEnquiryFilters } from "./enquiry-filters";
import {
  googleAdsConversions,
  googleAdsCsv,
  googleAdsSettings,
  type GoogleAdsSettings,
} from "./google-ads";
import { enhancedConversions, enhancedConversionsCsv } from "./enhanced-conversions";
import { removeSubscriber, SUBSCRIBER_CSV_HEADER, subscriberCsvRows } from "./records";

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

/** GET /api/admin/google-ads-conversions.csv: the click-conversion upload file for Google Ads. */
export async function googleAdsConversionsCsv(
  owner: Owner,
  deps: { db: () => Promise<Db>; now?: () => Date; settings?: GoogleAdsSettings },
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  try {
    const now = deps.now?.() ?? new Date();
    const settings = deps.settings ?? googleAdsSettings();
    const conversions = await googleAdsConversions(await deps.db(), settings, now);
    // No byte-order mark: Google's importer reads the first line as the parameters line.
    return csvResponse(
      googleAdsCsv(conversions, settings),
      csvFileName("google-ads-conversions", now),
    );
  } catch (error) {
    return errorResponse(error, "Google Ads conversions export");
  }
}

/**
 * GET /api/admin/google-ads-enhanced-conversions.csv: the enhanced-conversions-for-leads upload
 * (hashed email and phone of converting enquiries whose visitor granted ad_user_data).
 */
export async function enhancedConversionsCsvResponse(
  owner: Owner,
  deps: { db: () => Promise<Db>; now?: () => Date; settings?: GoogleAdsSettings },
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  try {
    const now = deps.now?.() ?? new Date();
    const settings = deps.settings ?? googleAdsSettings();
    const conversions = await enhancedConversions(await deps.db(), settings, now);
    return csvResponse(
      enhancedConversionsCsv(conversions, settings),
      csvFileName("google-ads-enhanced-conversions", now),
    );
  } catch (error) {
    return errorResponse(error, "Google Ads enhanced conversions export");
  }
}

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
