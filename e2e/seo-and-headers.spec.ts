import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("home page is prerendered HTML with metadata and Organization JSON-LD", async ({
  request,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Build Your MVP Fast");
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
  expect(html).toContain('<meta name="robots" content="index, follow"/>');
  expect(html).toContain('property="og:image"');
  expect(html).toContain('name="twitter:card"');
  expect(html).toContain('"@type":"Organization"');
  // Prerendered: served from the build's cache, not rendered per request.
  expect(
    response.headers()["x-nextjs-cache"] ?? response.headers()["x-nextjs-prerender"],
  ).toBeTruthy();
});

test("sitemap lists the indexable routes and robots points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/<\/loc>/);
  expect(sitemap).not.toContain("/thank-you");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https:\/\/[^\s]+\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /api/");
});

test("security headers on pages, files and 404s", async ({ request }) => {
  for (const path of ["/", "/robots.txt", "/brand/logo.svg", "/missing-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toBeTruthy();
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

for (const width of [375, 1280]) {
  test(`home page has no serious accessibility violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
