import { describe, expect, it } from "vitest";

import { codePointLength, cutText } from "./cut-text";

describe("cutText", () => {
  it("counts code points, so 99 letters and an emoji fit in 100", () => {
    const text = `${"a".repeat(99)}😀`;
    expect(text.length).toBe(101);
    expect(codePointLength(text)).toBe(100);
    expect(cutText(text, 100)).toBe(text);
  });

  it("never keeps half a surrogate pair or half a grapheme", () => {
    const cut = cutText(`${"a".repeat(99)}😀😀`, 100);
    expect(cut).toBe(`${"a".repeat(99)}😀`);
    expect(() => encodeURIComponent(cutText(`${"a".repeat(99)}😀`, 99))).not.toThrow();
    expect(cutText(`${"a".repeat(99)}😀`, 99)).toBe("a".repeat(99));
    // A family is one grapheme of five code points: kept whole or left out whole.
    expect(cutText("ab👨‍👩‍👧", 4)).toBe("ab");
    expect(cutText("ab👨‍👩‍👧", 7)).toBe("ab👨‍👩‍👧");
    // "é" written as e + combining accent stays together.
    expect(cutText("cafe\u0301!", 4)).toBe("caf");
  });

  it("leaves short text alone", () => {
    expect(cutText("", 5)).toBe("");
    expect(cutText("hello", 5)).toBe("hello");
  });
});
