import { describe, expect, it } from "vitest";

import { BLOG_CATEGORY_NAMES, popularPostSlugs, trendingTopics } from "@content/blog-copy";

import { readPostFiles } from "../../../e2e/support/blog-posts";
import { filterPosts } from "./filter";

// The collection itself is Astro's (src/content.config.ts); these check the words in it.
describe("content/blog", () => {
  const posts = readPostFiles();

  it("holds the product's six posts, each written in full (700+ words) with a unique id and slug", () => {
    expect(posts).toHaveLength(6);
    expect(new Set(posts.map((p) => p.id)).size).toBe(6);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(6);
    for (const post of posts) {
      expect(post.fileName, post.slug).toBe(`content/blog/${post.slug}.mdx`);
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(700);
      expect(post.body, post.slug).toMatch(/^## /m);
      expect(post.body, post.slug).toMatch(/^(- |1\. )/m);
    }
  });

  it("covers every category, with popular posts and trending topics that exist", () => {
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORY_NAMES));
    for (const slug of popularPostSlugs) expect(posts.map((p) => p.slug)).toContain(slug);
    expect(trendingTopics).toHaveLength(8);
    for (const topic of trendingTopics) {
      expect(
        filterPosts(posts, { query: topic, categorySlug: null }).length,
        topic,
      ).toBeGreaterThan(0);
    }
  });

  it("sorts newest first", () => {
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
