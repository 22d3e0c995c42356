import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * Section bands must be told apart (issue 23: "the testimonial band, page and footer are nearly
 * the same navy"): the step between the dark band and each neighbour, computed from the tokens
 * in global.css as a WCAG contrast ratio of their luminances.
 */
const css = readFileSync(path.join(import.meta.dirname, "global.css"), "utf8");

/** The text of the first block `selector {…}`, nested blocks included. */
function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} in global.css`);
  const open = css.indexOf("{", start);
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    if (css[at] === "{") depth++;
    if (css[at] === "}" && --depth === 0) return css.slice(open + 1, at);
  }
  throw new Error(`${selector} is not closed`);
}

function tokens(declarations: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, name, value] of declarations.matchAll(/--color-([\w-]+):\s*([^;]+);/g)) {
    map.set(name!, value!.trim());
  }
  return map;
}

const light = tokens(block("@theme"));
const dark = new Map([...light, ...tokens(block('[data-theme="dark"]'))]);

/** A token's colour as #rrggbb, following `var(--color-…)` references. */
function colour(theme: Map<string, string>, name: string): string {
  const value = theme.get(name);
  if (!value) throw new Error(`no --color-${name}`);
  const reference = /^var\(--color-([\w-]+)\)$/.exec(value);
  if (reference) return colour(theme, reference[1]!);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`--color-${name} is ${value}, not #rrggbb`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function step(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** The least step between a band and a neighbour that an eye catches on a laptop screen. */
const MIN_STEP = 1.3;

/** The least step for a 1 px hairline between two bands of (nearly) the same colour. */
const MIN_HAIRLINE_STEP = 1.2;

describe("section bands (global.css tokens)", () => {
  // The footer is ink-950 with an ink-900 strip on top (src/components/layout/site-footer.tsx);
  // in the light theme the band is ink-900 itself, between white and tinted sections.
  for (const [theme, values, neighbours] of [
    ["light", light, ["surface", "surface-tinted"]],
    ["dark", dark, ["surface", "surface-tinted", "ink-950", "ink-900"]],
  ] as const) {
    it(`${theme}: the dark band stands out from the page, the tinted band and the footer`, () => {
      const band = colour(values, "surface-inverse");
      for (const neighbour of neighbours) {
        const other = colour(values, neighbour);
        expect(step(band, other), `${band} against ${neighbour} ${other}`).toBeGreaterThanOrEqual(
          MIN_STEP,
        );
      }
    });

    it(`${theme}: white text on the dark band stays AA (4.5:1)`, () => {
      expect(step("#ffffff", colour(values, "surface-inverse"))).toBeGreaterThanOrEqual(4.5);
    });
  }

  // The dark theme's page and tinted navies are 1.05:1 apart, too close to see where one band
  // ends: there white and tinted bands open with a hairline in `line`
  // (src/components/sections/page-section.tsx), and so do the closing call-to-action bands
  // (ink-950) above the footer, which must show against all of them.
  it("dark: the band hairline shows against the page, the tinted band and the footer's navies", () => {
    const line = colour(dark, "line");
    for (const neighbour of ["surface", "surface-tinted", "ink-950", "ink-900"]) {
      const other = colour(dark, neighbour);
      expect(
        step(line, other),
        `line ${line} against ${neighbour} ${other}`,
      ).toBeGreaterThanOrEqual(MIN_HAIRLINE_STEP);
    }
  });

  it("the dark theme's band is lighter than its page, so it reads as a band, not a hole", () => {
    expect(luminance(colour(dark, "surface-inverse"))).toBeGreaterThan(
      luminance(colour(dark, "surface")),
    );
  });
});
