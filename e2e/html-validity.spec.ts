import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { nuErrors } from "./support/nu-checker";

/**
 * Every page a visitor or crawler can reach is valid HTML by the Nu HTML checker (the W3C's):
 * each sitemap route, the not-found page and the noindex pages (/thank-you, the locked deck), as
 * the production server sends them.
 */
test("every route is valid HTML by the Nu checker", async ({ request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    "/this-page-does-not-exist",
    "/thank-you",
    "/cto-presentation",
    "/enquiry?service=AI%20Automation",
    "/newsletter",
  ];
  expect(paths.length).toBeGreaterThan(30);

  const dir = mkdtempSync(path.join(tmpdir(), "nu-check-"));
  try {
    // File name → page path, to name each error's page.
    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect(response.headers()["content-type"], pagePath).toMatch(/^text\/html/);
      const name = `page-${index}.html`;
      writeFileSync(path.join(dir, name), await response.text());
      files.set(name, pagePath);
    }

    const errors = nuErrors([...files.keys()].map((name) => path.join(dir, name))).map(
      (error) =>
        `${files.get(path.basename(error.url)) ?? error.url}:${error.lastLine ?? "?"}: ${error.message}` +
        (error.extract ? `\n    ${error.extract.trim().slice(0, 160)}` : ""),
    );
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
