import { describe, expect, it } from "vitest";

import { relatedPosts } from "./related";

const post = (slug: string, category: string, date: string, tags: string[] = []) => ({
  slug,
  category,
  date,
  tags,
});

describe("relatedPosts", () => {
  const current = post("current", "AI Safety", "2026-05-01", ["LLM", "MLOps"]);
  const posts = [
    current,
    post("newest-other", "Google Ads", "2026-09-01"),
    post("shares-tags", "MVP Development", "2026-02-01", ["llm", "MLOps"]),
    post("same-category-old", "AI Safety", "2025-01-01"),
    post("same-category-new", "AI Safety", "2026-04-01"),
    post("old-other", "CTO Strategy", "2025-06-01"),
  ];

  it("puts the same category first, then shared tags, then the newest, never the post itself", () => {
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual([
      "same-category-new",
      "same-category-old",
      "shares-tags",
    ]);
  });

  it("fills up with the newest posts when the category has no others", () => {
    const lonely = post("lonely", "Case Studies", "2026-01-01");
    expect(relatedPosts(lonely, [lonely, ...posts.slice(1)], 2).map((p) => p.slug)).toEqual([
      "newest-other",
      "same-category-new",
    ]);
  });

  it("returns fewer when there are not enough posts", () => {
    expect(relatedPosts(current, [current, posts[1]!])).toHaveLength(1);
  });
});
