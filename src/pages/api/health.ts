import type { APIRoute } from "astro";

import { getDb } from "@/server/db/client";
import { checkHealth, healthHttpStatus } from "@/server/health";
import { json, methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** GET /api/health: database and outbox state for monitors and load balancers. */
export async function GET() {
  const report = await checkHealth(getDb);
  return json(report, healthHttpStatus(report));
}

export const ALL: APIRoute = () => methodNotAllowed(["GET", "HEAD"]);
