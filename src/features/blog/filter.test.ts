import { describe, expect, it } from "vitest";

import { filterPosts, readFilter, writeFilter } from "./filter";

const posts = [
  {
    title: "Google Ads Optimization",
    excerpt: "Cut CPA by 60%.",
    tags: ["PPC"],
    category: "Google Ads",
  },
  {
    title: "AI Safety in Production",
    excerpt: "A CTO's guide.",
    tags: ["Computer Vision"],
    category: "AI Safety",
  },
  {
    title: "Automation that works",
    excerpt: "Five workflows.",
    tags: ["AI Agents", "Lead Qualification"],
    category: "AI Automation",
  },
];

describe("filterPosts", () => {
  it("matches every word of the query in the title, excerpt or tags, ignoring case", () => {
    expect(filterPosts(posts, { query: "cpa", categorySlug: null })).toHaveLength(1);
    expect(filterPosts(posts, { query: "computer vision", categorySlug: null })[0]?.title).toBe(
      "AI Safety in Production",
    );
    expect(filterPosts(posts, { query: "agents lead", categorySlug: null })).toHaveLength(1);
    expect(filterPosts(posts, { query: "cpa vision", categorySlug: null })).toHaveLength(0);
    expect(filterPosts(posts, { query: "   ", categorySlug: null })).toHaveLength(3);
  });

  it("filters by exact category: AI Safety does not include AI Automation", () => {
    expect(
      filterPosts(posts, { query: "", categorySlug: "ai-safety" }).map((p) => p.category),
    ).toEqual(["AI Safety"]);
    expect(filterPosts(posts, { query: "ai", categorySlug: "ai-automation" })).toHaveLength(1);
    expect(filterPosts(posts, { query: "", categorySlug: "nope" })).toHaveLength(0);
  });
});

describe("readFilter / writeFilter", () => {
  it("round-trips through the query string and drops empty or unknown values", () => {
    const search = writeFilter({ query: "ai safety", categorySlug: "ai-safety" });
    expect(search).toBe("?q=ai+safety&category=ai-safety");
    expect(readFilter(search)).toEqual({ query: "ai safety", categorySlug: "ai-safety" });
    expect(writeFilter({ query: "  ", categorySlug: null })).toBe("");
    expect(readFilter("?category=unknown")).toEqual({ query: "", categorySlug: null });
  });
});
