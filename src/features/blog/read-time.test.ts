import { describe, expect, it } from "vitest";

import { countWords, readTime } from "./read-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("readTime", () => {
  it("rounds up at 200 words a minute and never says less than one minute", () => {
    expect(readTime("")).toBe("1 min read");
    expect(readTime(words(200))).toBe("1 min read");
    expect(readTime(words(201))).toBe("2 min read");
    expect(readTime(words(1500))).toBe("8 min read");
  });

  it("counts prose, not code blocks, markup or link targets", () => {
    const mdx = [
      "## A heading here",
      "Some **bold** text with [a link](https://example.test/a/long/path).",
      "```ts",
      "const ignored = 'these words are code';",
      "```",
      "- one item",
    ].join("\n");
    expect(countWords(mdx)).toBe(11);
  });

  it("counts figures such as ₹1.2L, $100K and 60% as words", () => {
    expect(countWords("Spend ₹1.2L, raise $100K, cut CPA 60%.")).toBe(7);
  });
});
