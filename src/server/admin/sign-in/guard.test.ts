import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import type { APIContext } from "astro";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { createOwnerSession } from "../../../../test/admin-session";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { SIGN_IN_PATHS, isAdminArea, withAdminHeaders } from "./guard";
import { createAdminMiddleware } from "./middleware";
import { revokeSession } from "./sessions";

const OWNER = "founder@team.example";
const ORIGIN = "http://127.0.0.1:3000";
const PAGES = path.resolve(__dirname, "../../../pages");

/**
 * Every route of the owner's view, from the files under src/pages/admin and src/pages/api/admin
 * (so a route added later is covered without touching this test): its URL path, with a made-up
 * value for each [param].
 */
function adminRoutes(): { file: string; path: string; api: boolean }[] {
  const routes: { file: string; path: string; api: boolean }[] = [];
  const walk = (dir: string) => {
    let entries: string[] = [];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.startsWith("_") || entry.startsWith(".")) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!/\.(astro|ts|tsx|js|mjs|md|mdx)$/.test(entry) || /\.(test|spec)\./.test(entry)) continue;
      const route = `/${path.relative(PAGES, full).split(path.sep).join("/")}`
        .replace(/\.[a-z]+$/, "")
        .replace(/\/index$/, "")
        .replace(/\[\.\.\.[^\]]+\]/g, "any/thing")
        .replace(/\[[^\]]+\]/g, "00000000-0000-4000-8000-000000000000");
      routes.push({ file: full, path: route, api: route.startsWith("/api/") });
    }
  };
  walk(path.join(PAGES, "admin"));
  walk(path.join(PAGES, "api", "admin"));
  return routes;
}

describe("the admin routes on disk", () => {
  const routes = adminRoutes();

  it("are found (the sign-in pages and sign-out actions at least)", () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/admin/login",
        "/admin/login/callback",
        "/admin/sign-out",
        "/admin/sign-out-everywhere",
      ]),
    );
    for (const route of routes) expect(isAdminArea(route.path), route.path).toBe(true);
  });

  it("are every one rendered on demand: a prerendered file would skip the session check", () => {
    for (const route of routes) {
      expect(readFileSync(route.file, "utf8"), route.file).toMatch(
        /export const prerender = false/,
      );
    }
  });
});

type Outcome = { response: Response; passed: boolean; locals: Record<string, unknown> };

