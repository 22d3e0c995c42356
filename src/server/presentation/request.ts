import "@/lib/zod-config";
import { z } from "zod";

import { GATE_MESSAGES } from "@/features/presentation/messages";

import { readJsonBody } from "../http/json-body";

const MAX_BODY = 4096;

const bodySchema = z.object({ password: z.string().max(1024) });

export type UnlockRequest =
  { ok: true; password: string } | { ok: false; status: 400 | 413 | 415; error: string };

/** The POST body `{password}`, trimmed. Blank passwords are refused before any check or log. */
export async function parseUnlockRequest(request: Request): Promise<UnlockRequest> {
  // Bounded read: a client cannot make the server buffer more than MAX_BODY bytes.
  const body = await readJsonBody(request, MAX_BODY);
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
