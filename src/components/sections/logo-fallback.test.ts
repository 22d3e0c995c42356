import { describe, expect, it } from "vitest";

import { logoPlaceholderSrc, logoSrcFor, nextLogoStage, type LogoStage } from "./logo-fallback";

const logo = { name: "Northwind Labs", url: "/logos/northwind-labs.svg" };

describe("logo fallback chain (docs/product.md §4)", () => {
  it("goes logo → placeholder → text and stays at text", () => {
    let stage = "logo" as LogoStage;
    const seen = [stage];
    for (let i = 0; i < 3; i++) {
      stage = nextLogoStage(stage);
      seen.push(stage);
    }
    expect(seen).toEqual(["logo", "placeholder", "text", "text"]);
  });

  it("shows the logo first, then a placeholder image naming the company, then no image", () => {
    expect(logoSrcFor("logo", logo)).toBe("/logos/northwind-labs.svg");
    const placeholder = logoSrcFor("placeholder", logo);
    expect(placeholder).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(placeholder!.split(",")[1]!)).toContain(">Northwind Labs</text>");
    expect(logoSrcFor("text", logo)).toBeNull();
  });

  it("keeps markup out of the placeholder", () => {
    const svg = decodeURIComponent(logoPlaceholderSrc('<script>"x"</script>').split(",")[1]!);
    expect(svg).not.toContain("<script");
    expect(svg).toContain(">scriptx/script</text>");
  });

  it("squeezes a long name into the placeholder's box rather than clipping it", () => {
    const short = decodeURIComponent(logoPlaceholderSrc("Quantora").split(",")[1]!);
    expect(short).not.toContain("textLength");
    const long = decodeURIComponent(
      logoPlaceholderSrc("Northwind Interplanetary Logistics").split(",")[1]!,
    );
    expect(long).toContain('textLength="216"');
  });
});