describeEachDatabase("admin middleware", (url) => {
  let test: TestDb;
  let owners = [OWNER];
  const middleware = () => createAdminMiddleware({ db: async () => test.db, owners: () => owners });

  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(() => test.close());
  beforeEach(async () => {
    owners = [OWNER];
    await test.db.execute(sql`truncate admin_sessions`);
  });

  async function call(
    pathname: string,
    init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
  ): Promise<Outcome> {
    const request = new Request(`${ORIGIN}${pathname}`, {
      method: init.method ?? "GET",
      headers: { host: "127.0.0.1:3000", ...init.headers },
      body: init.body,
    });
    const locals: Record<string, unknown> = {};
    const next = vi.fn(async () => new Response("the page", { status: 200 }));
    const response = (await middleware()(
      { url: new URL(request.url), request, locals } as unknown as APIContext,
      next,
    )) as Response;
    return { response, passed: next.mock.calls.length > 0, locals };
  }

  const form = (fields: Record<string, string>) => ({
    "content-type": "application/x-www-form-urlencoded",
    body: new URLSearchParams(fields).toString(),
  });

  it("answers a page that throws with a 500 that still carries no-store and noindex", async () => {
    const request = new Request(`${ORIGIN}/admin/login`, { headers: { host: "127.0.0.1:3000" } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = (await middleware()(
      { url: new URL(request.url), request, locals: {} } as unknown as APIContext,
      async () => {
        throw new Error("the page broke");
      },
    )) as Response;
    errors.mockRestore();
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).not.toContain("the page broke");
  });

  it("refuses every admin page and endpoint without a session: 303 to sign in, 401 for the API", async () => {
    const routes = adminRoutes().filter((route) => !SIGN_IN_PATHS.has(route.path));
    expect(routes.length).toBeGreaterThanOrEqual(2);
    // An API path that has no file yet is refused as well (nothing under /api/admin is public).
    routes.push({ file: "", path: "/api/admin/anything", api: true });
    for (const route of routes) {
      for (const method of ["GET", "POST"]) {
        const { response, passed } = await call(`${route.path}?page=2`, { method });
        expect(passed, `${method} ${route.path}`).toBe(false);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
        if (route.api) {
          expect(response.status).toBe(401);
          expect(await response.json()).toEqual({ error: "Sign in to continue." });
        } else {
          expect(response.status, `${method} ${route.path}`).toBe(303);
          const next = method === "GET" ? `${route.path}?page=2` : route.path;
          expect(response.headers.get("location")).toBe(
            `/admin/login?next=${encodeURIComponent(next)}`,
          );
        }
      }
    }
  });

  it("refuses a revoked session and clears its cookie; lets a live one through with locals.owner", async () => {
    const session = await createOwnerSession(test.db, OWNER);
    const live = await call("/admin/enquiries", { headers: { cookie: session.cookieHeader } });
    expect(live.passed).toBe(true);
    expect(live.locals.owner).toEqual({
      email: OWNER,
      sessionId: session.sessionId,
      csrfToken: session.csrfToken,
    });
    expect(live.response.headers.get("cache-control")).toBe("no-store");
    expect(live.response.headers.get("x-robots-tag")).toBe("noindex, nofollow");

    await revokeSession(test.db, session.sessionId);
    const revoked = await call("/admin/enquiries", { headers: { cookie: session.cookieHeader } });
    expect(revoked.passed).toBe(false);
    expect(revoked.response.status).toBe(303);
    expect(revoked.response.headers.get("set-cookie")).toMatch(/^admin_session=; .*Max-Age=0/);
  });

  it("locks out an address removed from OWNER_EMAILS at its next request", async () => {
    const session = await createOwnerSession(test.db, OWNER);
    expect((await call("/admin", { headers: { cookie: session.cookieHeader } })).passed).toBe(true);
    owners = ["someone-else@team.example"];
    const after = await call("/api/admin/enquiries", { headers: { cookie: session.cookieHeader } });
    expect(after.passed).toBe(false);
    expect(after.response.status).toBe(401);
  });

  it("refuses a state change without the session's CSRF token or from another origin", async () => {
    const session = await createOwnerSession(test.db, OWNER);
    const other = await createOwnerSession(test.db, OWNER);
    const cookie = session.cookieHeader;
    const post = (headers: Record<string, string>, body?: string) =>
      call("/admin/sign-out", { method: "POST", headers: { cookie, ...headers }, body });

    const { body: _b, ...formType } = form({});
    const refusals = [
      await post(formType, ""),
      await post(formType, form({ csrf: "wrong" }).body),
      // Another session's token is not this session's.
      await post(formType, form({ csrf: other.csrfToken }).body),
      await post(
        { ...formType, origin: "https://evil.example" },
        form({ csrf: session.csrfToken }).body,
      ),
      await post({ "x-csrf-token": session.csrfToken, "sec-fetch-site": "cross-site" }),
      await post(
        { "content-type": "application/json" },
        JSON.stringify({ csrf: session.csrfToken }),
      ),
    ];
    for (const refusal of refusals) {
      expect(refusal.passed).toBe(false);
      expect(refusal.response.status).toBe(403);
      expect(await refusal.response.text()).toMatch(
        /^This form has expired or did not come from this site/,
      );
    }
    const api = await call("/api/admin/enquiries", { method: "DELETE", headers: { cookie } });
    expect(api.response.status).toBe(403);
    expect((await api.response.json()).error).toMatch(/^This form has expired/);

    // The form field, or the header; Origin absent or this site's own.
    const { body, ...type } = form({ csrf: session.csrfToken, status: "won" });
    expect((await post(type, body)).passed).toBe(true);
    expect((await post({ ...type, origin: ORIGIN }, body)).passed).toBe(true);
    expect((await post({ "x-csrf-token": session.csrfToken, origin: ORIGIN })).passed).toBe(true);
    const multipart = new FormData();
    multipart.set("csrf", session.csrfToken);
    const viaMultipart = await call("/admin/sign-out", {
      method: "POST",
      headers: { cookie },
      body: multipart,
    });
    expect(viaMultipart.passed).toBe(true);
  });

  it("lets the sign-in pages through without a session, but not a post from another site", async () => {
    for (const pathname of SIGN_IN_PATHS) {
      const page = await call(pathname);
      expect(page.passed).toBe(true);
      expect(page.response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const foreign = await call(pathname, {
        method: "POST",
        headers: { origin: "https://evil.example" },
      });
      expect(foreign.passed).toBe(false);
      expect(foreign.response.status).toBe(403);
    }
    const callback = await call("/admin/login/callback?token=abc");
    expect(callback.response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("leaves every other path alone", async () => {
    for (const pathname of ["/", "/administrator", "/api/leads", "/blog/admin"]) {
      const outcome = await call(pathname, { method: "POST" });
      expect(outcome.passed).toBe(true);
      expect(outcome.response.headers.get("x-robots-tag")).toBeNull();
    }
  });
});

describe("the owner's view's own headers", () => {
  it("keeps every answer out of caches and search, and isolated from other sites' windows", () => {
    const answer = withAdminHeaders(Response.redirect("http://127.0.0.1/admin", 303), "/admin");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(answer.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("lets only an enquiry's page send its reply forms on to WhatsApp or a mail program", () => {
    const page = () =>
      new Response("", {
        headers: {
          "Content-Security-Policy": "default-src 'self'; form-action 'self'; base-uri 'none'",
        },
      });
    const id = "0b7c54a2-6a4f-4a8e-9a57-1f1f6d0d9c11";
    expect(
      withAdminHeaders(page(), `/admin/enquiries/${id}`).headers.get("Content-Security-Policy"),
    ).toBe("default-src 'self'; form-action 'self' https://wa.me mailto:; base-uri 'none'");
    for (const other of ["/admin/enquiries", "/admin", `/admin/enquiries/${id}/note`]) {
      expect(
        withAdminHeaders(page(), other).headers.get("Content-Security-Policy"),
        other,
      ).toContain("form-action 'self';");
    }
  });
});
