import type { APIRoute } from "astro";

import { methodNotAllowed } from "@/server/http/responses";
import { signOut } from "@/server/admin/sign-in/routes";

export const prerender = false;

/** POST /admin/sign-out: end this session (the middleware checked it and the CSRF token). */
export const POST: APIRoute = ({ request, locals }) => signOut(request, locals.owner, "this");

export const ALL: APIRoute = () => methodNotAllowed(["POST"]);
