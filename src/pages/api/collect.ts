import type { APIRoute } from "astro";

import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";
import { handleCollectRequest } from "@/server/traffic/collect-endpoint";
import { processCollector } from "@/server/traffic/collector";
import { knownPageSet } from "@/server/traffic/known-pages";

export const prerender = false;

/** POST /api/collect: count a page view or its Web Vitals (the visit-count beacon). */
export const POST: APIRoute = ({ request }) =>
  handleCollectRequest(request, {
    collector: () => processCollector(getDb),
    knownPages: knownPageSet,
  });

export const ALL: APIRoute = () => methodNotAllowed(["POST"]);
