import { absoluteUrl } from "./metadata";
import type { ChangeFrequency } from "@content/fixed-pages";

/**
 * sitemap.xml and robots.txt as text (src/pages/sitemap.xml.ts and robots.txt.ts print them at
 * build time), in the sitemaps.org format search engines read.
 */
export type SitemapEntry = {
  /** Path on this site ("/blog/x") or an absolute URL. */
  path: string;
  changeFrequency: ChangeFrequency;
  priority: number;
  /** A date ("2024-12-15") or a timestamp. */
  lastModified?: string;
};

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "<url>",
      `<loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>`,
      ...(entry.lastModified ? [`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`] : []),
      `<changefreq>${entry.changeFrequency}</changefreq>`,
      `<priority>${entry.priority}</priority>`,
      "</url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Everything may be crawled but the API, and the sitemap's address. No `Host:` line: it is not
 * part of the robots exclusion standard (RFC 9309) and the canonical links already name the host.
 */
export function renderRobots(siteUrl: string): string {
  return [
    "User-Agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
