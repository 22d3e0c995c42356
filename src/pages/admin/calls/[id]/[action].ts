import type { APIRoute } from "astro";

import { getDb } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/responses";

import { handleCallAction } from "../_call-action";

export const prerender = false;

/** POST /admin/calls/{id}/{held|no-show|cancel|move}: the Calls page's forms. */
export const POST: APIRoute = ({ request, params, locals }) =>
  handleCallAction(request, { id: params.id ?? "", action: params.action ?? "" }, locals.owner, {
    db: getDb,
  });

export const ALL: APIRoute = () => methodNotAllowed(["POST"]);
