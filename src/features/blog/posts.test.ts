import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { BLOG_CATEGORY_NAMES, popularPostSlugs, trendingTopics } from "@content/blog-copy";

import { filterPosts } from "./filter";
import { loadPosts } from "./posts";

describe("content/blog", () => {
  const posts = loadPosts();

  it("holds SPEC's six posts, each written in full (700+ words) with a unique id and slug", () => {
    expect(posts).toHaveLength(6);
    expect(new Set(posts.map((p) => p.id)).size).toBe(6);
    for (const post of posts) {
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

describe("loadPosts", () => {
  function fixture(files: Record<string, string>) {
    const root = mkdtempSync(path.join(tmpdir(), "posts-"));
    mkdirSync(path.join(root, "blog"));
    mkdirSync(path.join(root, "public", "blog"), { recursive: true });
    for (const [name, text] of Object.entries(files))
      writeFileSync(path.join(root, "blog", name), text);
    return root;
  }
  const post = (slug: string, id: number, image = `/blog/${slug}.svg`) =>
    `---\nid: ${id}\ntitle: T\nslug: ${slug}\nexcerpt: E\ncategory: AI Safety\nauthor: A\ndate: 2026-01-01\nimage: ${image}\nimageAlt: I\ntags: [x]\n---\nBody\n`;

  it("stops on a bad post, naming its file", () => {
    const root = fixture({ "bad.mdx": post("bad", 1).replace("AI Safety", "Gardening") });
    expect(() => loadPosts(path.join(root, "blog"), path.join(root, "public"))).toThrowError(
      /content\/blog\/bad\.mdx[\s\S]*category must be one of/,
    );
  });

  it("stops on a missing hero image or a duplicate id", () => {
    const root = fixture({ "a.mdx": post("a", 1) });
    expect(() => loadPosts(path.join(root, "blog"), path.join(root, "public"))).toThrowError(
      /content\/blog\/a\.mdx[\s\S]*image \/blog\/a\.svg does not exist/,
    );
    const dup = fixture({ "a.mdx": post("a", 1), "b.mdx": post("b", 1) });
    writeFileSync(path.join(dup, "public", "blog", "a.svg"), "<svg/>");
    writeFileSync(path.join(dup, "public", "blog", "b.svg"), "<svg/>");
    expect(() => loadPosts(path.join(dup, "blog"), path.join(dup, "public"))).toThrowError(
      /Duplicate post id 1/,
    );
  });
});
