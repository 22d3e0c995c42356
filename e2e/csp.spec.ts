import { createHash } from "node:crypto";

import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * The strict Content-Security-Policy (docs/decisions/0002-content-security-policy.md): every
 * inline script a page carries is allowed by that very response's policy (its build-time hash,
 * or the request's nonce), nothing inline is allowed otherwise, and every route hydrates with
 * no violation reported.
 */

/** Pages rendered per request, and a path no route matches (the 404 page). */
const EXTRA_PATHS = ["/cto-presentation", "/csp-check-missing-page"];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(3);
  return [...new Set(paths)];
}

/** Independent of scripts/csp-manifest.mjs on purpose: the test checks the build's parser. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, attributes, body]) => ({
      nonce: /\bnonce="([^"]+)"/.exec(attributes!)?.[1],
      hash: `sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`,
    }));
}

function scriptSources(csp: string): string[] {
  const directive = csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  expect(directive, "script-src is set").toBeTruthy();
  return directive!.split(/\s+/).slice(1);
}

test("every inline script of every page is allowed by that response's policy, and only it", async ({
  request,
}) => {
  const paths = [...(await sitemapPaths(request)), ...EXTRA_PATHS];
  for (const path of paths) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    const sources = scriptSources(csp);
    expect(sources, path).not.toContain("'unsafe-inline'");
    expect(sources, path).not.toContain("'unsafe-eval'");
    expect(csp.match(/script-src/g), `${path}: one policy`).toHaveLength(1);

    const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    const scripts = inlineScripts(html);
    expect(scripts.length, `${path} has Next's inline bootstrap scripts`).toBeGreaterThan(0);
    for (const script of scripts) {
      const allowed =
        sources.includes(`'${script.hash}'`) || (nonce !== undefined && script.nonce === nonce);
      expect(allowed, `${path}: inline script ${script.hash} is not in its policy`).toBe(true);
    }
    // A page rendered per request stamps its nonce on every script, external ones too.
    if (nonce && !scripts.every((script) => sources.includes(`'${script.hash}'`))) {
      const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      for (const tag of tags.filter((t) => !/type="application\/(ld\+)?json"/.test(t))) {
        expect(tag, `${path}: script without the nonce`).toContain(`nonce="${nonce}"`);
      }
    }
  }
});

test("prerendered pages stay static: hashes, no nonce; other paths get a fresh nonce", async ({
  request,
}) => {
  const home = await request.get("/");
  const homeCsp = home.headers()["content-security-policy"] ?? "";
  expect(homeCsp).toMatch(/script-src 'self' 'sha256-/);
  expect(homeCsp).not.toContain("'nonce-");
  expect(home.headers()["x-nextjs-cache"] ?? home.headers()["x-nextjs-prerender"]).toBeTruthy();
  expect((await request.get("/")).headers()["content-security-policy"]).toBe(homeCsp);

  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const csp = (await request.get(EXTRA_PATHS[1]!)).headers()["content-security-policy"] ?? "";
    nonces.push(/'nonce-([^']+)'/.exec(csp)?.[1]);
  }
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("files and API answers allow no inline script at all", async ({ request }) => {
  for (const path of ["/robots.txt", "/sitemap.xml"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(scriptSources(csp), path).toEqual(["'self'"]);
  }
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

  async function visit(page: import("@playwright/test").Page, path: string) {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text())) consoleErrors.push(message.text());
    });
    await page.goto(path, { waitUntil: "load" });
    // React has hydrated the document: its nodes carry React's internal fiber keys.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector("body > *") ?? {}).some((key) =>
            key.startsWith("__react"),
          ),
        ),
      )
      .toBe(true);
    return consoleErrors;
  }

  test("every sitemap route hydrates with no CSP violation", async ({ page, request }) => {
    test.slow();
    for (const path of await sitemapPaths(request)) {
      const consoleErrors = await visit(page, path);
      // A client-only behaviour: the header's Services menu opens on click.
      const trigger = page.getByRole("banner").getByRole("button", { name: "Services" });
      await expect(trigger, path).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      await expect(trigger, path).toHaveAttribute("aria-expanded", "true");
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, path).toEqual([]);
      expect(consoleErrors, path).toEqual([]);
      page.removeAllListeners("console");
    }
  });

  test("pages rendered per request and the 404 page hydrate with no CSP violation", async ({
    page,
  }) => {
    for (const path of EXTRA_PATHS) {
      const consoleErrors = await visit(page, path);
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, path).toEqual([]);
      expect(consoleErrors, path).toEqual([]);
      page.removeAllListeners("console");
    }
  });
});
