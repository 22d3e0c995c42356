import { describe, expect, it } from "vitest";

import { line, withTokens } from "@content/schemas/fields";

import { fillTokens, fillTokensIn } from "./fill-tokens";

describe("fillTokens", () => {
  it("fills every token it has a value for, and leaves the rest of the text as written", () => {
    expect(fillTokens("Meet {founder}, your CTO", { founder: "Arjun Mehta" })).toBe(
      "Meet Arjun Mehta, your CTO",
    );
    expect(fillTokens("only {slots} slots, {slots} left", { slots: 2 })).toBe(
      "only 2 slots, 2 left",
    );
    expect(fillTokens("{toString} and {other}", { founder: "x" })).toBe("{toString} and {other}");
  });
});

describe("fillTokensIn", () => {
  it("fills the texts of a copy however deep, and keeps everything else", () => {
    expect(
      fillTokensIn(
        { heading: "{brand} CTO", items: [{ text: "Only {slots} left", count: 3 }], on: true },
        { brand: "Aarambh Tech", slots: 2 },
      ),
    ).toEqual({
      heading: "Aarambh Tech CTO",
      items: [{ text: "Only 2 left", count: 3 }],
      on: true,
    });
  });
});

describe("withTokens", () => {
  const schema = withTokens(line(2, 60), ["founder"]);

  it("takes the tokens it names, or none", () => {
    expect(schema.safeParse("Meet {founder}, your CTO").success).toBe(true);
    expect(schema.safeParse("Meet our founder").success).toBe(true);
  });

  it("refuses any other word in braces, naming the ones it takes", () => {
    const result = schema.safeParse("Meet {Founder}, your CTO");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("in braces only {founder}");
  });

  it("keeps the field's own limits", () => {
    expect(schema.safeParse("x".repeat(61)).success).toBe(false);
  });
});
