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
  expect(html).toMatch(/<meta name="robots" content="index, follow"\/?>/);
  expect(html).toContain('property="og:image"');
  expect(html).toContain('name="twitter:card"');
  expect(html).toContain('"@type":"Organization"');
  // Prerendered: a file of the build, the same bytes (and ETag) on every request.
  const headers = response.headers();
  expect(headers.etag).toBeTruthy();
  expect(headers["last-modified"]).toBeTruthy();
  const again = await request.get("/", { headers: { "if-none-match": headers.etag! } });
  expect(again.status()).toBe(304);
});

test("sitemap lists the indexable routes and robots points to it", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const sitemap = await response.text();
  expect(sitemap).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/<\/loc>/);
  expect(sitemap).not.toContain("/thank-you");
  expect(sitemap).not.toContain("/cto-presentation");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // The static routes, the founder's experience page, every post, category and case study.
  for (const path of ["/", "/about-us", "/blog", "/case-studies", "/cto-service", "/contact"]) {
    expect(paths, path).toContain(path);
  }
  expect(paths.filter((path) => /^\/ctos\/[^/]+\/experience$/.test(path))).toHaveLength(1);
  expect(paths.filter((path) => /^\/blog\/(?!category\/)[^/]+$/.test(path))).toHaveLength(6);
  expect(paths.filter((path) => path.startsWith("/blog/category/")).length).toBeGreaterThan(0);
  expect(paths.filter((path) => path.startsWith("/case-studies/"))).toHaveLength(3);
  expect(new Set(paths).size).toBe(paths.length);
  // A post carries the date it was last changed.
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

  const robotsResponse = await request.get("/robots.txt");
  expect(robotsResponse.headers()["content-type"]).toMatch(/^text\/plain/);
  const robots = await robotsResponse.text();
  expect(robots).toContain("User-Agent: *\nAllow: /\nDisallow: /api/\n");
  expect(robots).toMatch(/Sitemap: https:\/\/[^\s]+\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /api/");
});

test("every page the sitemap lists answers 200", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("security headers on pages, files and 404s", async ({ request }) => {
  for (const path of [
    "/",
    "/robots.txt",
    "/sitemap.xml",
    "/brand/logo.svg",
    "/missing-page",
    "/cto-presentation",
    "/api/health",
    "/about", // a redirect
    "/about-us/", // the trailing-slash redirect
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
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
