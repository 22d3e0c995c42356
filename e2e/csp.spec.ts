import { createHash } from "node:crypto";

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { siteScriptLive } from "./support/enquiry";

/**
 * The strict Content-Security-Policy (docs/decisions/0002-content-security-policy.md): every
 * inline script a page carries is allowed by that very response's policy (the hashes Astro's
 * `security.csp` computes at build time: in _headers.json for prerendered pages, on the answer for
 * pages rendered per request), nothing inline is allowed otherwise, and no route, the 404 page and
 * the deck included, reports a violation in the browser.
 */

/** A page rendered per request, and a path no route matches (the 404 page). */
const EXTRA_PATHS = ["/cto-presentation", "/csp-check-missing-page"];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(3);
  return [...new Set(paths)];
}

/** Independent of Astro's own hashing on purpose: the test checks what the browser will hash. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => !/type="?application\/(ld\+)?json"?/.test(attributes!))
    .map(([, , body]) => `sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`);
}

function scriptSources(csp: string): string[] {
  const directives = csp
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith("script-src "));
  expect(directives, "exactly one script-src").toHaveLength(1);
  return directives[0]!.split(/\s+/).slice(1);
}

test("every inline script of every page is allowed by that response's policy, and only by hash", async ({
  request,
}) => {
  const paths = [...(await sitemapPaths(request)), ...EXTRA_PATHS];
  let inlineCount = 0;
  for (const path of paths) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    const sources = scriptSources(csp);
    expect(sources, path).not.toContain("'unsafe-inline'");
    expect(sources, path).not.toContain("'unsafe-eval'");
    expect(sources, path).toContain("'self'");
    // 'self', hashes and (when a Google tag is configured) its origin: nothing else.
    for (const source of sources) {
      expect(source, path).toMatch(/^('self'|'sha256-[A-Za-z0-9+/]+=*'|https:\/\/[a-z.]+)$/);
    }
    expect(
      sources.some((source) => source.startsWith("'nonce-")),
      path,
    ).toBe(false);

    const scripts = inlineScripts(await response.text());
    inlineCount += scripts.length;
    for (const hash of scripts) {
      expect(sources, `${path}: inline script ${hash} is not in its policy`).toContain(`'${hash}'`);
    }
  }
  // Pages with islands carry Astro's inline loader: the check above did check something.
  expect(inlineCount).toBeGreaterThan(0);
});

test("the same page answers with the same policy: built once, not per request", async ({
  request,
}) => {
  for (const path of ["/", "/about-us", "/csp-check-missing-page"]) {
    const first = (await request.get(path)).headers()["content-security-policy"];
    const second = (await request.get(path)).headers()["content-security-policy"];
    expect(first, path).toMatch(/script-src 'self'/);
    expect(second, path).toBe(first);
  }
});

test("files and API answers allow no inline script at all", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const bundle = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1];
  expect(bundle, "the home page loads a bundled script").toBeTruthy();
  for (const path of ["/robots.txt", "/sitemap.xml", "/icon.svg", bundle!, "/api/health"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(scriptSources(csp), path).toEqual(["'self'"]);
  }
  const api = await request.post("/api/leads", { data: {} });
  expect(scriptSources(api.headers()["content-security-policy"] ?? "")).toEqual(["'self'"]);
});

test.describe("in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        w.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
  });

  /** Load `path`, let its scripts and islands run, and return what the CSP refused. */
  async function visit(page: Page, path: string) {
    const consoleErrors: string[] = [];
    const onConsole = (message: import("@playwright/test").ConsoleMessage) => {
      if (/content security policy/i.test(message.text())) consoleErrors.push(message.text());
    };
    page.on("console", onConsole);
    await page.goto(path, { waitUntil: "load" });
    // Bring every part of the page into view once, so islands that hydrate when visible do.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.waitForLoadState("networkidle");
    // Every island due by now has hydrated (Astro removes `ssr` once it has); those that wait
    // for an interaction are hydrated by the interactions below.
    await expect(
      page.locator('astro-island[ssr]:is([client="load"], [client="idle"], [client="visible"])'),
    ).toHaveCount(0);
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    page.off("console", onConsole);
    return { violations, consoleErrors };
  }

  test("every sitemap route runs its scripts with no CSP violation", async ({ page, request }) => {
    // About forty pages, each loaded, scrolled through and used once.
    test.setTimeout(360_000);
    for (const path of await sitemapPaths(request)) {
      const { consoleErrors } = await visit(page, path);
      expect(consoleErrors, path).toEqual([]);
      // A behaviour of the bundled header script: the Services menu opens on click.
      const trigger = page.getByRole("banner").getByRole("button", { name: "Services" });
      await expect(trigger, path).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      await expect(trigger, path).toHaveAttribute("aria-expanded", "true");
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
  });

  test("the deck (locked and unlocked) and the 404 page run with no CSP violation", async ({
    page,
  }) => {
    for (const path of EXTRA_PATHS) {
      const { violations, consoleErrors } = await visit(page, path);
      expect(violations, path).toEqual([]);
      expect(consoleErrors, path).toEqual([]);
    }
    // Unlocked: the deck's island and the enquiry modal it can open.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.250.0.1" });
    await page.goto("/cto-presentation");
    await page.getByLabel("Password", { exact: true }).fill("e2e-deck-password");
    await page.getByRole("button", { name: "Unlock presentation" }).click();
    await expect(page.getByTestId("slide-counter")).toHaveText("1 / 12");
    const { violations, consoleErrors } = await visit(page, "/cto-presentation#slide-11");
    await siteScriptLive(page);
    await page.getByRole("button", { name: "Book a Free Consultation" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const after = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect([...violations, ...after]).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
