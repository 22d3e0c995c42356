import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { portraits } from "./portraits";
import { companyLogoSchema } from "./schemas/logos";
import { teamMemberSchema } from "./schemas/team";
import { readContentFolder } from "../test/content-files";
import { testimonialSchema } from "./schemas/testimonials";

/** A portrait's drawing, in src/assets/ (the editor can replace it with a photo). */
const portraitFile = (look: (typeof portraits)[number]) =>
  readFileSync(join(import.meta.dirname, "../src/assets", `${look.file}.svg`), "utf8");

describe("portraits", () => {
  const files = new Set(portraits.map((look) => `/${look.file}.svg`));

  it("give every team member and every quoted client a drawn portrait", () => {
    // Each file names its portrait relative to itself (content/team/, content/testimonials/).
    const people = [
      ...readContentFolder("content/team", teamMemberSchema).map((member) => member.portrait),
      ...readContentFolder("content/testimonials", testimonialSchema).map(
        (quote) => quote.portrait,
      ),
    ].map((portrait) => portrait.replace("../../src/assets/", "/"));
    for (const src of people) expect(files, String(src)).toContain(src);
  });

  it("are DiceBear Notionists drawings (CC0), not silhouettes, with their licence kept", () => {
    for (const look of portraits) {
      const src = look.file;
      const svg = portraitFile(look);
      expect(svg, src).toContain("Notionists");
      expect(svg, src).toContain("creativecommons.org/publicdomain/zero/1.0");
      // A drawn face has many shapes; the old silhouettes had three.
      expect(svg.match(/<path/g)?.length ?? 0, src).toBeGreaterThan(10);
    }
  });
});

describe("company marks", () => {
  it("keep the whole outlined name inside a fixed 240×56 box", () => {
    // Each file names its logo relative to itself (content/logos/).
    for (const logo of readContentFolder("content/logos", companyLogoSchema)) {
      const svg = readFileSync(join(import.meta.dirname, "logos", logo.logo), "utf8");
      expect(svg, logo.name).toContain('viewBox="0 0 240 56"');
      expect(svg, logo.name).toContain(`aria-label="${logo.name}"`);
      // No <text>: outlined letters do not depend on the visitor's fonts, so they cannot spill.
      expect(svg, logo.name).not.toContain("<text");
      const word = svg.match(
        /transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)" d="([^"]+)"/,
      );
      expect(word, logo.name).not.toBeNull();
      const [, tx, , scale, d] = word!;
      const numbers = d!.match(/-?\d*\.?\d+/g)!.map(Number);
      const xs = numbers.filter((_, index) => index % 2 === 0);
      const right = Number(tx) + Math.max(...xs) * Number(scale);
      const left = Number(tx) + Math.min(...xs) * Number(scale);
      expect(left, logo.name).toBeGreaterThanOrEqual(0);
      expect(right, logo.name).toBeLessThanOrEqual(240);
    }
  });
});
