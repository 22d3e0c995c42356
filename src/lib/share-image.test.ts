import { describe, expect, it } from "vitest";

import { indexableRoutes } from "./routes";
import { shareImageAlt, shareImagePath, shareSection } from "./share-image";

describe("share image paths and sections", () => {
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

  it("labels every indexable route but the home page with its section", () => {
    for (const { path } of indexableRoutes) {
      if (path === "/") expect(shareSection(path)).toBeNull();
      else expect(shareSection(path), path).toEqual(expect.any(String));
    }
    expect(shareSection("/mvp-development")).toBe("Services");
    expect(shareSection("/blog/category/mvp-development")).toBe("Blog");
    expect(shareSection("/case-studies")).toBe("Case studies");
    expect(shareSection("/case-studies/safesight")).toBe("Case study");
    expect(shareSection("/ctos/arjun-mehta/experience")).toBe("Founder");
  });

  it("describes the card in its alt text", () => {
    expect(shareImageAlt("Aarambh Tech", "About Us", "/about-us")).toBe(
      "Aarambh Tech · Company: About Us",
    );
    expect(shareImageAlt("Aarambh Tech", "Fractional CTO", "/")).toBe(
      "Aarambh Tech: Fractional CTO",
    );
  });
});
