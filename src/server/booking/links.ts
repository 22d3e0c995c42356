import { createHmac, randomBytes } from "node:crypto";
import path from "node:path";

import { serverEnv } from "../env";
import { readOrCreateSecretFile, SECRET_FILE } from "../presentation/secrets";
import { sameSecret } from "../admin/sign-in/secrets";

/**
 * Signed links without an account (docs/decisions/0036-booking-calls.md): a token is
 * `base64url(JSON payload).base64url(HMAC-SHA256)`, keyed by a key derived from SESSION_SECRET
 * (or the generated session secret the deck also uses), so every instance checks what any other
 * signed. Each token names what it is for, so a thank-you reference never opens a booking.
 */
export type SignedPurpose = "manage" | "enquiry";

type Payload = { p: SignedPurpose; id: string; exp: number };

let cachedKey: Buffer | undefined;

/** The signing key: HMAC of the session secret with this use's name. */
export function bookingKey(): Buffer {
  if (!cachedKey) {
    const env = serverEnv();
    const secret =
      env.SESSION_SECRET ??
      readOrCreateSecretFile(path.join(env.dataDir, SECRET_FILE), () =>
        randomBytes(32).toString("base64url"),
      );
    cachedKey = createHmac("sha256", secret).update("booking-links/v1").digest();
  }
  return cachedKey;
}

const mac = (key: Buffer, body: string) =>
  createHmac("sha256", key).update(body).digest("base64url");

export function signToken(
  purpose: SignedPurpose,
  id: string,
  expiresAt: Date,
  key: Buffer = bookingKey(),
): string {
  const payload: Payload = { p: purpose, id, exp: Math.floor(expiresAt.getTime() / 1000) };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(key, body)}`;
}

export type VerifiedToken =
  { ok: true; id: string } | { ok: false; reason: "invalid-link" | "expired-link" };

export function verifyToken(
  token: string | null | undefined,
  purpose: SignedPurpose,
  now: Date = new Date(),
  key: Buffer = bookingKey(),
): VerifiedToken {
  if (typeof token !== "string" || token.length > 400) return { ok: false, reason: "invalid-link" };
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || !sameSecret(signature, mac(key, body))) {
    return { ok: false, reason: "invalid-link" };
  }
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
  } catch {
    return { ok: false, reason: "invalid-link" };
  }
  if (payload.p !== purpose || typeof payload.id !== "string" || typeof payload.exp !== "number") {
    return { ok: false, reason: "invalid-link" };
  }
  if (payload.exp * 1000 <= now.getTime()) return { ok: false, reason: "expired-link" };
  return { ok: true, id: payload.id };
}
