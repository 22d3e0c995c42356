import { describe, expect, it } from "vitest";

import { shareImageAlt, shareImagePath } from "./share-image";

describe("share image paths and text alternatives", () => {
  it("derives one PNG path per page path", () => {
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/blog/mvp-to-1m-arr-lessons")).toBe(
      "/og/blog/mvp-to-1m-arr-lessons.png",
    );
    expect(shareImagePath("/blog/category/ai-automation/")).toBe(
      "/og/blog/category/ai-automation.png",
    );
    expect(() => shareImagePath("/../etc/passwd")).toThrow(/No share image path/);
  });

  it("describes the card in its alt text", () => {
    // The section is the page registry's (src/lib/page-registry.test.ts).
    expect(shareImageAlt("Aarambh Tech", "About Us", "Company")).toBe(
      "Aarambh Tech · Company: About Us",
    );
    expect(shareImageAlt("Aarambh Tech", "Fractional CTO", null)).toBe(
      "Aarambh Tech: Fractional CTO",
    );
  });
});
