import { describe, expect, it } from "vitest";

import { frontmatterProblems, postFrontmatterSchema, postSetProblems } from "./blog";

/** Frontmatter as Astro's YAML reader hands it over: unquoted dates arrive as Date objects. */
const frontmatter = {
  id: 7,
  title: "A good post",
  excerpt: "What it is about, in a sentence long enough to describe the page.",
  category: "AI Safety",
  author: "Arjun Mehta",
  date: new Date("2026-01-14T00:00:00Z"),
  image: "../../src/assets/blog/a-good-post/image.svg",
  imageAlt: "A picture",
  tags: ["AI Safety", "LLM"],
};

const withFields = (overrides: Record<string, unknown>) => {
  const data: Record<string, unknown> = { ...frontmatter, ...overrides };
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete data[key];
  return data;
};

describe("postFrontmatterSchema (the blog collection's schema)", () => {
  it("reads a valid post, turning YAML dates into YYYY-MM-DD", () => {
    const data = postFrontmatterSchema.parse(frontmatter);
    expect(data).toMatchObject({
      id: 7,
      category: "AI Safety",
      date: "2026-01-14",
      tags: ["AI Safety", "LLM"],
    });
    expect(postFrontmatterSchema.parse(withFields({ date: "2026-01-14" })).date).toBe("2026-01-14");
    expect(
      postFrontmatterSchema.parse(withFields({ updated: new Date("2026-02-01") })).updated,
    ).toBe("2026-02-01");
  });

  it("rejects a category outside the product's six, naming the field and the choices", () => {
    expect(frontmatterProblems(withFields({ category: "Crypto" }))).toEqual([
      expect.stringMatching(/^category: must be one of: AI Automation, MVP Development/),
    ]);
  });

  it("lists every bad field at once", () => {
    const problems = frontmatterProblems(
      withFields({ id: -1, date: "14/01/2026", tags: [], image: "https://cdn.test/x.png" }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^id: must be a whole number above 0/),
        expect.stringMatching(/^date: must be a date written YYYY-MM-DD/),
        expect.stringMatching(/^tags: must be at least one tag/),
        expect.stringMatching(/^image: an image under src\/assets\/blog\//),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it("rejects a missing field, an impossible date, a slug and overlong texts", () => {
    expect(frontmatterProblems(withFields({ author: undefined }))).toEqual([
      expect.stringMatching(/^author: must be a text/),
    ]);
    expect(frontmatterProblems(withFields({ date: "2026-02-31" }))).toEqual([
      "date: must be a real calendar date",
    ]);
    expect(frontmatterProblems(withFields({ date: "2026-13-01" }))).toEqual([
      "date: must be a real calendar date",
    ]);
    // The file's name is the address: a slug in the frontmatter would be a second one.
    expect(frontmatterProblems(withFields({ slug: "a-good-post" }))).toEqual([
      "slug: must not be written: the file's name is the post's address",
    ]);
    expect(
      frontmatterProblems(withFields({ title: "x".repeat(49), tags: Array(9).fill("t") })),
    ).toEqual(["title: must be a text of at most 48 characters", "tags: must be at most 8 tags"]);
    // The excerpt is the meta description: 50-160 characters.
    expect(frontmatterProblems(withFields({ excerpt: "x".repeat(161) }))).toEqual([
      "excerpt: must be a text of at most 160 characters",
    ]);
    expect(frontmatterProblems(withFields({ excerpt: "Too short." }))).toEqual([
      "excerpt: must be a text of at least 50 characters (it is the page's meta description)",
    ]);
    expect(frontmatterProblems(withFields({ imageAlt: "   " }))).toEqual([
      "imageAlt: must be a non-empty text",
    ]);
  });
});

describe("postSetProblems (the rules across files)", () => {
  const entry = (fileName: string, id: number) => {
    const address = fileName.replace(/^.*\/|\.mdx$/g, "");
    return { fileName, data: { id, image: `../../src/assets/blog/${address}/image.svg` } };
  };
  const allImages = () => true;

  it("accepts distinct posts whose file names are addresses and whose images exist", () => {
    expect(
      postSetProblems([entry("content/blog/a.mdx", 1), entry("content/blog/b.mdx", 2)], allImages),
    ).toEqual([]);
  });

  it("rejects a file name that is not an address", () => {
    expect(postSetProblems([entry("content/blog/A Good Post.mdx", 1)], allImages)).toEqual([
      "content/blog/A Good Post.mdx: the file name must be lower-case words joined by hyphens, e.g. mvp-to-1m-arr-lessons.mdx",
    ]);
  });

  it("rejects a missing hero image and a duplicate id, naming the files", () => {
    expect(postSetProblems([entry("content/blog/a.mdx", 1)], () => false)).toEqual([
      "content/blog/a.mdx: image ../../src/assets/blog/a/image.svg does not exist",
    ]);
    expect(
      postSetProblems([entry("content/blog/a.mdx", 1), entry("content/blog/b.mdx", 1)], allImages),
    ).toEqual(["content/blog/b.mdx: duplicate post id 1 (also in content/blog/a.mdx)"]);
  });
});

// A post's page title is its frontmatter title, not its slug in words: see
// src/lib/site-pages.test.ts and e2e/blog.spec.ts.
