import { describe, expect, it } from "vitest";

import { ICON_BACKGROUND, encodeIco, webManifest } from "./site-icons";

describe("site icons", () => {
  it("writes 0 for a 256 px side, as the format wants", () => {
    const ico = encodeIco([{ size: 256, png: Buffer.from("x") }]);
    expect([ico[6], ico[7]]).toEqual([0, 0]);
    expect(ico.readUInt32LE(6 + 12)).toBe(22);
  });

  it("describes the installed site in the manifest", () => {
    const manifest = webManifest({ name: "Aarambh Tech", tagline: "New Brand." });
    expect(manifest).toMatchObject({
      name: "Aarambh Tech",
      short_name: "Aarambh Tech",
      start_url: "/",
      display: "standalone",
      theme_color: ICON_BACKGROUND,
      background_color: "#ffffff",
    });
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
    expect(webManifest({ name: "Aarambh Technologies", tagline: "" }).short_name).toBe("Aarambh");
  });
});
