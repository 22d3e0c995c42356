import { NextResponse, type NextRequest } from "next/server";

import { DatabaseUnavailableError } from "@/server/db/client";
import { GATE_MESSAGES, retryMessage } from "@/features/presentation/messages";
import { parseUnlockRequest } from "@/server/presentation/request";
import { expiredSessionCookies, unlockDeck } from "@/server/presentation/gate";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/** POST {password}: check it (rate-limited, logged) and open an 8-hour deck session. */
export async function POST(request: NextRequest) {
  const parsed = await parseUnlockRequest(request);
  if (!parsed.ok) {
    return NextResponse.json(
      { success: false, error: parsed.error },
      { status: parsed.status, headers: NO_STORE },
    );
  }
  try {
    const outcome = await unlockDeck(parsed.password, request.headers);
    if (outcome.status === "limited") {
      return NextResponse.json(
        {
          success: false,
          error: retryMessage(outcome.retryAfterSeconds),
          retryAfterSeconds: outcome.retryAfterSeconds,
        },
        {
          status: 429,
          headers: { ...NO_STORE, "Retry-After": String(outcome.retryAfterSeconds) },
        },
      );
    }
    if (outcome.status === "wrong") {
      return NextResponse.json(
        { success: false, error: GATE_MESSAGES.incorrect },
        { status: 401, headers: NO_STORE },
      );
    }
    const response = NextResponse.json({ success: true }, { headers: NO_STORE });
    response.cookies.set(outcome.cookie);
    return response;
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      return NextResponse.json(
        { success: false, error: GATE_MESSAGES.failed },
        { status: 503, headers: { ...NO_STORE, "Retry-After": "30" } },
      );
    }
    throw error;
  }
}

/** DELETE: lock the deck again (the "Lock" control). */
export async function DELETE() {
  const response = new NextResponse(null, { status: 204, headers: NO_STORE });
  for (const cookie of expiredSessionCookies()) response.cookies.set(cookie);
  return response;
}
