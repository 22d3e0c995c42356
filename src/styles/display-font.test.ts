import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { create, type Font } from "fontkitten";
import { describe, expect, it } from "vitest";

/**
 * The display face swaps in on a first visit (`font-display: swap`), so its fallback must take
 * the same room: its overrides are computed from the real font file here, and a new version of
 * the font, or an edit to global.css, that breaks the match fails this test.
 */
const css = readFileSync(path.join(import.meta.dirname, "global.css"), "utf8");
const require = createRequire(import.meta.url);

/** One font from a file (a collection, e.g. a .ttc, is not what these files are). */
function openFont(file: string): Font {
  const font = create(readFileSync(file));
  if (font.isCollection) throw new Error(`${file} is a font collection`);
  return font;
}

const jakarta = openFont(
  require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"),
);
// Arial's metric twin, installed with Chromium on Debian; the advance check needs it.
const LIBERATION = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";

/** The @font-face blocks of one family, as maps of their descriptors. */
function faces(family: string): Map<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => {
      const descriptors = new Map<string, string>();
      for (const [, name, value] of body!.matchAll(/([\w-]+):\s*([^;]+);/g)) {
        descriptors.set(name!, value!.replace(/\s+/g, " ").trim());
      }
      return descriptors;
    })
    .filter((face) => face.get("font-family") === `"${family}"`);
}

const percent = (value: string | undefined) => Number.parseFloat(value ?? "NaN") / 100;

function advance(font: Font, text: string): number {
  let width = 0;
  for (const character of text) {
    width += font.glyphForCodePoint(character.codePointAt(0)!).advanceWidth;
  }
  return width / font.unitsPerEm;
}

describe("the display face and its fallback", () => {
  it("swaps in (preloaded by the base layout) instead of waiting or missing the first visit", () => {
    const brand = faces("Plus Jakarta Sans");
    expect(brand).toHaveLength(2);
    for (const face of brand) expect(face.get("font-display")).toBe("swap");
  });

  it("gives every fallback weight the font's own ascent, descent and gap, per its size-adjust", () => {
    const fallbacks = faces("Plus Jakarta Sans Fallback");
    expect(fallbacks).toHaveLength(2);
    const { ascent, descent, lineGap, unitsPerEm } = jakarta;
    for (const face of fallbacks) {
      const scale = percent(face.get("size-adjust"));
      expect(percent(face.get("ascent-override"))).toBeCloseTo(ascent / unitsPerEm / scale, 2);
      expect(percent(face.get("descent-override"))).toBeCloseTo(
        Math.abs(descent) / unitsPerEm / scale,
        2,
      );
      expect(percent(face.get("line-gap-override"))).toBeCloseTo(lineGap / unitsPerEm / scale, 2);
    }
  });

  it.skipIf(!existsSync(LIBERATION))(
    "scales the regular fallback to the font's advance, within half a percent",
    () => {
      const regular = faces("Plus Jakarta Sans Fallback").find((face) =>
        face.get("font-weight")?.startsWith("100"),
      );
      const text =
        "Fractional CTO services for startups: build your MVP in weeks, not months. " +
        "Tech strategy, AI automation and Google Ads that bring enquiries";
      const ratio = advance(jakarta, text) / advance(openFont(LIBERATION), text);
      expect(Math.abs(percent(regular?.get("size-adjust")) - ratio)).toBeLessThan(0.005);
    },
  );
});
