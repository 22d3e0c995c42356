import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { E2E_MAIL_DIR, E2E_OWNERS } from "../scripts/e2e-env.mjs";

import { startApp, type AppInstance } from "./support/app-instance";
import { signInAsOwner } from "./support/owner";

/**
 * The content editor in production (docs/decisions/0022-content-as-data.md): no editor without
 * GitHub settings; with them, the editor's page reaches GitHub and the public pages load exactly
 * the JavaScript they load without an editor.
 */

const PUBLIC_PAGES = ["/", "/contact", "/careers", "/blog/fractional-cto-vs-full-time-hire"];
const OWNER = E2E_OWNERS[11]!;
const EDITOR_LINK = { name: "Edit the site" } as const;

test("a production build without GitHub settings has no editor: /keystatic is 404", async ({
  request,
}) => {
  for (const address of ["/keystatic", "/keystatic/collection/openings", "/api/keystatic/tree"]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
  }
});

/** Every script a page references (module scripts, preloads, islands and their renderers). */
async function scriptsOf(base: string, address: string): Promise<Map<string, string>> {
  const html = await (await fetch(`${base}${address}`)).text();
  const urls = new Set(
    [
      ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
      ...html.matchAll(/(?:component|renderer|before-hydration)-url="([^"]+)"/g),
    ].map((match) => match[1]!),
  );
  const scripts = new Map<string, string>();
  // Follow static imports too: what an island pulls in is part of what the page can run.
  const pending = [...urls];
  while (pending.length > 0) {
    const url = pending.pop()!;
    const absolute = new URL(url, `${base}${address}`);
    if (scripts.has(absolute.pathname)) continue;
    const text = await (await fetch(absolute)).text();
    scripts.set(absolute.pathname, text);
    for (const [, imported] of text.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      pending.push(new URL(imported!, absolute).pathname);
    }
  }
  return scripts;
}

const totalBytes = (scripts: Map<string, string>) =>
  [...scripts.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);

test.describe("a production build with the editor (GitHub storage)", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  const distDir = path.join(process.cwd(), "dist-e2e-editor");
  const github = {
    PUBLIC_KEYSTATIC_GITHUB_REPO: "aarambh-e2e/site",
    PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "aarambh-e2e-editor",
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.e2e",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "e2e-client-secret",
    KEYSTATIC_SECRET: "e2e-keystatic-secret-0123456789abcdef",
  };
  let app: AppInstance;

  test.beforeAll(async () => {
    // A whole production build: with every kind of content a collection, it takes over the
    // default 30 s on a busy 2-core machine.
    test.setTimeout(300_000);
    const build = spawnSync(process.execPath, ["scripts/astro.mjs", "build"], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        ...github,
        DIST_DIR: distDir,
        ASTRO_CACHE_DIR: "node_modules/.astro-e2e-editor",
      },
      encoding: "utf8",
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
    app = await startApp({
      ...github,
      DIST_DIR: distDir,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "editor-e2e-")),
      DATABASE_URL: "memory://",
      SMTP_URL: "",
      MAIL_DIR: E2E_MAIL_DIR,
      OWNER_EMAILS: OWNER,
    });
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test("serves the editor, whose page alone may reach GitHub's API and avatars", async ({
    page,
  }) => {
    const response = await page.goto(`${app.base}/keystatic`);
    expect(response?.status()).toBe(200);
    const policy = response!.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/avatars\.githubusercontent\.com/);

    const home = await fetch(`${app.base}/`);
    expect(home.headers.get("content-security-policy")).not.toContain("api.github.com");
  });

  test("the owner's view links to the editor", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.base });
    const page = await context.newPage();
    await signInAsOwner(page, OWNER);
    const nav = page.getByRole("navigation", { name: "Owner's view" });
    await expect(nav.getByRole("link", EDITOR_LINK)).toHaveAttribute("href", "/keystatic");
    await context.close();
  });

  test("public pages load no editor code: the JavaScript of a build without the editor", async ({
    baseURL,
  }) => {
    for (const address of PUBLIC_PAGES) {
      const withEditor = await scriptsOf(app.base, address);
      const without = await scriptsOf(baseURL!, address);
      for (const [file, text] of withEditor) {
        expect(text, `${address}: ${file}`).not.toMatch(/keystatic|keystar/i);
      }
      // The editor gets its schemas as JSON (no zod of its own), so all it shares with the
      // islands is React, split into a few more files: under a kilobyte of module wrapping.
      const extra = totalBytes(withEditor) - totalBytes(without);
      expect(extra, address).toBeGreaterThanOrEqual(0);
      expect(extra, address).toBeLessThan(1024);
    }
  });
});
