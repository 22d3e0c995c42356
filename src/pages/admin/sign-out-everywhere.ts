import type { APIRoute } from "astro";

import { methodNotAllowed } from "@/server/http/responses";
import { signOut } from "@/server/admin/sign-in/routes";

export const prerender = false;

/** POST /admin/sign-out-everywhere: end every session of this owner, on every device. */
export const POST: APIRoute = ({ request, locals }) => signOut(request, locals.owner, "everywhere");

export const ALL: APIRoute = () => methodNotAllowed(["POST"]);
