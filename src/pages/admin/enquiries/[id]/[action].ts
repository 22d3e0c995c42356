import type { APIRoute } from "astro";

import { handleEnquiryAction } from "@/server/admin/inbox/enquiry-actions";
import { storedMailDir } from "@/server/admin/inbox/stored-mail";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { methodNotAllowed } from "@/server/http/responses";

export const prerender = false;

/** POST /admin/enquiries/{id}/{status|note|resend|delete}: the detail page's forms. */
export const POST: APIRoute = ({ request, params, locals }) =>
  handleEnquiryAction(request, { id: params.id ?? "", action: params.action ?? "" }, locals.owner, {
    db: getDb,
    storedMailDir: () => storedMailDir(serverEnv()),
  });

export const ALL: APIRoute = () => methodNotAllowed(["POST"]);
