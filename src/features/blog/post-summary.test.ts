import { describe, expect, it } from "vitest";

import { postFrontmatterSchema } from "@content/schemas/blog";

import { formatPostDate, toPostSummary } from "./post-summary";

describe("toPostSummary", () => {
  it("adds the read time and word count of the body", () => {
    const { image, ...data } = postFrontmatterSchema.parse({
      id: 7,
      title: "A good post",
      excerpt: "What it is about, in a sentence long enough to describe the page.",
      category: "AI Safety",
      author: "Arjun Mehta",
      date: new Date("2026-01-14T00:00:00Z"),
      image: "../../src/assets/blog/a-good-post/image.svg",
      imageAlt: "A picture",
      tags: ["AI Safety", "LLM"],
    });
    const hero = { src: image, width: 1200, height: 630 };
    const post = toPostSummary(data, "Hello world.", "a-good-post", hero);
    expect(post).toMatchObject({ slug: "a-good-post", readTime: "1 min read", wordCount: 2 });
    expect(post.image).toBe(hero);
  });
});

describe("formatPostDate", () => {
  it("formats the date in words whatever the server's time zone", () => {
    expect(formatPostDate("2026-01-01")).toBe("January 1, 2026");
  });
});
