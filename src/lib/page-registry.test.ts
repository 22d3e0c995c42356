import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { blockPages } from "@content/block-pages";
import * as navigation from "@content/navigation";
import { loadSiteConfig } from "@/config/load-site-config";

import { readPageRecords } from "../../test/page-records";
import { breadcrumbTrail, pageRegistry, sitemapEntries } from "./page-registry";
import { shareSection } from "./share-section";
import { FIXED_PAGES } from "@content/fixed-pages";

const config = loadSiteConfig({ SITE_URL: "https://site.test" });
const registry = pageRegistry(config, readPageRecords(config));
const paths = registry.map((page) => page.path);

/** Route files of src/pages/ that are no page of the public site, and why. */
const NON_PAGES: Record<string, string> = {
  "404.astro": "the answer to an unknown address",
  "500.astro": "the answer to a server error",
  "enquiry.astro": "where the enquiry forms post without JavaScript",
  "newsletter.astro": "where the newsletter form posts without JavaScript",
  "sitemap.xml.ts": "a file for search engines",
  "robots.txt.ts": "a file for search engines",
  "blog/rss.xml.ts": "the blog's feed",
  "manifest.webmanifest.ts": "the web app manifest",
  "favicon.ico.ts": "an icon",
  "apple-touch-icon.png.ts": "an icon",
  "icons/[icon].png.ts": "icons",
  "book/call.ics.ts": "a booked call's invitation, from the mail's signed link",
  "book/manage.astro": "a booked call's page to move or cancel it, from the mail's signed link",
};
const NON_PAGE_FOLDERS = ["admin/", "api/"];

/** Every route file of src/pages/ (its own components and tests left out), relative to it. */
function routeFiles(dir = path.resolve("src/pages"), base = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith("_")) return [];
    const relative = `${base}${entry.name}`;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), `${relative}/`);
    return /\.(astro|ts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The addresses a route file answers, as a pattern: "blog/[slug].astro" → ^/blog/[^/]+$. */
function routePattern(file: string): RegExp {
  const route = `/${file.replace(/\.(astro|ts)$/, "").replace(/(^|\/)index$/, "")}`;
  const pattern = route
    .split("/")
    .map((part) => (part.startsWith("[...") ? ".+" : part.startsWith("[") ? "[^/]+" : part))
    .join("/");
  return new RegExp(`^${pattern === "/" ? "/" : pattern}$`);
}

describe("the page registry", () => {
  it("lists each address once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists every page made of blocks and every fixed page", () => {
    for (const page of blockPages) expect(paths).toContain(page.path);
    for (const page of FIXED_PAGES) expect(paths).toContain(page.path);
    expect(paths).toContain(config.founder.experiencePath);
  });

  it("keeps pages out of search out of the sitemap, and lists every other page there", () => {
    const listed = sitemapEntries(registry).map((entry) => entry.path);
    for (const page of registry) {
      const hidden = Boolean(page.metadata.noindex);
      expect(listed.includes(page.path), page.path).toBe(!hidden);
    }
    for (const hidden of ["/thank-you", "/cto-presentation"]) expect(listed).not.toContain(hidden);
    for (const page of blockPages.filter((p) => p.noindex)) expect(listed).not.toContain(page.path);
  });

  it("maps every route file of src/pages/ to its pages, or knows it is none", () => {
    const pages = routeFiles().filter(
      (file) => !(file in NON_PAGES) && !NON_PAGE_FOLDERS.some((folder) => file.startsWith(folder)),
    );
    for (const file of pages) {
      const pattern = routePattern(file);
      expect(
        paths.some((address) => pattern.test(address)),
        `src/pages/${file} has no page in the registry`,
      ).toBe(true);
    }
    // And every page of the registry is answered by a route file.
    const patterns = pages.map(routePattern);
    for (const address of paths) {
      expect(
        patterns.some((pattern) => pattern.test(address)),
        `${address} has no route`,
      ).toBe(true);
    }
  });

  it("gives every page but the home page a share-image section, landing pages too", () => {
    for (const page of registry) {
      if (page.metadata.noindex || page.path === "/") continue;
      expect(page.section, page.path).toEqual(expect.any(String));
      expect(shareSection(page.path)).toBe(page.section);
    }
    expect(shareSection("/")).toBeNull();
    expect(shareSection("/mvp-development")).toBe("Services");
    expect(shareSection("/lp/google-ads-audit")).toBe("Services");
    expect(shareSection("/blog/category/mvp-development")).toBe("Blog");
    expect(shareSection("/case-studies")).toBe("Case studies");
    expect(shareSection("/case-studies/safesight")).toBe("Case study");
    expect(shareSection("/ctos/arjun-mehta/experience")).toBe("Founder");
  });

  it("places every page under a parent in the registry, and trails breadcrumbs through it", () => {
    for (const page of registry) {
      if (page.path === "/") expect(page.parent).toBeNull();
      else {
        expect(paths, `${page.path}'s parent`).toContain(page.parent);
        const trail = breadcrumbTrail(page.path, "This page");
        expect(trail.at(-2)?.path, page.path).toBe(page.parent);
        expect(trail[0], page.path).toEqual({ name: "Home", path: "/" });
      }
    }
    expect(breadcrumbTrail("/blog/a-post", "A post")).toEqual([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "A post", path: "/blog/a-post" },
    ]);
    expect(breadcrumbTrail("/case-studies/safesight", "SafeSight")).toEqual([
      { name: "Home", path: "/" },
      { name: "Case Studies", path: "/case-studies" },
      { name: "SafeSight", path: "/case-studies/safesight" },
    ]);
    expect(breadcrumbTrail("/lp/google-ads-audit", "Audit")).toEqual([
      { name: "Home", path: "/" },
      { name: "Audit", path: "/lp/google-ads-audit" },
    ]);
  });

  it("holds the navigation's links to its pages", () => {
    const links = JSON.stringify(navigation)
      .match(/"href":"(\/[^"#?]*)/g)!
      .map((match) => match.slice('"href":"'.length).replace(/(.)\/$/, "$1"));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(paths, `navigation links to ${link}`).toContain(link);
  });
});
