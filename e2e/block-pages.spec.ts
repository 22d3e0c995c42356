import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { readBlockPage } from "../test/block-pages";

/**
 * Pages made of blocks (content/pages/*.yaml) as the build serves them: a landing page shows its
 * blocks, its form preset and its structured data, and stays out of the sitemap when noindex; and
 * every page the build wrote is in the sitemap (unless noindex) with a share image that exists.
 */

const landing = readBlockPage("lp-google-ads-audit");
const dist = path.resolve(import.meta.dirname, "..", process.env.DIST_DIR || "dist", "client");

/** Every HTML page the build wrote, as its address ("/", "/blog/x"). */
function builtPages(dir = dist, base = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === "_astro"
        ? []
        : builtPages(path.join(dir, entry.name), `${base}/${entry.name}`);
    }
    if (!entry.name.endsWith(".html")) return [];
    const name = entry.name.replace(/\.html$/, "");
    return [name === "index" ? base || "/" : `${base}/${name}`];
  });
}

test("a landing page file: its blocks, form preset and structured data; noindex keeps it out of the sitemap; every built page is in the sitemap or noindex, with its share image", async ({
  page,
  request,
}) => {
  expect(landing.noindex).toBe(true);
  const response = await page.goto(landing.path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText(landing.hero.title);
  const headings = (await page.locator("main h2").allTextContents()).map((text) => text.trim());
  expect(headings).toEqual(landing.sections.map((block) => block.heading));
  // The inline form and every enquiry button are set to the page's service.
  await expect(page.locator("main form select").first()).toHaveValue(landing.service);
  const presets = await page
    .locator("main [data-lead-service]")
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("data-lead-service")),
    );
  expect(new Set(presets)).toEqual(new Set([landing.service]));
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((text) => [JSON.parse(text)].flat())
    .map((item: { "@type": string }) => item["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator("nav[aria-label='Breadcrumb']")).toContainText(landing.breadcrumb);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
  );
  expect(listed).not.toContain(landing.path);
  // Every page the build wrote: listed unless kept out of search, with a share image on disk.
  const pages = builtPages();
  expect(pages).toContain(landing.path);
  for (const address of pages) {
    const html = readFileSync(
      path.join(dist, address === "/" ? "index.html" : `${address}.html`),
      "utf8",
    );
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
    if (!noindex) expect(listed, `${address} is not in the sitemap`).toContain(address);
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image, `${address} has no share image`).toBeTruthy();
    const file = path.join(dist, new URL(image!).pathname);
    expect(() => readFileSync(file), `${address}: ${image} was not drawn`).not.toThrow();
  }
});
