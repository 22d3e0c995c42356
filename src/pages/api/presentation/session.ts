import type { APIRoute } from "astro";

import { methodNotAllowed } from "@/server/http/responses";
import { handleLockRequest, handleUnlockRequest } from "@/server/presentation/session-endpoint";

export const prerender = false;

/** POST {password}: open an 8-hour deck session (docs/product.md §10.4; see session-endpoint.ts). */
export const POST: APIRoute = ({ request }) => handleUnlockRequest(request);

/** DELETE: lock the deck again, revoking the session on the server (the deck's "Lock" control). */
export const DELETE: APIRoute = ({ request }) => handleLockRequest(request);

export const ALL: APIRoute = () => methodNotAllowed(["POST", "DELETE"]);
