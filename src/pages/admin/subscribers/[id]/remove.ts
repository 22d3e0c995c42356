import type { APIRoute } from "astro";

import { removeSubscriberAction } from "@/server/admin/exports/export-endpoints";
import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** POST /admin/subscribers/{id}/remove: the list's remove button. */
export const POST: APIRoute = ({ params, locals }) =>
  removeSubscriberAction(params.id ?? "", locals.owner, { db: getDb });

export const ALL: APIRoute = () => methodNotAllowed(["POST"]);
