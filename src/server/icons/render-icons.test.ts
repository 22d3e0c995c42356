import { inflateSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { appleTouchIconPng, faviconIco, manifestIconPng } from "./render-icons";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/**
 * The top-left pixel of an 8-bit RGBA PNG. Whatever a row's filter, the first pixel of the first
 * row is stored as is (its left and upper neighbours count as zero).
 */
function topLeftPixel(png: Buffer): number[] {
  expect([png[24], png[25]]).toEqual([8, 6]);
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") {
      data.push(png.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  return [...inflateSync(Buffer.concat(data)).subarray(1, 5)];
}

describe("drawn icons", () => {
  it("packs 16, 32 and 48 px PNGs into /favicon.ico", () => {
    const ico = faviconIco();
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const sizes = [0, 1, 2].map((i) => {
      const entry = 6 + 16 * i;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(pngSize(png)).toEqual([ico[entry], ico[entry + 1]]);
      return ico[entry];
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it("draws an opaque 180 px apple-touch icon and the manifest's icons", () => {
    const apple = appleTouchIconPng();
    expect(apple.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(apple)).toEqual([180, 180]);
    // Opaque to the corner (iOS would show transparency as black), in the mark's navy.
    expect(topLeftPixel(apple)).toEqual([0x0b, 0x15, 0x30, 255]);
    expect(topLeftPixel(manifestIconPng("maskable-512"))).toEqual([0x0b, 0x15, 0x30, 255]);
    // The plain icon keeps the mark's rounded, transparent corners.
    expect(topLeftPixel(manifestIconPng("icon-192"))[3]).toBe(0);
    expect(pngSize(manifestIconPng("icon-192"))).toEqual([192, 192]);
    expect(pngSize(manifestIconPng("icon-512"))).toEqual([512, 512]);
    expect(pngSize(manifestIconPng("maskable-512"))).toEqual([512, 512]);
  });
});
