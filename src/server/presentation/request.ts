import "server-only";

import "@/lib/zod-config";
import { z } from "zod";

import { GATE_MESSAGES } from "@/features/presentation/messages";

const MAX_BODY = 4096;

const bodySchema = z.object({ password: z.string().max(1024) });

export type UnlockRequest =
  { ok: true; password: string } | { ok: false; status: 400 | 413 | 415; error: string };

/** The POST body `{password}`, trimmed. Blank passwords are refused before any check or log. */
export async function parseUnlockRequest(request: Request): Promise<UnlockRequest> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    return { ok: false, status: 415, error: 'Send JSON: {"password": "…"}' };
  }
  const text = await request.text();
  if (text.length > MAX_BODY) return { ok: false, status: 413, error: "Request too large" };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: 'Send JSON: {"password": "…"}' };
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, status: 400, error: 'Send JSON: {"password": "…"}' };
  const password = parsed.data.password.trim();
  if (!password) return { ok: false, status: 400, error: GATE_MESSAGES.empty };
  return { ok: true, password };
}
