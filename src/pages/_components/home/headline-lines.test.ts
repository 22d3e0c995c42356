import { describe, expect, it } from "vitest";

import { homePageSchema } from "@content/schemas/home";

import { readContentFile } from "../../../../test/content-files";
import { headlineLines } from "./headline-lines";

const { hero: homeHero } = readContentFile("content/home/page.yaml", homePageSchema);

describe("headlineLines", () => {
  it("splits each home headline into two even lines, the earlier split on a tie", () => {
    expect(homeHero.headlines.map(headlineLines)).toEqual([
      ["Build Your", "MVP Fast"],
      ["Get Expert", "CTO Guidance"],
      ["Scale with", "AI Automation"],
      ["Grow with", "Smart Marketing"],
    ]);
  });

  it("keeps every word, in order", () => {
    expect(headlineLines("  One  two three  ").join(" ")).toBe("One two three");
    expect(headlineLines("Alone")).toEqual(["Alone", ""]);
  });
});
