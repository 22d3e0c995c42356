/**
 * The site's icons, drawn at build from the one mark (public/icon.svg, src/server/icons) by
 * prerendered routes:
 * /favicon.ico (16, 32 and 48 px PNGs in an ICO), /apple-touch-icon.png (180 px, opaque: iOS
 * fills transparency with black), /icons/icon-{192,512}.png and /icons/maskable-512.png for the
 * web manifest (/manifest.webmanifest). The head links them through `ICON_LINKS`.
 */
export const ICON_BACKGROUND = "#0b1530";
/** The page's background in the light theme: the manifest's splash screen. */
export const SPLASH_BACKGROUND = "#ffffff";

export const ICON_LINKS = [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
] as const;

export const MANIFEST_ICONS = [
  { name: "icon-192", size: 192, purpose: "any" },
  { name: "icon-512", size: 512, purpose: "any" },
  { name: "maskable-512", size: 512, purpose: "maskable" },
] as const;

export type ManifestIconName = (typeof MANIFEST_ICONS)[number]["name"];

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every browser): a 6-byte
 * header, a 16-byte entry per image, then the PNGs.
 */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The web manifest: the installed site's name, colours and icons. */
export function webManifest(brand: { name: string; tagline: string }) {
  return {
    id: "/",
    name: brand.name,
    // Shown under the home-screen icon, where about 12 characters fit.
    short_name: brand.name.length <= 12 ? brand.name : brand.name.split(/\s+/)[0]!,
    description: brand.tagline,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: ICON_BACKGROUND,
    background_color: SPLASH_BACKGROUND,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: `/icons/${icon.name}.png`,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
