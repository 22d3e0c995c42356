import type { APIRoute } from "astro";

import { moneyCsv } from "@/server/admin/exports/export-endpoints";
import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** GET /api/admin/money.csv?from=&to=: spend, enquiries, won value and ratios per campaign. */
export const GET: APIRoute = ({ request, locals }) =>
  moneyCsv(request, locals.owner, { db: getDb });

export const ALL: APIRoute = () => methodNotAllowed(["GET"]);
