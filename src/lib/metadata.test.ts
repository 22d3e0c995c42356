import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "@/config/load-site-config";

import {
  BRAND_KEYWORDS,
  absoluteUrl,
  buildMetadata,
  headTags,
  mergeKeywords,
  rewriteDescription,
} from "./metadata";

const config = loadSiteConfig({ SITE_URL: "https://site.test/" });

describe("rewriteDescription", () => {
  it("rewrites the 50+ startups claim as the team's prior experience, in any case", () => {
    expect(rewriteDescription("We helped 50+ startups ship.")).toBe(
      "We helped startup-seasoned professionals with 50+ startup experience ship.",
    );
    expect(rewriteDescription("Trusted by 50+ Startups")).toContain("50+ startup experience");
    expect(rewriteDescription("No claim here.")).toBe("No claim here.");
  });
});

describe("absoluteUrl", () => {
  it("joins SITE_URL and a path without doubled slashes", () => {
    expect(absoluteUrl("https://site.test/", "/blog")).toBe("https://site.test/blog");
    expect(absoluteUrl("https://site.test", "blog")).toBe("https://site.test/blog");
    expect(absoluteUrl("https://site.test", "/")).toBe("https://site.test/");
    expect(absoluteUrl("https://site.test", "https://other.test/x")).toBe("https://other.test/x");
  });
});

describe("mergeKeywords", () => {
  it("appends the brand phrases once, keeping the page's own first", () => {
    const merged = mergeKeywords(["MVP", "fractional cto india"]);
    expect(merged[0]).toBe("MVP");
    expect(merged.filter((k) => k.toLowerCase() === "fractional cto india")).toHaveLength(1);
    for (const phrase of BRAND_KEYWORDS) {
      expect(merged.map((k) => k.toLowerCase())).toContain(phrase.toLowerCase());
    }
  });
});

describe("buildMetadata", () => {
  it("builds title, rewritten description, canonical, robots, Open Graph and Twitter tags", () => {
    const metadata = buildMetadata(config, {
      title: "MVP Development",
      description: "Built for 50+ startups.",
      path: "/mvp-development",
      keywords: ["MVP in 30 days"],
    });
    expect(metadata.title).toBe("MVP Development | Aarambh Tech");
    expect(metadata.description).toBe(
      "Built for startup-seasoned professionals with 50+ startup experience.",
    );
    expect(metadata.canonical).toBe("https://site.test/mvp-development");
    expect(metadata.noindex).toBe(false);
    expect(metadata.keywords).toEqual(["MVP in 30 days", ...BRAND_KEYWORDS]);
    expect(metadata.openGraph).toMatchObject({
      type: "website",
      url: "https://site.test/mvp-development",
      image: {
        url: "https://site.test/og/mvp-development.png",
        width: 1200,
        height: 630,
        alt: "Aarambh Tech · Services: MVP Development",
      },
    });
    expect(metadata.twitter.image).toEqual(metadata.openGraph.image);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
    const tags = headTags(metadata);
    expect(tags).toContainEqual({
      tag: "link",
      attrs: { rel: "canonical", href: "https://site.test/mvp-development" },
    });
    expect(tags).toContainEqual({
      tag: "meta",
      attrs: { name: "robots", content: "index, follow" },
    });
    expect(tags).toContainEqual({
      tag: "meta",
      attrs: { property: "og:image", content: "https://site.test/og/mvp-development.png" },
    });
    for (const [property, content] of [
      ["og:image:width", "1200"],
      ["og:image:height", "630"],
      ["og:image:alt", "Aarambh Tech · Services: MVP Development"],
    ]) {
      expect(tags).toContainEqual({ tag: "meta", attrs: { property, content } });
    }
    expect(tags).toContainEqual({
      tag: "meta",
      attrs: { name: "twitter:image", content: "https://site.test/og/mvp-development.png" },
    });
    expect(tags).toContainEqual({
      tag: "meta",
      attrs: { name: "twitter:card", content: "summary_large_image" },
    });
  });

  it("puts a page's share text on its card and in the card's text alternative", () => {
    const metadata = buildMetadata(config, {
      title: "Free Google Ads Audit in 24 Hours",
      description: "A written audit of your Google Ads account within a day.",
      path: "/lp/ads-audit",
      shareText: "An audit within a day",
    });
    expect(metadata.openGraph.image.url).toBe("https://site.test/og/lp/ads-audit.png");
    expect(metadata.openGraph.image.alt).toMatch(/: An audit within a day$/);
  });

  it("keeps an absolute title and marks noindex pages", () => {
    const metadata = buildMetadata(config, {
      title: "Thank You",
      absoluteTitle: true,
      description: "Thanks",
      path: "/thank-you",
      noindex: true,
    });
    expect(metadata.title).toBe("Thank You");
    expect(metadata.noindex).toBe(true);
    // A page kept out of search shares the default card: no image is drawn for it.
    expect(metadata.openGraph.image.url).toBe("https://site.test/og/default.png");
    expect(headTags(metadata)).toContainEqual({
      tag: "meta",
      attrs: { name: "robots", content: "noindex, nofollow" },
    });
  });

  it("adds the article fields for posts", () => {
    const metadata = buildMetadata(config, {
      title: "A post",
      description: "About things",
      path: "/blog/a-post",
      image: { path: "/blog/a.png", width: 1200, height: 630, alt: "A" },
      article: {
        publishedTime: "2024-11-01",
        author: "Arjun Mehta",
        section: "AI Safety",
        tags: ["ai"],
      },
    });
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      image: { url: "https://site.test/blog/a.png", alt: "A" },
    });
    const tags = headTags(metadata);
    for (const [property, content] of [
      ["og:type", "article"],
      ["article:published_time", "2024-11-01"],
      ["article:modified_time", "2024-11-01"],
      ["article:author", "Arjun Mehta"],
      ["article:section", "AI Safety"],
      ["article:tag", "ai"],
    ]) {
      expect(tags).toContainEqual({ tag: "meta", attrs: { property, content } });
    }
  });

  it("announces feeds as alternate links and leaves them out otherwise", () => {
    const metadata = buildMetadata(config, {
      title: "Blog",
      description: "Posts",
      path: "/blog",
      feeds: [{ path: "/blog/rss.xml", title: "Aarambh Tech Blog" }],
    });
    expect(headTags(metadata)).toContainEqual({
      tag: "link",
      attrs: {
        rel: "alternate",
        type: "application/rss+xml",
        title: "Aarambh Tech Blog",
        href: "https://site.test/blog/rss.xml",
      },
    });
    const plain = buildMetadata(config, { title: "X", description: "Y", path: "/x" });
    expect(headTags(plain).filter((tag) => tag.attrs.rel === "alternate")).toEqual([]);
  });
});
