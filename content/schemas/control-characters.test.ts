import { describe, expect, it } from "vitest";

import { hasControlCharacters, isIllFormed, withoutControlCharacters } from "./control-characters";

const BIDI = ["\u061c", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e"];
const ISOLATES = ["\u2066", "\u2067", "\u2068", "\u2069"];
const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
const C1 = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i));

describe("hidden control and text-direction characters", () => {
  it("finds every C0 and C1 control, bidi control and line/paragraph separator", () => {
    for (const char of [...C0, ...C1, ...BIDI, ...ISOLATES, "\u2028", "\u2029"]) {
      const code = char.codePointAt(0)!.toString(16);
      expect(hasControlCharacters(`Asha${char}Rao`), code).toBe(true);
      expect(withoutControlCharacters(`Asha${char}Rao`), code).toBe("AshaRao");
    }
  });

  it("keeps tab and line breaks in multi-line text only", () => {
    for (const char of ["\t", "\n", "\r"]) {
      expect(hasControlCharacters(`a${char}b`)).toBe(true);
      expect(hasControlCharacters(`a${char}b`, { multiline: true })).toBe(false);
    }
    expect(hasControlCharacters("a\u202eb\nc", { multiline: true })).toBe(true);
    expect(withoutControlCharacters("Line 1\r\n\tLine\u202e 2\u0007", { multiline: true })).toBe(
      "Line 1\r\n\tLine 2",
    );
  });

  it("leaves Indian scripts (with ZWJ and ZWNJ), other scripts and emoji intact", () => {
    const texts = [
      "प्रिया शर्मा",
      "தமிழ்செல்வி",
      "ক্ষ", // Bengali conjunct
      "क्\u200dष", // Devanagari with ZWJ (half form)
      "क्\u200cष", // Devanagari with ZWNJ (explicit virama)
      "ര്\u200d", // Malayalam chillu with ZWJ
      "李小龍",
      "مريم", // Arabic right-to-left text itself is fine; only the invisible controls are not
      "👩🏽\u200d💻 Team 🚀",
      "Zoë O'Brien-Łukasz",
    ];
    for (const text of texts) {
      expect(hasControlCharacters(text), text).toBe(false);
      expect(hasControlCharacters(text, { multiline: true }), text).toBe(false);
      expect(withoutControlCharacters(text)).toBe(text);
    }
  });

  it("finds lone surrogates (ill-formed text) and removes them, but keeps whole pairs", () => {
    for (const text of ["\uD800", "a\uD83Db", "\uDE00x", "x\uDBFF"]) {
      expect(isIllFormed(text), JSON.stringify(text)).toBe(true);
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
      expect(hasControlCharacters(text, { multiline: true })).toBe(true);
    }
    expect(isIllFormed("Priya 😀 \uD83D\uDE00")).toBe(false);
    expect(hasControlCharacters("Priya 😀")).toBe(false);
    expect(withoutControlCharacters("a\uD800b😀")).toBe("ab😀");
  });
});
