import { describe, expect, it } from "vitest";

import type { PostSummary } from "./post-summary";
import { buildRssFeed, rfc822 } from "./rss";

const summary = (slug: string, date: string, title = `Post ${slug}`): PostSummary => ({
  id: date.length + slug.length,
  slug,
  title,
  excerpt: `About ${slug}`,
  category: "AI Safety",
  author: "Arjun Mehta",
  date,
  image: { src: `/blog/${slug}.svg`, width: 1200, height: 630 },
  imageAlt: "",
  tags: ["x"],
  readTime: "5 min read",
  wordCount: 900,
});

/**
 * A strict well-formedness check (no XML parser ships with Node): every tag closes in order,
 * attributes are quoted, and "&" only starts a known entity. The browser test parses the built
 * feed with DOMParser as well.
 */
function assertWellFormedXml(xml: string) {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    const text = body.slice(last, match.index);
    expect(text, `stray "<" before ${match[0]}`).not.toContain("<");
    expect(text.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toContain("&");
    last = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `</${name}> closes the wrong element`).toBe(name);
    else stack.push(name!);
  }
  expect(body.slice(last).trim()).toBe("");
  expect(stack).toEqual([]);
}

describe("buildRssFeed", () => {
  const site = {
    siteUrl: "https://site.test/",
    brandName: "Aarambh Tech",
    contactEmail: "hello@site.test",
  };
  const posts = [
    summary("older", "2025-05-01"),
    summary("newer", "2026-02-03", 'Ads & "CPA" <60%>'),
    summary("middle", "2025-11-20"),
  ];

  it("is well-formed RSS 2.0 with one item per post, newest first", () => {
    const xml = buildRssFeed(site, posts);
    assertWellFormedXml(xml);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(3);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      "https://site.test/blog/newer",
      "https://site.test/blog/middle",
      "https://site.test/blog/older",
    ]);
    expect(xml).toContain("<title>Ads &amp; &quot;CPA&quot; &lt;60%&gt;</title>");
    expect(xml).toContain(
      '<atom:link href="https://site.test/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<lastBuildDate>Tue, 03 Feb 2026 00:00:00 +0000</lastBuildDate>");
  });

  it("writes RFC 822 dates", () => {
    expect(rfc822("2026-03-10")).toBe("Tue, 10 Mar 2026 00:00:00 +0000");
  });

  it("catches a broken document (the checker itself works)", () => {
    expect(() => assertWellFormedXml("<rss><channel></rss></channel>")).toThrow();
    expect(() => assertWellFormedXml("<rss><title>A & B</title></rss>")).toThrow();
  });
});
