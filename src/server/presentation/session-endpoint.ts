import { GATE_MESSAGES, retryMessage } from "@/features/presentation/messages";

import { isConnectionError } from "../db/errors";
import { json } from "../http/responses";
import { expiredSessionCookies, unlockDeck } from "./gate";
import { parseUnlockRequest } from "./request";
import { serializeCookie } from "./session";

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

/** DELETE /api/presentation/session: lock the deck again (the "Lock" control). 204. */
export function handleLockRequest(): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of expiredSessionCookies())
    headers.append("Set-Cookie", serializeCookie(cookie));
  return new Response(null, { status: 204, headers });
}
