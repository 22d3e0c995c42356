import { createHmac, randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  COOKIE_NAME,
  SECURE_COOKIE_NAME,
  SESSION_DURATION_MS,
  isHttpsRequest,
  readSessionCookie,
  requestCookies,
  sessionCookieOptions,
  signSession,
  verifySession,
} from "./session";

const key = randomBytes(32);
const now = Date.UTC(2025, 0, 15, 9, 0, 0);
const SID = "AbCdEfGhIjKlMnOpQrStUvWx";
const claims = { sid: SID, exp: now + SESSION_DURATION_MS };

describe("deck session cookie", () => {
  it("is valid for 8 hours (28,800,000 ms) and not a moment longer", () => {
    expect(SESSION_DURATION_MS).toBe(28_800_000);
    const value = signSession(key, claims);
    expect(verifySession(value, key, now)).toEqual(claims);
    expect(verifySession(value, key, now + SESSION_DURATION_MS - 1)).toEqual(claims);
    expect(verifySession(value, key, now + SESSION_DURATION_MS)).toBeNull();
    expect(verifySession(value, key, now + SESSION_DURATION_MS + 60_000)).toBeNull();
  });

  it("refuses a cookie signed with another key", () => {
    expect(verifySession(signSession(randomBytes(32), claims), key, now)).toBeNull();
  });

  it("refuses a tampered payload (a later expiry) or signature", () => {
    const value = signSession(key, claims);
    const [, signature] = value.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ sid: SID, exp: now + 10 * SESSION_DURATION_MS }),
    ).toString("base64url");
    expect(verifySession(`${forgedPayload}.${signature}`, key, now)).toBeNull();
    const flipped = value.slice(0, -2) + (value.endsWith("A") ? "B" : "A") + value.slice(-1);
    expect(verifySession(flipped, key, now)).toBeNull();
  });

  it("refuses unsigned, empty and junk values", () => {
    const payload = Buffer.from(JSON.stringify({ exp: now + 1000 })).toString("base64url");
    for (const value of [
      undefined,
      "",
      "true",
      "granted",
      payload,
      `${payload}.`,
      `${payload}.${payload}.x`,
      "a".repeat(2000),
    ]) {
      expect(verifySession(value, key, now)).toBeNull();
    }
  });

  it("refuses a signed cookie without a session id (the stateless kind, which Lock could not end)", () => {
    const payload = Buffer.from(JSON.stringify({ exp: now + 1000 })).toString("base64url");
    const signature = createHmac("sha256", key).update(payload).digest("base64url");
    expect(verifySession(`${payload}.${signature}`, key, now)).toBeNull();
  });

  it("sets HttpOnly, SameSite=Lax, Path=/ and 8 h; Secure and __Host- only over HTTPS", () => {
    expect(sessionCookieOptions(false)).toEqual({
      name: COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: false,
      maxAge: 28_800,
    });
    expect(sessionCookieOptions(true)).toMatchObject({ name: SECURE_COOKIE_NAME, secure: true });
  });

  it("tells HTTPS requests from plain ones", () => {
    const site = { siteUrl: "https://www.site.example", production: true };
    const h = (init: Record<string, string>) => new Headers(init);
    expect(isHttpsRequest(h({ "x-forwarded-proto": "https", host: "127.0.0.1" }), site)).toBe(true);
    expect(isHttpsRequest(h({ host: "www.site.example" }), site)).toBe(true);
    expect(isHttpsRequest(h({ host: "127.0.0.1:3000", "x-forwarded-proto": "http" }), site)).toBe(
      false,
    );
    expect(isHttpsRequest(h({ host: "www.site.example" }), { ...site, production: false })).toBe(
      false,
    );
    expect(
      isHttpsRequest(h({ host: "www.site.example" }), {
        ...site,
        siteUrl: "http://www.site.example",
      }),
    ).toBe(false);
  });

  it("reads the session cookie from a request's Cookie header", () => {
    const jar = requestCookies(
      new Headers({ cookie: `theme=dark; ${COOKIE_NAME}=a.b; ${COOKIE_NAME}=later` }),
    );
    expect(readSessionCookie(jar)).toEqual(["a.b"]);
    expect(readSessionCookie(requestCookies(new Headers()))).toEqual([]);
  });

  it("reads either cookie name", () => {
    const jar = new Map([[COOKIE_NAME, { value: "a" }]]);
    expect(readSessionCookie(jar)).toEqual(["a"]);
    jar.set(SECURE_COOKIE_NAME, { value: "b" });
    expect(readSessionCookie(jar)).toEqual(["b", "a"]);
  });
});
