import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The deck's session cookie: base64url(JSON {sid, exp}) + "." + base64url(HMAC-SHA256). The
 * signature and expiry are checked here, without the database; `sid` names a row in
 * presentation_sessions (sessions-store.ts), which "Lock" revokes so a copied cookie dies too.
 * It lasts 8 hours (docs/product.md §9: 28,800,000 ms).
 */
export const SESSION_DURATION_MS = 28_800_000;
export const COOKIE_NAME = "deck_session";
/** Over HTTPS: the __Host- prefix pins the cookie to this host, path / and Secure. */
export const SECURE_COOKIE_NAME = "__Host-deck_session";

function sign(payload: string, key: Buffer): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

export type SessionClaims = { sid: string; exp: number };

export function signSession(key: Buffer, claims: SessionClaims): string {
  const payload = Buffer.from(JSON.stringify({ sid: claims.sid, exp: claims.exp })).toString(
    "base64url",
  );
  return `${payload}.${sign(payload, key).toString("base64url")}`;
}

/**
 * The claims of a cookie this server signed with `key` that has not expired at `now`; null for
 * anything else (unsigned, tampered, expired, or an older cookie without a session id).
 */
export function verifySession(
  value: string | undefined,
  key: Buffer,
  now: number = Date.now(),
): SessionClaims | null {
  if (!value || value.length > 512) return null;
  const parts = value.split(".");
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const expected = sign(payload, key);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    const { sid, exp } = (data ?? {}) as { sid?: unknown; exp?: unknown };
    if (typeof exp !== "number" || !Number.isFinite(exp) || now >= exp) return null;
    if (typeof sid !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(sid)) return null;
    return { sid, exp };
  } catch {
    return null;
  }
}

export type CookieOptions = {
  name: string;
  httpOnly: true;
  sameSite: "lax";
  path: "/";
  secure: boolean;
  maxAge: number;
};

export function sessionCookieOptions(https: boolean): CookieOptions {
  return {
    name: https ? SECURE_COOKIE_NAME : COOKIE_NAME,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: https,
    maxAge: SESSION_DURATION_MS / 1000,
  };
}

/**
 * Whether the visitor reached us over HTTPS: a proxy said so (X-Forwarded-Proto), or in
 * production the request is for the public host of an https SITE_URL (a proxy that terminates TLS
 * without saying so). Requests to another host, such as 127.0.0.1 on the machine itself, are not.
 */
export function isHttpsRequest(
  headers: Headers,
  options: { siteUrl: string; production: boolean },
): boolean {
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (proto === "https") return true;
  if (!options.production || !options.siteUrl.startsWith("https://")) return false;
  const host = (headers.get("x-forwarded-host") ?? headers.get("host"))?.split(",")[0]?.trim();
  return Boolean(host) && host!.toLowerCase() === new URL(options.siteUrl).host.toLowerCase();
}

export type CookieReader = { get(name: string): { value: string } | undefined };

/** A CookieReader over a request's Cookie header (route handlers get the bare Request). */
export function requestCookies(headers: Headers): CookieReader {
  const jar = new Map<string, { value: string }>();
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    // The first of two same-named cookies wins, as in browsers' most-specific-path-first order.
    if (!jar.has(name)) jar.set(name, { value: part.slice(at + 1).trim() });
  }
  return jar;
}

/** The session cookie's value from a cookie store (either name: http or https). */
export function readSessionCookie(cookies: CookieReader): string[] {
  return [cookies.get(SECURE_COOKIE_NAME)?.value, cookies.get(COOKIE_NAME)?.value].filter(
    (value): value is string => Boolean(value),
  );
}

/** The Set-Cookie header value for a cookie (names and values here are base64url or fixed). */
export function serializeCookie(cookie: CookieOptions & { value: string }): string {
  return [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.path}`,
    `Max-Age=${cookie.maxAge}`,
    ...(cookie.maxAge === 0 ? ["Expires=Thu, 01 Jan 1970 00:00:00 GMT"] : []),
    ...(cookie.httpOnly ? ["HttpOnly"] : []),
    ...(cookie.secure ? ["Secure"] : []),
    `SameSite=${cookie.sameSite === "lax" ? "Lax" : cookie.sameSite}`,
  ].join("; ");
}
