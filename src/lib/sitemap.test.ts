import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "@/config/load-site-config";

import { organizationJsonLd } from "./json-ld";
import { buildMetadata } from "./metadata";
import { FIXED_PAGES } from "@content/fixed-pages";
import { renderRobots, renderSitemap } from "./sitemap";

const SITE = "https://www.aarambh.example";

describe("renderSitemap", () => {
  it("prints each entry as an absolute <loc> with its frequency, priority and date", () => {
    const xml = renderSitemap(SITE, [
      { path: "/", changeFrequency: "weekly", priority: 1 },
      { path: "/blog/a&b", changeFrequency: "monthly", priority: 0.7, lastModified: "2024-12-15" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url>",
        `<loc>${SITE}/</loc>`,
        "<changefreq>weekly</changefreq>",
        "<priority>1</priority>",
        "</url>",
        "<url>",
        `<loc>${SITE}/blog/a&amp;b</loc>`,
        "<lastmod>2024-12-15</lastmod>",
        "<changefreq>monthly</changefreq>",
        "<priority>0.7</priority>",
        "</url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("never lists the noindex pages", () => {
    // The whole registry's sitemap: src/lib/page-registry.test.ts.
    const paths = FIXED_PAGES.filter((page) => page.sitemap).map((page) => page.path);
    expect(paths).not.toContain("/thank-you");
    expect(paths).not.toContain("/cto-presentation");
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("renderRobots", () => {
  it("allows everything but the API and names the sitemap, with no non-standard Host line", () => {
    expect(renderRobots(`${SITE}/`)).toBe(
      ["User-Agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${SITE}/sitemap.xml`, ""].join(
        "\n",
      ),
    );
  });
});

describe("the home page's address", () => {
  it("is the origin with its one slash in the canonical, og:url, sitemap and JSON-LD alike", () => {
    // SITE_URL with or without a trailing slash gives the same address.
    for (const siteUrl of [SITE, `${SITE}/`]) {
      const config = loadSiteConfig({ SITE_URL: siteUrl });
      const meta = buildMetadata(config, { title: "Home", description: "Home page.", path: "/" });
      expect(meta.canonical).toBe(`${SITE}/`);
      expect(meta.openGraph.url).toBe(`${SITE}/`);
      expect(organizationJsonLd(config).url).toBe(`${SITE}/`);
      expect(renderSitemap(config.siteUrl, [{ path: "/", ...FIXED_PAGES[0]!.sitemap! }])).toContain(
        `<loc>${SITE}/</loc>`,
      );
    }
  });
});
