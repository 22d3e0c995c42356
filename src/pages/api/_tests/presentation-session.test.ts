import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { APIContext } from "astro";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The deck's session route as the server runs it: the cookie is set on the answer itself (no
 * framework cookie store), so the contract holds however the route is called.
 */
const PASSWORD = "route-test-deck-password";

let route: typeof import("../presentation/session");
let closeDb: () => Promise<void>;

beforeAll(async () => {
  vi.resetModules();
  vi.stubEnv("DATABASE_URL", "memory://");
  vi.stubEnv("PRESENTATION_PASSWORD", PASSWORD);
  vi.stubEnv("SESSION_SECRET", "route-test-session-secret-0123456789abcdef");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(os.tmpdir(), "deck-route-")));
  vi.stubEnv("PRESENTATION_PASSWORD_HASH", "");
  // Secrets are a process singleton: another suite in this process may have loaded its own.
  (await import("@/server/runtime")).forgetSingleton("presentation.secrets");
  route = await import("../presentation/session");
  closeDb = (await import("@/server/db/client")).closeDb;
}, 60_000);

afterAll(async () => {
  await closeDb();
  vi.unstubAllEnvs();
});

const call = (handler: (context: APIContext) => unknown, init: RequestInit & { ip?: string }) =>
  handler({
    request: new Request("http://127.0.0.1/api/presentation/session", {
      ...init,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": init.ip ?? "198.51.100.20",
        ...init.headers,
      },
    }),
  } as APIContext) as Promise<Response>;

describe("src/pages/api/presentation/session.ts", () => {
  it("is rendered on demand", () => {
    expect(route.prerender).toBe(false);
  });

  it("POST with the right password: 200 {success} and an HttpOnly, SameSite=Lax cookie for 8 hours", async () => {
    const response = await call(route.POST, {
      method: "POST",
      body: JSON.stringify({ password: ` ${PASSWORD} ` }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^deck_session=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; /);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=28800");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("over HTTPS the cookie is __Host- prefixed and Secure", async () => {
    const response = await call(route.POST, {
      method: "POST",
      body: JSON.stringify({ password: PASSWORD }),
      headers: { "x-forwarded-proto": "https" },
      ip: "198.51.100.21",
    });
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-deck_session=.*; Secure; /);
  });

  it("a wrong password: 401 with the product's message and no cookie; a bad body: 400/415", async () => {
    const wrong = await call(route.POST, {
      method: "POST",
      body: JSON.stringify({ password: "nope" }),
      ip: "198.51.100.22",
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      success: false,
      error: "Incorrect password. Please contact your sales representative.",
    });
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const blank = await call(route.POST, {
      method: "POST",
      body: JSON.stringify({ password: " " }),
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ success: false, error: "Please enter the password" });
    const form = await call(route.POST, {
      method: "POST",
      body: "password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  it("the 6th attempt from one address is refused with 429 and Retry-After, even with the right password", async () => {
    const ip = "198.51.100.23";
    for (let i = 0; i < 5; i += 1) {
      const response = await call(route.POST, {
        method: "POST",
        body: JSON.stringify({ password: `wrong ${i}` }),
        ip,
      });
      expect(response.status).toBe(401);
    }
    const refused = await call(route.POST, {
      method: "POST",
      body: JSON.stringify({ password: PASSWORD }),
      ip,
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: "Too many attempts. Please try again in 15 minutes.",
      retryAfterSeconds: retryAfter,
    });
    expect(refused.headers.get("set-cookie")).toBeNull();
  });

  it("Lock ends the session on the server: a copy of the cookie is refused afterwards", async () => {
    const { hasDeckAccess } = await import("@/server/presentation/gate");
    const { requestCookies } = await import("@/server/presentation/session");
    const unlock = () =>
      call(route.POST, {
        method: "POST",
        body: JSON.stringify({ password: PASSWORD }),
        ip: "198.51.100.24",
      });
    const cookieOf = async () => (await unlock()).headers.get("set-cookie")!.split(";")[0]!;
    const copied = await cookieOf();
    const another = await cookieOf();
    const jar = (cookie: string) => requestCookies(new Headers({ cookie }));
    expect(await hasDeckAccess(jar(copied))).toBe(true);

    const locked = await call(route.DELETE, { method: "DELETE", headers: { cookie: copied } });
    expect(locked.status).toBe(204);
    expect(locked.headers.getSetCookie()[0]).toMatch(/^deck_session=; .*Max-Age=0/);
    // The same cookie value, replayed from another browser, no longer opens the deck.
    expect(await hasDeckAccess(jar(copied))).toBe(false);
    // Another visitor's session is untouched.
    expect(await hasDeckAccess(jar(another))).toBe(true);
  });

  it("a session ends after 8 hours", async () => {
    const { hasDeckAccess } = await import("@/server/presentation/gate");
    const { requestCookies, SESSION_DURATION_MS } = await import("@/server/presentation/session");
    const response = await call(route.POST, {
      method: "POST",
      body: JSON.stringify({ password: PASSWORD }),
      ip: "198.51.100.25",
    });
    const jar = requestCookies(
      new Headers({ cookie: response.headers.get("set-cookie")!.split(";")[0]! }),
    );
    const later = (ms: number) => new Date(Date.now() + ms);
    expect(await hasDeckAccess(jar, later(SESSION_DURATION_MS - 60_000))).toBe(true);
    expect(await hasDeckAccess(jar, later(SESSION_DURATION_MS + 1000))).toBe(false);
  });

  it("DELETE: 204 and both cookie names expired", async () => {
    const response = await call(route.DELETE, { method: "DELETE" });
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^deck_session=; Path=\/; Max-Age=0; /);
    expect(cookies[1]).toMatch(/^__Host-deck_session=; Path=\/; Max-Age=0; .*Secure/);
  });

  it("any other method: 405 naming POST and DELETE", async () => {
    const response = await call(route.ALL, { method: "GET" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, DELETE");
  });
});
