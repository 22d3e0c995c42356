import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";

import { loadSiteConfig } from "../src/config/load-site-config";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../src/lib/site-pages";

const site = loadSiteConfig(process.env);

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Each sitemap page's address (its <loc>) and HTML, as a crawler fetches them. */
async function crawlSitemap(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages: { loc: string; path: string; html: string }[] = [];
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    pages.push({ loc: loc!, path, html: await (await request.get(path)).text() });
  }
  return pages;
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) =>
    [JSON.parse(match[1]!) as Record<string, unknown>].flat(),
  );

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
  // Host: is no part of the robots standard (RFC 9309).
  expect(robots).not.toMatch(/^Host:/im);
});

test("the home page has one address: canonical, og:url, sitemap and JSON-LD agree", async ({
  request,
}) => {
  // With trailingSlash "never", the home page is the origin plus its one "/" (a URL's path is
  // never empty): https://site/ everywhere.
  const home = `${site.siteUrl.replace(/\/+$/, "")}/`;
  const html = await (await request.get("/")).text();
  expect(html).toContain(`<link rel="canonical" href="${home}">`);
  expect(html).toContain(`<meta property="og:url" content="${home}">`);
  const organization = jsonLdBlocks(html).find((block) => block["@type"] === "Organization");
  expect(organization?.url).toBe(home);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${home}</loc>`);
  expect(sitemap).not.toContain(`<loc>${home.slice(0, -1)}</loc>`);
});

test("a crawl of the sitemap: each page's canonical is its <loc>, titles and descriptions are unique and within bounds", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const pages = await crawlSitemap(request);
  const titles: string[] = [];
  const descriptions: string[] = [];
  for (const { loc, path, html } of pages) {
    expect(html, path).toContain(`<link rel="canonical" href="${loc}">`);
    const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    const description = decodeEntities(
      html.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? "",
    );
    expect(title.length, `${path} title "${title}"`).toBeGreaterThan(0);
    expect(title.length, `${path} title "${title}"`).toBeLessThanOrEqual(TITLE_MAX);
    expect(description.length, `${path} description "${description}"`).toBeGreaterThanOrEqual(
      DESCRIPTION_MIN,
    );
    expect(description.length, `${path} description "${description}"`).toBeLessThanOrEqual(
      DESCRIPTION_MAX,
    );
    titles.push(title);
    descriptions.push(description);
  }
  expect(pages.length).toBeGreaterThan(30);
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  expect(descriptions.filter((text, index) => descriptions.indexOf(text) !== index)).toEqual([]);
});

test("every page with BreadcrumbList JSON-LD shows the same trail as a breadcrumb", async ({
  request,
}) => {
  test.setTimeout(90_000);
  let withTrail = 0;
  for (const { path, html } of await crawlSitemap(request)) {
    const list = jsonLdBlocks(html).find((block) => block["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string; item: string }[] } | undefined;
    const nav = html.match(/<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s)?.[1];
    if (!list) {
      expect(nav, `${path} shows a breadcrumb without BreadcrumbList`).toBeUndefined();
      continue;
    }
    withTrail += 1;
    expect(nav, `${path} has BreadcrumbList but no visible breadcrumb`).toBeDefined();
    const links = [...nav!.matchAll(/<a href="([^"]+)"([^>]*)>([^<]*)<\/a>/g)].map((m) => ({
      path: m[1]!,
      current: m[2]!.includes('aria-current="page"'),
      name: decodeEntities(m[3]!),
    }));
    expect(links, path).toEqual(
      list.itemListElement.map((item, index) => ({
        path: new URL(item.item).pathname,
        current: index === list.itemListElement.length - 1,
        name: item.name,
      })),
    );
    expect(links.at(-1)?.path, path).toBe(path);
  }
  // Every post (6), case study (3), service page (7) and the founder's page.
  expect(withTrail).toBe(17);
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
