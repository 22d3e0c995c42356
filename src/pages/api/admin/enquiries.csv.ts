import type { APIRoute } from "astro";

import { enquiriesCsv } from "@/server/admin/exports/export-endpoints";
import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** GET /api/admin/enquiries.csv with the list's query string: the current filter as CSV. */
export const GET: APIRoute = ({ request, locals }) =>
  enquiriesCsv(request, locals.owner, { db: getDb });

export const ALL: APIRoute = () => methodNotAllowed(["GET"]);
