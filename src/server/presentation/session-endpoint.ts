import { GATE_MESSAGES, retryMessage } from "@/features/presentation/messages";

import { isConnectionError } from "../db/errors";
import { readFormBody } from "../http/form-body";
import { errorResponse, json } from "../http/responses";
import { CROSS_SITE_MESSAGE, isSameOriginPost } from "../http/same-origin";
import { expiredSessionCookies, lockDeck, unlockDeck } from "./gate";
import { MAX_PASSWORD_LENGTH, MAX_UNLOCK_BODY_BYTES, parseUnlockRequest } from "./request";
import { requestCookies, serializeCookie } from "./session";

/** What an unlock attempt comes to, for the JSON API and the plain form alike. */
type UnlockAnswer =
  | { ok: true; setCookie: string }
  | { ok: false; status: 401 | 429 | 500 | 503; error: string; retryAfterSeconds?: number };

/** Checks the password (rate-limited, logged) and, when right, opens an 8-hour deck session. */
async function answerUnlock(
  password: string,
  request: Request,
  via: string,
): Promise<UnlockAnswer> {
  try {
    const outcome = await unlockDeck(password, request.headers);
    if (outcome.status === "limited") {
      const retryAfterSeconds = outcome.retryAfterSeconds;
      return { ok: false, status: 429, error: retryMessage(retryAfterSeconds), retryAfterSeconds };
    }
    if (outcome.status === "wrong")
      return { ok: false, status: 401, error: GATE_MESSAGES.incorrect };
    return { ok: true, setCookie: serializeCookie(outcome.cookie) };
  } catch (error) {
    if (isConnectionError(error)) {
      return { ok: false, status: 503, error: GATE_MESSAGES.failed, retryAfterSeconds: 30 };
    }
    console.error(`[api] ${via} failed:`, error);
    return { ok: false, status: 500, error: GATE_MESSAGES.failed };
  }
}

const retryHeaders = (answer: { retryAfterSeconds?: number }): Record<string, string> =>
  answer.retryAfterSeconds === undefined ? {} : { "Retry-After": String(answer.retryAfterSeconds) };

/**
 * POST /api/presentation/session {password}: check it (rate-limited, logged) and open an 8-hour
 * deck session. 200 {success: true} + Set-Cookie; 400/413/415 for a bad body; 401 wrong password;
 * 429 + Retry-After after 5 failures; 503 + Retry-After while the database is down.
 */
export async function handleUnlockRequest(request: Request): Promise<Response> {
  const parsed = await parseUnlockRequest(request);
  if (!parsed.ok) return json({ success: false, error: parsed.error }, parsed.status);
  const answer = await answerUnlock(parsed.password, request, "POST /api/presentation/session");
  if (answer.ok) return json({ success: true }, 200, { "Set-Cookie": answer.setCookie });
  const body: Record<string, unknown> = { success: false, error: answer.error };
  if (answer.status === 429) body.retryAfterSeconds = answer.retryAfterSeconds;
  return json(body, answer.status, retryHeaders(answer));
}

export type GateFormResult =
  | { kind: "redirect"; location: string; headers: Record<string, string> }
  | { kind: "refused"; status: number; message: string }
  | { kind: "render"; status: number; error: string; headers: Record<string, string> };

/**
 * POST /cto-presentation, the password form sent without JavaScript (form-encoded,
 * docs/decisions/0017-forms-without-javascript.md): the same check as the API. Right: 303 back
 * to the page with the session cookie, which then shows the deck. Otherwise the password screen
 * again with the message (400 blank, 401 wrong, 429 too many, 503/500 failed).
 */
export async function handleGateFormPost(request: Request): Promise<GateFormResult> {
  if (!isSameOriginPost(request))
    return { kind: "refused", status: 403, message: CROSS_SITE_MESSAGE };
  const body = await readFormBody(request, MAX_UNLOCK_BODY_BYTES);
  if (!body.ok) return { kind: "refused", status: body.status, message: body.error };
  const password = (body.fields.password ?? "").trim();
  if (!password) return { kind: "render", status: 400, error: GATE_MESSAGES.empty, headers: {} };
  if (password.length > MAX_PASSWORD_LENGTH) {
    return { kind: "render", status: 400, error: GATE_MESSAGES.incorrect, headers: {} };
  }
  const answer = await answerUnlock(password, request, "POST /cto-presentation");
  if (answer.ok) {
    return {
      kind: "redirect",
      location: "/cto-presentation",
      headers: { "Set-Cookie": answer.setCookie },
    };
  }
  return {
    kind: "render",
    status: answer.status,
    error: answer.error,
    headers: retryHeaders(answer),
  };
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
