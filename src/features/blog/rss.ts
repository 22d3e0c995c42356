import { BLOG_RSS_PATH, blogPage, blogPostPath } from "@content/blog-copy";
import { absoluteUrl } from "@/lib/metadata";

import type { PostSummary } from "./post-summary";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** RFC 822 date, as RSS 2.0 requires, for a YYYY-MM-DD day at 00:00 UTC. */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString().replace("GMT", "+0000");
}

/** The blog's RSS 2.0 feed: one item per post, newest first. */
export function buildRssFeed(
  site: { siteUrl: string; brandName: string; contactEmail: string },
  posts: readonly PostSummary[],
): string {
  const sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const blogUrl = absoluteUrl(site.siteUrl, "/blog");
  const feedUrl = absoluteUrl(site.siteUrl, BLOG_RSS_PATH);
  const newest = sorted[0];
  const items = sorted.map((post) => {
    const url = absoluteUrl(site.siteUrl, blogPostPath(post.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.brandName} Tech Blog`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(blogPage.description)}</description>`,
    "    <language>en</language>",
    `    <managingEditor>${escapeXml(`${site.contactEmail} (${site.brandName})`)}</managingEditor>`,
    ...(newest
      ? [`    <lastBuildDate>${rfc822(newest.updated ?? newest.date)}</lastBuildDate>`]
      : []),
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
