import {
  cancelCallAsOwner,
  markCall,
  rescheduleCallAsOwner,
  type ManageResult,
} from "@/server/booking";
import type { Db } from "@/server/db/client";
import { MAX_OWNER_FORM_BYTES } from "@/server/admin/sign-in/guard";
import { readFormBody } from "@/server/http/form-body";
import { errorResponse, seeOther } from "@/server/http/responses";

export const CALL_ACTIONS = ["held", "no-show", "cancel", "move"] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

/** What the Calls page says after an action (?done= / ?error=). */
export const CALL_NOTICES = {
  done: {
    held: "Marked as held.",
    "no-show": "Marked as a no-show.",
    cancel: "The call is cancelled; the visitor gets the cancellation for their calendar.",
    move: "The call is moved; the visitor gets the updated invitation.",
  },
  error: {
    "not-found": "That call no longer exists.",
    "not-yet": "A call can be marked once its time has come.",
    cancelled: "That call was cancelled.",
    past: "That call has already taken place.",
    taken: "That time was just taken. Pick another.",
    unavailable: "That time is not open. Pick another.",
    "invalid-link": "That call no longer exists.",
    "expired-link": "That call no longer exists.",
  },
} as const;

export type CallNoticeError = keyof typeof CALL_NOTICES.error;

const back = (query: string) => seeOther(`/admin/calls?${query}`);

function manageOutcome(result: ManageResult, action: "cancel" | "move"): Response {
  if (result.ok) return back(`done=${action}`);
  return back(`error=${result.reason}`);
}

/**
 * POST /admin/calls/{id}/{held|no-show|cancel|move}: the Calls page's one-click forms (the
 * middleware has checked the session and the CSRF token). Back to the list with what happened.
 */
export async function handleCallAction(
  request: Request,
  params: { id: string; action: string },
  owner: { email: string } | undefined,
  deps: { db: () => Promise<Db> },
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  if (!(CALL_ACTIONS as readonly string[]).includes(params.action)) {
    return new Response("Not found", { status: 404 });
  }
  const body = await readFormBody(request, MAX_OWNER_FORM_BYTES);
  if (!body.ok) return new Response(body.error, { status: body.status });
  try {
    const db = await deps.db();
    switch (params.action as CallAction) {
      case "held":
      case "no-show": {
        const result = await markCall(
          db,
          params.id,
          params.action as "held" | "no-show",
          owner.email,
        );
        return result.ok ? back(`done=${params.action}`) : back(`error=${result.reason}`);
      }
      case "cancel":
        return manageOutcome(await cancelCallAsOwner(db, params.id, owner.email), "cancel");
      case "move":
        return manageOutcome(
          await rescheduleCallAsOwner(db, params.id, body.fields.start ?? "", owner.email),
          "move",
        );
    }
  } catch (error) {
    return errorResponse(error, "call action");
  }
}
