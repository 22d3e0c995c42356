import { GATE_MESSAGES, retryMessage } from "@/features/presentation/messages";

import { isConnectionError } from "../db/errors";
import { errorResponse, json } from "../http/responses";
import { expiredSessionCookies, lockDeck, unlockDeck } from "./gate";
import { parseUnlockRequest } from "./request";
import { requestCookies, serializeCookie } from "./session";

/**
 * POST /api/presentation/session {password}: check it (rate-limited, logged) and open an 8-hour
 * deck session. 200 {success: true} + Set-Cookie; 400/413/415 for a bad body; 401 wrong password;
 * 429 + Retry-After after 5 failures; 503 + Retry-After while the database is down.
 */
export async function handleUnlockRequest(request: Request): Promise<Response> {
  const parsed = await parseUnlockRequest(request);
  if (!parsed.ok) return json({ success: false, error: parsed.error }, parsed.status);
  try {
    const outcome = await unlockDeck(parsed.password, request.headers);
    if (outcome.status === "limited") {
      return json(
        {
          success: false,
          error: retryMessage(outcome.retryAfterSeconds),
          retryAfterSeconds: outcome.retryAfterSeconds,
        },
        429,
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    }
    if (outcome.status === "wrong") {
      return json({ success: false, error: GATE_MESSAGES.incorrect }, 401);
    }
    return json({ success: true }, 200, { "Set-Cookie": serializeCookie(outcome.cookie) });
  } catch (error) {
    if (isConnectionError(error)) {
      return json({ success: false, error: GATE_MESSAGES.failed }, 503, { "Retry-After": "30" });
    }
    console.error("[api] POST /api/presentation/session failed:", error);
    return json({ success: false, error: GATE_MESSAGES.failed }, 500);
  }
}

/**
 * DELETE /api/presentation/session: lock the deck again (the "Lock" control). The session is
 * revoked on the server, so a copy of the cookie elsewhere is refused too, and this browser's
 * cookie is cleared. 204; 503 + Retry-After while the database is down (the cookie is still
 * cleared, but the visitor is told the lock did not reach the server).
 */
export async function handleLockRequest(request: Request): Promise<Response> {
  let response: Response;
  try {
    await lockDeck(requestCookies(request.headers));
    response = new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    response = errorResponse(error, "DELETE /api/presentation/session");
  }
  for (const cookie of expiredSessionCookies())
    response.headers.append("Set-Cookie", serializeCookie(cookie));
  return response;
}
