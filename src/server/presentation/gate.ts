import { siteConfig } from "@/config/site";

import { clientIp } from "../client-ip";
import { withDb } from "../db/client";
import { isProduction } from "../env";
import { attemptUnlock, type AttemptResult } from "./attempts";
import { presentationSecrets } from "./secrets";
import { isDeckSessionActive, openDeckSession, revokeDeckSession } from "./sessions-store";
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
  const claims = await withDb((db) => openDeckSession(db, now));
  return {
    status: "unlocked",
    cookie: {
      ...sessionCookieOptions(requestIsHttps(requestHeaders)),
      value: signSession(secrets.sessionKey, claims),
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

/** The signed, unexpired session claims the cookies carry (either name), before the database. */
async function sessionClaims(cookies: CookieReader, now: Date) {
  const values = readSessionCookie(cookies);
  if (values.length === 0) return [];
  const { sessionKey } = await presentationSecrets();
  return values
    .map((value) => verifySession(value, sessionKey, now.getTime()))
    .filter((claims) => claims !== null);
}

/**
 * Whether the request carries a valid deck session: signed by us, unexpired, and neither revoked
 * nor expired on the server (the page calls this with `Astro.cookies`; anything with
 * `get(name) → {value}` will do).
 */
export async function hasDeckAccess(
  cookies: CookieReader,
  now: Date = new Date(),
): Promise<boolean> {
  const claims = await sessionClaims(cookies, now);
  if (claims.length === 0) return false;
  return withDb(async (db) => {
    for (const { sid } of claims) if (await isDeckSessionActive(db, sid, now)) return true;
    return false;
  });
}

/** "Lock": revoke the sessions the request's cookies name, wherever else they were copied. */
export async function lockDeck(cookies: CookieReader, now: Date = new Date()): Promise<void> {
  const claims = await sessionClaims(cookies, now);
  if (claims.length === 0) return;
  await withDb(async (db) => {
    for (const { sid } of claims) await revokeDeckSession(db, sid, now);
  });
}
