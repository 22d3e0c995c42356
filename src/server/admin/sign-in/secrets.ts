import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes as base64url: sign-in tokens, session cookies and CSRF tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a copy of the table opens nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Constant-time comparison of two strings (a CSRF token against the session's). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A token as we issue them: base64url, 43 characters. Anything else is refused unread. */
export function looksLikeToken(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
