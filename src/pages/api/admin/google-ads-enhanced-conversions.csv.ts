import type { APIRoute } from "astro";

import { enhancedConversionsCsvResponse } from "@/server/admin/exports/export-endpoints";
import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** GET /api/admin/google-ads-enhanced-conversions.csv: converting leads, hashed, for Google Ads. */
export const GET: APIRoute = ({ locals }) =>
  enhancedConversionsCsvResponse(locals.owner, { db: getDb });

export const ALL: APIRoute = () => methodNotAllowed(["GET"]);
