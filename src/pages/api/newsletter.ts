import type { APIRoute } from "astro";

import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";
import { handleNewsletterRequest } from "@/server/newsletter/newsletter-endpoint";

export const prerender = false;

/** POST /api/newsletter: subscribe an address and queue the welcome email. */
export const POST: APIRoute = ({ request }) => handleNewsletterRequest(request, { db: getDb });

export const ALL: APIRoute = () => methodNotAllowed(["POST"]);
