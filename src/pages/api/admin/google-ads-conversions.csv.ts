import type { APIRoute } from "astro";

import { googleAdsConversionsCsv } from "@/server/admin/exports/export-endpoints";
import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** GET /api/admin/google-ads-conversions.csv: won enquiries from ad clicks, for Google Ads. */
export const GET: APIRoute = ({ locals }) => googleAdsConversionsCsv(locals.owner, { db: getDb });

export const ALL: APIRoute = () => methodNotAllowed(["GET"]);
