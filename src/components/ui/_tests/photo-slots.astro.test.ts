import { describe, expect, it, vi } from "vitest";

import { fixedSizeImage } from "@/components/ui/optimised-image";
import { VIDEO_POSTER, videoPosterImage } from "@/features/services/services-content";

vi.mock("astro:content", () => ({
  getCollection: async () => [],
  getEntry: async () => undefined,
}));

/**
 * Issue 23 §4: a photo dropped into a drawn slot (a portrait, the explainer video's poster) keeps
 * the layout and the speed: cropped to the slot's box, never stretched, made AVIF at the sizes
 * shown, with the box's width and height on the <img>.
 */
const params = (address: string) =>
  Object.fromEntries(new URL(address, "https://site.test").searchParams);

describe("photo slots", () => {
  it("a portrait photo becomes a square AVIF at 1× and 2×, cropped to cover", async () => {
    const { default: photo } =
      await import("../../../pages/case-studies/_tests/fixtures/photo.jpg");
    const image = await fixedSizeImage(photo, { width: 56, height: 56 });
    expect(params(image.src)).toMatchObject({ f: "avif", w: "56", h: "56", fit: "cover" });
    expect(image.srcSet).toMatch(/ 2x$/);
    expect([image.width, image.height]).toEqual([56, 56]);
  });

  it("a poster still becomes a 16:9 AVIF in the facade's widths; the drawing stays SVG", async () => {
    const { default: photo } =
      await import("../../../pages/case-studies/_tests/fixtures/photo.jpg");
    const image = await videoPosterImage(photo);
    expect(params(image.src)).toMatchObject({ f: "avif", fit: "cover" });
    for (const candidate of image.srcSet!.split(", ")) {
      const [address, width] = candidate.split(" ") as [string, string];
      const { w, h } = params(address);
      expect(Number(h) / Number(w), candidate).toBeCloseTo(9 / 16, 2);
      expect(`${w}w`).toBe(width);
    }
    expect([image.width, image.height]).toEqual([VIDEO_POSTER.width, VIDEO_POSTER.height]);

    const { default: drawing } =
      await import("../../../pages/case-studies/_tests/fixtures/drawing.svg");
    const drawn = await videoPosterImage(drawing);
    expect(drawn.srcSet).toBeUndefined();
    expect(drawn.src).toBe(drawing.src);
  });
});
