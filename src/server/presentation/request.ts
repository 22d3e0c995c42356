import "@content/schemas/zod-config";
import { z } from "zod";

import { GATE_MESSAGES } from "@/features/presentation/messages";

import { readJsonBody } from "../http/json-body";

/** The most an unlock request may carry, JSON or form. */
export const MAX_UNLOCK_BODY_BYTES = 4096;
/** Longer than any password we hand out: refused before it is hashed. */
export const MAX_PASSWORD_LENGTH = 1024;

const bodySchema = z.object({ password: z.string().max(MAX_PASSWORD_LENGTH) });

export type UnlockRequest =
  { ok: true; password: string } | { ok: false; status: 400 | 413 | 415; error: string };

/** The POST body `{password}`, trimmed. Blank passwords are refused before any check or log. */
export async function parseUnlockRequest(request: Request): Promise<UnlockRequest> {
  // Bounded read: a client cannot make the server buffer more than MAX_UNLOCK_BODY_BYTES bytes.
  const body = await readJsonBody(request, MAX_UNLOCK_BODY_BYTES);
  if (!body.ok) {
    return body.status === 413
      ? { ok: false, status: 413, error: "Request too large" }
      : { ok: false, status: body.status, error: 'Send JSON: {"password": "…"}' };
  }
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return { ok: false, status: 400, error: 'Send JSON: {"password": "…"}' };
  const password = parsed.data.password.trim();
  if (!password) return { ok: false, status: 400, error: GATE_MESSAGES.empty };
  return { ok: true, password };
}
