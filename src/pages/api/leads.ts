import type { APIRoute } from "astro";

import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";
import { handleLeadRequest } from "@/server/leads/lead-endpoint";

export const prerender = false;

/** POST /api/leads: store an enquiry and queue its mail (docs/product.md §10.1; see lead-endpoint.ts). */
export const POST: APIRoute = ({ request }) => handleLeadRequest(request, { db: getDb });

export const ALL: APIRoute = () => methodNotAllowed(["POST"]);
