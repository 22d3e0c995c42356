import { siteConfig } from "@/config/site";

import { clientIp } from "../client-ip";
import { withDb } from "../db/client";
import { isProduction } from "../env";
import { attemptUnlock, type AttemptResult } from "./attempts";
import { presentationSecrets } from "./secrets";
import {
  COOKIE_NAME,
  SECURE_COOKIE_NAME,
  isHttpsRequest,
  readSessionCookie,
  sessionCookieOptions,
  signSession,
  verifySession,
  type CookieOptions,
  type CookieReader,
} from "./session";

/** The server side of the deck's gate: what the route handler and the page call. */
export type UnlockOutcome =
  | { status: "unlocked"; cookie: CookieOptions & { value: string } }
  | Exclude<AttemptResult, { status: "unlocked" }>;

export function requestIsHttps(requestHeaders: Headers): boolean {
  return isHttpsRequest(requestHeaders, {
    siteUrl: siteConfig.siteUrl,
    production: isProduction(),
  });
}

/** Check a (trimmed, non-empty) password from the request; on success, the cookie to set. */
export async function unlockDeck(
  password: string,
  requestHeaders: Headers,
  now: Date = new Date(),
): Promise<UnlockOutcome> {
  const secrets = await presentationSecrets();
  const result = await withDb((db) =>
    attemptUnlock(db, {
      password,
      passwordHash: secrets.passwordHash,
      ip: clientIp(requestHeaders),
      userAgent: requestHeaders.get("user-agent"),
      now,
    }),
  );
  if (result.status !== "unlocked") return result;
  return {
    status: "unlocked",
    cookie: {
      ...sessionCookieOptions(requestIsHttps(requestHeaders)),
      value: signSession(secrets.sessionKey, now.getTime()),
    },
  };
}

/** Both cookie names, expired: the deck locks whichever one the visitor holds. */
export function expiredSessionCookies() {
  return [COOKIE_NAME, SECURE_COOKIE_NAME].map((name) => ({
    ...sessionCookieOptions(name === SECURE_COOKIE_NAME),
    name,
    value: "",
    maxAge: 0,
  }));
}

/**
 * Whether the request carries a valid, unexpired deck session (the page calls this with
 * `Astro.cookies`; anything with `get(name) → {value}` will do).
 */
export async function hasDeckAccess(cookies: CookieReader): Promise<boolean> {
  const values = readSessionCookie(cookies);
  if (values.length === 0) return false;
  const { sessionKey } = await presentationSecrets();
  return values.some((value) => verifySession(value, sessionKey));
}
