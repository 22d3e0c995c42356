import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { sanitizeText } from "./sanitize-text";

describe("sanitizeText", () => {
  it("removes script blocks and strips angle brackets", () => {
    expect(sanitizeText("Asha<script>alert(1)</script> Rao")).toBe("Asha Rao");
    expect(sanitizeText("<SCRIPT src=x>evil()</SCRIPT >Demo")).toBe("Demo");
    expect(sanitizeText("<b>Bold</b> & <img src=x onerror=alert(1)>")).toBe(
      "bBold/b & img src=x onerror=alert(1)",
    );
    expect(sanitizeText("Call<script>never closed")).toBe("Call");
  });

  it("collapses whitespace, trims and bounds the length", () => {
    expect(sanitizeText("  a\n\tb  ")).toBe("a b");
    expect(sanitizeText("x".repeat(500))).toHaveLength(200);
    expect(sanitizeText(null)).toBe("");
  });

  it("never leaves an angle bracket, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const output = sanitizeText(input);
        expect(output).not.toMatch(/[<>]/);
        expect(output.toLowerCase()).not.toContain("<script");
      }),
    );
  });
});
