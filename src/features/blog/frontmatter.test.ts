import { describe, expect, it } from "vitest";

import { PostFrontmatterError, formatPostDate, parsePost, slugInWords } from "./frontmatter";

const frontmatter = {
  id: "7",
  title: '"A good post"',
  slug: "a-good-post",
  excerpt: '"What it is about."',
  category: "AI Safety",
  author: "Arjun Mehta",
  date: "2026-01-14",
  image: "/blog/a-good-post.svg",
  imageAlt: '"A picture"',
  tags: "[AI Safety, LLM]",
};

function source(overrides: Record<string, string | null> = {}, body = "Hello world.") {
  const fields = { ...frontmatter, ...overrides };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}\n`;
}

describe("parsePost", () => {
  it("reads a valid post, turning YAML dates into YYYY-MM-DD and computing the read time", () => {
    const post = parsePost("content/blog/a-good-post.mdx", source());
    expect(post).toMatchObject({
      id: 7,
      slug: "a-good-post",
      category: "AI Safety",
      date: "2026-01-14",
      tags: ["AI Safety", "LLM"],
      readTime: "1 min read",
      body: "Hello world.",
    });
  });

  it("rejects a category outside SPEC's six, naming the file and the field", () => {
    expect(() =>
      parsePost("content/blog/a-good-post.mdx", source({ category: "Crypto" })),
    ).toThrowError(/content\/blog\/a-good-post\.mdx[\s\S]*category must be one of: AI Automation/);
  });

  it("lists every bad field at once", () => {
    let error: unknown;
    try {
      parsePost(
        "content/blog/a-good-post.mdx",
        source({ id: "-1", date: "14/01/2026", tags: "[]", image: "https://cdn.test/x.png" }),
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PostFrontmatterError);
    const message = (error as Error).message;
    expect(message).toContain("Invalid frontmatter in content/blog/a-good-post.mdx");
    expect(message).toMatch(/^ {2}id must be/m);
    expect(message).toMatch(/^ {2}date must be a date written YYYY-MM-DD/m);
    expect(message).toMatch(/^ {2}tags must be at least one tag/m);
    expect(message).toMatch(/^ {2}image must be a local image path under \/blog\//m);
  });

  it("rejects a missing field and a slug that differs from the file name", () => {
    expect(() => parsePost("content/blog/a-good-post.mdx", source({ author: null }))).toThrowError(
      /author must be/,
    );
    expect(() => parsePost("content/blog/other-name.mdx", source())).toThrowError(
      /slug must match the file name \("other-name"\)/,
    );
  });
});

describe("slugInWords and formatPostDate", () => {
  it("turns a slug into capitalised words (SPEC's post title)", () => {
    expect(slugInWords("ai-safety-in-production-cto-guide")).toBe(
      "Ai Safety In Production Cto Guide",
    );
  });

  it("formats the date in words whatever the server's time zone", () => {
    expect(formatPostDate("2026-01-01")).toBe("January 1, 2026");
  });
});
