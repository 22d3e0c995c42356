import type { APIRoute } from "astro";

import { subscribersCsv } from "@/server/admin/exports/export-endpoints";
import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** GET /api/admin/subscribers.csv: every newsletter subscriber as CSV. */
export const GET: APIRoute = ({ locals }) => subscribersCsv(locals.owner, { db: getDb });

export const ALL: APIRoute = () => methodNotAllowed(["GET"]);
